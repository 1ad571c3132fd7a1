#pragma once
// The JSON validation report (`ridgeline validate --format json`, format in docs/validation.md):
// the tool, the severity it fails on, and per file its ruleset, the checks that ran, every
// diagnostic (waived ones marked) and a summary of counts.
#include "engine/validation/report/validation_report.hpp"

#include <string>

namespace engine {

[[nodiscard]] std::string jsonReport(const ValidationReport& report);

}  // namespace engine
