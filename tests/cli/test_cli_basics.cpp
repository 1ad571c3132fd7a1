// The `ridgeline` command end to end: exit codes, help, new / info / format / hex.
#include "cli_runner.hpp"
#include "tests/file_tree_snapshot.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <sstream>

using clitest::quote;
using clitest::run;

namespace {
const char* kSubcommands[] = {"new",           "info",     "format",       "hex",        "dump",         "apply",
                              "validate",      "los",      "reach",        "stack",      "make-terrain", "import-dem",
                              "import-vector", "underlay", "new-scenario", "import-oob", "export-oob",   "export"};
}  // namespace

TEST_CASE("every subcommand has --help and exits 0 with it", "[cli]") {
    for (const char* sub : kSubcommands) {
        const auto r = run(std::string(sub) + " --help");
        INFO(sub << ": " << r.out);
        CHECK(r.exitCode == 0);
        CHECK(r.out.find("usage: ridgeline " + std::string(sub)) != std::string::npos);
        CHECK(r.out.find("example") != std::string::npos);
    }
}

TEST_CASE("usage errors exit 2 and say what is wrong", "[cli]") {
    CHECK(run("").exitCode == 2);
    CHECK(run("frobnicate").exitCode == 2);
    const auto r = run("new --ruleset sss --grid 40 -o x.rlmap");
    CHECK(r.exitCode == 2);
    CHECK(r.out.find("--grid wants two positive numbers like 40x30") != std::string::npos);
    CHECK(run("info --bogus x").exitCode == 2);
    CHECK(run("info /nonexistent/file.rlmap").exitCode == 2);
}

TEST_CASE("new makes a map that info describes and format leaves unchanged", "[cli]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    const auto made = run("new --ruleset sss --grid 20x16 --sections 2x2 -o " + quote(map));
    INFO(made.out);
    REQUIRE(made.exitCode == 0);
    const auto info = run("info " + quote(map));
    INFO(info.out);
    CHECK(info.exitCode == 0);
    CHECK(info.out.find("20 x 16 hexes (320)") != std::string::npos);
    CHECK(info.out.find("sheets: 2 x 2 A C B D") != std::string::npos);
    CHECK(info.out.find("first hex A0101") != std::string::npos);
    const auto fmt = run("format " + quote(map));
    CHECK(fmt.exitCode == 0);
    CHECK(fmt.out == clitest::slurp(map));
}

TEST_CASE("new rejects a grid that the sheets do not divide", "[cli]") {
    clitest::TempDir dir;
    const auto r = run("new --ruleset sss --grid 21x16 --sections 2x2 -o " + quote(dir.file("m.rlmap")));
    CHECK(r.exitCode == 2);
    CHECK_FALSE(std::filesystem::exists(dir.file("m.rlmap")));
}

TEST_CASE("new --terrain gives every hex that terrain: validate finds no hex without terrain", "[cli]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    const auto made = run("new --ruleset hs --grid 10x8 --terrain clear -o " + quote(map));
    INFO(made.out);
    REQUIRE(made.exitCode == 0);
    const auto checked = run("validate " + quote(map));
    INFO(checked.out);
    CHECK(checked.out.find("map.no_terrain") == std::string::npos);
    const auto bare = run("new --ruleset hs --grid 10x8 -o " + quote(dir.file("bare.rlmap")));
    REQUIRE(bare.exitCode == 0);
    CHECK(run("validate " + quote(dir.file("bare.rlmap"))).out.find("map.no_terrain") != std::string::npos);

    const auto unknown = run("new --ruleset hs --grid 10x8 --terrain lava -o " + quote(dir.file("x.rlmap")));
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.out.find("`lava` is not a terrain type of ruleset hs") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dir.file("x.rlmap")));
}

TEST_CASE("hex explains SSS, CWB and CCRR labels with their neighbours", "[cli]") {
    const auto sss = run("hex --ruleset sss A1053 A/4814 B4911");
    INFO(sss.out);
    CHECK(sss.exitCode == 0);
    CHECK(sss.out.find("A1053: sheet A, column 10, row 53") != std::string::npos);
    CHECK(sss.out.find("B4911: sheet B, column 49, row 11") != std::string::npos);
    const auto cwb = run("hex --ruleset cwb A29.17 --format json");
    INFO(cwb.out);
    CHECK(cwb.exitCode == 0);
    CHECK(cwb.out.find("\"column\": 29") != std::string::npos);
    CHECK(cwb.out.find("\"row\": 17") != std::string::npos);
    const auto hs = run("hex --ruleset hs 2719");
    CHECK(hs.exitCode == 0);
    CHECK(hs.out.find("2719: sheet A, column 27, row 19") != std::string::npos);
    const auto bad = run("hex --ruleset lfm 27x9");
    CHECK(bad.exitCode == 2);
}

TEST_CASE("a truncated map file gives exit 2 and a message with its line number", "[cli]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset hs --grid 8x6 -o " + quote(map)).exitCode == 0);
    const std::string text = clitest::slurp(map);
    const std::string cut = dir.file("cut.rlmap");
    std::ofstream(cut, std::ios::binary) << text.substr(0, text.size() * 2 / 3);
    for (const char* sub : {"info", "format", "validate"}) {
        const auto r = run(std::string(sub) + " " + quote(cut));
        INFO(sub << ": " << r.out);
        CHECK(r.exitCode == 2);
        CHECK(std::regex_search(r.out, std::regex("cut\\.rlmap:[0-9]+: ")));
    }
}

