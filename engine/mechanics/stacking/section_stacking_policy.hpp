#pragma once
// The base of the per-ruleset stacking policies: each reads its ruleset's <policy name="stacking">
// section; the id is the section's policy name ("count", "sp", "sp-brigade", "fire-level").
#include "engine/mechanics/stacking/stacking_policy.hpp"

namespace engine {

class SectionStackingPolicy : public StackingPolicy {
public:
    explicit SectionStackingPolicy(const PolicySection& section)
        : m_section(section) {}
    [[nodiscard]] std::string id() const final { return m_section.policy; }

protected:
    const PolicySection& m_section;  // the ruleset's stacking section; the ruleset outlives the policy
};

}  // namespace engine
