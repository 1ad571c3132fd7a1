// Brows: a hex on a convex brow raised a level (ridges brows) and a level change at a brow marked
// with the ruleset's brow slope type (slopes brows), on synthetic ground where a gentle convex rise
// hides a plateau from the valley below it; and each ruleset's default choice with its reason.
#include "engine/mechanics/los/line_of_sight.hpp"
#include "importers/elevation/derivation_choices.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/elevation/terrain_derivation.hpp"
#include "importers/fidelity/ground_raster.hpp"
#include "importers/fidelity/ground_sight.hpp"
#include "tests/importers/raster_fixture.hpp"

using namespace importers;

namespace {

constexpr double kX0 = 300000, kY0 = 4400000, kCell = 10;
constexpr double kMidY = kY0 - 2000;

// A valley floor at 100 m, a rise of 30 m over 400 m (7.5 %: no slope hexside by its gradient)
// from 2,000 m east, and a flat plateau from 2,400 m: the brow at its top hides the plateau from below.
double valleyAndPlateau(double x, double) { return 100 + 30 * std::clamp((x - kX0 - 2000) / 400, 0.0, 1.0); }

// The raster of valleyAndPlateau, 6 x 4 km.
std::string writeValleyAndPlateau(const rastertest::TempDir& dir) {
    return rastertest::write((dir.path() / "brow.tif").string(),
                             rastertest::spec(600, 400, kX0, kY0, kCell, "EPSG:32618"), valleyAndPlateau);
}

ElevationImportResult import(const std::string& raster, const std::string& rulesetId, std::optional<RidgeLevels> ridges,
                             std::optional<SlopeHexsides> slopes) {
    ElevationImportOptions o;
    o.sectionsAcross = o.sectionsDown = 1;
    o.ridges = ridges;
    o.slopes = slopes;
    auto r = importElevation(raster, rastertest::ruleset(rulesetId), o);
    for (const auto& d : r.diagnostics) INFO(d.message);
    REQUIRE_FALSE(r.hasErrors());
    return r;
}

// The ruleset's verdict and the ground's on the line from a valley hex to a plateau hex.
struct Line {
    engine::LosVerdict rules;
    bool groundSees;
};
Line valleyToPlateau(const std::string& raster, const engine::Ruleset& rs, const engine::HexMap& map) {
    const engine::HexCoord low = map.layout().toHex({kX0 + 1500, kMidY}),
                           high = map.layout().toHex({kX0 + 4300, kMidY});
    const GroundRaster ground(raster, map);
    const auto profile = groundProfile(ground, map.layout().toPoint(low), map.layout().toPoint(high), 2, 2);
    const engine::BoardState ctx(map, rs);
    return {engine::makeLineOfSight(rs)->trace(ctx, {low, high, {}, {}}).verdict, sightOver(profile).sees};
}

}  // namespace

TEST_CASE("brows: parsing, and the hexside test along the axis", "[importers][elevation]") {
    RidgeLevels r{};
    CHECK(parseRidges("brows", r));
    CHECK(r == RidgeLevels::Brows);
    CHECK(std::string(toString(RidgeLevels::Brows)) == "brows");
    SlopeHexsides s{};
    CHECK(parseSlopes("brows", s));
    CHECK(s == SlopeHexsides::Brows);
    CHECK(parseSlopes("gradient", s));
    CHECK(s == SlopeHexsides::Gradient);
    CHECK_FALSE(parseSlopes("steep", s));
    CHECK(isBrowHexside(100, 106, 107));                 // 6 m across the hexside, 1 m beyond: the slope flattens
    CHECK_FALSE(isBrowHexside(100, 106, 110));           // 4 m beyond: one steady slope, within a man's eye
    CHECK_FALSE(isBrowHexside(100, 106, std::nan("")));  // nothing beyond: no brow to judge
}

TEST_CASE("raiseRidges with brows: a hex above the line between its neighbours goes up a level",
          "[importers][elevation]") {
    const engine::HexGrid grid(engine::GridShape{}, 7, 7);
    std::vector<float> elevation(grid.size(), 100);
    std::vector<int> levels(grid.size(), 0);
    const engine::HexCoord centre = grid.fromOffset({3, 3});
    const std::size_t c = grid.index(centre), below = grid.index(engine::neighbor(centre, 3)),
                      above = grid.index(engine::neighbor(centre, 0));
    // Levels of 6 m: 100 (0), 109 (1), 112 (2) along one axis; the brow stands 3 m above the line.
    elevation[c] = 109;
    levels[c] = 1;
    elevation[above] = 112;
    levels[above] = 2;
    std::vector<int> ridges = levels, brows = levels;
    (void)raiseRidges(grid, elevation, ridges);
    const auto raised = raiseRidges(grid, elevation, brows, true);
    CHECK(ridges[c] == 1);  // a ridge on the other axes, but already above them
    CHECK(brows[c] == 2);
    CHECK(std::find(raised.begin(), raised.end(), c) != raised.end());
    CHECK(brows[below] == 0);
    // A metre above the line: within a man's eye, no brow.
    elevation[c] = 107;
    brows = levels;
    (void)raiseRidges(grid, elevation, brows, true);
    CHECK(brows[c] == 1);
}

