// The underlay layer: the map's underlay image (warped into the map's CRS as the studio does)
// printed over the terrain fill and under the grid, found relative to the file the document was
// read from; left out with a warning when it cannot be read.
#include "engine/render/draw_list_builder.hpp"
#include "exporters/format_registry.hpp"
#include "exporters/print/print_export.hpp"
#include "image_probe.hpp"
#include "importers/underlay/underlay_warp.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>

using namespace exporters;
namespace fs = std::filesystem;

namespace {

// 10 x 8 hexes of the SSS ruleset in UTM 18N, all of its first terrain.
engine::Document georeferencedMap() {
    engine::Document doc;
    doc.ruleset = exporttest::rulesets().resolve("sss");
    doc.map = engine::HexMap(engine::HexGrid(doc.ruleset->gridShape, 10, 8), doc.ruleset->scale.hexSizeMetres);
    doc.map.setRulesetId("sss");
    doc.map.setGeoref({"EPSG:32618", {300000, 4400000}});
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i)
        doc.map.setTerrain(doc.map.grid().at(i), doc.ruleset->terrain.front().id);
    return doc;
}

// A GeoTIFF a little larger than the map: red west of the map's middle, blue east of it.
void writeSplitImage(const engine::HexMap& map, const fs::path& path) {
    const engine::PlaneRect area = engine::mapBounds(map).grownBy(200);
    importers::RgbaImage image;
    image.width = static_cast<int>((area.maxX - area.minX) / 10);
    image.height = static_cast<int>((area.maxY - area.minY) / 10);
    image.extent = {area.minX, area.minY, area.minX + image.width * 10.0, area.minY + image.height * 10.0};
    image.rgba.resize(static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4);
    for (int row = 0; row < image.height; ++row)
        for (int col = 0; col < image.width; ++col) {
            std::uint8_t* p = image.rgba.data() + (static_cast<std::size_t>(row) * image.width + col) * 4;
            const bool west = col < image.width / 2;
            p[0] = west ? 200 : 0, p[1] = 0, p[2] = west ? 0 : 200, p[3] = 255;
        }
    REQUIRE(importers::writeRgbaImage(image, path.string(), map.georef().crs, true).empty());
}

struct Printed {
    ExportResult result;
    exporttest::Image image;
};

// The map alone at 100 dpi, 16 mm hexes, with a 10 mm margin.
Printed printPng(const engine::Document& doc, const fs::path& out, const std::string& layers, const fs::path& source) {
    const OptionValues options{
        {"layers", layers}, {"dpi", "100"}, {"key", "false"}, {"title-block", "false"}, {"scale-bar", "false"}};
    Printed p{runExport(*findExportFormat("png"), doc, {out, options, {}, source}), {}};
    if (!p.result.hasErrors()) p.image = exporttest::readPng(out.string());
    return p;
}

engine::Rgba atHex(const Printed& p, const engine::Document& doc, int col, int row) {
    const double k = 16 / doc.map.hexSizeMetres();
    const PaperTransform to{engine::mapBounds(doc.map), 10, 10, k};
    const engine::Point mm = to.toPaper(doc.map.layout().toPoint(doc.map.grid().fromOffset({col, row})));
    return p.image.at(static_cast<int>(mm.x * 100 / 25.4), static_cast<int>(mm.y * 100 / 25.4));
}

}  // namespace

TEST_CASE("the underlay layer prints the map's underlay over the terrain fill", "[export][print][underlay]") {
    exporttest::TempDir dir;
    engine::Document doc = georeferencedMap();
    writeSplitImage(doc.map, dir / "under.tif");
    doc.map.setUnderlays({{"under.tif", 1.0, {}}});
    const engine::Rgba terrain = engine::parseColor(doc.ruleset->terrain.front().color, {});
    const engine::Rgba red{200, 0, 0, 255}, blue{0, 0, 200, 255};

    SECTION("listed: the image where it lies, found beside the map file the document came from") {
        const Printed p = printPng(doc, dir / "with.png", "terrain,underlay", dir / "map.rlmap");
        REQUIRE_FALSE(p.result.hasErrors());
        CHECK(p.result.diagnostics.empty());
        CHECK(exporttest::near(atHex(p, doc, 1, 3), red));
        CHECK(exporttest::near(atHex(p, doc, 8, 3), blue));
    }
    SECTION("the grid stays over the underlay, so a scan can be traced on paper") {
        // 400 dpi: the hex outline (0.1 mm) is over a pixel wide.
        const OptionValues options{{"layers", "terrain,underlay"}, {"dpi", "400"}, {"key", "false"},
                                   {"title-block", "false"}, {"scale-bar", "false"}};
        const fs::path out = dir / "grid.png";
        REQUIRE_FALSE(runExport(*findExportFormat("png"), doc, {out, options, {}, dir / "map.rlmap"}).hasErrors());
        const exporttest::Image image = exporttest::readPng(out.string());
        const PaperTransform to{engine::mapBounds(doc.map), 10, 10, 16 / doc.map.hexSizeMetres()};
        const auto corners = doc.map.layout().corners(doc.map.grid().fromOffset({1, 3}));
        const auto pixel = [&](engine::Point plane) {
            const engine::Point mm = to.toPaper(plane);
            return image.at(static_cast<int>(std::lround(mm.x * 400 / 25.4)),
                            static_cast<int>(std::lround(mm.y * 400 / 25.4)));
        };
        const engine::Point edge{(corners[0].x + corners[1].x) / 2, (corners[0].y + corners[1].y) / 2};
        const engine::Point inside = doc.map.layout().toPoint(doc.map.grid().fromOffset({1, 3}));
        CHECK(exporttest::near(pixel(inside), red));
        const engine::Rgba line = pixel(edge);
        INFO("the pixel on the hex edge: " << int(line.r) << "," << int(line.g) << "," << int(line.b));
        CHECK_FALSE(exporttest::near(line, red, 40));
        CHECK(line.r < 150);
    }
    SECTION("off by default: the terrain colour") {
        const Printed p = printPng(doc, dir / "without.png", "terrain", dir / "map.rlmap");
        REQUIRE_FALSE(p.result.hasErrors());
        CHECK(exporttest::near(atHex(p, doc, 1, 3), terrain));
        const ExportFormat& png = *findExportFormat("png");
        CHECK(png.option("layers")->defaultValue.find("underlay") == std::string::npos);
    }
    SECTION("an image that cannot be read: a warning naming it, and the map printed without it") {
        const Printed p = printPng(doc, dir / "lost.png", "terrain,underlay", dir / "elsewhere" / "map.rlmap");
        REQUIRE_FALSE(p.result.hasErrors());
        REQUIRE(p.result.diagnostics.size() == 1);
        CHECK(p.result.diagnostics[0].rule == "export.underlay");
        CHECK(p.result.diagnostics[0].message.find("under.tif") != std::string::npos);
        CHECK(exporttest::near(atHex(p, doc, 1, 3), terrain));
    }
}
