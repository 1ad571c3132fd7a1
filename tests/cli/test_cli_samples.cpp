// The bundled samples, one directory each under samples/: they load and are in canonical form;
// each scenario validates with exactly the diagnostics its expected-diagnostics.txt lists (the
// README explains them); each map is exactly what the CLI builds from the sample's CSV tables.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

using clitest::quote;
using clitest::run;
namespace fs = std::filesystem;

namespace {
std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
std::vector<fs::path> sampleFiles() {
    std::vector<fs::path> files;
    for (const auto& e : fs::recursive_directory_iterator(testpaths::source() / "samples"))
        if (e.path().extension() == ".rlmap" || e.path().extension() == ".rlscn") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}
std::vector<fs::path> sampleDirs() {
    std::vector<fs::path> dirs;
    for (const auto& e : fs::directory_iterator(testpaths::source() / "samples"))
        if (e.is_directory()) dirs.push_back(e.path());
    std::sort(dirs.begin(), dirs.end());
    return dirs;
}
// The `ridgeline new` arguments each sample's README gives for its map (before -o).
const std::map<std::string, std::string> kNewMapArgs{
    {"cwb-oak-ridge", "--ruleset cwb --grid 16x14 --title 'Oak Ridge'"},
    {"hs-devils-den", "--ruleset hs --grid 34x24 --title \"Devil's Den\""},
    {"lfm-cornfield", "--ruleset lfm --grid 14x12 --title 'The Cornfield'"},
    {"sss-mcpherson-ridge", "--ruleset sss --grid 20x16 --sections 2x2 --title 'McPherson Ridge'"},
};
std::vector<std::string> lines(const std::string& text, bool skipComments) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && !(skipComments && line[0] == '#')) out.push_back(line);
    return out;
}
}  // namespace

TEST_CASE("every sample is in canonical form: format changes nothing", "[cli][samples]") {
    const auto files = sampleFiles();
    REQUIRE_FALSE(files.empty());
    for (const auto& f : files) {
        const auto r = run("format " + quote(f.string()));
        INFO(f);
        CHECK(r.exitCode == 0);
        CHECK(r.out == readAll(f));
    }
}

TEST_CASE("there is a sample scenario for every ruleset, each with its README, tables and expected diagnostics",
          "[cli][samples]") {
    std::vector<std::string> rulesets;
    for (const auto& dir : sampleDirs()) {
        INFO(dir);
        for (const char* file : {"scenario.rlscn", "map.rlmap", "README.md", "make_tables.py", "terrain.csv",
                                 "hexsides.csv", "expected-diagnostics.txt"})
            CHECK(fs::exists(dir / file));
        CHECK(kNewMapArgs.count(dir.filename().string()) == 1);
        const auto r = run("validate " + quote((dir / "scenario.rlscn").string()));
        const auto at = r.out.find("(ruleset ");
        REQUIRE(at != std::string::npos);
        rulesets.push_back(r.out.substr(at + 9, r.out.find(',', at) - at - 9));
    }
    std::sort(rulesets.begin(), rulesets.end());
    CHECK(rulesets == std::vector<std::string>{"cwb", "hs", "lfm", "sss"});
}

TEST_CASE("every sample scenario validates with exactly the diagnostics its README lists", "[cli][samples]") {
    for (const auto& dir : sampleDirs()) {
        const fs::path scenario = dir / "scenario.rlscn";
        const auto r = run("validate " + quote(scenario.string()));
        INFO(scenario << "\n" << r.out);
        CHECK(r.exitCode == 0);
        CHECK(r.out.find(" 0 errors, 0 warnings,") != std::string::npos);
        // Each diagnostic line is "FILE:LOCATION: ..."; the summary lines "FILE: N errors, ..." and
        // "FILE: not checked: ..." are not.
        std::vector<std::string> got;
        const std::string prefix = scenario.string() + ":";
        for (const std::string& line : lines(r.out, false))
            if (line.rfind(prefix, 0) == 0 && line.compare(prefix.size(), 1, " ") != 0)
                got.push_back(line.substr(prefix.size()));
        CHECK(got == lines(readAll(dir / "expected-diagnostics.txt"), true));
    }
}

TEST_CASE("every sample map is what new + apply build from its tables", "[cli][samples]") {
    for (const auto& dir : sampleDirs()) {
        const auto args = kNewMapArgs.find(dir.filename().string());
        INFO(dir);
        REQUIRE(args != kNewMapArgs.end());
        clitest::TempDir tmp;
        const std::string map = tmp.file("map.rlmap");
        REQUIRE(run("new " + args->second + " -o " + quote(map)).exitCode == 0);
        for (const char* table : {"terrain.csv", "hexsides.csv"}) {
            const auto t = run("apply " + quote(map) + " " + quote((dir / table).string()));
            INFO(t.out);
            REQUIRE(t.exitCode == 0);
        }
        CHECK(readAll(map) == readAll(dir / "map.rlmap"));
    }
}

TEST_CASE("info on the sample scenario reports its order of battle and map", "[cli][samples]") {
    const auto r = run("info " + quote((testpaths::source() / "samples/sss-mcpherson-ridge/scenario.rlscn").string()));
    INFO(r.out);
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("side union (Army of the Potomac): 6 formations, 3 leaders, 8 units, 4 set up") !=
          std::string::npos);
    CHECK(r.out.find("reinforcements: 3 rows") != std::string::npos);
    CHECK(r.out.find("hexside features: major-slope 10, minor-creek 30, minor-slope 62, pike 19") != std::string::npos);
}

TEST_CASE("info on the CWB, HS and LFM samples reports their orders of battle, reinforcements and hexsides",
          "[cli][samples]") {
    const fs::path samples = testpaths::source() / "samples";
    const auto cwb = run("info " + quote((samples / "cwb-oak-ridge/scenario.rlscn").string()));
    INFO(cwb.out);
    CHECK(cwb.exitCode == 0);
    CHECK(cwb.out.find("side csa (Army of Northern Virginia): 8 formations, 2 leaders, 6 units, 7 set up") !=
          std::string::npos);
    CHECK(cwb.out.find("reinforcements: 3 rows") != std::string::npos);
    const auto hs = run("info " + quote((samples / "hs-devils-den/scenario.rlscn").string()));
    INFO(hs.out);
    CHECK(hs.exitCode == 0);
    CHECK(hs.out.find("side union (Union): 6 formations, 3 leaders, 9 units, 7 set up") != std::string::npos);
    CHECK(hs.out.find("hexside features: contour 100, lane 20, pike 42, slope 69, steep-slope 80") !=
          std::string::npos);
    const auto lfm = run("info " + quote((samples / "lfm-cornfield/scenario.rlscn").string()));
    INFO(lfm.out);
    CHECK(lfm.exitCode == 0);
    CHECK(lfm.out.find("side csa (Army of Northern Virginia): 6 formations, 5 leaders, 14 units, 13 set up") !=
          std::string::npos);
}
