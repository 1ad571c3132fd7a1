#pragma once
// The rules a validator runs, registered explicitly (no static-initialisation magic), in a
// stable order. registerBuiltinRules adds every rule in engine/validation/rules/.
#include "engine/validation/rule.hpp"

#include <memory>
#include <string_view>
#include <vector>

namespace engine {

class RuleRegistry {
public:
    // Throws std::invalid_argument when a rule with the same id is already registered.
    void add(std::unique_ptr<Rule> rule);
    [[nodiscard]] const Rule* find(std::string_view id) const;
    // Drops the rule with that id (benchmarks and tests measure subsets); false when absent.
    bool remove(std::string_view id);
    [[nodiscard]] const std::vector<std::unique_ptr<Rule>>& rules() const { return m_rules; }

private:
    std::vector<std::unique_ptr<Rule>> m_rules;
};

void registerBuiltinRules(RuleRegistry& registry);

// A registry holding the built-in rules, built on first use.
[[nodiscard]] const RuleRegistry& builtinRules();

}  // namespace engine
