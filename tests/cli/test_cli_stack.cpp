// ridgeline stack: the sample scenario's hexes within and over the SSS limits, text and JSON, usage errors.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using clitest::quote;
using clitest::run;
namespace fs = std::filesystem;

namespace {

fs::path sampleScenario() { return testpaths::source() / "samples" / "sss-mcpherson-ridge" / "scenario.rlscn"; }

// A copy of the sample with Devin's cavalry moved into Gamble's hex A1006: cavalry + cavalry (SSS 25.21).
fs::path overStackedCopy(const clitest::TempDir& dir) {
    const fs::path sample = sampleScenario().parent_path();
    fs::copy_file(sample / "map.rlmap", dir.path() / "map.rlmap");
    std::ifstream in(sample / "scenario.rlscn");
    std::stringstream text;
    text << in.rdbuf();
    std::string scenario = text.str();
    const std::string devin = "<place piece=\"devin\" hex=\"C0203\"";
    const auto at = scenario.find(devin);
    REQUIRE(at != std::string::npos);
    scenario.replace(at, devin.size(), "<place piece=\"devin\" hex=\"A1006\"");
    std::ofstream(dir.path() / "scenario.rlscn") << scenario;
    return dir.path() / "scenario.rlscn";
}

}  // namespace

TEST_CASE("stack: a hex within the limits lists its units and exits 0", "[cli][stack]") {
    const auto r = run("stack " + quote(sampleScenario().string()) + " A1006");
    INFO(r.out);
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("hex A1006: ok") != std::string::npos);
    CHECK(r.out.find("gamble (cavalry): 1 unit") != std::string::npos);
    CHECK(r.out.find("1 units in Clear hex A1006, limit 3, of which artillery units 0, limit 2 [SSS 25.22]") !=
          std::string::npos);
}

TEST_CASE("stack: an over-stacked hex says why, with the rule, and exits 1", "[cli][stack]") {
    const clitest::TempDir dir;
    const fs::path scenario = overStackedCopy(dir);
    const auto text = run("stack " + quote(scenario.string()) + " A1006");
    INFO(text.out);
    CHECK(text.exitCode == 1);
    CHECK(text.out.find("hex A1006: over") != std::string::npos);
    CHECK(text.out.find("2 cavalry units in Clear hex A1006, at most 1 with cavalry [SSS 25.21]") != std::string::npos);

    const auto json = run("stack " + quote(scenario.string()) + " A1006 --format json");
    INFO(json.out);
    CHECK(json.exitCode == 1);
    CHECK(json.out.find("\"verdict\": \"over\"") != std::string::npos);
    CHECK(json.out.find("\"id\": \"devin\"") != std::string::npos);
    CHECK(json.out.find("\"cite\": \"SSS 25.21\"") != std::string::npos);
}

TEST_CASE("stack: --road judges a moving stack (SSS 25.24)", "[cli][stack]") {
    const clitest::TempDir dir;
    const auto r = run("stack " + quote(overStackedCopy(dir).string()) + " A1006 --road");
    CHECK(r.exitCode == 1);
    CHECK(r.out.find("[SSS 25.24]") != std::string::npos);
}

TEST_CASE("stack: usage errors exit 2 and say what is wrong", "[cli][stack]") {
    const auto noHex = run("stack " + quote(sampleScenario().string()));
    CHECK(noHex.exitCode == 2);
    const auto badHex = run("stack " + quote(sampleScenario().string()) + " Z9999");
    CHECK(badHex.exitCode == 2);
    CHECK(badHex.out.find("Z9999") != std::string::npos);
    const auto badFormat = run("stack " + quote(sampleScenario().string()) + " A1006 --format xml");
    CHECK(badFormat.exitCode == 2);
    const auto map = run("stack " + quote((sampleScenario().parent_path() / "map.rlmap").string()) + " A1006");
    CHECK(map.exitCode == 2);
    CHECK(map.out.find("not a scenario") != std::string::npos);
}

TEST_CASE("stack --road: CWB units in column may not end stacked (CWB 12.2)", "[cli][stack]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset cwb --grid 12x12 -o " + quote(map)).exitCode == 0);
    const std::string path = dir.file("s.rlscn");
    std::ofstream(path)
        << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<ridgeline-scenario format=\"1\" id=\"t\" name=\"t\">\n  <map href=\"m.rlmap\"/>\n"
        << "  <ruleset ref=\"cwb\"/>\n"
        << "  <turn-track date=\"1863-07-01\" start=\"13:00\" minutes=\"30\" first=\"1\" last=\"8\"/>\n"
        << "  <sides>\n    <side id=\"usa\" name=\"Union\"/>\n  </sides>\n"
        << "  <oob>\n"
        << "    <unit id=\"a\" name=\"A\" side=\"usa\" class=\"infantry\" fire-level=\"B\" morale=\"B\"/>\n"
        << "    <unit id=\"b\" name=\"B\" side=\"usa\" class=\"infantry\" fire-level=\"C\" morale=\"B\"/>\n"
        << "  </oob>\n  <setup>\n"
        << "    <place piece=\"a\" hex=\"A05.05\" mode=\"column\"/>\n"
        << "    <place piece=\"b\" hex=\"A05.05\" mode=\"column\"/>\n"
        << "  </setup>\n</ridgeline-scenario>\n";
    const auto still = run("stack " + quote(path) + " A05.05");
    CHECK(still.exitCode == 0);
    const auto road = run("stack " + quote(path) + " A05.05 --road");
    INFO(road.out);
    CHECK(road.exitCode == 1);
    CHECK(road.out.find("[CWB 12.2]") != std::string::npos);
}
