// SVG read back by librsvg (rsvg-convert) and PNG read back by cairo: the hexes in their terrain
// colours where the true scale puts them, the DPI asked for, and a hex range alone.
#include "engine/io/atomic_file.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "exporters/format_registry.hpp"
#include "exporters/print/print_export.hpp"
#include "image_probe.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <regex>

using namespace exporters;
namespace fs = std::filesystem;

namespace {

ExportResult run(const char* format, const engine::Document& doc, const fs::path& out, OptionValues options) {
    return runExport(*findExportFormat(format), doc, {out, std::move(options), {}});
}

}  // namespace

TEST_CASE("rsvg-convert renders the SVG with each hex in its terrain colour", "[export][print][svg]") {
    exporttest::TempDir dir;
    const engine::Document doc = exporttest::sample("lfm-cornfield");
    const fs::path svg = dir / "cornfield.svg", png = dir / "cornfield.png";
    const ExportResult r = run("svg", doc, svg, {{"layers", "terrain"}});
    REQUIRE_FALSE(r.hasErrors());
    const std::string text = engine::readTextFile(svg);
    std::smatch width;
    REQUIRE(std::regex_search(text, width, std::regex("width=\"([0-9.]+)pt\"")));
    const double widthMm = std::stod(width[1]) * 25.4 / 72;
    const auto render =
        exporttest::runProgram("rsvg-convert -d 96 -p 96 -o '" + png.string() + "' '" + svg.string() + "'");
    REQUIRE(render.exitCode == 0);
    const exporttest::Image img = exporttest::readPng(png.string());
    REQUIRE(img.width > 0);
    const double pxPerMm = img.width / widthMm;
    CHECK(pxPerMm == Approx(96 / 25.4).epsilon(0.01));
    const double k = 16 / doc.map.hexSizeMetres();
    const engine::PlaneRect area = engine::mapBounds(doc.map);
    const PaperTransform to{area, 10, 10, k};
    const auto check = exporttest::checkTerrainAtCentres(
        img, doc, to, pxPerMm, 10, 10, 10 + (area.maxX - area.minX) * k, 10 + (area.maxY - area.minY) * k);
    INFO(check.firstWrong);
    CHECK(check.checked == 14 * 12);
    CHECK(check.wrong == 0);
    // The legend beside the map: the title block and the Terrain Effects Chart as text.
    CHECK(text.find("<svg") != std::string::npos);
}

TEST_CASE("a PNG at a chosen DPI has the size the DPI gives and terrain at hex centres", "[export][print][png]") {
    exporttest::TempDir dir;
    const engine::Document doc = exporttest::sample("cwb-oak-ridge");
    const fs::path out = dir / "oak.png";
    const ExportResult r = run(
        "png", doc, out,
        {{"layers", "terrain"}, {"dpi", "100"}, {"key", "false"}, {"title-block", "false"}, {"scale-bar", "false"}});
    REQUIRE_FALSE(r.hasErrors());
    const exporttest::Image img = exporttest::readPng(out.string());
    const double k = 16 / doc.map.hexSizeMetres();
    const engine::PlaneRect area = engine::mapBounds(doc.map);
    const double wMm = (area.maxX - area.minX) * k + 20, hMm = (area.maxY - area.minY) * k + 20;
    CHECK(img.width == static_cast<int>(std::ceil(wMm * 100 / 25.4)));
    CHECK(img.height == static_cast<int>(std::ceil(hMm * 100 / 25.4)));
    const auto check = exporttest::checkTerrainAtCentres(img, doc, {area, 10, 10, k}, 100 / 25.4, 0, 0, wMm, hMm);
    INFO(check.firstWrong);
    CHECK(check.checked == 16 * 14);
    CHECK(check.wrong == 0);
    CHECK(r.summary.find("at 100 dpi") != std::string::npos);
}

TEST_CASE("PNG at the default 300 dpi of a hex range shows only that range", "[export][print][png]") {
    exporttest::TempDir dir;
    const engine::Document doc = exporttest::sample("lfm-cornfield");
    const fs::path out = dir / "part.png";
    const ExportResult r = run("png", doc, out,
                               {{"layers", "terrain"},
                                {"area", "0302:0605"},
                                {"key", "false"},
                                {"title-block", "false"},
                                {"scale-bar", "false"},
                                {"margin", "0mm"}});
    REQUIRE_FALSE(r.hasErrors());
    const exporttest::Image img = exporttest::readPng(out.string());
    HexRange range;
    REQUIRE(parseHexRange("0302:0605", doc.map.grid(), range));
    const PageSetup page;
    const SheetPlan plan = planSheets(doc.map, page, 16, range, true);
    const double k = plan.mmPerUnit;
    const double wMm = (plan.area.maxX - plan.area.minX) * k;
    CHECK(img.width == static_cast<int>(std::ceil(wMm * 300 / 25.4)));
    const auto check = exporttest::checkTerrainAtCentres(img, doc, {plan.area, 0, 0, k}, 300 / 25.4, 0, 0, wMm,
                                                         (plan.area.maxY - plan.area.minY) * k);
    INFO(check.firstWrong);
    CHECK(check.checked == 4 * 4);
    CHECK(check.wrong == 0);
}

TEST_CASE("default layers draw hex numbers, roads and markers over the terrain", "[export][print][png]") {
    exporttest::TempDir dir;
    const engine::Document doc = exporttest::sample("lfm-cornfield");
    const fs::path plain = dir / "plain.png", full = dir / "full.png";
    const OptionValues common{{"dpi", "60"}, {"key", "false"}, {"title-block", "false"}, {"scale-bar", "false"}};
    OptionValues terrainOnly = common;
    terrainOnly["layers"] = "terrain";
    REQUIRE_FALSE(run("png", doc, plain, terrainOnly).hasErrors());
    REQUIRE_FALSE(run("png", doc, full, common).hasErrors());
    const exporttest::Image a = exporttest::readPng(plain.string()), b = exporttest::readPng(full.string());
    REQUIRE(a.width == b.width);
    int differ = 0;
    for (std::size_t i = 0; i < a.pixels.size(); ++i) differ += !exporttest::near(a.pixels[i], b.pixels[i], 0);
    CHECK(differ > static_cast<int>(a.pixels.size() / 20));
}

TEST_CASE("a PNG too large to hold is refused before drawing", "[export][print][png]") {
    exporttest::TempDir dir;
    const ExportResult r = run("png", exporttest::sample("hs-devils-den"), dir / "huge.png", {{"dpi", "2400"}});
    REQUIRE(r.hasErrors());
    CHECK(r.diagnostics[0].rule == "export.size");
    CHECK_FALSE(fs::exists(dir / "huge.png"));
}
