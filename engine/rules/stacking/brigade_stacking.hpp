#pragma once
// LFM R4 / C-Stack: 16 SP of infantry and cavalry all from one brigade, plus up to 10 artillery SP (one larger battery alone); cavalry all mounted or all dismounted.
#include "engine/rules/stacking/stacking_policy.hpp"

namespace engine {

class BrigadeStacking final : public StackingPolicy {
public:
    explicit BrigadeStacking(const PolicySection& section) : m_section(section) {}
    [[nodiscard]] std::string id() const override { return "sp-brigade"; }
    [[nodiscard]] StackingResult check(const RulesContext& ctx, const StackingQuery& query) const override;

private:
    const PolicySection& m_section;  // the ruleset's stacking section; the ruleset outlives the policy
};

}  // namespace engine
