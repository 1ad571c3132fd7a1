#pragma once
// LFM R4 / C-Stack: 16 SP of infantry and cavalry all from one brigade, plus up to 10 artillery SP (one larger battery alone); cavalry all mounted or all dismounted.
#include "engine/mechanics/stacking/section_stacking_policy.hpp"

namespace engine {

class BrigadeStacking final : public SectionStackingPolicy {
public:
    using SectionStackingPolicy::SectionStackingPolicy;
    [[nodiscard]] StackingResult check(const BoardState& ctx, const StackingQuery& query) const override;
};

}  // namespace engine
