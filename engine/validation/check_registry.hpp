#pragma once
// The checks a validator runs, registered explicitly (no static-initialisation magic), in a
// stable order. registerBuiltinChecks adds every check in engine/validation/checks/.
#include "engine/validation/check.hpp"

#include <memory>
#include <string_view>
#include <vector>

namespace engine {

class CheckRegistry {
public:
    // Throws std::invalid_argument when a rule with the same id is already registered.
    void add(std::unique_ptr<Check> rule);
    [[nodiscard]] const Check* find(std::string_view id) const;
    // Drops the rule with that id (benchmarks and tests measure subsets); false when absent.
    bool remove(std::string_view id);
    [[nodiscard]] const std::vector<std::unique_ptr<Check>>& checks() const { return m_checks; }

private:
    std::vector<std::unique_ptr<Check>> m_checks;
};

void registerBuiltinChecks(CheckRegistry& registry);

// A registry holding the built-in rules, built on first use.
[[nodiscard]] const CheckRegistry& builtinChecks();

}  // namespace engine
