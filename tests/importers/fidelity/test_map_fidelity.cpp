// Map fidelity on synthetic rasters whose true lines of sight are known: flat ground, a ridge the
// map does not show, and the ground profile itself.
#include "importers/elevation/elevation_import.hpp"
#include "importers/fidelity/fidelity_layer.hpp"
#include "importers/fidelity/ground_raster.hpp"
#include "importers/fidelity/ground_sight.hpp"
#include "importers/fidelity/los_ground_profile.hpp"
#include "importers/fidelity/map_fidelity.hpp"
#include "tests/importers/raster_fixture.hpp"

#include <cstdio>

using namespace importers;

namespace {

constexpr double kX0 = 300000, kY0 = 4400000, kCell = 10;
constexpr int kSize = 400;  // 4 km square
constexpr double kRidgeX = kX0 + 2000;

double flat(double, double) { return 100; }
// A ridge 30 m high and 100 m wide running north-south through the middle.
double ridge(double x, double) { return 100 + 30 * std::max(0.0, 1 - std::fabs(x - kRidgeX) / 50); }

struct Fixture {
    rastertest::TempDir dir;
    std::string write(const std::string& name, const HeightFn& fn) {
        return rastertest::write((dir.path() / name).string(),
                                 rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), fn);
    }
    // The map of `raster` with every level flattened to 0: the ground's relief is not on it.
    static engine::HexMap import(const std::string& raster, const std::string& rulesetId, bool flatten) {
        ElevationImportOptions o;
        o.hexSizeMetres = 150;
        o.intervalMetres = 1000;  // one level for the whole raster
        o.sectionsAcross = o.sectionsDown = 1;
        auto r = importElevation(raster, rastertest::ruleset(rulesetId), o);
        REQUIRE_FALSE(r.hasErrors());
        if (flatten)
            for (std::size_t i = 0; i < r.map.grid().size(); ++i) r.map.setLevel(r.map.grid().at(i), 0);
        return std::move(r.map);
    }
};

}  // namespace

TEST_CASE("ground sight: a sight line over flat ground sees, over a ridge between it does not",
          "[importers][fidelity]") {
    Fixture f;
    const engine::HexMap map = Fixture::import(f.write("ridge.tif", ridge), "hs", false);
    const GroundRaster ground(f.dir.path().string() + "/ridge.tif", map);
    CHECK(ground.cellMetres() == Approx(10).epsilon(0.01));
    CHECK(ground.at({kX0 + 505, kY0 - 505}) == Approx(100));
    CHECK(ground.at({kRidgeX, kY0 - 2000}) == Approx(127).margin(0.5));  // cell centres 5 m either side: 127
    // West of the ridge to east of it: hidden, the worst point on the ridge line.
    const GroundProfile across = groundProfile(ground, {kRidgeX - 600, kY0 - 2000}, {kRidgeX + 600, kY0 - 2000}, 2, 2);
    REQUIRE(across.complete());
    const GroundSight blocked = sightOver(across);
    CHECK_FALSE(blocked.sees);
    CHECK(blocked.worstMetres == Approx(25).margin(0.5));
    CHECK(blocked.at(across).x == Approx(kRidgeX).margin(10));
    // Along the ridge's west foot: sees.
    const GroundProfile along = groundProfile(ground, {kRidgeX - 600, kY0 - 500}, {kRidgeX - 600, kY0 - 3500}, 2, 2);
    CHECK(sightOver(along).sees);
    // From the crest the eye sees over to the far side.
    CHECK(sightOver(groundProfile(ground, {kRidgeX, kY0 - 2000}, {kRidgeX + 600, kY0 - 2000}, 2, 2)).sees);
    // Off the raster: the profile says so.
    CHECK_FALSE(groundProfile(ground, {kX0 - 500, kY0 - 500}, {kX0 + 500, kY0 - 500}, 2, 2).complete());
}

