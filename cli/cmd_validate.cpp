// ridgeline validate: run the validation checks (engine/validation) over maps and scenarios and
// report them as text for people, JSON or JUnit XML for CI, or one HTML page
// (engine/validation/report). See docs/validation.md for every rule and the formats.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/load_error.hpp"
#include "engine/validation/report/file_report.hpp"
#include "engine/validation/report/html_report.hpp"
#include "engine/validation/report/json_report.hpp"
#include "engine/validation/report/junit_report.hpp"
#include "engine/validation/report/text_report.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline validate FILE... [--format text|json|junit|html] [--fail-on error|warning] [--show-waived]\n"
    "                         [--not-checked]\n\n"
    "Runs every validation rule that applies to each map or scenario's ruleset (map data, order of\n"
    "battle, set-up, reinforcements, victory hexes, turn track; docs/validation.md lists them).\n"
    "Text lines read\n"
    "  FILE:LOCATION: severity rule-id: message [citation]\n"
    "then a count per file. Waived diagnostics are counted apart and listed only with --show-waived\n"
    "(JSON always lists them, marked \"waived\"). A last line counts the values of the ruleset that no\n"
    "rule checks (rules of play, or data a scenario does not hold); --not-checked lists them with the\n"
    "template's reason (JSON always lists them; JUnit as skipped test cases; HTML in a closed list).\n"
    "JUnit XML (what CI test reporters read) has a test\n"
    "suite per file and a test case per rule, failing on what --fail-on fails; HTML is one\n"
    "self-contained page, problems grouped by rule with a picture of each map marking where they are.\n"
    "Exit code 1 when a diagnostic that is not waived\n"
    "remains at or above --fail-on (default error), 2 when a file cannot be read or parsed, 0 otherwise.\n\n"
    "example: ridgeline validate samples/*/scenario.rlscn --format json --fail-on warning > report.json\n"
    "         ridgeline validate samples/*/scenario.rlscn --format junit > validation-junit.xml\n",
    {"--format", "--fail-on"},
    {"--show-waived", "--not-checked"},
    1,
    SIZE_MAX};

engine::FileReport check(const std::string& path, bool withPicture) {
    try {
        return engine::reportOf(openDocument(path), path, withPicture);
    } catch (const std::exception& e) {
        engine::FileReport report;
        report.file = path;
        report.loadError = e.what();
        return report;
    }
}

}  // namespace

int runValidate(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const std::string format = args.choice("--format", {"text", "json", "junit", "html"});
    const bool whole = format != "text";  // one document for every file
    const std::string failOn = args.choice("--fail-on", {"error", "warning"});
    const bool showWaived = args.has("--show-waived");
    const bool listNotChecked = args.has("--not-checked");

    engine::ValidationReport report;
    report.failOn = failOn == "warning" ? engine::Severity::Warning : engine::Severity::Error;
    bool unreadable = false, failing = false;
    for (const std::string& path : args.positional()) {
        engine::FileReport file = check(path, format == "html");
        unreadable |= !file.loadError.empty();
        failing |= engine::fails(engine::countDiagnostics(file.diagnostics), report.failOn);
        if (whole) report.files.push_back(std::move(file));
        else std::cout << engine::textReport(file, {showWaived, listNotChecked});
    }
    if (format == "json") std::cout << engine::jsonReport(report) << "\n";
    if (format == "junit") std::cout << engine::junitReport(report);
    if (format == "html") std::cout << engine::htmlReport(report);
    return unreadable ? kExitUsage : failing ? kExitFindings : kExitOk;
}

}  // namespace cli
