// ridgeline export to Tiled (tmx, tmj) and GIS (gpkg, geojson): what the command writes is read
// back by the programs that read those formats (tmxrasterizer, ogrinfo); bad options exit 2 with
// nothing written.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>

using clitest::quote;
using clitest::run;
namespace fs = std::filesystem;

namespace {

std::string sample(const std::string& name, const std::string& file = "scenario.rlscn") {
    return quote((testpaths::source() / "samples" / name / file).string());
}

// A program that reads our files, run headless (tmxrasterizer is a Qt program).
clitest::RunResult reader(const std::string& commandLine) {
    return clitest::shell("QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} " + commandLine);
}

long long featureCount(const std::string& ogrinfo, const std::string& layer) {
    std::smatch m;
    const std::regex re("Layer name: " + layer + "\\n(?:[^\\n]*\\n)*?Feature Count: (\\d+)");
    return std::regex_search(ogrinfo, m, re) ? std::stoll(m[1]) : -1;
}

}  // namespace

TEST_CASE("export --help lists the Tiled and GIS formats with their options", "[cli][export]") {
    const auto all = run("export --help");
    CHECK(all.exitCode == 0);
    for (const char* f : {"tmx", "tmj", "gpkg", "geojson"})
        CHECK(all.out.find(std::string("  ") + f + " ") != std::string::npos);
    CHECK(run("export --format tmx --help").out.find("--hex-side N") != std::string::npos);
    CHECK(run("export --format tmj --help").out.find("--tileset-image TEXT") != std::string::npos);
    CHECK(run("export --format gpkg --help").out.find("--styles | --no-styles") != std::string::npos);
    CHECK(run("export --format geojson --help")
              .out.find("--layer hexes|hexsides|victory_hexes|entry_hexes|setup|reinforcements") != std::string::npos);
}

TEST_CASE("export writes a TMX tmxrasterizer renders and a TMJ with its tileset picture", "[cli][export]") {
    clitest::TempDir dir;
    const auto tmx = run("export " + sample("sss-mcpherson-ridge") + " --hex-side 12 -o " + quote(dir.file("r.tmx")));
    INFO(tmx.out);
    REQUIRE(tmx.exitCode == 0);
    CHECK(tmx.out.find("(tmx): Tiled hexagonal map, ") != std::string::npos);
    const auto png = reader("tmxrasterizer " + quote(dir.file("r.tmx")) + " " + quote(dir.file("r.png")));
    INFO(png.out);
    CHECK(png.exitCode == 0);
    CHECK(fs::file_size(dir.file("r.png")) > 0);

    const auto tmj =
        run("export " + sample("hs-devils-den", "map.rlmap") + " --format tmj -o " + quote(dir.file("d.tmj")));
    INFO(tmj.out);
    REQUIRE(tmj.exitCode == 0);
    CHECK(tmj.out.find("tileset picture d.png") != std::string::npos);
    CHECK(fs::exists(dir.file("d.png")));
    CHECK(clitest::slurp(dir.file("d.tmj")).find("\"hexagonal\"") != std::string::npos);
}

TEST_CASE("export writes a GeoPackage of every layer and a GeoJSON of one", "[cli][export]") {
    clitest::TempDir dir;
    const auto gpkg = run("export " + sample("lfm-cornfield") + " -o " + quote(dir.file("c.gpkg")));
    INFO(gpkg.out);
    REQUIRE(gpkg.exitCode == 0);
    const auto info = reader("ogrinfo -ro -so -al " + quote(dir.file("c.gpkg")));
    INFO(info.out);
    REQUIRE(info.exitCode == 0);
    for (const char* layer : {"hexes", "hexsides", "victory_hexes", "entry_hexes", "setup", "reinforcements"})
        CHECK(featureCount(info.out, layer) >= 0);
    CHECK(featureCount(info.out, "hexes") > 0);

    const auto geojson = run("export " + sample("lfm-cornfield") + " --format geojson --layer setup -o " +
                             quote(dir.file("setup.geojson")));
    INFO(geojson.out);
    REQUIRE(geojson.exitCode == 0);
    const auto one = reader("ogrinfo -ro -so -al " + quote(dir.file("setup.geojson")));
    INFO(one.out);
    CHECK(featureCount(one.out, "setup") == featureCount(info.out, "setup"));
}

TEST_CASE("bad Tiled and GIS options exit 2 and write nothing", "[cli][export]") {
    clitest::TempDir dir;
    struct Case {
        std::string args;
        std::string says;
    };
    const Case cases[] = {
        {"export " + sample("lfm-cornfield") + " --hex-side 15 -o " + quote(dir.file("x.tmx")), "even number"},
        {"export " + sample("lfm-cornfield") + " --hex-side 12.5 -o " + quote(dir.file("x.tmx")), "--hex-side"},
        {"export " + sample("lfm-cornfield") + " --format geojson --layer roads -o " + quote(dir.file("x.geojson")),
         "--layer: must be one of"},
        {"export " + sample("lfm-cornfield", "map.rlmap") + " --format geojson --layer setup -o " +
             quote(dir.file("x.geojson")),
         "needs a scenario"},
        {"export " + sample("lfm-cornfield") + " --format gpkg -o " + quote(dir.file("no/such/x.gpkg")), "no/such"},
    };
    for (const Case& c : cases) {
        const auto r = run(c.args);
        INFO(c.args << "\n" << r.out);
        CHECK(r.exitCode == 2);
        CHECK(r.out.find(c.says) != std::string::npos);
    }
    CHECK(fs::is_empty(dir.path()));
}
