// ridgeline import-vector and ridgeline underlay, run as a user would: fixtures are GeoJSON, an
// ESRI ASCII grid and a binary PGM written by the test.
#include "cli_runner.hpp"
#include "engine/io/map_file.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using clitest::quote;
using clitest::run;

namespace {

struct Fixture {
    clitest::TempDir dir;
    std::string map = dir.file("m.rlmap");
    engine::HexMap model;

    Fixture() {
        const auto made = run(
            "new --ruleset sss --grid 10x8 --hex-size 100m --crs EPSG:32618 --origin 300000,4400000 -o " + quote(map));
        REQUIRE(made.exitCode == 0);
        model = engine::loadMap(map);
    }
    [[nodiscard]] engine::Point centre(int col, int row) const {
        return model.layout().toPoint(model.grid().fromOffset({col, row}));
    }
    [[nodiscard]] std::string xy(engine::Point p) const {
        return "[" + std::to_string(p.x) + "," + std::to_string(p.y) + "]";
    }

    // roads.geojson: one road down column 2 from row 1 to row 5, one wood polygon round hex (6,3).
    std::string writeSource() const {
        const std::string path = dir.file("roads.geojson");
        std::string ring;
        const engine::Point c = centre(6, 3);
        for (const auto& p : model.layout().corners(model.grid().fromOffset({6, 3})))
            ring += xy({c.x + (p.x - c.x) * 1.02, c.y + (p.y - c.y) * 1.02}) + ",";
        const auto first = model.layout().corners(model.grid().fromOffset({6, 3}))[0];
        ring += xy({c.x + (first.x - c.x) * 1.02, c.y + (first.y - c.y) * 1.02});
        std::ofstream(path)
            << R"({"type":"FeatureCollection","crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::32618"}},"features":[)"
            << R"({"type":"Feature","properties":{"id":"r1","cls":"road"},"geometry":{"type":"LineString","coordinates":[)"
            << xy(centre(2, 1)) << "," << xy(centre(2, 5)) << "]}},"
            << R"({"type":"Feature","properties":{"id":"w1","cls":"wood"},"geometry":{"type":"Polygon","coordinates":[[)"
            << ring << "]]}}]}\n";
        return path;
    }
    std::string writeMapping(const std::string& layer, const std::string& roadTarget = "road") const {
        const std::string path = dir.file("mapping.xml");
        std::ofstream(path) << "<vector-mapping name=\"t\" id-field=\"id\">\n  <layer name=\"" << layer << "\">\n"
                            << "    <terrain where=\"cls = 'wood'\" to=\"woods\"/>\n"
                            << "    <hexside where=\"cls = 'road'\" trace=\"path\" to=\"" << roadTarget
                            << "\"/>\n  </layer>\n</vector-mapping>\n";
        return path;
    }
};

}  // namespace

TEST_CASE("import-vector sets terrain and road hexsides and says how many", "[cli][import]") {
    Fixture f;
    const std::string out = f.dir.file("out.rlmap");
    const auto r = run("import-vector " + quote(f.map) + " " + quote(f.writeSource()) + " --mapping " +
                       quote(f.writeMapping("roads")) + " -o " + quote(out));
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK_THAT(r.out, Catch::Contains("2 features read, 1 hexes and 4 hexsides set"));
    const engine::HexMap imported = engine::loadMap(out);
    CHECK(imported.terrain(imported.grid().fromOffset({6, 3})) == "woods");
    CHECK(imported.provenance(imported.grid().fromOffset({6, 3})) == engine::Provenance::Vector);
    CHECK(imported.featuredHexsides().size() == 4);
    engine::HexsideId first;
    REQUIRE(engine::hexsideBetween(imported.grid().fromOffset({2, 1}), imported.grid().fromOffset({2, 2}), first));
    CHECK(imported.hasHexsideFeature(first, "road"));
}

