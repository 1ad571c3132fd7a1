// The validation report export (validation-junit, validation-html) of one document: Python's
// standard XML and HTML parsers read what we write, and what they read agrees with the validator
// run on the same document.
#include "engine/io/atomic_file.hpp"
#include "engine/validation/not_checked.hpp"
#include "engine/validation/validator.hpp"
#include "exporters/format_registry.hpp"
#include "exporters/report/report_export.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <catch2/catch.hpp>

#include <set>
#include <sstream>

using namespace exporters;
namespace fs = std::filesystem;

namespace {

engine::Document goldenCase(const std::string& rule) {
    return engine::loadDocument(testpaths::data() / "validation" / rule / "case.rlscn", exporttest::rulesets());
}

// "checked failures skipped" of a JUnit file, as Python's xml.etree counts them: the cases that are
// not skipped (one per check that ran), the failures, and the skipped cases (one per rule not checked).
std::string junitCounts(const fs::path& file) {
    return exporttest::runProgram(
               "python3 -c \"import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]); "
               "c = r.findall('.//testcase'); s = [t for t in c if t.find('skipped') is not None]; "
               "print(len(c) - len(s), len(r.findall('.//failure')), len(s))\" " +
               exporttest::quote(file.string()))
        .out;
}

std::set<std::string> errorRules(const engine::Document& doc) {
    std::set<std::string> rules;
    for (const engine::Diagnostic& d : engine::Validator().validate(doc).toVector())
        if (d.severity == engine::Severity::Error && !d.waived) rules.insert(d.rule);
    return rules;
}

}  // namespace

TEST_CASE("a JUnit report of a document has a case per check and a failure per failing rule", "[export][report]") {
    exporttest::TempDir dir;
    for (const std::string& name : {std::string("map.no_terrain"), std::string("map.unknown_terrain")}) {
        INFO(name);
        const engine::Document doc = goldenCase(name);
        const fs::path out = dir / (name + ".xml");
        const ExportResult r = runExport(*findExportFormat("validation-junit"), doc, {out, {}, {}, "case.rlscn"});
        REQUIRE_FALSE(r.hasErrors());
        engine::Validator validator;
        (void)validator.validate(doc);
        const std::set<std::string> failing = errorRules(doc);
        CHECK_FALSE(failing.empty());
        CHECK(failing.count(name) == 1);
        CHECK(junitCounts(out) == std::to_string(validator.activeChecks().size()) + " " +
                                      std::to_string(failing.size()) + " " +
                                      std::to_string(engine::notCheckedValues(*doc.ruleset).size()) + "\n");
        CHECK(r.summary.find(" error") != std::string::npos);
    }
}

TEST_CASE("fail-on warning makes warnings fail their case, and a clean sample fails none", "[export][report]") {
    exporttest::TempDir dir;
    const engine::Document sample = exporttest::sample("lfm-cornfield");
    const fs::path out = dir / "cornfield.xml";
    REQUIRE_FALSE(runExport(*findExportFormat("validation-junit"), sample, {out, {}, {}}).hasErrors());
    std::istringstream counts(junitCounts(out));
    int checked = 0, failures = -1;
    counts >> checked >> failures;
    CHECK(checked > 0);
    CHECK(failures == 0);
    const ExportResult bad =
        runExport(*findExportFormat("validation-junit"), sample, {dir / "x.xml", {{"fail-on", "info"}}, {}});
    CHECK(bad.hasErrors());
    CHECK_FALSE(fs::exists(dir / "x.xml"));
}

TEST_CASE("an HTML report parses and names every failing rule, with the map picture", "[export][report]") {
    exporttest::TempDir dir;
    const engine::Document doc = goldenCase("map.no_terrain");
    const fs::path out = dir / "report.html";
    REQUIRE_FALSE(runExport(*findExportFormat("validation-html"), doc, {out, {}, {}}).hasErrors());
    const auto parsed = exporttest::runProgram(
        "python3 -c \"import sys, html.parser; p = html.parser.HTMLParser(); p.feed(open(sys.argv[1]).read()); "
        "p.close(); print('ok')\" " +
        exporttest::quote(out.string()));
    CHECK(parsed.out == "ok\n");
    const std::string page = engine::readTextFile(out);
    CHECK(page.find("unsaved scenario") != std::string::npos);
    CHECK(page.find("<svg") != std::string::npos);
    for (const std::string& rule : errorRules(doc)) CHECK(page.find(rule) != std::string::npos);
}
