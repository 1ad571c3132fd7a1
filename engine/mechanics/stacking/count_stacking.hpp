#pragma once
// SSS 25: a hex holds so many combat units by its terrain's stacking group, fewer artillery; cavalry only with one artillery unit; none at all on road movement.
#include "engine/mechanics/stacking/section_stacking_policy.hpp"

namespace engine {

class CountStacking final : public SectionStackingPolicy {
public:
    using SectionStackingPolicy::SectionStackingPolicy;
    [[nodiscard]] StackingResult check(const BoardState& ctx, const StackingQuery& query) const override;
};

}  // namespace engine
