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

// A golden case's scenario (tests/data/validation/...), with the templates as its rulesets.
engine::Document loadGoldenDocument(const std::string& pathUnderValidationData);

// The rule's diagnostics as `ridgeline validate` prints them, without the file name.
std::string reportLines(const std::vector<engine::Diagnostic>& ds, const std::string& rule);

}  // namespace valtest
