#include "engine/validation/rule_registry.hpp"

#include "engine/validation/rules/builtin_rules.hpp"

#include <algorithm>
#include <stdexcept>

namespace engine {

void RuleRegistry::add(std::unique_ptr<Rule> rule) {
    if (find(rule->id())) throw std::invalid_argument("validation rule `" + rule->id() + "` is registered twice");
    m_rules.push_back(std::move(rule));
}

const Rule* RuleRegistry::find(std::string_view id) const {
    for (const auto& r : m_rules)
        if (r->id() == id) return r.get();
    return nullptr;
}

bool RuleRegistry::remove(std::string_view id) {
    const auto it = std::find_if(m_rules.begin(), m_rules.end(), [&](const auto& r) { return r->id() == id; });
    if (it == m_rules.end()) return false;
    m_rules.erase(it);
    return true;
}

const RuleRegistry& builtinRules() {
    static const RuleRegistry registry = [] {
        RuleRegistry r;
        registerBuiltinRules(r);
        return r;
    }();
    return registry;
}

}  // namespace engine
