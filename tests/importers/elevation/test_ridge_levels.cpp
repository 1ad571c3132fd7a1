// Derivation that keeps crests: the level datum, and ridge hexes raised a level above their
// neighbours, on synthetic ground with known crests (a hump less than a level high, a ridge lower
// than the far end of a line across it).
#include "engine/mechanics/los/line_of_sight.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/elevation/terrain_derivation.hpp"
#include "importers/fidelity/ground_raster.hpp"
#include "importers/fidelity/ground_sight.hpp"
#include "importers/fidelity/map_fidelity.hpp"
#include "tests/importers/raster_fixture.hpp"

using namespace importers;

namespace {

constexpr double kX0 = 300000, kY0 = 4400000, kCell = 10;
constexpr int kSize = 400;  // 4 km square
constexpr double kMidY = kY0 - 2000;

// A plain at 100 m with a cone 4 m high and 150 m across at its foot in the middle.
double hump(double x, double y) { return 100 + 4 * std::max(0.0, 1 - std::hypot(x - (kX0 + 2000), y - kMidY) / 150); }

// Ground rising eastward 1 m in 100 m, with a gentle north-south ridge 10 m high 1,200 m in
// (5 % a side: no slope hexside).
double risingWithRidge(double x, double) {
    return 100 + 0.01 * (x - kX0) + 10 * std::max(0.0, 1 - std::fabs(x - (kX0 + 1200)) / 200);
}

// Slope hexsides from the gradient alone: what ridges do, without brow slopes beside them.
ElevationImportResult import(const std::string& raster, const std::string& rulesetId, RidgeLevels ridges,
                             std::optional<double> interval = {}) {
    ElevationImportOptions o;
    o.sectionsAcross = o.sectionsDown = 1;
    o.intervalMetres = interval;
    o.ridges = ridges;
    o.slopes = SlopeHexsides::Gradient;
    auto r = importElevation(raster, rastertest::ruleset(rulesetId), o);
    for (const auto& d : r.diagnostics) INFO(d.message);
    REQUIRE_FALSE(r.hasErrors());
    return r;
}

engine::HexCoord hexAt(const engine::HexMap& map, double x, double y) { return map.layout().toHex({x, y}); }

}  // namespace

TEST_CASE("level datum: the lowest hex, or the round multiple of the level height below it", "[importers][elevation]") {
    CHECK(levelBase(103.7, 6, false) == Approx(103.7));
    CHECK(levelBase(103.7, 6, true) == Approx(102));
    CHECK(levelBase(-7, 6, true) == Approx(-12));
    LevelDatum d{};
    CHECK(parseDatum("sea-level", d));
    CHECK(d == LevelDatum::SeaLevel);
    CHECK_FALSE(parseDatum("sea", d));
    RidgeLevels r{};
    CHECK(parseRidges("off", r));
    CHECK(r == RidgeLevels::Off);
    CHECK_FALSE(parseRidges("on", r));
    CHECK(parseRidges("brows", r));
    CHECK(r == RidgeLevels::Brows);
}

TEST_CASE("raiseRidges: a hex above both neighbours on an axis stands a level above them", "[importers][elevation]") {
    const engine::HexGrid grid(engine::GridShape{}, 5, 5);
    const std::size_t n = grid.size();
    std::vector<float> elevation(n, 100);
    std::vector<int> levels(n, 0);
    const engine::HexCoord centre = grid.fromOffset({2, 2});
    const std::size_t c = grid.index(centre);
    elevation[c] = 101;  // a metre above a flat plain: a hump well under a level
    // One neighbour a level up: the hump is a ridge on the two other axes only, and goes above them.
    const engine::HexCoord up = engine::neighbor(centre, 0);
    levels[grid.index(up)] = 1;
    elevation[grid.index(up)] = 107;
    std::vector<int> raised = levels;
    const auto hexes = raiseRidges(grid, elevation, raised);
    REQUIRE(hexes.size() == 2);
    CHECK(hexes[0] == std::min(c, grid.index(up)));
    CHECK(raised[c] == 1);               // above the level-0 neighbours of its ridge axes, level with the upper one
    CHECK(raised[grid.index(up)] == 2);  // a summit: above every neighbour, the raised hump among them
    // A hex no higher than its neighbours on any axis stays; so do hexes without data.
    elevation[c] = 100;
    raised = levels;
    CHECK(raiseRidges(grid, elevation, raised).empty());  // the upper neighbour is above its ridge axes already
    CHECK(raised[c] == 0);
    // A lone summit on a ring of equal flanks: the top alone is raised.
    elevation.assign(n, 100);
    levels.assign(n, 0);
    elevation[c] = 103;
    for (int dir = 0; dir < 6; ++dir) elevation[grid.index(engine::neighbor(centre, dir))] = 101;
    raised = levels;
    CHECK(raiseRidges(grid, elevation, raised).size() == 1);
    CHECK(raised[c] == 1);
    for (int dir = 0; dir < 6; ++dir) CHECK(raised[grid.index(engine::neighbor(centre, dir))] == 0);
    levels.assign(n, engine::kNoLevel);
    raised = levels;
    CHECK(raiseRidges(grid, elevation, raised).empty());
}

