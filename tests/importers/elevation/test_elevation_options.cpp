// The elevation import's option checks: what cannot work whatever the raster is refused before any
// file is read, each error naming the options at fault (which the CLI shows as flags and the
// studio as fields).
#include "importers/elevation/elevation_options.hpp"
#include "tests/importers/raster_fixture.hpp"

#include <catch2/catch.hpp>

using namespace importers;

namespace {

// The options the one error names; fails when there is not exactly one error.
std::vector<std::string> faultOf(const ElevationImportOptions& o) {
    const auto errors = checkElevationOptions(o);
    REQUIRE(errors.size() == 1);
    CHECK(errors.front().severity == engine::Severity::Error);
    CHECK(errors.front().rule == "import.options");
    CHECK_FALSE(errors.front().message.empty());
    CHECK(errors.front().message.find("--") == std::string::npos);  // no flag of either front end
    return optionsNamed(errors.front());
}

using Names = std::vector<std::string>;

}  // namespace

TEST_CASE("elevation options: the defaults and a full set of sensible options pass", "[importers][elevation]") {
    CHECK(checkElevationOptions({}).empty());
    ElevationImportOptions o;
    o.hexSizeMetres = 200;
    o.gridCrs = "EPSG:32618";
    o.bbox = ImportBbox{0, 0, 10, 10, "EPSG:4326"};
    o.sectionsAcross = o.sectionsDown = 2;
    o.intervalMetres = 6;
    o.verticalMetresPerUnit = 0.3048;
    o.pixelSize = 10;
    o.rasterOrigin = engine::Point{0, 100};
    o.threads = 2;
    CHECK(checkElevationOptions(o).empty());
    o.bbox.reset();
    o.origin = engine::Point{5, 5};
    o.columns = 10;
    o.rows = 8;
    CHECK(checkElevationOptions(o).empty());
}

TEST_CASE("elevation options: each wrong option is named", "[importers][elevation]") {
    ElevationImportOptions o;
    o.hexSizeMetres = -200;
    CHECK(faultOf(o) == Names{"hex-size"});
    o = {};
    o.gridCrs = "EPSG:326 18";
    CHECK(faultOf(o) == Names{"grid-crs"});
    o = {};
    o.bbox = ImportBbox{10, 0, 5, 10, ""};
    CHECK(faultOf(o) == Names{"bbox"});
    o = {};
    o.columns = 10;
    o.rows = 8;
    CHECK(faultOf(o) == (Names{"grid", "grid-origin"}));
    o.columns = 0;
    o.origin = engine::Point{0, 0};
    CHECK(faultOf(o) == Names{"grid"});
    o = {};
    o.sectionsAcross = 2;
    CHECK(faultOf(o) == Names{"sections"});
    o = {};
    o.intervalMetres = 0;
    CHECK(faultOf(o) == Names{"interval"});
    o = {};
    o.verticalMetresPerUnit = -1;
    CHECK(faultOf(o) == Names{"vertical-unit"});
    o = {};
    o.pixelSize = 10;
    CHECK(faultOf(o) == (Names{"pixel-size", "raster-origin"}));
    o.rasterOrigin = engine::Point{0, 0};
    o.pixelSize = 0;
    CHECK(faultOf(o) == Names{"pixel-size"});
    o = {};
    o.baseMetres = 150;
    o.datum = LevelDatum::SeaLevel;
    CHECK(faultOf(o) == (Names{"base", "datum"}));
    o.datum = LevelDatum::LowestHex;  // the default: a base given replaces it
    CHECK(checkElevationOptions(o).empty());
    o = {};
    o.threads = -1;
    CHECK(faultOf(o) == Names{"threads"});
    o.threads = kMostThreads + 1;
    CHECK(faultOf(o) == Names{"threads"});
}

TEST_CASE("elevation options: lengths a map file can hold, and the hex cap", "[importers][elevation]") {
    ElevationImportOptions o;
    o.hexSizeMetres = 1e300;  // beyond the longest length a map stores
    CHECK(faultOf(o) == Names{"hex-size"});
    o = {};
    o.intervalMetres = 1e-6;
    CHECK(faultOf(o) == Names{"interval"});
    o = {};
    o.origin = engine::Point{0, 0};
    o.columns = 30000;  // more columns than a map may have
    o.rows = 10;
    CHECK(faultOf(o) == (Names{"grid", "max-hexes"}));
    o.columns = 100;
    o.rows = 100;
    CHECK(checkElevationOptions(o).empty());
    o.maxHexes = 9999;  // a cap the user lowered
    CHECK(faultOf(o) == (Names{"grid", "max-hexes"}));
    o.maxHexes = 10000;
    CHECK(checkElevationOptions(o).empty());
    o.maxHexes = -1;
    CHECK(faultOf(o) == Names{"max-hexes"});
}

TEST_CASE("elevation options: the import refuses them before it opens the raster", "[importers][elevation]") {
    ElevationImportOptions o;
    o.intervalMetres = -5;
    o.sectionsDown = 3;
    const auto r = importElevation("/nonexistent/raster.tif", rastertest::ruleset("sss"), o);
    REQUIRE(r.diagnostics.size() == 2);
    for (const auto& d : r.diagnostics) CHECK(d.rule == "import.options");
    CHECK(r.hasErrors());
}
