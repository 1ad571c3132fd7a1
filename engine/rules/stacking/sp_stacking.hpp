#pragma once
// HS 6: strength points per terrain with artillery sub-limits, cadre C = 1/2 SP, one unit always allowed (capped in combat), 8 SP while moving by road.
#include "engine/rules/stacking/stacking_policy.hpp"

namespace engine {

class SpStacking final : public StackingPolicy {
public:
    explicit SpStacking(const PolicySection& section) : m_section(section) {}
    [[nodiscard]] std::string id() const override { return "sp"; }
    [[nodiscard]] StackingResult check(const RulesContext& ctx, const StackingQuery& query) const override;

private:
    const PolicySection& m_section;  // the ruleset's stacking section; the ruleset outlives the policy
};

}  // namespace engine
