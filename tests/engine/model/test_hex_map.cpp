#include "engine/model/hex_map.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <tuple>

using namespace engine;

namespace {

HexGrid smallGrid(GridShape shape = {}) {
    NumberingScheme n;
    REQUIRE(numberingPreset("ccrr", n));
    return {shape, 6, 5, {}, n};
}

}  // namespace

TEST_CASE("palettes intern ids densely", "[model]") {
    Palette p;
    CHECK(p.find("woods") == -1);
    CHECK(p.intern("woods") == 0);
    CHECK(p.intern("clear") == 1);
    CHECK(p.intern("woods") == 0);
    CHECK(p.find("clear") == 1);
    CHECK(p.size() == 2);
    CHECK(p.at(1) == "clear");
}

TEST_CASE("provenance names round-trip", "[model]") {
    for (Provenance p : {Provenance::None, Provenance::Raster, Provenance::Vector, Provenance::Hand}) {
        Provenance back = Provenance::Hand;
        REQUIRE(parseProvenance(toString(p), back));
        CHECK(back == p);
    }
    Provenance out{};
    CHECK_FALSE(parseProvenance("lidar", out));
}

TEST_CASE("a new map has one empty cell per hex", "[model]") {
    const HexMap map(smallGrid(), 182.88);
    CHECK(map.hexSizeMetres() == 182.88);
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const HexCoord h = map.grid().at(i);
        CHECK(map.cell(h) == HexCell{});
        CHECK(map.terrain(h).empty());
        CHECK(std::isnan(map.elevation(h)));
        CHECK_FALSE(map.hasLevel(h));
        CHECK(map.features(h).empty());
        CHECK(map.provenance(h) == Provenance::None);
        CHECK(map.placeName(h).empty());
    }
}

TEST_CASE("per-hex data is stored and cleared", "[model]") {
    HexMap map(smallGrid(), 100);
    const HexCoord h = map.grid().fromOffset({2, 3});
    map.setTerrain(h, "woods");
    map.setElevation(h, 152.25);
    map.setLevel(h, -3);
    map.setFeature(h, "town", true);
    map.setFeature(h, "sloping", true);
    map.setProvenance(h, Provenance::Vector);
    map.setPlaceName(h, "Devil's Den");
    CHECK(map.terrain(h) == "woods");
    CHECK(map.elevation(h) == 152.25);
    CHECK(map.level(h) == -3);
    CHECK(map.features(h) == std::vector<std::string>{"town", "sloping"});
    CHECK(map.hasFeature(h, "town"));
    CHECK_FALSE(map.hasFeature(h, "orchard"));
    CHECK(map.provenance(h) == Provenance::Vector);
    CHECK(map.placeName(h) == "Devil's Den");
    CHECK(map.placeNames().size() == 1);

    map.setTerrain(h, "");
    map.setFeature(h, "town", false);
    map.setFeature(h, "orchard", false);  // unknown: no-op, no palette entry
    map.setLevel(h, kNoLevel);
    map.setPlaceName(h, "");
    CHECK(map.terrain(h).empty());
    CHECK(map.features(h) == std::vector<std::string>{"sloping"});
    CHECK(map.featurePalette().size() == 2);
    CHECK_FALSE(map.hasLevel(h));
    CHECK(map.placeNames().empty());
    CHECK_THROWS_AS(map.setLevel(h, 40000), std::out_of_range);
}

TEST_CASE("at most 32 feature kinds per map", "[model]") {
    HexMap map(smallGrid(), 100);
    const HexCoord h = map.grid().at(0);
    for (int i = 0; i < 32; ++i) map.setFeature(h, "f" + std::to_string(i), true);
    CHECK(map.features(h).size() == 32);
    CHECK_THROWS_AS(map.setFeature(h, "one-too-many", true), std::length_error);
}

TEST_CASE("a hexside is shared by both of its hexes", "[model]") {
    for (const GridShape shape :
         {GridShape{Orientation::FlatTop, Stagger::Odd}, GridShape{Orientation::PointyTop, Stagger::Even}}) {
        HexMap map(smallGrid(shape), 100);
        const HexCoord a = map.grid().fromOffset({2, 2});
        for (int dir = 0; dir < 6; ++dir) {
            const HexsideId side = hexsideOf(a, dir);
            map.setHexsideFeature(side, "creek", true);
            CHECK(map.hasHexsideFeature(hexsideOf(neighbor(a, dir), oppositeDirection(dir)), "creek"));
            map.setHexsideFeature(hexsideOf(neighbor(a, dir), oppositeDirection(dir)), "creek", false);
            CHECK(map.hexsideMask(side) == 0);
        }
    }
}

TEST_CASE("edge hexsides whose owner is off the map are kept", "[model]") {
    HexMap map(smallGrid(), 100);
    const HexGrid& grid = map.grid();
    int edgeSides = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        for (int dir = 0; dir < 6; ++dir) {
            const HexsideId side = hexsideOf(h, dir);
            REQUIRE(map.hasHexside(side));
            map.setHexsideFeature(side, "river", true);
            if (!grid.contains(side.owner)) ++edgeSides;
        }
    }
    CHECK(edgeSides > 0);
    const auto featured = map.featuredHexsides();
    // Each hexside once, in canonical order: owner row, owner column, direction.
    std::vector<HexsideId> sorted = featured;
    std::sort(sorted.begin(), sorted.end());
    CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
    for (std::size_t i = 1; i < featured.size(); ++i) {
        const OffsetCoord p = grid.offset(featured[i - 1].owner), q = grid.offset(featured[i].owner);
        REQUIRE(std::tuple(p.row, p.col, featured[i - 1].dir) < std::tuple(q.row, q.col, featured[i].dir));
    }
    // A hexside with neither hex on the map does not exist.
    const HexsideId far = hexsideOf(grid.fromOffset({-5, -5}), 0);
    CHECK_FALSE(map.hasHexside(far));
    CHECK(map.hexsideMask(far) == 0);
    CHECK_THROWS_AS(map.setHexsideFeature(far, "river", true), std::out_of_range);
    // Clearing an edge hexside removes it.
    for (const HexsideId& side : featured) map.setHexsideMask(side, 0);
    CHECK(map.featuredHexsides().empty());
}

TEST_CASE("a hex costs at most 64 bytes of map storage", "[model]") {
    NumberingScheme n;
    REQUIRE(numberingPreset("ccrr", n));
    HexMap map(HexGrid({}, 400, 300, {}, n), 182.88);
    for (std::size_t i = 0; i < map.grid().size(); i += 7) map.setTerrain(map.grid().at(i), "woods");
    const double perHex = static_cast<double>(map.memoryBytes()) / static_cast<double>(map.grid().size());
    CHECK(perHex >= 28.0);
    CHECK(perHex <= 64.0);
    CHECK(sizeof(HexCell) == 16);
}

TEST_CASE("the layout puts offset hex (0,0) at the georef origin", "[model]") {
    HexMap map(smallGrid(), 200);
    map.setGeoref({"EPSG:32618", {1000, 5000}});
    const HexLayout layout = map.layout();
    const Point p = layout.toPoint(map.grid().fromOffset({0, 0}));
    CHECK(p.x == Approx(1000));
    CHECK(p.y == Approx(5000));
    CHECK(layout.size == 200);
}
