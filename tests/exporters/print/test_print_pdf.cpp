// PDFs read back by poppler: pdfinfo for pages and paper, pdftoppm for what each page shows,
// pdftotext for the labels, the index page and the Terrain Effects Chart.
#include "exporters/format_registry.hpp"
#include "exporters/print/print_export.hpp"
#include "image_probe.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace exporters;
namespace fs = std::filesystem;

namespace {

std::string q(const fs::path& p) { return "'" + p.string() + "'"; }

ExportResult exportPdf(const engine::Document& doc, const fs::path& out, OptionValues options) {
    return runExport(*findExportFormat("pdf"), doc, {out, std::move(options), {}});
}

std::string pdfText(const fs::path& pdf, int page) {
    const auto r = exporttest::runProgram("pdftotext -layout -f " + std::to_string(page) + " -l " +
                                          std::to_string(page) + " " + q(pdf) + " -");
    return r.out;
}

}  // namespace

TEST_CASE("pdfinfo reads the page count and the paper size asked for", "[export][print][pdf]") {
    exporttest::TempDir dir;
    const engine::Document doc = exporttest::sample("hs-devils-den");
    const fs::path out = dir / "devils-den.pdf";
    SECTION("letter portrait: index, key and 3 x 2 sheets") {
        const ExportResult r = exportPdf(doc, out, {});
        REQUIRE_FALSE(r.hasErrors());
        const auto info = exporttest::runProgram("pdfinfo " + q(out));
        REQUIRE(info.exitCode == 0);
        CHECK(info.out.find("Pages:           8") != std::string::npos);
        CHECK(info.out.find("Page size:       612 x 792 pts (letter)") != std::string::npos);
        CHECK(info.out.find("Title:           Devil") != std::string::npos);
    }
    SECTION("A3 landscape without index or key") {
        const ExportResult r =
            exportPdf(doc, out, {{"page", "a3"}, {"orientation", "landscape"}, {"index", "false"}, {"key", "false"}});
        REQUIRE_FALSE(r.hasErrors());
        const auto info = exporttest::runProgram("pdfinfo " + q(out));
        CHECK(info.out.find("Pages:           4") != std::string::npos);
        CHECK(info.out.find("Page size:       1190.55 x 841.89 pts (A3)") != std::string::npos);
    }
    SECTION("custom paper") {
        const ExportResult r = exportPdf(
            doc, out, {{"page", "custom"}, {"page-width", "500mm"}, {"page-height", "20in"}, {"index", "false"}});
        REQUIRE_FALSE(r.hasErrors());
        const auto info = exporttest::runProgram("pdfinfo " + q(out));
        CHECK(info.out.find("Page size:       1417.32 x 1440 pts") != std::string::npos);
    }
}

TEST_CASE("pdftoppm shows each sheet's hexes in their terrain colours at true scale", "[export][print][pdf]") {
    exporttest::TempDir dir;
    const engine::Document doc = exporttest::sample("hs-devils-den");
    const fs::path out = dir / "terrain.pdf";
    const ExportResult r = exportPdf(doc, out, {{"layers", "terrain"}, {"index", "false"}, {"key", "false"}});
    REQUIRE_FALSE(r.hasErrors());
    PageSetup page;
    page.widthMm = 215.9;
    page.heightMm = 279.4;
    const SheetPlan plan = planSheets(doc.map, page, 16, std::nullopt, true);
    REQUIRE(plan.sheets.size() == 6);
    const double dpi = 40, pxPerMm = dpi / 25.4;
    int checked = 0;
    for (std::size_t i = 0; i < plan.sheets.size(); ++i) {
        const std::string n = std::to_string(i + 1);
        const auto render =
            exporttest::runProgram("pdftoppm -r 40 -f " + n + " -l " + n + " " + q(out) + " " + q(dir / ("p" + n)));
        REQUIRE(render.exitCode == 0);
        const exporttest::Image img = exporttest::readPpm((dir / ("p" + n + "-" + n + ".ppm")).string());
        REQUIRE(img.width == Approx(215.9 * pxPerMm).margin(1));
        const PaperTransform to{plan.sheets[i].plane, page.marginMm, page.marginMm, plan.mmPerUnit};
        const auto check =
            exporttest::checkTerrainAtCentres(img, doc, to, pxPerMm, page.marginMm, page.marginMm,
                                              page.widthMm - page.marginMm, page.heightMm - page.marginMm);
        INFO("page " << n << ": " << check.firstWrong);
        CHECK(check.wrong == 0);
        CHECK(check.checked > 40);
        checked += check.checked;
    }
    CHECK(checked >= 816);  // every hex at least once; overlaps show some twice
}

