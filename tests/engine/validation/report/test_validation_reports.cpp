// The validation report formats: counts per severity with waived ones apart, when a report fails,
// the text lines and the JSON document (parsed back field by field where it matters).
#include "engine/validation/report/json_report.hpp"
#include "engine/validation/report/text_report.hpp"

#include <catch2/catch.hpp>

namespace {

engine::Diagnostic diagnostic(engine::Severity severity, const std::string& rule, bool waived = false) {
    engine::Diagnostic d;
    d.severity = severity;
    d.rule = rule;
    d.citation = "SSS 2.43";
    d.message = "unit `c1`: reduced-strength 6 is not below strength 5";
    d.locations = {{"unit", "c1"}};
    d.waived = waived;
    if (waived) d.waiverComment = "as printed";
    return d;
}

engine::FileReport sample() {
    engine::FileReport r;
    r.file = "case.rlscn";
    r.ruleset = "sss";
    r.checksRun = {"oob.reduced_stronger", "setup.never_enters"};
    r.diagnostics = {diagnostic(engine::Severity::Error, "oob.reduced_stronger"),
                     diagnostic(engine::Severity::Warning, "setup.never_enters"),
                     diagnostic(engine::Severity::Info, "victory.totals"),
                     diagnostic(engine::Severity::Error, "oob.duplicate_id", true)};
    return r;
}

}  // namespace

TEST_CASE("report counts put waived diagnostics apart from their severity", "[validation][report]") {
    const engine::ReportCounts c = engine::countDiagnostics(sample().diagnostics);
    CHECK(c.errors == 1);
    CHECK(c.warnings == 1);
    CHECK(c.infos == 1);
    CHECK(c.waived == 1);
}

TEST_CASE("a report fails on what remains at or above its fail-on severity", "[validation][report]") {
    engine::ReportCounts warningsOnly;
    warningsOnly.warnings = 2;
    warningsOnly.waived = 3;
    CHECK_FALSE(engine::fails(warningsOnly, engine::Severity::Error));
    CHECK(engine::fails(warningsOnly, engine::Severity::Warning));
    engine::ReportCounts infosOnly;
    infosOnly.infos = 1;
    CHECK_FALSE(engine::fails(infosOnly, engine::Severity::Warning));
    CHECK(engine::fails(infosOnly, engine::Severity::Info));
    engine::ReportCounts error;
    error.errors = 1;
    CHECK(engine::fails(error, engine::Severity::Error));
}

TEST_CASE("the text report lists file:location: severity rule: message [citation], then counts",
          "[validation][report]") {
    const std::string text = engine::textReport(sample());
    CHECK(text.find("case.rlscn:unit:c1: error oob.reduced_stronger: unit `c1`: reduced-strength 6 is not below "
                    "strength 5 [SSS 2.43]\n") == 0);
    CHECK(text.find("oob.duplicate_id") == std::string::npos);  // waived, not asked for
    CHECK(text.find("case.rlscn: 1 errors, 1 warnings, 1 infos, 1 waived (ruleset sss, 2 rules)\n") !=
          std::string::npos);
    const std::string withWaived = engine::textReport(sample(), {.showWaived = true});
    CHECK(withWaived.find("error oob.duplicate_id: unit `c1`: reduced-strength 6 is not below strength 5 [SSS 2.43] "
                          "(waived: as printed)\n") != std::string::npos);
}

TEST_CASE("the text report of a file that could not be loaded says why", "[validation][report]") {
    engine::FileReport r;
    r.file = "broken.rlmap";
    r.loadError = "broken.rlmap:3: unknown element <hexx>";
    CHECK(engine::textReport(r) == "broken.rlmap:3: unknown element <hexx>\nbroken.rlmap: could not be loaded\n");
}

TEST_CASE("the JSON report holds the tool, fail-on, severities and per file rules, diagnostics and summary",
          "[validation][report]") {
    engine::ValidationReport report;
    report.failOn = engine::Severity::Warning;
    report.files = {sample()};
    engine::FileReport broken;
    broken.file = "broken.rlmap";
    broken.loadError = "cannot open";
    report.files.push_back(broken);
    const std::string json = engine::jsonReport(report);
    CHECK(json.find("\"tool\": \"ridgeline validate\"") != std::string::npos);
    CHECK(json.find("\"fail_on\": \"warning\"") != std::string::npos);
    CHECK(json.find("\"severities\": [\n    \"error\",\n    \"warning\",\n    \"info\"\n  ]") != std::string::npos);
    CHECK(json.find("\"rules\": [\n        \"oob.reduced_stronger\",\n        \"setup.never_enters\"\n      ]") !=
          std::string::npos);
    CHECK(json.find("\"citation\": \"SSS 2.43\"") != std::string::npos);
    CHECK(json.find("\"waived\": true,\n          \"waiver_comment\": \"as printed\"") != std::string::npos);
    CHECK(json.find("\"summary\": {\n        \"errors\": 1,\n        \"warnings\": 1,\n        \"infos\": 1,\n"
                    "        \"waived\": 1\n      }") != std::string::npos);
    CHECK(json.find("\"file\": \"broken.rlmap\",\n      \"ruleset\": \"\",\n      \"load_error\": \"cannot open\"") !=
          std::string::npos);
}

TEST_CASE("the text report counts the ruleset's rules no check applies, and lists them when asked",
          "[validation][report]") {
    engine::FileReport r = sample();
    r.notChecked = {{"option weather", "SSS 18.11", "the optional weather rule is not stated"},
                    {"movement/<entry-order>", "", "the schedule holds no entry order"}};
    const std::string counted = engine::textReport(r);
    CHECK(counted.find("case.rlscn: not checked: 2 values of ruleset sss that no check applies (--not-checked lists "
                       "them)\n") != std::string::npos);
    CHECK(counted.find("option weather") == std::string::npos);
    engine::TextReportOptions list;
    list.listNotChecked = true;
    const std::string listed = engine::textReport(r, list);
    CHECK(listed.find("case.rlscn: not checked: option weather [SSS 18.11]: the optional weather rule is not "
                      "stated\n") != std::string::npos);
    CHECK(listed.find("case.rlscn: not checked: movement/<entry-order>: the schedule holds no entry order\n") !=
          std::string::npos);
    r.notChecked.clear();
    CHECK(engine::textReport(r).find("not checked") == std::string::npos);
}
