#pragma once
// Shared by the [validation] tests: the four ruleset templates, loaded once, and small helpers.
#include "engine/model/document.hpp"
#include "engine/validation/diagnostic.hpp"

#include <memory>
#include <string>
#include <vector>

namespace valtest {

// templates/rulesets/<id>.xml, loaded once per test run.
std::shared_ptr<const engine::Ruleset> templateRuleset(const std::string& id);

// Diagnostics of one rule.
std::vector<engine::Diagnostic> ofRule(const std::vector<engine::Diagnostic>& ds, const std::string& rule);

}  // namespace valtest