TEST_CASE("a hump less than a level high stays on the map as a ridge hex", "[importers][elevation][fidelity]") {
    rastertest::TempDir dir;
    const std::string raster = rastertest::write((dir.path() / "hump.tif").string(),
                                                 rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), hump);
    const auto off = import(raster, "hs", RidgeLevels::Off, 6.0);
    const auto raise = import(raster, "hs", RidgeLevels::Raise, 6.0);
    const engine::HexCoord top = hexAt(raise.map, kX0 + 2000, kMidY);
    CHECK(off.report.maxLevel == 0);
    CHECK(off.report.ridgeHexes.empty());
    for (int dir = 0; dir < 6; ++dir) CHECK(raise.map.level(engine::neighbor(top, dir)) < raise.map.level(top));
    CHECK(std::find(raise.report.ridgeHexes.begin(), raise.report.ridgeHexes.end(), top) !=
          raise.report.ridgeHexes.end());
    // A line across the hump: the ground hides one end from the other, and HS now blocks it too.
    const engine::Ruleset hs = rastertest::ruleset("hs");
    const auto los = engine::makeLineOfSight(hs);
    const GroundRaster ground(raster, raise.map);
    for (int dir = 0; dir < 3; ++dir) {
        const engine::HexCoord a = top + engine::kHexDirections[static_cast<std::size_t>(dir)] * 3,
                               b = top - engine::kHexDirections[static_cast<std::size_t>(dir)] * 3;
        const auto profile = groundProfile(ground, raise.map.layout().toPoint(a), raise.map.layout().toPoint(b), 2, 2);
        CHECK_FALSE(sightOver(profile).sees);
        const engine::BoardState flat(off.map, hs), raised(raise.map, hs);
        CHECK(los->trace(flat, {a, b, {}, {}}).verdict == engine::LosVerdict::Clear);
        CHECK(los->trace(raised, {a, b, {}, {}}).verdict == engine::LosVerdict::Blocked);
    }
}

TEST_CASE("a ridge lower than the far end blocks under SSS once raised", "[importers][elevation][fidelity]") {
    rastertest::TempDir dir;
    const std::string raster =
        rastertest::write((dir.path() / "ridge.tif").string(),
                          rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), risingWithRidge);
    const auto off = import(raster, "sss", RidgeLevels::Off);
    const auto raise = import(raster, "sss", RidgeLevels::Raise);
    const engine::HexCoord low = hexAt(off.map, kX0 + 600, kMidY), high = hexAt(off.map, kX0 + 2600, kMidY);
    // The ground: the ridge hides the far, higher end from the near, lower one.
    const GroundRaster ground(raster, off.map);
    const auto profile = groundProfile(ground, off.map.layout().toPoint(low), off.map.layout().toPoint(high), 2, 2);
    REQUIRE_FALSE(sightOver(profile).sees);
    REQUIRE(off.map.level(high) > off.map.level(low));
    const engine::Ruleset sss = rastertest::ruleset("sss");
    const auto los = engine::makeLineOfSight(sss);
    const auto verdict = [&](const engine::HexMap& map) {
        const engine::BoardState ctx(map, sss);
        return los->trace(ctx, {low, high, {}, {}}).verdict;
    };
    CHECK(verdict(off.map) == engine::LosVerdict::Clear);
    CHECK(verdict(raise.map) == engine::LosVerdict::Blocked);
    CHECK_FALSE(raise.report.ridgeHexes.empty());
}