TEST_CASE("fidelity: on flat ground every ruleset agrees with the ground on every pair", "[importers][fidelity]") {
    Fixture f;
    const std::string raster = f.write("flat.tif", flat);
    for (const std::string id : {"sss", "cwb", "hs", "lfm"}) {
        const engine::HexMap map = Fixture::import(raster, id, false);
        FidelityOptions o;
        o.pairs = 300;
        const auto r = measureFidelity(map, rastertest::ruleset(id), raster, o);
        for (const auto& d : r.diagnostics) INFO(d.message);
        REQUIRE_FALSE(r.hasErrors());
        INFO(id);
        CHECK(r.pairs.size() == 300);
        CHECK(r.agreement() == 1.0);
        CHECK(r.matrix[0][0] == 300);
        int inBands = 0;
        for (const auto& b : r.bands) inBands += b.pairs;
        CHECK(inBands == 300);
        CHECK(r.mostBlamed(10).empty());
        for (const auto& p : r.pairs) {
            CHECK(p.distance >= 2);
            CHECK(p.distance <= 15);
            CHECK(engine::hexDistance(p.from, p.to) == p.distance);
        }
    }
}

TEST_CASE("fidelity: a ridge the map does not show is where the rules lie", "[importers][fidelity]") {
    Fixture f;
    const std::string raster = f.write("ridge.tif", ridge);
    for (const std::string id : {"sss", "cwb", "hs", "lfm"}) {
        const engine::HexMap map = Fixture::import(raster, id, true);
        FidelityOptions o;
        o.pairs = 400;
        const auto r = measureFidelity(map, rastertest::ruleset(id), raster, o);
        REQUIRE_FALSE(r.hasErrors());
        INFO(id << ": " << r.agreement());
        // Every pair the ground hides is one the flat map calls clear; none is blocked.
        CHECK(r.matrix[1][0] > 40);
        CHECK(r.matrix[0][2] + r.matrix[1][2] == 0);
        CHECK(r.agreement() < 0.9);
        // The blame falls on the ridge: the most blamed hexes hold its crest line.
        const auto blamed = r.mostBlamed(5);
        REQUIRE(blamed.size() == 5);
        for (const auto& h : blamed) CHECK(std::fabs(map.layout().toPoint(h.hex).x - kRidgeX) < 150);
        REQUIRE_FALSE(r.hexsides.empty());
        CHECK(r.hexsides.front().blamed > 5);
    }
}

TEST_CASE("fidelity: the same seed draws the same pairs, bad options are errors", "[importers][fidelity]") {
    Fixture f;
    const std::string raster = f.write("ridge.tif", ridge);
    const engine::HexMap map = Fixture::import(raster, "sss", true);
    FidelityOptions o;
    o.pairs = 50;
    const auto a = measureFidelity(map, rastertest::ruleset("sss"), raster, o);
    const auto b = measureFidelity(map, rastertest::ruleset("sss"), raster, o);
    o.seed = 2;
    const auto c = measureFidelity(map, rastertest::ruleset("sss"), raster, o);
    REQUIRE(a.pairs.size() == 50);
    bool same = true, differs = false;
    for (std::size_t k = 0; k < 50; ++k) {
        same = same && a.pairs[k].from == b.pairs[k].from && a.pairs[k].to == b.pairs[k].to;
        differs = differs || a.pairs[k].from != c.pairs[k].from;
    }
    CHECK(same);
    CHECK(differs);
    o.minRange = 5;
    o.maxRange = 4;
    CHECK(measureFidelity(map, rastertest::ruleset("sss"), raster, o).hasErrors());
    CHECK(measureFidelity(map, rastertest::ruleset("sss"), (f.dir.path() / "missing.tif").string(), {}).hasErrors());
}

TEST_CASE("fidelity layer: each hex shaded by its share of lines the rules get wrong, the headline as the CLI's",
          "[importers][fidelity]") {
    Fixture f;
    const std::string raster = f.write("ridge.tif", ridge);
    const engine::HexMap map = Fixture::import(raster, "hs", true);
    FidelityOptions o;
    o.pairs = 400;
    const auto r = measureFidelity(map, rastertest::ruleset("hs"), raster, o);
    REQUIRE_FALSE(r.hasErrors());
    const engine::FidelityShading shading = fidelityShading(r);
    REQUIRE(shading.fits(map));
    std::size_t shaded = 0, lying = 0;
    for (std::size_t i = 0; i < r.hexes.size(); ++i) {
        const FidelityHex& h = r.hexes[i];
        if (h.lines == 0) {
            CHECK(std::isnan(shading.share[i]));
            continue;
        }
        ++shaded;
        CHECK(shading.share[i] == Approx(static_cast<double>(h.lies) / h.lines));
        if (h.lies > 0) ++lying;
    }
    CHECK(shaded > 100);
    CHECK(lying > 0);
    CHECK(lying < shaded);  // lines wholly west or east of the ridge agree
    // On the ridge's crest most lines through a hex cross it and lie.
    const engine::HexCoord crest = map.layout().toHex({kRidgeX, kY0 - 2000});
    CHECK(shading.share[map.grid().index(crest)] > 0.3F);
    char expected[160];
    std::snprintf(expected, sizeof expected,
                  "hs: %.1f %% of 400 pairs agree with the ground (2-15 hexes, eye 2m, seed 1, clear terrain)",
                  100.0 * r.agreement());
    CHECK(fidelityHeadline(r) == expected);
}