TEST_CASE("import-vector errors name the file and problem, exit 2 and write nothing", "[cli][import]") {
    Fixture f;
    const std::string source = f.writeSource();
    const std::string out = f.dir.file("out.rlmap");
    SECTION("a layer the source does not have") {
        const auto r = run("import-vector " + quote(f.map) + " " + quote(source) + " --mapping " +
                           quote(f.writeMapping("rivers")) + " -o " + quote(out));
        CHECK(r.exitCode == 2);
        CHECK_THAT(r.out, Catch::Contains("roads.geojson has no layer `rivers`") && Catch::Contains("mapping.xml:"));
    }
    SECTION("an unreadable source") {
        const auto r = run("import-vector " + quote(f.map) + " " + quote(f.dir.file("none.gpkg")) + " --mapping " +
                           quote(f.writeMapping("roads")) + " -o " + quote(out));
        CHECK(r.exitCode == 2);
        CHECK_THAT(r.out, Catch::Contains("none.gpkg") && Catch::Contains("not a vector source"));
    }
    SECTION("a target the ruleset does not define") {
        const auto r = run("import-vector " + quote(f.map) + " " + quote(source) + " --mapping " +
                           quote(f.writeMapping("roads", "autobahn")) + " -o " + quote(out));
        CHECK(r.exitCode == 2);
        CHECK_THAT(r.out, Catch::Contains("`autobahn` is not a hexside type of ruleset sss"));
    }
    SECTION("a map without georeference") {
        const std::string plain = f.dir.file("plain.rlmap");
        REQUIRE(run("new --ruleset sss --grid 10x8 -o " + quote(plain)).exitCode == 0);
        const auto r = run("import-vector " + quote(plain) + " " + quote(source) + " --mapping " +
                           quote(f.writeMapping("roads")) + " -o " + quote(out));
        CHECK(r.exitCode == 2);
        CHECK_THAT(r.out, Catch::Contains("no georeference"));
    }
    SECTION("a missing mapping file") {
        const auto r = run("import-vector " + quote(f.map) + " " + quote(source) + " --mapping " +
                           quote(f.dir.file("no.xml")) + " -o " + quote(out));
        CHECK(r.exitCode == 2);
        CHECK_THAT(r.out, Catch::Contains("no.xml: cannot read the mapping file"));
    }
    CHECK_FALSE(std::filesystem::exists(out));
}

TEST_CASE("underlay records a georeferenced image and checks it lands on the map", "[cli][underlay]") {
    Fixture f;
    // An ESRI ASCII grid over the map: georeferenced, no CRS (the map's is assumed).
    const std::string grid = f.dir.file("scan.asc");
    {
        std::ofstream asc(grid);
        asc << "ncols 40\nnrows 30\nxllcorner 299800\nyllcorner 4399200\ncellsize 30\n";
        for (int r = 0; r < 30; ++r, asc << "\n")
            for (int c = 0; c < 40; ++c) asc << (c < 20 ? 50 : 200) << " ";
    }
    const std::string out = f.dir.file("out.rlmap");
    const std::string preview = f.dir.file("preview.png");
    const auto r = run("underlay " + quote(f.map) + " " + quote(grid) + " --opacity 0.4 --preview " + quote(preview) +
                       " -o " + quote(out));
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK_THAT(r.out, Catch::Contains("underlay scan.asc added") && Catch::Contains("covering 100% of it") &&
                          Catch::Contains("is assumed"));
    CHECK(std::filesystem::exists(preview));
    const engine::HexMap map = engine::loadMap(out);
    REQUIRE(map.underlays().size() == 1);
    CHECK(map.underlays()[0].source ==
          std::filesystem::path(grid).lexically_normal().generic_string());       // absolute in memory
    CHECK(clitest::slurp(out).find("source=\"scan.asc\"") != std::string::npos);  // relative in the file
    CHECK(map.underlays()[0].opacity == Approx(0.4));
}

TEST_CASE("underlay places a bare image by ground control points", "[cli][underlay]") {
    Fixture f;
    const std::string image = f.dir.file("bare.pgm");
    {
        std::ofstream pgm(image, std::ios::binary);
        pgm << "P5\n40 30\n255\n" << std::string(40 * 30, static_cast<char>(128));
    }
    const std::string out = f.dir.file("out.rlmap");
    const std::string gcps = " --gcp 0,0,299800,4400100 --gcp 40,0,300900,4400100 --gcp 0,30,299800,4399200";
    const auto r = run("underlay " + quote(f.map) + " " + quote(image) + gcps + " -o " + quote(out));
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK_THAT(r.out, Catch::Contains("placed by 3 ground control points"));
    const engine::HexMap map = engine::loadMap(out);
    REQUIRE(map.underlays().size() == 1);
    CHECK(map.underlays()[0].gcps.size() == 3);
    CHECK(map.underlays()[0].gcps[1].x == Approx(300900));

    const auto noGcps = run("underlay " + quote(f.map) + " " + quote(image) + " -o " + quote(f.dir.file("x.rlmap")));
    CHECK(noGcps.exitCode == 2);
    CHECK_THAT(noGcps.out, Catch::Contains("has no georeference"));
    const auto badGcp =
        run("underlay " + quote(f.map) + " " + quote(image) + " --gcp 1,2,3 -o " + quote(f.dir.file("x.rlmap")));
    CHECK(badGcp.exitCode == 2);
    CHECK_THAT(badGcp.out, Catch::Contains("--gcp wants PIXEL,LINE,X,Y (got `1,2,3`)"));
    CHECK_FALSE(std::filesystem::exists(f.dir.file("x.rlmap")));
}