TEST_CASE("a brow hides the plateau: HS blocks the line once the brow is raised, LFM raises brows by default",
          "[importers][elevation][fidelity]") {
    rastertest::TempDir dir;
    const std::string raster = writeValleyAndPlateau(dir);
    const engine::Ruleset hs = rastertest::ruleset("hs");
    const auto raise = import(raster, "hs", RidgeLevels::Raise, {});
    const auto brows = import(raster, "hs", RidgeLevels::Brows, {});
    CHECK(raise.report.ridgeHexes.empty());  // no hex stands above both neighbours on any axis
    REQUIRE_FALSE(brows.report.ridgeHexes.empty());
    for (const engine::HexCoord h : brows.report.ridgeHexes) {
        const double x = brows.map.layout().toPoint(h).x - kX0;
        CHECK(x > 2200);  // the top of the rise, not its foot or the plateau beyond
        CHECK(x < 2600);
        CHECK(brows.map.level(h) == raise.map.level(h) + 1);
    }
    const Line before = valleyToPlateau(raster, hs, raise.map), after = valleyToPlateau(raster, hs, brows.map);
    CHECK_FALSE(before.groundSees);
    CHECK(before.rules == engine::LosVerdict::Clear);
    CHECK(after.rules == engine::LosVerdict::Blocked);

    const auto lfm = import(raster, "lfm", {}, {});
    CHECK(lfm.report.ridges == RidgeLevels::Brows);
    CHECK(lfm.report.ridgesReason.cite.find("LFM R27.3") != std::string::npos);
    CHECK_FALSE(lfm.report.ridgeHexes.empty());
}

TEST_CASE("a brow hides the plateau: SSS blocks the line once the brow is a Minor Slope",
          "[importers][elevation][fidelity]") {
    rastertest::TempDir dir;
    const std::string raster = writeValleyAndPlateau(dir);
    const engine::Ruleset sss = rastertest::ruleset("sss");
    const auto gradient = import(raster, "sss", {}, SlopeHexsides::Gradient);
    const auto brows = import(raster, "sss", {}, {});  // SSS's default: brows
    CHECK(brows.report.slopes == SlopeHexsides::Brows);
    CHECK(brows.report.slopesReason.cite.find("SSS 30.34") != std::string::npos);
    CHECK(gradient.report.browHexsides == 0);
    REQUIRE(brows.report.browHexsides > 0);
    std::size_t minor = 0;
    for (const DerivedHexside& d : brows.report.hexsides)
        if (d.brow) {
            CHECK(d.typeId == "minor-slope");
            CHECK(d.gradient < 0.08);  // a contour by its gradient
            CHECK(d.reason.message.find("a brow (") != std::string::npos);
            ++minor;
        }
    CHECK(minor == brows.report.browHexsides);
    const Line before = valleyToPlateau(raster, sss, gradient.map), after = valleyToPlateau(raster, sss, brows.map);
    CHECK_FALSE(before.groundSees);
    CHECK(before.rules == engine::LosVerdict::Clear);
    CHECK(after.rules == engine::LosVerdict::Blocked);
}

TEST_CASE("derivation choices: the option, else the ruleset's, with the reason", "[importers][elevation]") {
    RidgeLevels ridges{};
    SlopeHexsides slopes{};
    engine::Reason why;
    std::string error;
    const engine::Ruleset hs = rastertest::ruleset("hs"), lfm = rastertest::ruleset("lfm"),
                          sss = rastertest::ruleset("sss"), cwb = rastertest::ruleset("cwb");
    for (const engine::Ruleset* rs : {&hs, &cwb, &sss}) {
        REQUIRE(chooseRidges(*rs, {}, ridges, why, error));
        CHECK(ridges == RidgeLevels::Raise);
    }
    REQUIRE(chooseRidges(lfm, {}, ridges, why, error));
    CHECK(ridges == RidgeLevels::Brows);
    REQUIRE(chooseRidges(lfm, RidgeLevels::Off, ridges, why, error));
    CHECK(ridges == RidgeLevels::Off);
    CHECK(why.message.find("given for this import") != std::string::npos);
    REQUIRE(chooseSlopes(sss, {}, slopes, why, error));
    CHECK(slopes == SlopeHexsides::Brows);
    for (const engine::Ruleset* rs : {&hs, &cwb, &lfm}) {
        REQUIRE(chooseSlopes(*rs, {}, slopes, why, error));
        CHECK(slopes == SlopeHexsides::Gradient);
        CHECK_FALSE(chooseSlopes(*rs, SlopeHexsides::Brows, slopes, why, error));
        CHECK(error.find("no slope type for brows") != std::string::npos);
    }
}
