#pragma once
// LFM R27: integer levels compared along the shortest, straightest paths; clear, partial or blocked.
#include "engine/mechanics/los/line_of_sight.hpp"

namespace engine {

class LfmLineOfSight final : public LineOfSight {
public:
    [[nodiscard]] std::string id() const override { return "lfm"; }
    [[nodiscard]] LosResult trace(const BoardState& ctx, const LosQuery& query) const override;
};

}  // namespace engine
