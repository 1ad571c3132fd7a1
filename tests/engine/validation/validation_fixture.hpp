#pragma once
// Shared by the [validation] tests: the four ruleset templates, loaded once, and small helpers.
#include "engine/commands/command.hpp"
#include "engine/model/document.hpp"
#include "engine/validation/diagnostic_list.hpp"
#include "engine/validation/validator.hpp"

#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace valtest {

// templates/rulesets/<id>.xml, loaded once per test run.
std::shared_ptr<const engine::Ruleset> templateRuleset(const std::string& id);

// The ruleset without the values it marks unapplied (rules of play no check applies).
std::shared_ptr<const engine::Ruleset> appliedOnly(const engine::Ruleset& ruleset);

// Diagnostics of one rule.
std::vector<engine::Diagnostic> ofRule(const engine::DiagnosticList& ds, const std::string& rule);

// A golden case's scenario (tests/data/validation/...), with the templates as its rulesets.
engine::Document loadGoldenDocument(const std::string& pathUnderValidationData);

// The rule's diagnostics as `ridgeline validate` prints them, without the file name.
std::string reportLines(const engine::DiagnosticList& ds, const std::string& rule);

// One line per diagnostic (severity, rule, message): a readable report for comparing two.
std::string describe(const engine::DiagnosticList& ds);

// One step of a random edit sequence: undoes the last command done (one time in `undoOdds`), else
// applies what `next` makes; the validator is updated with the change. Returns the label of what
// was done ("undo Paint"), or "" when `next` made nothing.
std::string stepSequence(engine::Document& doc, engine::Validator& validator,
                         std::vector<std::unique_ptr<engine::Command>>& done, std::mt19937& rng, unsigned undoOdds,
                         const std::function<std::unique_ptr<engine::Command>()>& next);

// The start of random edit sequence `seed` under template `rulesetId`: the commands' test document
// with that ruleset, and the sequence's generator (the same edits for the same pair in every run).
engine::Document sequenceDocument(const std::string& rulesetId);
std::mt19937 sequenceRng(const std::string& rulesetId, int seed);

}  // namespace valtest
