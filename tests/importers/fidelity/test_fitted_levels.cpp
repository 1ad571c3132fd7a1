// Levels fitted to the ground's line of sight: on synthetic rolling ground the fit agrees with the
// ground on more of its lines, moves no hex more than a level, and the import derives its slope
// hexsides from the fitted levels; a ruleset whose LOS reads slope hexsides is refused.
#include "importers/elevation/elevation_import.hpp"
#include "importers/elevation/elevation_options.hpp"
#include "importers/fidelity/fitted_levels.hpp"
#include "importers/fidelity/map_fidelity.hpp"
#include "tests/importers/raster_fixture.hpp"

using namespace importers;

namespace {

constexpr double kX0 = 300000, kY0 = 4400000, kCell = 10;

// Rolling ground: two crossing swells of 15 m, a few hundred metres apart.
double rolling(double x, double y) {
    return 100 + 15 * std::sin((x - kX0) / 260) * std::cos((y - kY0) / 330) + 0.004 * (x - kX0);
}

ElevationImportResult import(const std::string& raster, const std::string& rulesetId, bool fit) {
    ElevationImportOptions o;
    o.sectionsAcross = o.sectionsDown = 1;
    o.fitLevels = fit;
    o.fitPairs = 1500;
    auto r = importElevation(raster, rastertest::ruleset(rulesetId), o);
    for (const auto& d : r.diagnostics) INFO(d.message);
    REQUIRE_FALSE(r.hasErrors());
    return r;
}

}  // namespace

TEST_CASE("levels fitted to the ground's sight agree with it more, a level at most from the bands",
          "[importers][fidelity]") {
    rastertest::TempDir dir;
    const std::string raster = rastertest::write((dir.path() / "rolling.tif").string(),
                                                 rastertest::spec(300, 300, kX0, kY0, kCell, "EPSG:32618"), rolling);
    const engine::Ruleset hs = rastertest::ruleset("hs");
    const auto plain = import(raster, "hs", false);
    engine::HexMap map = plain.map;
    const GroundRaster ground(raster, map);
    LevelFitOptions o;
    o.pairs = 1500;
    o.sweeps = 1;
    const LevelFitResult fitted = fitLevelsToSight(map, hs, ground, o);
    REQUIRE_FALSE(fitted.changed.empty());
    CHECK(fitted.agreementAfter > fitted.agreementBefore);
    int lowest = INT32_MAX;
    for (std::size_t i = 0; i < map.grid().size(); ++i) lowest = std::min(lowest, plain.map.level(map.grid().at(i)));
    for (const engine::HexCoord h : fitted.changed) {
        CHECK(std::abs(map.level(h) - plain.map.level(h)) == 1);
        CHECK(map.level(h) >= lowest);
    }
    // Its own lines, measured again: the figure the fit reports.
    FidelityOptions f;
    f.pairs = o.pairs;
    f.seed = o.seed;
    CHECK(measureFidelity(map, hs, ground, f).agreement() == Approx(fitted.agreementAfter));
}

TEST_CASE("import with fitted levels: slope hexsides follow the fitted levels, SSS is refused",
          "[importers][elevation][fidelity]") {
    rastertest::TempDir dir;
    const std::string raster = rastertest::write((dir.path() / "rolling.tif").string(),
                                                 rastertest::spec(300, 300, kX0, kY0, kCell, "EPSG:32618"), rolling);
    const auto fitted = import(raster, "cwb", true);
    REQUIRE(fitted.report.levelsFitted);
    CHECK_FALSE(fitted.report.fittedHexes.empty());
    CHECK(fitted.report.fitAfter > fitted.report.fitBefore);
    const engine::HexMap& map = fitted.map;
    for (const DerivedHexside& d : fitted.report.hexsides) {
        const engine::HexCoord a = d.side.owner, b = engine::neighbor(d.side.owner, d.side.dir);
        CHECK(std::abs(map.level(a) - map.level(b)) == d.levelDifference);
        CHECK(d.levelDifference > 0);
    }
    CHECK_FALSE(import(raster, "cwb", false).report.levelsFitted);

    // The fit takes most of an import's time, so it has most of the progress bar, which only rises.
    ElevationImportOptions shown;
    shown.sectionsAcross = shown.sectionsDown = 1;
    shown.fitLevels = true;
    shown.fitPairs = 1500;
    std::vector<std::pair<double, std::string>> steps;
    shown.progress = [&](double f, std::string_view what) {
        steps.emplace_back(f, std::string(what));
        return true;
    };
    REQUIRE_FALSE(importElevation(raster, rastertest::ruleset("cwb"), shown).hasErrors());
    double fitFrom = 1, fitTo = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (i > 0) CHECK(steps[i].first >= steps[i - 1].first);
        if (steps[i].second.rfind("sampling", 0) == 0) CHECK(steps[i].first <= 0.1);
        if (steps[i].second == "fitting levels") {
            fitFrom = std::min(fitFrom, steps[i].first);
            fitTo = std::max(fitTo, steps[i].first);
        }
    }
    CHECK(fitFrom <= 0.3);
    CHECK(fitTo >= 0.85);

    ElevationImportOptions o;
    o.fitLevels = true;
    const auto sss = importElevation((dir.path() / "missing.tif").string(), rastertest::ruleset("sss"), o);
    REQUIRE(sss.hasErrors());
    CHECK(sss.diagnostics.front().message.find("slope hexsides") != std::string::npos);
    CHECK(optionsNamed(sss.diagnostics.front()) == std::vector<std::string>{"fit-levels"});
    CHECK(levelFitProblem(rastertest::ruleset("lfm")).empty());
}
