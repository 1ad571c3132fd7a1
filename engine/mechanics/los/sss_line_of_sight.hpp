#pragma once
// SSS 30: centre-to-centre, obstacle heights, the spine rule, slopes, virtual slopes and the halfway rule.
#include "engine/mechanics/los/line_of_sight.hpp"

namespace engine {

class SssLineOfSight final : public LineOfSight {
public:
    [[nodiscard]] std::string id() const override { return "sss"; }
    [[nodiscard]] LosResult trace(const BoardState& ctx, const LosQuery& query) const override;
};

}  // namespace engine