TEST_CASE("sheets are labelled by section, row and column, and the index shows them", "[export][print][pdf]") {
    exporttest::TempDir dir;
    const fs::path out = dir / "ridge.pdf";
    const ExportResult r = exportPdf(exporttest::sample("sss-mcpherson-ridge"), out, {{"page", "a4"}});
    REQUIRE_FALSE(r.hasErrors());
    CHECK(r.summary.find("6 pages (index, key, 4 sheets; A: 1 x 1; C: 1 x 1; B: 1 x 1; D: 1 x 1)") !=
          std::string::npos);
    const std::string index = pdfText(out, 1);
    CHECK(index.find("How the sheets assemble") != std::string::npos);
    CHECK(index.find("McPherson") != std::string::npos);
    CHECK(index.find("1 hex = 200yd, 16 mm on paper (1:11,430)") != std::string::npos);
    CHECK(index.find("yards") != std::string::npos);
    const std::string key = pdfText(out, 2);
    CHECK(key.find("Terrain Effects Chart") != std::string::npos);
    CHECK(key.find("Woods") != std::string::npos);
    CHECK(key.find("SSS") != std::string::npos);
    CHECK(pdfText(out, 3).find("Section A, row 1, column 1") != std::string::npos);
    CHECK(pdfText(out, 4).find("Section C, row 1, column 1") != std::string::npos);
    CHECK(pdfText(out, 6).find("page 6 of 6") != std::string::npos);
    // Hex numbers in the ruleset's scheme: each section's own.
    CHECK(pdfText(out, 3).find("A0101") != std::string::npos);
    CHECK(pdfText(out, 6).find("D1008") != std::string::npos);
}

TEST_CASE("without sections the tiles run over the whole map", "[export][print][pdf]") {
    exporttest::TempDir dir;
    const fs::path out = dir / "whole.pdf";
    const ExportResult r =
        exportPdf(exporttest::sample("sss-mcpherson-ridge"), out,
                  {{"by-section", "false"}, {"hex-size", "12mm"}, {"index", "false"}, {"key", "false"}});
    REQUIRE_FALSE(r.hasErrors());
    CHECK(pdfText(out, 1).find("Row 1, column 1") != std::string::npos);
}

TEST_CASE("bad print options exit with errors and no file", "[export][print][pdf]") {
    exporttest::TempDir dir;
    const engine::Document doc = exporttest::sample("lfm-cornfield");
    const fs::path out = dir / "x.pdf";
    const auto rule = [](const ExportResult& r) { return r.diagnostics.empty() ? "" : r.diagnostics[0].message; };
    CHECK(rule(exportPdf(doc, out, {{"page", "custom"}})) == "--page custom needs --page-width and --page-height");
    CHECK(rule(exportPdf(doc, out, {{"hex-size", "0.5mm"}})) == "--hex-size must be at least 1 mm");
    CHECK(rule(exportPdf(doc, out, {{"margin", "120mm"}})).find("leaves less than 20 mm") != std::string::npos);
    CHECK(rule(exportPdf(doc, out, {{"overlap", "150mm"}})).find("less than half") != std::string::npos);
    CHECK(rule(exportPdf(doc, out, {{"area", "0101:9999"}})).find("9999") != std::string::npos);
    CHECK(rule(exportPdf(doc, out, {{"layers", "terrain,roads"}})) ==
          "--layers: `roads` is not one of terrain, "
          "elevation, levels, hachures, hexsides, numbers, "
          "places, victory, setup, underlay");
    CHECK_FALSE(fs::exists(out));
}

TEST_CASE("a print cancelled between sheets leaves no file", "[export][print][pdf]") {
    exporttest::TempDir dir;
    const fs::path out = dir / "stop.pdf";
    int calls = 0;
    const ExportResult r = runExport(*findExportFormat("pdf"), exporttest::sample("hs-devils-den"),
                                     {out, {}, [&](double, std::string_view) { return ++calls < 4; }});
    CHECK(r.cancelled);
    CHECK_FALSE(r.hasErrors());
    CHECK_FALSE(fs::exists(out));
    int files = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path())) ++files;
    CHECK(files == 0);
}

TEST_CASE("the ruleset's print hex size is the default", "[export][print]") {
    const engine::Document doc = exporttest::sample("lfm-cornfield");
    CHECK(defaultHexSizeMm(doc.ruleset.get()) == Approx(16));
    CHECK(defaultHexSizeMm(nullptr) == Approx(16));
    engine::Ruleset changed = *doc.ruleset;
    for (engine::Param& p : changed.policies.at("map").params)
        if (p.name == "print-hex-size") p.value = "0.75in";
    CHECK(defaultHexSizeMm(&changed) == Approx(19.05));
}
