#pragma once
// The JUnit XML validation report (`ridgeline validate --format junit`), the test-report format
// GitLab, Jenkins and GitHub's test reporters read: one <testsuite> per file, one <testcase> per
// rule that ran on it. A rule with diagnostics at or above the report's fail-on severity (not
// waived) fails: one <failure> whose text lists each of them with its location and citation.
// The rest (warnings below fail-on, infos, waived ones) go to the case's <system-out>. A file that
// could not be loaded is one case with an <error>. Each suite's <properties> give the file's
// ruleset and its counts (errors, warnings, infos, waived).
#include "engine/validation/report/validation_report.hpp"

#include <string>

namespace engine {

[[nodiscard]] std::string junitReport(const ValidationReport& report);

}  // namespace engine
