#pragma once
// SSS 25: a hex holds so many combat units by its terrain's stacking group, fewer artillery; cavalry only with one artillery unit; none at all on road movement.
#include "engine/rules/stacking/stacking_policy.hpp"

namespace engine {

class CountStacking final : public StackingPolicy {
public:
    explicit CountStacking(const PolicySection& section) : m_section(section) {}
    [[nodiscard]] std::string id() const override { return "count"; }
    [[nodiscard]] StackingResult check(const RulesContext& ctx, const StackingQuery& query) const override;

private:
    const PolicySection& m_section;  // the ruleset's stacking section; the ruleset outlives the policy
};

}  // namespace engine
