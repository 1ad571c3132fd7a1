// ridgeline los end to end: verdicts with reasons on a map and on the sample scenario, JSON output,
// and usage errors.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using clitest::quote;
using clitest::run;

namespace {
const std::string kSample = (testpaths::source() / "samples" / "sss-mcpherson-ridge" / "scenario.rlscn").string();
}

TEST_CASE("los --help shows the usage and an example", "[cli][los]") {
    const auto r = run("los --help");
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("usage: ridgeline los FILE FROM TO") != std::string::npos);
    CHECK(r.out.find("example") != std::string::npos);
}

TEST_CASE("los on a map: woods in between turn clear into blocked, with the hex and rule", "[cli][los]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset sss --grid 20x16 -o " + quote(map)).exitCode == 0);
    auto r = run("los " + quote(map) + " A0301 A0305");
    INFO(r.out);
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("LOS A0301 -> A0305 (sss): clear") != std::string::npos);
    CHECK(r.out.find("hexes: A0301 A0302 A0303 A0304 A0305") != std::string::npos);
    {
        std::ofstream csv(dir.file("woods.csv"));
        csv << "label,terrain\nA0303,woods\n";
    }
    REQUIRE(run("apply " + quote(map) + " " + quote(dir.file("woods.csv"))).exitCode == 0);
    r = run("los " + quote(map) + " A0301 A0305");
    INFO(r.out);
    CHECK(r.exitCode == 0);  // a verdict is not an error
    CHECK(r.out.find("(sss): blocked") != std::string::npos);
    CHECK(r.out.find("A0303") != std::string::npos);
    CHECK(r.out.find("[SSS 30.24]") != std::string::npos);
}

TEST_CASE("los on the sample scenario prints a verdict, the hexes and cited reasons, JSON too", "[cli][los]") {
    auto r = run("los " + quote(kSample) + " A0107 C0107 --side csa --class artillery");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("LOS A0107 -> C0107 (sss): ") != std::string::npos);
    CHECK(r.out.find("hexes: A0107 ") != std::string::npos);
    CHECK(r.out.find("[SSS 30") != std::string::npos);
    r = run("los " + quote(kSample) + " A0107 C0107 --side csa --format json");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    for (const char* key :
         {"\"verdict\"", "\"hexes\"", "\"reasons\"", "\"cite\"", "\"fire_allowed\"", "\"ruleset\": \"sss\""})
        CHECK(r.out.find(key) != std::string::npos);
}

TEST_CASE("los usage errors exit 2 and say what is wrong", "[cli][los]") {
    auto r = run("los " + quote(kSample) + " A0107 Z9999");
    CHECK(r.exitCode == 2);
    CHECK(r.out.find("Z9999") != std::string::npos);
    r = run("los " + quote(kSample) + " A0107 A9999");
    CHECK(r.exitCode == 2);
    CHECK(r.out.find("A9999") != std::string::npos);
    CHECK(run("los " + quote(kSample) + " A0107").exitCode == 2);
    CHECK(run("los " + quote(kSample) + " A0107 C0107 --format xml").exitCode == 2);
    CHECK(run("los " + quote(kSample) + " A0107 C0107 --visibility lots").exitCode == 2);
    CHECK(run("los /nonexistent/file.rlmap A0101 A0102").exitCode == 2);
}

TEST_CASE("los from a hex to itself is a usage error", "[cli][los]") {
    const auto r = run("los " + quote(kSample) + " A0606 A0606");
    CHECK(r.exitCode == 2);
    CHECK(r.out.find("same hex") != std::string::npos);
}
