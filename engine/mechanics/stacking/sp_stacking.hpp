#pragma once
// HS 6: strength points per terrain with artillery sub-limits, cadre C = 1/2 SP, one unit always allowed (capped in combat), 8 SP while moving by road.
#include "engine/mechanics/stacking/section_stacking_policy.hpp"

namespace engine {

class SpStacking final : public SectionStackingPolicy {
public:
    using SectionStackingPolicy::SectionStackingPolicy;
    [[nodiscard]] StackingResult check(const BoardState& ctx, const StackingQuery& query) const override;
};

}  // namespace engine
