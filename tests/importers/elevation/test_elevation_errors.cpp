// Bad input: each a clear diagnostic naming the file and the problem, never a crash.
#include "importers/elevation/elevation_import.hpp"
#include "tests/importers/raster_fixture.hpp"

#include <fstream>

using namespace importers;

namespace {

double flat(double, double) { return 100; }

const engine::Diagnostic* find(const ElevationImportResult& r, const std::string& rule) {
    for (const auto& d : r.diagnostics)
        if (d.rule == rule) return &d;
    return nullptr;
}

void requireError(const ElevationImportResult& r, const std::string& rule, const std::string& mentions) {
    REQUIRE(r.hasErrors());
    const auto* d = find(r, rule);
    REQUIRE(d);
    INFO(d->message);
    CHECK(d->severity == engine::Severity::Error);
    CHECK(d->message.find(mentions) != std::string::npos);
}

}  // namespace

TEST_CASE("a truncated or corrupt raster is an error naming the file", "[importers][elevation][errors]") {
    rastertest::TempDir dir;
    auto s = rastertest::spec(512, 512, 300000, 4400000, 10, "EPSG:32618");
    s.tiled = false;
    const auto path = rastertest::write(dir.file("cut.tif"), s, [](double x, double y) { return x * 1e-3 + y * 1e-4; });
    std::filesystem::resize_file(path, std::filesystem::file_size(path) / 2);
    const auto r = importElevation(path, rastertest::ruleset("sss"), {});
    REQUIRE(r.hasErrors());
    CHECK(r.diagnostics.back().message.find("cut.tif") != std::string::npos);

    // Tiled, and read block by block (the mean's fast path): the same error.
    const auto tiled =
        rastertest::write(dir.file("cut-tiled.tif"), rastertest::spec(512, 512, 300000, 4400000, 10, "EPSG:32618"),
                          [](double x, double y) { return x * 1e-3 + y * 1e-4; });
    std::filesystem::resize_file(tiled, std::filesystem::file_size(tiled) * 2 / 3);
    ElevationImportOptions mean;
    mean.sampling = ElevationSampling::Mean;
    requireError(importElevation(tiled, rastertest::ruleset("sss"), mean), "import.raster", "cut-tiled.tif");

    std::ofstream(dir.file("junk.tif")) << "this is not a raster\n";
    requireError(importElevation(dir.file("junk.tif"), rastertest::ruleset("sss"), {}), "import.raster", "junk.tif");
    requireError(importElevation(dir.file("missing.tif"), rastertest::ruleset("sss"), {}), "import.raster",
                 "missing.tif");
}

TEST_CASE("no georeference: an error unless pixel size and origin are given", "[importers][elevation][errors]") {
    rastertest::TempDir dir;
    auto s = rastertest::spec(200, 200, 0, 0, 1, "");
    s.georeferenced = false;
    const auto path = rastertest::write(dir.file("bare.tif"), s, flat);
    requireError(importElevation(path, rastertest::ruleset("sss"), {}), "import.no_georef", "pixel size");

    ElevationImportOptions o;
    o.pixelSize = 10;
    o.rasterOrigin = engine::Point{0, 2000};
    const auto r = importElevation(path, rastertest::ruleset("sss"), o);
    REQUIRE_FALSE(r.hasErrors());
    CHECK(r.map.georef().crs.empty());  // a local plane
    CHECK(find(r, "import.no_crs"));
    CHECK(r.map.elevation(r.map.grid().at(0)) == Approx(100));
}

