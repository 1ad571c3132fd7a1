// Elevation import across CRSs and formats: UTM south, geographic degrees, Web Mercator, feet,
// ASCII grid and VRT. Hexes stay the ruleset's size on the ground in every case.
#include "importers/elevation/elevation_import.hpp"
#include "importers/lonlat_transform.hpp"
#include "tests/importers/raster_fixture.hpp"

#include <fstream>
#include <numbers>

using namespace importers;

namespace {

constexpr double kDeg = std::numbers::pi / 180;
constexpr double kEarth = 6378137;

double mercatorX(double lon) { return kEarth * lon * kDeg; }
double mercatorY(double lat) { return kEarth * std::log(std::tan(std::numbers::pi / 4 + lat * kDeg / 2)); }

// Great-circle distance in metres (the hexes must be this far apart on the ground).
double groundDistance(double lon0, double lat0, double lon1, double lat1) {
    const double a = std::pow(std::sin((lat1 - lat0) * kDeg / 2), 2) +
                     std::cos(lat0 * kDeg) * std::cos(lat1 * kDeg) * std::pow(std::sin((lon1 - lon0) * kDeg / 2), 2);
    return 2 * 6371008.8 * std::asin(std::sqrt(a));
}

// Checks every hex's centre value against `expected(lon, lat)` and the spacing of two neighbours.
void checkCentres(const ElevationImportResult& r, const std::function<double(double, double)>& expected,
                  double tolerance) {
    REQUIRE_FALSE(r.hasErrors());
    std::string why;
    const auto toLonLat = makeToLonLat(r.map.georef().crs, why);
    REQUIRE(toLonLat);
    const auto layout = r.map.layout();
    std::size_t checked = 0;
    for (std::size_t i = 0; i < r.map.grid().size(); ++i) {
        const auto h = r.map.grid().at(i);
        double lon = 0, lat = 0;
        REQUIRE(toLonLat(layout.toPoint(h), lon, lat));
        INFO(r.map.grid().label(h));
        CHECK(r.map.elevation(h) == Approx(expected(lon, lat)).margin(tolerance));
        ++checked;
    }
    CHECK(checked > 50);
    double lon0 = 0, lat0 = 0, lon1 = 0, lat1 = 0;
    const auto a = r.map.grid().fromOffset({2, 2});
    REQUIRE(toLonLat(layout.toPoint(a), lon0, lat0));
    REQUIRE(toLonLat(layout.toPoint(engine::neighbor(a, 2)), lon1, lat1));
    CHECK(groundDistance(lon0, lat0, lon1, lat1) ==
          Approx(r.map.hexSizeMetres()).epsilon(0.002));  // UTM scale <= 0.04 %
}

ElevationImportOptions centre() {
    ElevationImportOptions o;
    o.sampling = ElevationSampling::Center;
    return o;
}

}  // namespace

TEST_CASE("UTM south: the grid stays in the raster's CRS", "[importers][elevation][crs]") {
    rastertest::TempDir dir;
    const auto fn = [](double x, double y) { return 50 + 0.01 * (x - 300000) - 0.005 * (y - 6250000); };
    const auto path =
        rastertest::write(dir.file("south.tif"), rastertest::spec(300, 300, 300000, 6250000, 10, "EPSG:32756"), fn);
    const auto r = importElevation(path, rastertest::ruleset("hs"), centre());
    REQUIRE_FALSE(r.hasErrors());
    CHECK(r.map.georef().crs == "EPSG:32756");
    for (std::size_t i = 0; i < r.map.grid().size(); ++i) {
        const auto p = r.map.layout().toPoint(r.map.grid().at(i));
        CHECK(r.map.elevation(r.map.grid().at(i)) == Approx(fn(p.x, p.y)).margin(1e-3));
    }
    CHECK(r.report.levelReason.assumed);  // HS: the 20 ft suggestion
}

TEST_CASE("EPSG:4326 degrees go onto the UTM zone of the raster's centre", "[importers][elevation][crs]") {
    rastertest::TempDir dir;
    const auto fn = [](double lon, double lat) { return 150 + 3000 * (lon + 77.25) + 2000 * (lat - 39.8); };
    const double cell = 1.0 / 10800;  // 1/3 arc-second, as USGS 3DEP
    const auto path =
        rastertest::write(dir.file("geo.tif"), rastertest::spec(400, 400, -77.27, 39.82, cell, "EPSG:4326"), fn);
    const auto r = importElevation(path, rastertest::ruleset("sss"), centre());
    CHECK(r.map.georef().crs == "EPSG:32618");
    checkCentres(r, fn, 2e-3);

    // South of the equator: a UTM south zone.
    const auto south =
        rastertest::write(dir.file("geo-s.tif"), rastertest::spec(400, 400, 151.1, -33.8, cell, "EPSG:4326"),
                          [](double lon, double lat) { return 20 + 1000 * (lon - 151.1) + 500 * (lat + 33.8); });
    const auto s = importElevation(south, rastertest::ruleset("sss"), centre());
    REQUIRE_FALSE(s.hasErrors());
    CHECK(s.map.georef().crs == "EPSG:32756");

    ElevationImportOptions o = centre();
    o.gridCrs = "EPSG:32617";  // the neighbouring zone, by request
    const auto other = importElevation(path, rastertest::ruleset("sss"), o);
    CHECK(other.map.georef().crs == "EPSG:32617");
    checkCentres(other, fn, 2e-3);
}