TEST_CASE("dump gives hexes with CRS and lon/lat centres, apply reads it back", "[cli]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    // UTM 18N near Gettysburg: the top-left hex centre at 309000 E, 4407000 N.
    const auto made = run("new --ruleset hs --grid 6x5 --crs EPSG:32618 --origin 309000,4407000 -o " + quote(map));
    INFO(made.out);
    REQUIRE(made.exitCode == 0);
    const auto csv = run("dump " + quote(map) + " --what hexes --format csv");
    INFO(csv.out);
    REQUIRE(csv.exitCode == 0);
    std::istringstream lines(csv.out);
    std::string header, first;
    std::getline(lines, header);
    std::getline(lines, first);
    CHECK(header == "label,sheet,column,row,x,y,lon,lat,elevation_m,level,terrain,features,provenance,name");
    CHECK(first.rfind("0101,A,0,0,309000,4407000,-77.", 0) == 0);
    CHECK(first.find(",39.7") != std::string::npos);

    const std::string table = dir.file("edit.csv");
    std::ofstream(table) << "label,terrain,level\n0203,woods,2\n0301,rocky,-\n";
    const auto applied = run("apply " + quote(map) + " " + quote(table));
    INFO(applied.out);
    CHECK(applied.exitCode == 0);
    const auto json = run("dump " + quote(map) + " --format json");
    CHECK(json.out.find("\"terrain\": \"woods\"") != std::string::npos);
}

TEST_CASE("apply with a bad row writes nothing and names the CSV line", "[cli]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset lfm --grid 6x5 -o " + quote(map)).exitCode == 0);
    const std::string before = clitest::slurp(map);
    const std::string table = dir.file("bad.csv");
    std::ofstream(table) << "label,terrain\n0101,woods\n0102,lava\n";
    const auto r = run("apply " + quote(map) + " " + quote(table));
    CHECK(r.exitCode == 2);
    CHECK(r.out.find("bad.csv:3: column 2 (terrain): unknown terrain `lava` (not in ruleset lfm)") != std::string::npos);
    CHECK(clitest::slurp(map) == before);
}

TEST_CASE("validate reports findings as text and JSON with exit code 1", "[cli]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset cwb --grid 6x5 -o " + quote(map)).exitCode == 0);
    // A terrain id the CWB ruleset does not know, written straight into the file.
    std::string text = clitest::slurp(map);
    const auto at = text.find("<hexes>");
    REQUIRE(at != std::string::npos);
    text.insert(at + 7, "\n    <hex at=\"A01.01\" terrain=\"lava\"/>");
    std::ofstream(map, std::ios::binary) << text;
    const auto r = run("validate " + quote(map));
    INFO(r.out);
    CHECK(r.exitCode == 1);
    CHECK(r.out.find(":hex:A01.01: error map.unknown_terrain: hex A01.01 has terrain `lava`, which ruleset cwb does "
                     "not define") != std::string::npos);
    const auto j = run("validate --format json " + quote(map));
    CHECK(j.exitCode == 1);
    CHECK(j.out.find("\"rule\": \"map.unknown_terrain\"") != std::string::npos);
    CHECK(j.out.find("\"errors\": 30") != std::string::npos);  // lava, and 29 hexes `new` left without terrain
}

TEST_CASE("format into another folder keeps a scenario's map and ruleset paths leading to the same files", "[cli]") {
    clitest::TempDir dir;
    const std::string out = (dir / "elsewhere" / "small.rlscn").string();
    std::filesystem::create_directories(dir / "elsewhere");
    const auto fmt = run("format " + quote((testpaths::data() / "io" / "small.rlscn").string()) + " -o " + quote(out));
    INFO(fmt.out);
    REQUIRE(fmt.exitCode == 0);
    const std::string text = clitest::slurp(out);
    CHECK(text.find("href=\"small.rlmap\"") == std::string::npos);  // rewritten for the new place
    const auto info = run("info " + quote(out));                    // opens its map and ruleset through the new paths
    INFO(info.out);
    CHECK(info.exitCode == 0);
}

TEST_CASE("format -o writes only the file named: a scenario's map stays as it was", "[cli]") {
    clitest::TempDir dir;
    const std::filesystem::path sample = testpaths::source() / "samples" / "sss-mcpherson-ridge";
    for (const char* f : {"scenario.rlscn", "map.rlmap"}) std::filesystem::copy_file(sample / f, dir / f);
    std::filesystem::create_directories(dir / "elsewhere");
    const auto before = testpaths::snapshotTree(dir.path());
    const auto fmt = run("format " + quote(dir.file("scenario.rlscn")) + " -o " +
                         quote((dir / "elsewhere" / "copy.rlscn").string()));
    INFO(fmt.out);
    REQUIRE(fmt.exitCode == 0);
    CHECK(testpaths::changedFiles(before, testpaths::snapshotTree(dir.path())) ==
          std::set<std::string>{"elsewhere/copy.rlscn"});
    CHECK(clitest::slurp((dir / "elsewhere" / "copy.rlscn").string()).find("href=\"../map.rlmap\"") !=
          std::string::npos);
}
