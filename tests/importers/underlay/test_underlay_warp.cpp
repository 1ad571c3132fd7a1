// Underlays: a GeoTIFF, a PNG with a world file and a bare PNG placed by ground control points,
// each warped into the map's CRS and extent as RGBA; and the errors.
#include "importers/underlay/underlay_warp.hpp"
#include "tests/importers/vector_fixture.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace vectortest;

namespace {

// 120 x 90 pixels of 10 m over the small map (and beyond it on every side): red west of
// E 300400, blue east of it.
importers::RgbaImage splitImage() {
    importers::RgbaImage image;
    image.width = 120;
    image.height = 90;
    image.extent = {kOrigin.x - 200, kOrigin.y - 800, kOrigin.x + 1000, kOrigin.y + 100};
    image.rgba.resize(120 * 90 * 4);
    for (int row = 0; row < 90; ++row)
        for (int col = 0; col < 120; ++col) {
            std::uint8_t* p = image.rgba.data() + (row * 120 + col) * 4;
            const bool west = col < 60;
            p[0] = west ? 200 : 0, p[1] = 0, p[2] = west ? 0 : 200, p[3] = 255;
        }
    return image;
}

// The warped colour at a point of the map's CRS.
const std::uint8_t* colourAt(const importers::RgbaImage& image, Point p) {
    const int col = static_cast<int>((p.x - image.extent.xmin) / (image.extent.xmax - image.extent.xmin) * image.width);
    const int row =
        static_cast<int>((image.extent.ymax - p.y) / (image.extent.ymax - image.extent.ymin) * image.height);
    return image.pixel(col, row);
}

void checkSplit(const HexMap& map, const importers::UnderlayResult& result) {
    INFO((result.diagnostics.empty() ? std::string() : result.diagnostics.front().message));
    REQUIRE_FALSE(result.hasErrors());
    const auto* west = colourAt(result.image, centre(map, 1, 3));  // x = 300086
    const auto* east = colourAt(result.image, centre(map, 7, 3));  // x = 300606
    CHECK(int(west[0]) == 200);
    CHECK(int(west[2]) == 0);
    CHECK(int(west[3]) == 255);
    CHECK(int(east[0]) == 0);
    CHECK(int(east[2]) == 200);
    CHECK(result.coveredShare > 0.99);
}

}  // namespace

TEST_CASE("the map's extent is the box of all its hexes", "[importers][underlay]") {
    const HexMap map = smallMap();
    const auto e = importers::mapExtent(map);
    const double r = map.layout().circumradius();
    CHECK(e.xmin == Approx(kOrigin.x - r));
    CHECK(e.ymax == Approx(kOrigin.y + kHexSize / 2));
    CHECK(e.xmax == Approx(kOrigin.x + 9 * 1.5 * r + r));
}

TEST_CASE("a GeoTIFF underlay is warped into the map's extent", "[importers][underlay]") {
    TempDir dir;
    const HexMap map = smallMap();
    REQUIRE(importers::writeRgbaImage(splitImage(), dir.file("split.tif"), "EPSG:32618", true).empty());
    importers::UnderlayOptions options;
    options.image = dir.file("split.tif");
    const auto result = importers::warpUnderlay(map, options);
    checkSplit(map, result);
    CHECK(result.image.width ==
          static_cast<int>(std::ceil((result.image.extent.xmax - result.image.extent.xmin) / (kHexSize / 32))));
}

TEST_CASE("an image with a world file takes the map's CRS, and says so", "[importers][underlay]") {
    TempDir dir;
    const HexMap map = smallMap();
    REQUIRE(importers::writeRgbaImage(splitImage(), dir.file("split.png"), "", true).empty());
    importers::UnderlayOptions options;
    options.image = dir.file("split.png");
    const auto result = importers::warpUnderlay(map, options);
    checkSplit(map, result);
    REQUIRE_FALSE(result.diagnostics.empty());
    CHECK(result.diagnostics.front().rule == "import.underlay.assumed_crs");
}

TEST_CASE("a bare image is placed by ground control points", "[importers][underlay]") {
    TempDir dir;
    const HexMap map = smallMap();
    REQUIRE(importers::writeRgbaImage(splitImage(), dir.file("bare.png"), "", false).empty());
    importers::UnderlayOptions options;
    options.image = dir.file("bare.png");
    SECTION("no georeference and no GCPs is an error") {
        const auto result = importers::warpUnderlay(map, options);
        REQUIRE(result.hasErrors());
        CHECK_THAT(result.diagnostics.front().message, Catch::Contains("no georeference") && Catch::Contains("--gcp"));
    }
    SECTION("three GCPs at three corners") {
        options.gcps = {{0, 0, kOrigin.x - 200, kOrigin.y + 100},
                        {120, 0, kOrigin.x + 1000, kOrigin.y + 100},
                        {0, 90, kOrigin.x - 200, kOrigin.y - 800}};
        checkSplit(map, importers::warpUnderlay(map, options));
    }
    SECTION("two GCPs are not enough") {
        options.gcps = {{0, 0, 1, 2}, {1, 1, 3, 4}};
        CHECK_THAT(importers::warpUnderlay(map, options).diagnostics.front().message, Catch::Contains("at least 3"));
    }
}

TEST_CASE("unreadable images and maps without georeference are errors", "[importers][underlay]") {
    TempDir dir;
    importers::UnderlayOptions options;
    options.image = dir.file("missing.tif");
    const auto missing = importers::warpUnderlay(smallMap(), options);
    REQUIRE(missing.hasErrors());
    CHECK_THAT(missing.diagnostics.front().message, Catch::Contains("missing.tif"));
    const auto bare = importers::warpUnderlay(smallMap(""), options);
    REQUIRE(bare.hasErrors());
    CHECK_THAT(bare.diagnostics.front().message, Catch::Contains("no georeference"));
}