TEST_CASE("all no-data, a bbox off the data, a hex smaller than a cell, bad CRSs", "[importers][elevation][errors]") {
    rastertest::TempDir dir;
    const auto empty =
        rastertest::write(dir.file("void.tif"), rastertest::spec(200, 200, 300000, 4400000, 10, "EPSG:32618"),
                          [](double, double) { return std::nan(""); });
    requireError(importElevation(empty, rastertest::ruleset("sss"), {}), "import.no_data", "void.tif");

    const auto path =
        rastertest::write(dir.file("flat.tif"), rastertest::spec(200, 200, 300000, 4400000, 10, "EPSG:32618"), flat);
    ElevationImportOptions far;
    far.bbox = ImportBbox{400000, 4300000, 405000, 4305000, ""};
    requireError(importElevation(path, rastertest::ruleset("sss"), far), "import.bbox", "outside");

    const auto coarse =
        rastertest::write(dir.file("coarse.tif"), rastertest::spec(40, 40, 300000, 4400000, 200, "EPSG:32618"), flat);
    const auto r = importElevation(coarse, rastertest::ruleset("hs"), {});
    REQUIRE_FALSE(r.hasErrors());
    const auto* w = find(r, "import.hex_smaller_than_cell");
    REQUIRE(w);
    CHECK(w->severity == engine::Severity::Warning);

    ElevationImportOptions geographic;
    geographic.gridCrs = "EPSG:4326";
    requireError(importElevation(path, rastertest::ruleset("sss"), geographic), "import.crs", "EPSG:4326");
    ElevationImportOptions nonsense;
    nonsense.gridCrs = "EPSG:999999";
    requireError(importElevation(path, rastertest::ruleset("sss"), nonsense), "import.crs", "EPSG:999999");

    // A raster in an engineering (local) CRS cannot be transformed to a UTM grid.
    auto local = rastertest::spec(
        200, 200, 0, 2000, 10,
        R"(LOCAL_CS["site grid",LOCAL_DATUM["site",0],UNIT["metre",1],AXIS["X",EAST],AXIS["Y",NORTH]])");
    const auto site = rastertest::write(dir.file("site.tif"), local, flat);
    ElevationImportOptions utm;
    utm.gridCrs = "EPSG:32618";
    requireError(importElevation(site, rastertest::ruleset("sss"), utm), "import.crs", "site.tif");
}

TEST_CASE("a base terrain: every hex gets it, and an unknown one is an error", "[importers][elevation]") {
    rastertest::TempDir dir;
    const auto path =
        rastertest::write(dir.file("flat.tif"), rastertest::spec(200, 200, 300000, 4400000, 10, "EPSG:32618"), flat);
    ElevationImportOptions o;
    o.baseTerrain = "clear";
    const auto r = importElevation(path, rastertest::ruleset("sss"), o);
    REQUIRE_FALSE(r.hasErrors());
    for (std::size_t i = 0; i < r.map.grid().size(); ++i) CHECK(r.map.terrain(r.map.grid().at(i)) == "clear");
    o.baseTerrain = "jungle";
    requireError(importElevation(path, rastertest::ruleset("sss"), o), "import.terrain",
                 "`jungle` is not a terrain type of ruleset sss");
}

TEST_CASE("HS and LFM need a level height: the template's suggestion is used and marked assumed",
          "[importers][elevation]") {
    rastertest::TempDir dir;
    const auto path =
        rastertest::write(dir.file("flat.tif"), rastertest::spec(200, 200, 300000, 4400000, 10, "EPSG:32618"), flat);
    const auto r = importElevation(path, rastertest::ruleset("lfm"), {});
    REQUIRE_FALSE(r.hasErrors());
    CHECK(r.report.levelHeightMetres == Approx(20 * 0.3048));
    CHECK(r.report.levelReason.assumed);
}

TEST_CASE("an interval so fine that levels leave the map's range is an error naming a hex",
          "[importers][elevation][errors]") {
    rastertest::TempDir dir;
    const auto slope = [](double x, double) { return 100 + 0.05 * (x - 300000); };  // 100 m of relief
    const auto path =
        rastertest::write(dir.file("slope.tif"), rastertest::spec(200, 200, 300000, 4400000, 10, "EPSG:32618"), slope);
    ElevationImportOptions o;
    o.intervalMetres = 0.001;  // 100,000 levels
    requireError(importElevation(path, rastertest::ruleset("sss"), o), "import.levels", "levels of 0.001m from the base");
}
