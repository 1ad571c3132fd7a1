// Counters as the exports print them, read back by real programs (rsvg-convert for SVG, cairo for
// our PNG): the Hammerin' Sickles sample's battleworn sharpshooters carry their brigade's and
// their division's colours side by side across the top (HS 5.0), on their side's blue, and their
// battleworn values.
#include "engine/render/counters.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/formation_colors.hpp"
#include "engine/render/side_colors.hpp"
#include "exporters/format_registry.hpp"
#include "exporters/print/print_export.hpp"
#include "image_probe.hpp"
#include "tests/exporters/export_fixture.hpp"
#include "tests/render_probe.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

using namespace exporters;
namespace fs = std::filesystem;

namespace {

const OptionValues kMapOnly{
    {"layers", "terrain,setup"}, {"key", "false"}, {"title-block", "false"}, {"scale-bar", "false"}};

// The counter's band colours and fill where the picture, at `dpi`, shows them.
void checkCounter(const exporttest::Image& img, const engine::Document& doc, const engine::Counter& k, double dpi) {
    const double mmPerUnit = 16 / doc.map.hexSizeMetres();
    const PaperTransform to{engine::mapBounds(doc.map), 10, 10, mmPerUnit};
    const engine::Point c = to.toPaper(k.centre);
    const double px = dpi / 25.4, side = k.size * mmPerUnit;
    const auto at = [&](double dx, double dy) {
        return img.at(static_cast<int>((c.x + dx * side) * px), static_cast<int>((c.y + dy * side) * px));
    };
    REQUIRE(k.bands.size() == 2);
    // Near the band's left and right ends, above the name.
    CHECK(exporttest::near(at(-0.42, -0.47), k.bands[0], 8));
    CHECK(exporttest::near(at(0.42, -0.47), k.bands[1], 8));
    // Below the band, left of the mark: the side's colour.
    CHECK(exporttest::near(at(-0.4, 0), k.fill, 8));
    // The figures along the bottom, white on the blue.
    int figures = 0;
    for (double dx = -0.45; dx < 0.45; dx += 0.01)
        for (double dy = 0.05; dy < 0.35; dy += 0.01)
            figures += exporttest::near(at(dx, dy), engine::figuresColor(k), 40);
    CHECK(figures > 20);
}

}  // namespace

TEST_CASE("rsvg-convert and our PNG show the battleworn counter with its brigade and division bands",
          "[export][print][svg][png][counters]") {
    exporttest::TempDir dir;
    engine::Document doc = exporttest::sample("hs-devils-den");
    // Ward's is the first brigade of the first division: red on red by their places; give the
    // brigade a colour of its own, as the property pane would.
    for (engine::Formation& f : doc.scenario->formations)
        if (f.id == "ward-brigade") f.color = "#e0c020";
    const engine::Counter k = testrender::counterOf(doc, "2-usss");
    CHECK(k.face == "battleworn");
    CHECK(k.mark == "BW");
    CHECK(k.values == "C-2");  // the battleworn SP and cohesion (HS 4.1)
    REQUIRE(k.bands.size() == 2);
    CHECK(k.bands[0] == engine::Rgba{0xe0, 0xc0, 0x20, 255});
    CHECK(k.bands[1] == engine::formationColor(*doc.scenario, "birney-div"));
    CHECK(k.bands[1] == engine::defaultFormationColor(0));
    CHECK(k.fill == engine::kUnionBlue);

    const fs::path svg = dir / "den.svg", fromSvg = dir / "den-svg.png", png = dir / "den.png";
    REQUIRE_FALSE(runExport(*findExportFormat("svg"), doc, {svg, kMapOnly, {}}).hasErrors());
    const auto render =
        exporttest::runProgram("rsvg-convert -d 300 -p 300 -o '" + fromSvg.string() + "' '" + svg.string() + "'");
    REQUIRE(render.exitCode == 0);
    const exporttest::Image viaRsvg = exporttest::readPng(fromSvg.string());
    REQUIRE(viaRsvg.width > 0);
    checkCounter(viaRsvg, doc, k, 300);

    OptionValues pngOptions = kMapOnly;
    pngOptions["dpi"] = "300";
    REQUIRE_FALSE(runExport(*findExportFormat("png"), doc, {png, pngOptions, {}}).hasErrors());
    const exporttest::Image ours = exporttest::readPng(png.string());
    REQUIRE(ours.width > 0);
    checkCounter(ours, doc, k, 300);
}

TEST_CASE("print sets a counter's figures at the draw list's text height, as the studio does",
          "[export][print][png][counters]") {
    exporttest::TempDir dir;
    const engine::Document doc = exporttest::sample("hs-devils-den");
    const engine::Counter k = testrender::counterOf(doc, "2-usss");
    REQUIRE(k.valuesHeight > 0);
    constexpr double dpi = 600;
    OptionValues options = kMapOnly;
    options["dpi"] = "600";
    const fs::path png = dir / "figures.png";
    REQUIRE_FALSE(runExport(*findExportFormat("png"), doc, {png, options, {}}).hasErrors());
    const exporttest::Image img = exporttest::readPng(png.string());
    REQUIRE(img.width > 0);
    const double mmPerUnit = 16 / doc.map.hexSizeMetres();
    const PaperTransform to{engine::mapBounds(doc.map), 10, 10, mmPerUnit};
    const engine::Point c = to.toPaper(k.centre);
    const double px = dpi / 25.4, side = k.size * mmPerUnit;
    // The rows of the lower half of the counter (below the name and the mark) where the figures' ink is.
    int top = img.height, bottom = -1;
    for (int y = static_cast<int>((c.y + 0.05 * side) * px); y < static_cast<int>((c.y + 0.5 * side) * px); ++y)
        for (int x = static_cast<int>((c.x - 0.45 * side) * px); x < static_cast<int>((c.x + 0.45 * side) * px); ++x)
            if (exporttest::near(img.at(x, y), engine::figuresColor(k), 40)) {
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
    REQUIRE(bottom >= top);
    // Digits and capitals stand about three quarters of the font's height.
    const double ink = (bottom - top + 1) / px, height = k.valuesHeight * mmPerUnit;
    INFO("the figures' ink is " << ink << " mm high, set at " << height << " mm");
    CHECK(ink > 0.6 * height);
    CHECK(ink < 0.85 * height);
}
