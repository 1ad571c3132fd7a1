// The JUnit and HTML validation reports on a report of known content: a suite per file with its
// counts, a case per rule (failing where errors are, or warnings under --fail-on warning), load
// errors as <error>, and a page with every diagnostic under its rule with its citation.
#include "engine/validation/report/html_report.hpp"
#include "engine/validation/report/junit_report.hpp"

#include <catch2/catch.hpp>

namespace {

engine::Diagnostic diagnostic(engine::Severity severity, const std::string& rule, const std::string& unit,
                              bool waived = false) {
    engine::Diagnostic d;
    d.severity = severity;
    d.rule = rule;
    d.citation = "SSS 2.43";
    d.message = "unit `" + unit + "`: reduced-strength 6 is not below strength 5 & more";
    d.locations = {{"unit", unit}};
    d.waived = waived;
    if (waived) d.waiverComment = "as printed";
    return d;
}

engine::ValidationReport sample() {
    engine::FileReport r;
    r.file = "case.rlscn";
    r.ruleset = "sss";
    r.checksRun = {"oob.reduced_stronger", "setup.never_enters", "oob.duplicate_id", "turns.order"};
    r.diagnostics = {diagnostic(engine::Severity::Error, "oob.reduced_stronger", "c1"),
                     diagnostic(engine::Severity::Error, "oob.reduced_stronger", "c2"),
                     diagnostic(engine::Severity::Warning, "setup.never_enters", "c3"),
                     diagnostic(engine::Severity::Error, "oob.duplicate_id", "c4", true)};
    engine::FileReport broken;
    broken.file = "broken.rlscn";
    broken.loadError = "broken.rlscn:3: <unit> has no id";
    engine::ValidationReport report;
    report.files = {r, broken};
    return report;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("the JUnit report has a suite per file and a case per rule, failing where errors are",
          "[validation][report]") {
    const std::string xml = engine::junitReport(sample());
    CHECK(xml.find("<testsuites name=\"ridgeline validate\" tests=\"5\" failures=\"1\" errors=\"1\" skipped=\"0\">") !=
          std::string::npos);
    CHECK(xml.find("<testsuite name=\"case.rlscn\" tests=\"4\" failures=\"1\" errors=\"0\" skipped=\"0\">") !=
          std::string::npos);
    CHECK(xml.find("<property name=\"errors\" value=\"2\"/>") != std::string::npos);
    CHECK(xml.find("<property name=\"waived\" value=\"1\"/>") != std::string::npos);
    CHECK(xml.find("<testcase name=\"turns.order\" classname=\"case_rlscn\"/>") != std::string::npos);
    CHECK(count(xml, "<failure ") == 1);
    CHECK(xml.find("<failure message=\"2 problems; first: unit `c1`: reduced-strength 6 is not below strength 5 "
                   "&amp; more\" type=\"error\">unit:c1: error: ") != std::string::npos);
    CHECK(xml.find("unit:c2: error: unit `c2`: reduced-strength 6 is not below strength 5 &amp; more [SSS 2.43]\n") !=
          std::string::npos);
    // The warning and the waived error are said, not failed.
    CHECK(xml.find("<system-out>unit:c3: warning: ") != std::string::npos);
    CHECK(xml.find("(waived: as printed)") != std::string::npos);
    CHECK(xml.find("<testsuite name=\"broken.rlscn\" tests=\"1\" failures=\"0\" errors=\"1\"") != std::string::npos);
    CHECK(xml.find("<error message=\"broken.rlscn:3: &lt;unit&gt; has no id\" type=\"load_error\">") !=
          std::string::npos);
}

TEST_CASE("under --fail-on warning the JUnit report fails warnings too", "[validation][report]") {
    engine::ValidationReport report = sample();
    report.failOn = engine::Severity::Warning;
    const std::string xml = engine::junitReport(report);
    CHECK(count(xml, "<failure ") == 2);
    CHECK(xml.find("type=\"warning\">unit:c3: warning: ") != std::string::npos);
}

TEST_CASE("the HTML report groups problems by rule with citations, numbered as on the map", "[validation][report]") {
    engine::ValidationReport report = sample();
    report.files[0].mapPicture = "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n";
    const std::string html = engine::htmlReport(report);
    CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(html.find("<h3 id=\"oob.reduced_stronger\">oob.reduced_stronger <span class=\"cite\">[SSS 2.43]</span>") !=
          std::string::npos);
    CHECK(count(html, "<tr class=") == 4);
    CHECK(html.find("<td>2</td><td>error</td><td>unit c2</td><td>unit `c2`: reduced-strength 6 is not below "
                    "strength 5 &amp; more") != std::string::npos);
    CHECK(html.find("<tr class=\"waived\"><td>4</td>") != std::string::npos);
    CHECK(html.find("<svg") != std::string::npos);
    CHECK(html.find("Could not be loaded: broken.rlscn:3: &lt;unit&gt; has no id") != std::string::npos);
    CHECK(html.find("<script") == std::string::npos);
}

TEST_CASE("the JUnit and HTML reports name the ruleset's rules no check applies", "[validation][report]") {
    engine::ValidationReport report = sample();
    report.files.front().notChecked = {{"option weather", "SSS 18.11", "the optional weather rule is not stated"},
                                       {"movement/<entry-order>", "", "the schedule holds no entry order"}};
    const std::string xml = engine::junitReport(report);
    // A skipped case each: counted in the suite's tests and skipped, failing nothing.
    CHECK(xml.find("<testsuite name=\"case.rlscn\" tests=\"6\" failures=\"1\" errors=\"0\" skipped=\"2\">") !=
          std::string::npos);
    CHECK(xml.find("<testsuites name=\"ridgeline validate\" tests=\"7\" failures=\"1\" errors=\"1\" skipped=\"2\">") !=
          std::string::npos);
    const auto weather = xml.find("<testcase name=\"not checked: option weather\" classname=\"case_rlscn\">");
    REQUIRE(weather != std::string::npos);
    CHECK(xml.find("<skipped message=\"SSS 18.11: the optional weather rule is not stated\"/>", weather) <
          xml.find("</testcase>", weather));
    CHECK(xml.find("<skipped message=\"the schedule holds no entry order\"/>") != std::string::npos);
    CHECK(count(xml, "<failure ") == 1);

    const std::string html = engine::htmlReport(report);
    CHECK(html.find("<summary>2 values of the ruleset are not checked") != std::string::npos);
    CHECK(html.find(
              "<tr><td>movement/&lt;entry-order&gt;</td><td></td><td>the schedule holds no entry order</td></tr>") !=
          std::string::npos);
}
