// Real terrain: the Gettysburg battlefield DEM (gettysburg-terrarium-z14 in the real data,
// tests/test_paths.hpp; see its SOURCE.md) imported from Web Mercator, from degrees, and from an SRTM .hgt inside a zip.
#include "importers/elevation/elevation_import.hpp"
#include "importers/lonlat_transform.hpp"
#include "tests/importers/landmark_hex.hpp"
#include "tests/importers/raster_fixture.hpp"

#include <numbers>

using namespace importers;
using landmarks::hexAt;

namespace {

std::filesystem::path dataDir() { return testpaths::realData() / "gettysburg-terrarium-z14"; }

// True when the data is there; otherwise skips with a message (or fails where CI requires it).
bool haveData() {
    if (std::filesystem::exists(dataDir())) return true;
    if (testpaths::sharedDataRequired()) FAIL(dataDir() << " is absent and RIDGELINE_REQUIRE_SHARED_DATA=1");
    WARN("SKIPPED: " << dataDir() << " is absent (RIDGELINE_REAL_DATA names the real data directory)");
    return false;
}

// 150 yd hexes over the same area and grid CRS, so every import lays the same grid.
ElevationImportResult importGettysburg(const std::string& path) {
    ElevationImportOptions o;
    o.hexSizeMetres = 150 * 0.9144;
    o.gridCrs = "EPSG:32618";
    o.bbox = ImportBbox{-77.276, 39.726, -77.213, 39.840, "EPSG:4326"};
    o.sampling = ElevationSampling::Mean;
    auto r = importElevation(path, rastertest::ruleset("hs"), o);
    for (const auto& d : r.diagnostics) INFO(d.message);
    REQUIRE_FALSE(r.hasErrors());
    return r;
}

// Share of hexes (with data in both) whose elevations agree within `tolerance` metres.
double agreement(const engine::HexMap& a, const engine::HexMap& b, double tolerance) {
    REQUIRE(a.grid() == b.grid());
    REQUIRE(a.georef() == b.georef());
    std::size_t shared = 0, close = 0;
    for (std::size_t i = 0; i < a.grid().size(); ++i) {
        const auto h = a.grid().at(i);
        if (std::isnan(a.elevation(h)) || std::isnan(b.elevation(h))) continue;
        ++shared;
        if (std::fabs(a.elevation(h) - b.elevation(h)) <= tolerance) ++close;
    }
    REQUIRE(shared > 1000);
    return static_cast<double>(close) / static_cast<double>(shared);
}

// The summit near a landmark, where the raster puts it: the highest hex within a hex of it.
engine::HexCoord summitNear(const engine::HexMap& map, double lon, double lat) {
    engine::HexCoord best = hexAt(map, lon, lat);
    for (const engine::HexCoord n : engine::neighbors(best))
        if (map.contains(n) && map.elevation(n) > map.elevation(best)) best = n;
    return best;
}

bool localLevelMaximum(const engine::HexMap& map, engine::HexCoord h) {
    for (const engine::HexCoord n : engine::neighbors(h))
        if (map.contains(n) && map.level(n) >= map.level(h)) return false;
    return true;
}

}  // namespace

TEST_CASE("Gettysburg: Web Mercator and degrees agree hex by hex, the .hgt in its zip too",
          "[importers][elevation][real]") {
    if (!haveData()) return;
    const auto merc = importGettysburg((dataDir() / "gettysburg_terrarium_z14_3857.tif").string());
    const auto geo = importGettysburg((dataDir() / "gettysburg_terrarium_z14_4326.tif").string());
    const auto hgt =
        importGettysburg("/vsizip/" + (dataDir() / "derived" / "N39W078.hgt.zip").string() + "/N39W078.hgt");
    CHECK(merc.map.grid().size() > 2000);
    CHECK(merc.report.noDataHexes.empty());
    CHECK(geo.report.noDataHexes.empty());
    const double mercGeo = agreement(merc.map, geo.map, 1.0);
    const double hgtGeo = agreement(hgt.map, geo.map, 2.0);
    WARN("3857 vs 4326 within 1 m: " << mercGeo * 100 << " %; .hgt vs 4326 within 2 m: " << hgtGeo * 100 << " %");
    CHECK(mercGeo >= 0.95);
    CHECK(hgtGeo >= 0.90);
}

TEST_CASE("Gettysburg landmarks stand where they should", "[importers][elevation][real]") {
    if (!haveData()) return;
    const auto r = importGettysburg((dataDir() / "gettysburg_terrarium_z14_4326.tif").string());
    const auto& map = r.map;
    const auto bigRoundTop = summitNear(map, -77.2391, 39.7862);
    CHECK(map.level(bigRoundTop) == r.report.maxLevel);
    for (std::size_t i = 0; i < map.grid().size(); ++i) CHECK(map.level(map.grid().at(i)) <= map.level(bigRoundTop));
    const auto littleRoundTop = summitNear(map, -77.2366, 39.7921), devilsDen = hexAt(map, -77.2425, 39.7906);
    CHECK(map.level(littleRoundTop) > map.level(devilsDen));
    // The summits are local level maxima: no neighbour as high.
    const auto culpsHill = summitNear(map, -77.2194, 39.8184);
    for (const auto& [name, summit] :
         {std::pair{"Big Round Top", bigRoundTop}, std::pair{"Little Round Top", littleRoundTop},
          std::pair{"Culp's Hill", culpsHill}}) {
        INFO(name << " " << map.grid().label(summit) << " level " << map.level(summit));
        CHECK(localLevelMaximum(map, summit));
    }
    const auto cemeteryHill = hexAt(map, -77.2295, 39.8213), townSquare = hexAt(map, -77.2311, 39.8309);
    CHECK(map.elevation(cemeteryHill) > map.elevation(townSquare));
    CHECK(map.level(cemeteryHill) >= map.level(townSquare));
    // The Round Tops are ringed by derived slope hexsides.
    std::size_t slopes = 0;
    for (const auto& d : r.report.hexsides)
        if (d.typeId == "slope" || d.typeId == "steep-slope") ++slopes;
    CHECK(slopes > 20);
}

TEST_CASE("Gettysburg: the .hgt tile, void but for the battlefield, fits a grid on its data without --bbox",
          "[importers][elevation][real]") {
    if (!haveData()) return;
    const std::string hgt = "/vsizip/" + (dataDir() / "derived" / "N39W078.hgt.zip").string() + "/N39W078.hgt";
    ElevationImportOptions o;
    o.hexSizeMetres = 150 * 0.9144;
    o.sampling = ElevationSampling::Mean;
    o.sectionsAcross = o.sectionsDown = 1;
    const auto r = importElevation(hgt, rastertest::ruleset("hs"), o);
    for (const auto& d : r.diagnostics) INFO(d.message);
    REQUIRE_FALSE(r.hasErrors());
    // 0.78 % of the tile holds data: a window of about 5.6 x 13 km, i.e. some 40 x 95 hexes.
    CHECK(r.map.grid().size() > 2000);
    CHECK(r.report.noDataHexes.empty());
    const auto bigRoundTop = summitNear(r.map, -77.2391, 39.7862);
    CHECK(r.map.level(bigRoundTop) == r.report.maxLevel);
}