TEST_CASE("EPSG:3857 metres are not ground metres: the grid goes to UTM", "[importers][elevation][crs]") {
    rastertest::TempDir dir;
    const auto fn = [](double x, double y) {
        return 120 + 0.004 * (x - mercatorX(-77.26)) + 0.002 * (y - mercatorY(39.8));
    };
    const auto path = rastertest::write(
        dir.file("merc.tif"),
        rastertest::spec(500, 600, mercatorX(-77.27), mercatorY(39.82), 9.554628535647, "EPSG:3857"), fn);
    const auto r = importElevation(path, rastertest::ruleset("sss"), centre());
    CHECK(r.map.georef().crs == "EPSG:32618");
    checkCentres(
        r, [&](double lon, double lat) { return fn(mercatorX(lon), mercatorY(lat)); }, 2e-3);
    CHECK(r.report.cellMetres == Approx(9.554628535647 * std::cos(39.8 * kDeg)).epsilon(0.01));
}

TEST_CASE("vertical units: feet from the raster, or overridden", "[importers][elevation][units]") {
    rastertest::TempDir dir;
    auto s = rastertest::spec(200, 200, 300000, 4400000, 10, "EPSG:32618");
    s.unit = "ft";
    const auto fn = [](double x, double) { return 500 + 0.05 * (x - 300000); };
    const auto path = rastertest::write(dir.file("feet.tif"), s, fn);
    const auto r = importElevation(path, rastertest::ruleset("sss"), centre());
    REQUIRE_FALSE(r.hasErrors());
    CHECK(r.report.metresPerUnit == Approx(0.3048));
    const auto h = r.map.grid().at(3);
    const auto p = r.map.layout().toPoint(h);
    CHECK(r.map.elevation(h) == Approx(fn(p.x, p.y) * 0.3048).epsilon(1e-6));

    ElevationImportOptions o = centre();
    o.verticalMetresPerUnit = 1;
    const auto metres = importElevation(path, rastertest::ruleset("sss"), o);
    CHECK(metres.map.elevation(h) == Approx(fn(p.x, p.y)).epsilon(1e-6));
}

TEST_CASE("other formats: an Int16 ASCII grid and a VRT over a GeoTIFF", "[importers][elevation][formats]") {
    rastertest::TempDir dir;
    const auto fn = [](double x, double y) { return std::round(100 + 0.02 * (x - 300000) + 0.01 * (y - 4398000)); };
    auto s = rastertest::spec(200, 200, 300000, 4400000, 10, "EPSG:32618");
    s.driver = "AAIGrid";
    s.dataType = "Int16";
    const auto asc = rastertest::write(dir.file("grid.asc"), s, fn);
    const auto a = importElevation(asc, rastertest::ruleset("sss"), {});
    REQUIRE_FALSE(a.hasErrors());
    CHECK(a.map.grid().size() > 20);

    const auto tif =
        rastertest::write(dir.file("base.tif"), rastertest::spec(200, 200, 300000, 4400000, 10, "EPSG:32618"), fn);
    std::ofstream(dir.file("wrap.vrt"))
        << "<VRTDataset rasterXSize=\"200\" rasterYSize=\"200\">\n"
           "  <SRS>EPSG:32618</SRS>\n  <GeoTransform>300000, 10, 0, 4400000, 0, -10</GeoTransform>\n"
           "  <VRTRasterBand dataType=\"Float32\" band=\"1\"><SimpleSource>\n"
           "    <SourceFilename relativeToVRT=\"1\">base.tif</SourceFilename><SourceBand>1</SourceBand>\n"
           "  </SimpleSource></VRTRasterBand>\n</VRTDataset>\n";
    const auto v = importElevation(dir.file("wrap.vrt"), rastertest::ruleset("sss"), {});
    REQUIRE_FALSE(v.hasErrors());
    const auto t = importElevation(tif, rastertest::ruleset("sss"), {});
    REQUIRE(v.map.grid().size() == t.map.grid().size());
    for (std::size_t i = 0; i < t.map.grid().size(); ++i)
        CHECK(v.map.elevation(t.map.grid().at(i)) == t.map.elevation(t.map.grid().at(i)));
}

TEST_CASE("a DTED level 0 tile (Int16, degrees, 30 arc-second posts)", "[importers][elevation][formats]") {
    rastertest::TempDir dir;
    auto s = rastertest::spec(121, 121, -78 - 0.5 / 120, 40 + 0.5 / 120, 1.0 / 120, "EPSG:4326");
    s.driver = "DTED";
    s.dataType = "Int16";
    s.hasNoData = false;
    s.unit = "";
    const auto fn = [](double lon, double lat) { return std::round(100 + 100 * (lon + 78) + 50 * (lat - 39)); };
    const auto path = rastertest::write(dir.file("w078_n39.dt0"), s, fn);
    ElevationImportOptions o = centre();
    o.hexSizeMetres = 2000;  // posts are about 700 m x 900 m apart
    const auto r = importElevation(path, rastertest::ruleset("sss"), o);
    CHECK(r.map.georef().crs == "EPSG:32618");  // -77.5 lies in zone 18
    checkCentres(r, fn, 1.0);                   // whole-metre posts, bilinear between them
}