TEST_CASE("LOS ground profile: the ground, the sight line, the hexes stepped along the line and their level bands",
          "[importers][fidelity]") {
    Fixture f;
    const std::string raster = f.write("ridge.tif", ridge);
    ElevationImportOptions o;
    o.hexSizeMetres = 150;
    o.intervalMetres = 4;  // the ridge's hexes average about 106 m: a level above the plain
    o.sectionsAcross = o.sectionsDown = 1;
    auto imported = importElevation(raster, rastertest::ruleset("hs"), o);
    REQUIRE_FALSE(imported.hasErrors());
    const engine::HexMap& map = imported.map;
    const GroundRaster ground(raster, map);
    const engine::HexLayout layout = map.layout();
    const engine::HexCoord west = layout.toHex({kRidgeX - 600, kY0 - 2000}),
                           east = layout.toHex({kRidgeX + 600, kY0 - 2000});
    const LosGroundProfile p = losGroundProfile(map, ground, west, east, 2);
    // The ground and its verdict are the measurement's own.
    const GroundProfile same = groundProfile(ground, layout.toPoint(west), layout.toPoint(east), 2, 2);
    CHECK(p.ground.ground == same.ground);
    CHECK(p.ground.eyeFrom == Approx(102));
    CHECK(p.ground.eyeTo == Approx(102));
    CHECK_FALSE(p.sight.sees);  // the ridge, 30 m high, hides one foot from the other
    CHECK(p.sight.worstMetres == Approx(sightOver(same).worstMetres));
    CHECK(p.lengthMetres == Approx(std::hypot(layout.toPoint(east).x - layout.toPoint(west).x,
                                              layout.toPoint(east).y - layout.toPoint(west).y)));
    // The hexes: from the observer's to the target's, end to end along the line, with the map's values.
    REQUIRE(p.hexes.size() >= 8);
    CHECK(p.hexes.front().hex == west);
    CHECK(p.hexes.back().hex == east);
    CHECK(p.hexes.front().from == 0);
    CHECK(p.hexes.back().to == 1);
    for (std::size_t k = 0; k + 1 < p.hexes.size(); ++k) {
        CHECK(p.hexes[k].to == p.hexes[k + 1].from);
        CHECK(p.hexes[k].from < p.hexes[k].to);
        CHECK(engine::hexDistance(p.hexes[k].hex, p.hexes[k + 1].hex) == 1);
    }
    int highest = p.hexes.front().level;
    for (const ProfileHex& h : p.hexes) {
        CHECK(h.elevation == Approx(map.cell(h.hex).elevation));
        CHECK(h.level == map.level(h.hex));
        highest = std::max(highest, h.level);
    }
    CHECK(highest > p.hexes.front().level);  // the ridge's hexes stand higher on the map too
    // The bands: each level met, spanning the stored elevations of that level's hexes on the map.
    REQUIRE(p.bands.size() >= 2);
    for (std::size_t k = 0; k < p.bands.size(); ++k) {
        if (k > 0) CHECK(p.bands[k].level > p.bands[k - 1].level);
        CHECK(p.bands[k].low <= p.bands[k].high);
        for (std::size_t i = 0; i < map.grid().size(); ++i) {
            const engine::HexCoord h = map.grid().at(i);
            if (map.level(h) != p.bands[k].level) continue;
            CHECK(map.cell(h).elevation >= p.bands[k].low);
            CHECK(map.cell(h).elevation <= p.bands[k].high);
        }
    }
}
