// The booklet as a PDF read back by poppler: pdfinfo for pages and paper, pdftotext for what it
// says, pdffonts for the typography (commanders bold, artillery italic).
#include "exporters/format_registry.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace exporters;
namespace fs = std::filesystem;

namespace {

ExportResult bookletPdf(const engine::Document& doc, const fs::path& out, OptionValues options = {}) {
    return runExport(*findExportFormat("booklet-pdf"), doc, {out, std::move(options), {}});
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("the booklet PDF holds the scenario as players read it", "[export][booklet][pdf]") {
    exporttest::TempDir dir;
    engine::Document doc = exporttest::sample("lfm-cornfield");
    doc.scenario->schedule[2].movementPoints = 3;
    const fs::path out = dir / "cornfield.pdf";
    const ExportResult r = bookletPdf(doc, out, {{"page", "a4"}});
    REQUIRE_FALSE(r.hasErrors());
    const auto info = exporttest::runProgram("pdfinfo '" + out.string() + "'");
    CHECK(has(info.out, "(A4)"));
    CHECK(has(info.out, "Title:           The Cornfield, 17 September 1862"));
    const auto text = exporttest::runProgram("pdftotext -layout '" + out.string() + "' -");
    REQUIRE(text.exitCode == 0);
    for (const char* part : {"The Cornfield, 17 September 1862", "Turns 1 to 4, 60 minutes each", "09:00", "Set-up",
                             "Army of the Potomac", "Hex 0701 (North Woods)", "Joseph Hooker (I Corps)",
                             "• Rockbridge Artillery (Poague) (Jackson's Command) [unlimbered]", "Order of arrival",
                             "Turn 2, 1862-09-17 07:00", "Entry Hex 0601", "(MP 3)", "either side", "Special rules",
                             "Hagerstown", "Ruleset options", "phasing-only", "(default)", "page 1"}) {
        INFO(part);
        CHECK(has(text.out, part));
    }
    const auto fonts = exporttest::runProgram("pdffonts '" + out.string() + "'");
    CHECK(has(fonts.out, "Bold"));
    CHECK(has(fonts.out, "Italic"));
}

TEST_CASE("every sample scenario makes a booklet PDF", "[export][booklet][pdf]") {
    exporttest::TempDir dir;
    for (const char* name : {"sss-mcpherson-ridge", "cwb-oak-ridge", "hs-devils-den", "lfm-cornfield"}) {
        INFO(name);
        const fs::path out = dir / (std::string(name) + ".pdf");
        const ExportResult r = bookletPdf(exporttest::sample(name), out);
        REQUIRE_FALSE(r.hasErrors());
        CHECK(has(r.summary, " pages, "));
        const auto info = exporttest::runProgram("pdfinfo '" + out.string() + "'");
        CHECK(info.exitCode == 0);
        CHECK(has(info.out, "(letter)"));
    }
}

TEST_CASE("a long booklet runs over pages with numbered footers", "[export][booklet][pdf]") {
    exporttest::TempDir dir;
    engine::Document doc = exporttest::sample("lfm-cornfield");
    std::string rules;
    for (int i = 1; i <= 200; ++i) rules += "Special rule " + std::to_string(i) + ": the pike is open to both sides. ";
    doc.scenario->specialRules = rules;
    const fs::path out = dir / "long.pdf";
    REQUIRE_FALSE(bookletPdf(doc, out).hasErrors());
    const auto info = exporttest::runProgram("pdfinfo '" + out.string() + "'");
    CHECK_FALSE(has(info.out, "Pages:           1\n"));
    CHECK_FALSE(has(info.out, "Pages:           2\n"));
    const auto last = exporttest::runProgram("pdftotext -l 99 '" + out.string() + "' -");
    CHECK(has(last.out, "Special rule 200"));
    CHECK(has(last.out, "page 3"));
}
