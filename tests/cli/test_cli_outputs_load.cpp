// Every command that writes a file writes one that loads, with what was asked for in it; what a
// file could not hold is refused at input, with exit 2 and nothing written.
#include "cli_runner.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_library.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using clitest::quote;
using clitest::run;
namespace fs = std::filesystem;

namespace {

engine::Document load(const std::string& path) {
    engine::RulesetLibrary library;
    library.addSearchDir(testpaths::rulesets());
    return engine::loadDocument(path, library);
}

void writeFile(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace

TEST_CASE("new: text from every plane round-trips, what no file can hold is refused", "[cli][reliability]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    const std::string title = "Gettysburg \xF0\x9F\x97\xBA \xF4\x8F\xBF\xBD <&> \"quoted\"";  // U+1F5FA, U+10FFFD
    const auto made = run("new --ruleset sss --grid 20x16 --title " + quote(title) +
                          " --crs EPSG:32618 --origin 309000.5,4407000 -o " + quote(map));
    INFO(made.out);
    REQUIRE(made.exitCode == 0);
    CHECK(load(map).map.title() == title);

    const std::string refused = dir.file("refused.rlmap");
    for (const std::string& args :
         {std::string("--title ") + quote(std::string("Mill\x01", 5)), std::string("--title ") + quote("caf\xE9"),
          std::string("--crs EPSG:32618 --origin inf,0"), std::string("--crs EPSG:32618 --origin 1e999,0"),
          std::string("--hex-size 1e308km"), std::string("--hex-size 0m"), std::string("--grid 5000x5000"),
          std::string("--grid 30000x2")}) {
        const std::string grid = args.find("--grid") == std::string::npos ? " --grid 20x16" : "";
        const auto r = run("new --ruleset sss" + grid + " " + args + " -o " + quote(refused));
        INFO(args << "\n" << r.out);
        CHECK(r.exitCode == 2);
        CHECK_FALSE(fs::exists(refused));
    }
    const auto capped = run("new --ruleset hs --grid 5000x5000 -o " + quote(refused));
    CHECK(capped.out.find("more than the 16000000 a map may hold") != std::string::npos);
}

TEST_CASE("apply: spreadsheet tables load back, a value a map cannot hold leaves the map alone", "[cli][reliability]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset sss --grid 20x16 -o " + quote(map)).exitCode == 0);
    const std::string table = dir.file("t.csv");
    // What a spreadsheet writes: a byte-order mark, CRLF, quoted fields with commas, quotes and a
    // line break; the extremes a hex holds.
    writeFile(table,
              "\xEF\xBB\xBFlabel,terrain,level,elevation_m,name\r\n"
              "A0101,woods,32767,3.4028234663852886e38,\"Farm, \"\"Big\"\"\r\nHouse\"\r\n"
              "A0102,clear,-32767,-1e-38,\xE2\x80\x8B\xF0\x90\x80\x80\r\n");
    const auto applied = run("apply " + quote(map) + " " + quote(table));
    INFO(applied.out);
    REQUIRE(applied.exitCode == 0);
    const engine::HexMap loaded = load(map).map;
    const engine::HexCoord a = *loaded.grid().parseLabel("A0101");
    CHECK(loaded.level(a) == 32767);
    CHECK(loaded.placeName(a) == "Farm, \"Big\"\r\nHouse");
    CHECK(loaded.elevation(a) == Approx(3.4028234663852886e38));

    const std::string before = clitest::slurp(map);
    writeFile(table, "label,elevation_m\nA0101,1e39\n");
    const auto refused = run("apply " + quote(map) + " " + quote(table));
    INFO(refused.out);
    CHECK(refused.exitCode == 2);
    CHECK(refused.out.find("t.csv:2: column 2 (elevation_m): elevation 1e+39 m is beyond what a hex stores") !=
          std::string::npos);
    CHECK(clitest::slurp(map) == before);
}

TEST_CASE("dump then apply, and format, write files that load", "[cli][reliability]") {
    clitest::TempDir dir;
    for (const char* sample : {"sss-mcpherson-ridge", "cwb-oak-ridge", "hs-devils-den", "lfm-cornfield"}) {
        INFO(sample);
        const fs::path src = testpaths::source() / "samples" / sample;
        const std::string out = dir.file(std::string(sample) + ".rlmap");
        REQUIRE(run("format " + quote((src / "map.rlmap").string()) + " -o " + quote(out)).exitCode == 0);
        const std::string csv = dir.file(std::string(sample) + ".csv");
        REQUIRE(run("dump " + quote(out) + " -o " + quote(csv)).exitCode == 0);
        const auto applied = run("apply " + quote(out) + " " + quote(csv));
        INFO(applied.out);
        REQUIRE(applied.exitCode == 0);
        CHECK(engine::writeMap(load(out).map) == engine::writeMap(load((src / "map.rlmap").string()).map));
    }
}

TEST_CASE("files of another kind, truncated or pathological files all get FILE:LINE: what", "[cli][reliability]") {
    clitest::TempDir dir;
    const std::string sample = (testpaths::source() / "samples" / "sss-mcpherson-ridge" / "map.rlmap").string();
    const std::string text = clitest::slurp(sample);
    const std::string truncated = dir.file("cut.rlmap"), other = dir.file("other.rlmap"), deep = dir.file("deep.rlmap"),
                      binary = dir.file("image.rlmap");
    writeFile(truncated, text.substr(0, text.size() / 2));
    writeFile(other, "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n");
    std::string nested = "<ridgeline-map format=\"1\">";
    for (int i = 0; i < 5000; ++i) nested += "<a>";
    writeFile(deep, nested);
    writeFile(binary, std::string("\x89PNG\r\n\x1A\n\0\0\0\rIHDR", 16));
    for (const char* command : {"info", "format", "validate", "dump"}) {
        for (const std::string& file : {truncated, other, deep, binary}) {
            const auto r = run(std::string(command) + " " + quote(file));
            INFO(command << " " << file << "\n" << r.out);
            CHECK(r.exitCode == 2);
            CHECK(r.out.rfind(file + ":", 0) == 0);
            CHECK(r.out.find(file + ":0:") == std::string::npos);
        }
    }
}
