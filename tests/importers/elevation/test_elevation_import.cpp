// Elevation import on synthetic rasters with known answers: planes, steps, cones, holes.
#include "importers/elevation/block_mean_vectors.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/lonlat_transform.hpp"
#include "tests/importers/raster_fixture.hpp"

#include <algorithm>
#include <map>

using namespace importers;

namespace {

constexpr double kX0 = 300000, kY0 = 4400000, kCell = 10;
constexpr int kSize = 300;  // 3 km square

double plane(double x, double y) { return 100 + 0.01 * (x - kX0) + 0.02 * (y - kY0 + 3000); }

// What the sampling modes must give, computed the slow way: every cell centre located in its hex.
std::map<std::size_t, std::vector<double>> cellsPerHex(const engine::HexMap& map, const importers::HeightFn& fn,
                                                       int size = kSize) {
    std::map<std::size_t, std::vector<double>> out;
    const auto layout = map.layout();
    for (int j = 0; j < size; ++j)
        for (int i = 0; i < size; ++i) {
            const double x = kX0 + (i + 0.5) * kCell, y = kY0 - (j + 0.5) * kCell;
            const auto h = layout.toHex({x, y});
            const double z = fn(x, y);
            if (map.contains(h) && !std::isnan(z)) out[map.grid().index(h)].push_back(static_cast<float>(z));
        }
    return out;
}

double meanOf(const std::vector<double>& v) {
    double s = 0;
    for (double z : v) s += z;
    return s / static_cast<double>(v.size());
}

double medianOf(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

ElevationImportResult run(const std::string& path, const std::string& rulesetId, ElevationImportOptions o = {}) {
    return importElevation(path, rastertest::ruleset(rulesetId), o);
}

// HS sets levels per map: these tests use 6 m. Bands alone: hexes straddling a step differ by
// their share of cells, and ridge raising (test_ridge_levels.cpp) would lift some of them.
ElevationImportResult runHs(const std::string& path) {
    ElevationImportOptions o;
    o.intervalMetres = 6;
    o.ridges = RidgeLevels::Off;
    const auto r = run(path, "hs", o);
    REQUIRE_FALSE(r.hasErrors());
    return r;
}

}  // namespace

TEST_CASE("a plane in UTM north: centre, mean and median per hex are exact", "[importers][elevation]") {
    rastertest::TempDir dir;
    const auto path =
        rastertest::write(dir.file("plane.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), plane);
    for (auto mode : {ElevationSampling::Center, ElevationSampling::Mean, ElevationSampling::Median}) {
        ElevationImportOptions o;
        o.sampling = mode;
        const auto r = run(path, "sss", o);
        INFO(toString(mode));
        REQUIRE_FALSE(r.hasErrors());
        const auto& map = r.map;
        CHECK(map.georef().crs == "EPSG:32618");
        CHECK(map.hexSizeMetres() == Approx(182.88));
        CHECK(map.grid().columns() % 2 == 0);  // SSS: 2 x 2 sheets
        CHECK(map.grid().size() > 100);
        CHECK(r.report.noDataHexes.empty());
        const auto cells = cellsPerHex(map, plane);
        for (std::size_t i = 0; i < map.grid().size(); ++i) {
            const auto h = map.grid().at(i);
            const auto c = map.layout().toPoint(h);
            const double expected = mode == ElevationSampling::Center ? plane(c.x, c.y)
                                    : mode == ElevationSampling::Mean ? meanOf(cells.at(i))
                                                                      : medianOf(cells.at(i));
            INFO(map.grid().label(h));
            REQUIRE(map.elevation(h) == Approx(expected).epsilon(1e-6));
            CHECK(map.provenance(h) == engine::Provenance::Raster);
        }
    }
}

TEST_CASE("levels count level heights above the lowest hex, or a given base and interval", "[importers][elevation]") {
    rastertest::TempDir dir;
    const auto path =
        rastertest::write(dir.file("plane.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), plane);
    const auto r = run(path, "sss");
    REQUIRE_FALSE(r.hasErrors());
    CHECK(r.report.sampling == ElevationSampling::Center);  // SSS 30.21: levels read at the hex centre
    CHECK(r.report.levelHeightMetres == Approx(12.192));
    double lowest = 1e9;
    for (std::size_t i = 0; i < r.map.grid().size(); ++i)
        lowest = std::min(lowest, r.map.elevation(r.map.grid().at(i)));
    CHECK(r.report.baseMetres == Approx(lowest));
    for (std::size_t i = 0; i < r.map.grid().size(); ++i) {
        const auto h = r.map.grid().at(i);
        CHECK(r.map.level(h) == static_cast<int>(std::floor((r.map.elevation(h) - lowest) / 12.192 + 1e-9)));
    }
    CHECK(r.report.minLevel == 0);

    ElevationImportOptions o;
    o.intervalMetres = 5;
    o.baseMetres = 90;
    const auto hs = run(path, "hs", o);
    REQUIRE_FALSE(hs.hasErrors());
    const auto h = hs.map.grid().at(7);
    CHECK(hs.map.level(h) == static_cast<int>(std::floor((hs.map.elevation(h) - 90) / 5)));
}

TEST_CASE("slope hexsides from level changes and the gradient on the ground", "[importers][elevation]") {
    rastertest::TempDir dir;
    // Planes rising eastward: hex centres 158 m apart east-north-east, 30 degrees off the slope.
    struct Case {
        double gradient;
        const char* expected;
    };
    for (const Case c : {Case{0.03, "contour"}, Case{0.1, "minor-slope"}, Case{0.3, "major-slope"}}) {
        INFO(c.gradient);
        const auto fn = [g = c.gradient](double x, double) { return 100 + g * (x - kX0); };
        const auto path =
            rastertest::write(dir.file("ramp.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), fn);
        const auto r = run(path, "sss");
        REQUIRE_FALSE(r.hasErrors());
        const auto& map = r.map;
        std::size_t changes = 0;
        for (std::size_t i = 0; i < map.grid().size(); ++i) {
            const auto h = map.grid().at(i);
            for (int dir = 0; dir < 3; ++dir) {
                const auto n = engine::neighbor(h, dir);
                if (!map.contains(n) || map.level(n) == map.level(h)) continue;
                ++changes;
                CHECK(map.hasHexsideFeature(engine::hexsideOf(h, dir), c.expected));
            }
        }
        CHECK(changes > 10);
        REQUIRE(r.report.hexsides.size() == changes);
        for (const auto& d : r.report.hexsides) {
            CHECK(d.typeId == c.expected);
            CHECK(d.gradient == Approx(c.gradient * std::sqrt(3.0) / 2).epsilon(1e-3));  // along the profile
            CHECK(d.reason.assumed);
            CHECK_FALSE(d.reason.cite.empty());
        }
    }
}

TEST_CASE("a step is a steep slope for HS, a cone's summit is the highest level", "[importers][elevation]") {
    rastertest::TempDir dir;
    const auto step = [](double x, double) { return x < kX0 + 1500 ? 100.0 : 115.0; };
    const auto r = runHs(
        rastertest::write(dir.file("step.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), step));
    REQUIRE_FALSE(r.report.hexsides.empty());
    for (const auto& d : r.report.hexsides) {
        CHECK(d.levelDifference == 2);
        CHECK(d.typeId == "steep-slope");
    }
    CHECK(r.report.hexFeatures.empty());  // flat either side: nothing is Sloping

    const engine::Point summit{kX0 + 1500, kY0 - 1500};
    const auto cone = [&](double x, double y) {
        return 100 + std::max(0.0, 60 - 0.2 * std::hypot(x - summit.x, y - summit.y));
    };
    const auto conePath =
        rastertest::write(dir.file("cone.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), cone);
    const auto c = run(conePath, "sss");
    REQUIRE_FALSE(c.hasErrors());
    const auto top = c.map.layout().toHex(summit);
    for (std::size_t i = 0; i < c.map.grid().size(); ++i)
        if (c.map.grid().at(i) != top) CHECK(c.map.level(c.map.grid().at(i)) <= c.map.level(top));
    CHECK(c.report.maxLevel == c.map.level(top));
    CHECK(c.report.maxLevel >= 3);
}

TEST_CASE("HS Sloping hexes where the ground inside is steep and rough", "[importers][elevation]") {
    rastertest::TempDir dir;
    // Rough ridges in the east half only: 12 m high, 60 m apart.
    const auto rough = [](double x, double y) {
        return x < kX0 + 1500 ? 100.0 : 100 + 6 * std::sin((x - kX0) / 60 * 6.2832) * std::cos((y - kY0) / 60 * 6.2832);
    };
    const auto r = runHs(
        rastertest::write(dir.file("rough.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), rough));
    REQUIRE_FALSE(r.report.hexFeatures.empty());
    for (const auto& f : r.report.hexFeatures) {
        CHECK(f.featureId == "sloping");
        CHECK(r.map.layout().toPoint(f.hex).x > kX0 + 1500);
        CHECK(r.map.hasFeature(f.hex, "sloping"));
        CHECK(f.reason.cite.find("HS 3.2c") != std::string::npos);
    }
}

TEST_CASE("no-data holes: skipped in the mean, reported by label, filled by option", "[importers][elevation]") {
    rastertest::TempDir dir;
    const auto probe =
        run(rastertest::write(dir.file("p.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), plane),
            "sss");
    REQUIRE_FALSE(probe.hasErrors());
    const auto hole = probe.map.grid().fromOffset({5, 5});
    const auto centre = probe.map.layout().toPoint(hole);
    const auto holed = [&](double x, double y) {
        if (std::hypot(x - centre.x, y - centre.y) < 130) return std::nan("");  // swallows the hex
        if (x > kX0 + 2500 && y > kY0 - 500) return std::nan("");               // bites the north-east hexes
        return plane(x, y);
    };
    const auto path =
        rastertest::write(dir.file("holes.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), holed);
    ElevationImportOptions o;
    o.sampling = ElevationSampling::Mean;
    // The probe's grid: a fitted one would keep off the bitten corner (see the next test).
    o.origin = probe.map.georef().origin;
    o.columns = probe.map.grid().columns();
    o.rows = probe.map.grid().rows();
    const auto r = run(path, "sss", o);
    REQUIRE_FALSE(r.hasErrors());
    REQUIRE(r.report.noDataHexes.size() >= 1);
    CHECK(std::find(r.report.noDataHexes.begin(), r.report.noDataHexes.end(), hole) != r.report.noDataHexes.end());
    CHECK(std::isnan(r.map.elevation(hole)));
    CHECK_FALSE(r.map.hasLevel(hole));
    bool named = false;
    for (const auto& d : r.diagnostics)
        if (d.rule == "import.no_data_hexes") named = d.message.find(r.map.grid().label(hole)) != std::string::npos;
    CHECK(named);
    const auto cells = cellsPerHex(r.map, holed);
    for (std::size_t i = 0; i < r.map.grid().size(); ++i)
        if (cells.count(i)) CHECK(r.map.elevation(r.map.grid().at(i)) == Approx(meanOf(cells.at(i))).epsilon(1e-6));

    o.fillNoData = true;
    const auto filled = run(path, "sss", o);
    REQUIRE_FALSE(filled.hasErrors());
    double sum = 0;
    for (const auto& n : engine::neighbors(hole)) sum += filled.map.elevation(n);
    CHECK(filled.map.elevation(hole) == Approx(sum / 6).epsilon(1e-6));
    CHECK(std::find(filled.report.filledHexes.begin(), filled.report.filledHexes.end(), hole) !=
          filled.report.filledHexes.end());
}

TEST_CASE("a fitted grid keeps to the data: no-data reaching the edge is cut off, holes stay",
          "[importers][elevation]") {
    rastertest::TempDir dir;
    // Data only in a window of the raster (as in an SRTM tile cut to an area), with a hole in it.
    const double wx0 = kX0 + 700, wx1 = kX0 + 2600, wy0 = kY0 - 2800, wy1 = kY0 - 400;
    const double hx = kX0 + 1700, hy = kY0 - 1600;
    const auto windowed = [&](double x, double y) {
        if (x < wx0 || x > wx1 || y < wy0 || y > wy1) return std::nan("");
        if (std::hypot(x - hx, y - hy) < 300) return std::nan("");
        return plane(x, y);
    };
    const auto path = rastertest::write(dir.file("window.tif"),
                                        rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), windowed);
    ElevationImportOptions o;
    o.sampling = ElevationSampling::Mean;
    o.sectionsAcross = o.sectionsDown = 1;
    const auto r = run(path, "sss", o);
    REQUIRE_FALSE(r.hasErrors());
    const auto& map = r.map;
    // Every hex lies inside the window...
    for (std::size_t i = 0; i < map.grid().size(); ++i)
        for (const auto& c : map.layout().corners(map.grid().at(i))) {
            CHECK(c.x >= wx0 - 1e-6);
            CHECK(c.x <= wx1 + 1e-6);
            CHECK(c.y >= wy0 - 1e-6);
            CHECK(c.y <= wy1 + 1e-6);
        }
    // ...and the grid fills most of it: hexes of 182.88 m in a 1900 x 2400 m window.
    CHECK(map.grid().columns() >= 9);
    CHECK(map.grid().rows() >= 11);
    // The hole inside the data is still reported, not fitted around.
    REQUIRE_FALSE(r.report.noDataHexes.empty());
    for (const auto& h : r.report.noDataHexes)
        CHECK(std::hypot(map.layout().toPoint(h).x - hx, map.layout().toPoint(h).y - hy) < 300);
}

TEST_CASE("mean: the block path and the band path agree hex by hex", "[importers][elevation]") {
    rastertest::TempDir dir;
    // 300 cells: the 256-cell blocks at the right and bottom are partial. A no-data disc inside.
    const auto holed = [](double x, double y) {
        return std::hypot(x - kX0 - 1400, y - kY0 + 1700) < 250 ? std::nan("") : plane(x, y);
    };
    for (const std::string type : {"Float32", "Int16"}) {  // Int16 blocks come through RasterIO
        auto spec = rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618");
        spec.dataType = type;
        const auto path = rastertest::write(dir.file("plane-" + type + ".tif"), spec, holed);
        // 200 m flat-top hexes are 20 cells high: the block path cuts one period of rows into runs.
        for (const auto& [shape, hexSize] :
             {std::pair{engine::GridShape{engine::Orientation::FlatTop, engine::Stagger::Even}, 0.0},
              std::pair{engine::GridShape{engine::Orientation::PointyTop, engine::Stagger::Odd}, 0.0},
              std::pair{engine::GridShape{engine::Orientation::FlatTop, engine::Stagger::Odd}, 200.0}}) {
            ElevationImportOptions o;
            o.sampling = ElevationSampling::Mean;
            o.shape = shape;
            o.hexSizeMetres = hexSize;
            const auto blocks = run(path, "sss", o);
            o.bandBytes = 1024;  // blocks no longer fit: the band path
            const auto bands = run(path, "sss", o);
            INFO(type << " " << engine::toString(shape.orientation) << " hex " << hexSize);
            REQUIRE_FALSE(blocks.hasErrors());
            REQUIRE_FALSE(bands.hasErrors());
            REQUIRE(blocks.map.grid() == bands.map.grid());
            CHECK_FALSE(blocks.report.noDataHexes.empty());
            CHECK(blocks.report.noDataHexes == bands.report.noDataHexes);
            for (std::size_t i = 0; i < blocks.map.grid().size(); ++i) {
                const auto h = blocks.map.grid().at(i);
                if (std::isnan(bands.map.elevation(h))) continue;
                INFO(blocks.map.grid().label(h));
                REQUIRE(blocks.map.elevation(h) == Approx(bands.map.elevation(h)).epsilon(1e-6));
            }
        }
    }
}

TEST_CASE("mean on the block path: long runs, infinities, no-data as a value or as NaN", "[importers][elevation]") {
    rastertest::TempDir dir;
    // A hole in the top-left block and infinities in the bottom-right one: those blocks take the
    // masked sums, the others the unmasked ones. 600 m hexes are 60 cells across: runs longer than
    // one pass of the summing loop.
    // A lone no-data cell too, in the second half of a vector pass over the bottom-left block.
    const auto hole = [](double x, double y) {
        return std::hypot(x - kX0 - 900, y - kY0 + 1100) < 300 ||
               (std::fabs(x - kX0 - 135) < 1 && std::fabs(y - kY0 + 2805) < 1);
    };
    const auto infinite = [](double x, double y) { return x > kX0 + 2700 && x < kX0 + 2760 && y < kY0 - 2700; };
    const auto expected = [&](double x, double y) { return hole(x, y) || infinite(x, y) ? std::nan("") : plane(x, y); };
    const auto written = [&](double x, double y) {
        return infinite(x, y) ? (x < kX0 + 2730 ? INFINITY : -INFINITY) : expected(x, y);
    };
    for (const bool noDataValue : {true, false}) {
        auto spec = rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618");
        spec.hasNoData = noDataValue;  // without one, the hole is written as NaN
        if (!noDataValue) spec.noData = std::nan("");
        const auto path =
            rastertest::write(dir.file(std::string("inf-") + (noDataValue ? "value" : "nan") + ".tif"), spec, written);
        for (const bool wide : {true, false})  // 8-wide sums where the CPU has AVX2, and 4-wide
            for (const double hexSize : {600.0, 200.0, 182.88}) {
                allowWideVectors(wide);
                ElevationImportOptions o;
                o.sampling = ElevationSampling::Mean;
                o.hexSizeMetres = hexSize;
                o.origin = engine::Point{kX0 + hexSize / 2, kY0 - hexSize / 2};
                o.columns = static_cast<int>(3000 / hexSize);
                o.rows = static_cast<int>(3000 / hexSize);
                o.sectionsAcross = o.sectionsDown = 1;
                const auto r = run(path, "sss", o);
                allowWideVectors(true);
                INFO("no-data value " << noDataValue << ", wide " << wide << ", hex " << hexSize);
                REQUIRE_FALSE(r.hasErrors());
                const auto cells = cellsPerHex(r.map, expected);
                for (std::size_t i = 0; i < r.map.grid().size(); ++i) {
                    const auto h = r.map.grid().at(i);
                    INFO(r.map.grid().label(h));
                    if (cells.count(i)) REQUIRE(r.map.elevation(h) == Approx(meanOf(cells.at(i))).epsilon(1e-6));
                    else REQUIRE(std::isnan(r.map.elevation(h)));
                }
            }
    }
}

TEST_CASE("explicit extents: a bbox in another CRS, or columns x rows from an origin", "[importers][elevation]") {
    rastertest::TempDir dir;
    const auto path =
        rastertest::write(dir.file("plane.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), plane);
    ElevationImportOptions o;
    o.origin = engine::Point{kX0 + 500, kY0 - 500};
    o.columns = 6;
    o.rows = 4;
    o.sectionsAcross = 1;
    o.sectionsDown = 1;
    const auto r = run(path, "sss", o);
    REQUIRE_FALSE(r.hasErrors());
    CHECK(r.map.grid().columns() == 6);
    CHECK(r.map.grid().rows() == 4);
    CHECK(r.map.layout().toPoint(r.map.grid().fromOffset({0, 0})).x == Approx(kX0 + 500));
    CHECK(r.map.elevation(r.map.grid().fromOffset({0, 0})) == Approx(plane(kX0 + 500, kY0 - 500)).epsilon(1e-6));

    std::string why;
    const auto toLonLat = importers::makeToLonLat("EPSG:32618", why);
    REQUIRE(toLonLat);
    double lon0 = 0, lat0 = 0, lon1 = 0, lat1 = 0;
    REQUIRE(toLonLat({kX0 + 1000, kY0 - 2000}, lon0, lat0));
    REQUIRE(toLonLat({kX0 + 2000, kY0 - 1000}, lon1, lat1));
    ElevationImportOptions b;
    b.bbox = ImportBbox{lon0, lat0, lon1, lat1, "EPSG:4326"};  // inside the raster, in degrees
    const auto inBox = run(path, "cwb", b);
    REQUIRE_FALSE(inBox.hasErrors());
    CHECK(inBox.map.grid().size() >= 16);  // about 1 km square of 200 yd hexes
    const auto bounds = inBox.map.layout().toPoint(inBox.map.grid().at(0));
    CHECK(bounds.x > kX0 + 1000);
    CHECK(bounds.y < kY0 - 1000);
    CHECK(inBox.map.georef().crs == "EPSG:32618");
}

TEST_CASE("progress is reported and can cancel", "[importers][elevation]") {
    rastertest::TempDir dir;
    const auto path =
        rastertest::write(dir.file("plane.tif"), rastertest::spec(kSize, kSize, kX0, kY0, kCell, "EPSG:32618"), plane);
    ElevationImportOptions o;
    int calls = 0;
    o.progress = [&calls](double, std::string_view) { return ++calls < 2; };
    const auto r = run(path, "sss", o);
    CHECK(r.cancelled);
    CHECK(calls >= 2);
}
