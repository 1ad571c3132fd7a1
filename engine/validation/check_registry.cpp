#include "engine/validation/check_registry.hpp"

#include "engine/validation/checks/builtin_checks.hpp"

#include <algorithm>
#include <stdexcept>

namespace engine {

void CheckRegistry::add(std::unique_ptr<Check> rule) {
    if (find(rule->id())) throw std::invalid_argument("validation rule `" + rule->id() + "` is registered twice");
    m_checks.push_back(std::move(rule));
}

const Check* CheckRegistry::find(std::string_view id) const {
    for (const auto& r : m_checks)
        if (r->id() == id) return r.get();
    return nullptr;
}

bool CheckRegistry::remove(std::string_view id) {
    const auto it = std::find_if(m_checks.begin(), m_checks.end(), [&](const auto& r) { return r->id() == id; });
    if (it == m_checks.end()) return false;
    m_checks.erase(it);
    return true;
}

const CheckRegistry& builtinChecks() {
    static const CheckRegistry registry = [] {
        CheckRegistry r;
        registerBuiltinChecks(r);
        return r;
    }();
    return registry;
}

}  // namespace engine
