#pragma once
// CWB 19: the six-step procedure (19.2c) with hexside half-levels, obstacles, the crest test and visibility.
#include "engine/mechanics/los/line_of_sight.hpp"

namespace engine {

class CwbLineOfSight final : public LineOfSight {
public:
    [[nodiscard]] std::string id() const override { return "cwb"; }
    [[nodiscard]] LosResult trace(const BoardState& ctx, const LosQuery& query) const override;
};

}  // namespace engine
