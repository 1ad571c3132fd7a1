// ridgeline los --turn (night visibility from the turn track) and reach --side / --units / --close-combat
// (the enemy's zones, the moving stack, close combat) end to end on small maps made with `new` and a
// hand-written scenario beside them.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using clitest::quote;
using clitest::run;

namespace {

// A map of `ruleset` and a scenario over it with a turn track (turn 3 at night) and the given
// <unit>/<place> elements; returns the scenario's path.
std::string scenario(clitest::TempDir& dir, const std::string& ruleset, const std::string& units,
                     const std::string& places) {
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset " + ruleset + " --grid 12x12 -o " + quote(map)).exitCode == 0);
    const std::string path = dir.file("s.rlscn");
    std::ofstream out(path);
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ridgeline-scenario format=\"1\" id=\"t\" name=\"t\">\n"
        << "  <map href=\"m.rlmap\"/>\n  <ruleset ref=\"" << ruleset << "\"/>\n"
        << "  <turn-track date=\"1863-07-02\" start=\"18:00\" minutes=\"60\" first=\"1\" last=\"4\" night=\"3\"/>\n"
        << "  <sides>\n    <side id=\"usa\" name=\"Union\"/>\n    <side id=\"csa\" name=\"Confederate\"/>\n  </sides>\n"
        << "  <oob>\n"
        << units << "  </oob>\n  <setup>\n"
        << places << "  </setup>\n</ridgeline-scenario>\n";
    return path;
}

}  // namespace

TEST_CASE("los --turn: a CWB night turn limits LOS to 1 hex, a day turn does not", "[cli][los]") {
    clitest::TempDir dir;
    const std::string s = scenario(dir, "cwb", "", "");
    auto night = run("los " + quote(s) + " A05.05 A05.07 --turn 3");
    INFO(night.out);
    CHECK(night.exitCode == 0);
    CHECK(night.out.find("(cwb): blocked") != std::string::npos);
    CHECK(night.out.find("turn 3 is a night turn") != std::string::npos);
    CHECK(night.out.find("[CWB 29.0a]") != std::string::npos);
    auto day = run("los " + quote(s) + " A05.05 A05.07 --turn 2");
    INFO(day.out);
    CHECK(day.out.find("(cwb): clear") != std::string::npos);
    CHECK(run("los " + quote(s) + " A05.05 A05.06 --turn 3").out.find("(cwb): clear") !=
          std::string::npos);  // adjacent
}

TEST_CASE("los --turn: SSS states no night limit and says so, bad turns are usage errors", "[cli][los]") {
    clitest::TempDir dir;
    const std::string s = scenario(dir, "sss", "", "");
    const auto r = run("los " + quote(s) + " A0301 A0305 --turn 3");
    INFO(r.out);
    CHECK(r.out.find("(sss): clear") != std::string::npos);
    CHECK(r.out.find("states no LOS limit at night") != std::string::npos);
    const auto off = run("los " + quote(s) + " A0301 A0305 --turn 9");
    CHECK(off.exitCode == 2);
    CHECK(off.out.find("turn 9 is not on the scenario's turn track (turns 1-4)") != std::string::npos);
    CHECK(run("los " + quote(s) + " A0301 A0305 --turn dusk").exitCode == 2);
    CHECK(run("los " + quote(dir.file("m.rlmap")) + " A0301 A0305 --turn 3").exitCode ==
          2);  // a bare map has no turn track
}

TEST_CASE("reach --side: the enemy's ZOC costs 2 MP more and ends the move (SSS 24.22)", "[cli][reach]") {
    clitest::TempDir dir;
    const std::string s = scenario(
        dir, "sss", "    <unit id=\"reb\" name=\"Reb\" side=\"csa\" class=\"infantry\" strength=\"3\" morale=\"6\"/>\n",
        "    <place piece=\"reb\" hex=\"A0606\"/>\n");
    const auto plain = run("reach " + quote(s) + " A0603 --mp 10 --class infantry --mode tactical --path A0605");
    INFO(plain.out);
    CHECK(plain.out.find("total 2)") != std::string::npos);
    const auto r = run("reach " + quote(s) + " A0603 --mp 10 --class infantry --mode tactical --side usa --path A0605");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("A0604 -> A0605: 3 MP (total 5)") != std::string::npos);  // ZOI +1, then ZOC +2
    CHECK(r.out.find("[SSS 24.22]") != std::string::npos);
    CHECK(r.out.find("[SSS 24.33]") != std::string::npos);
    const auto list = run("reach " + quote(s) + " A0603 --mp 10 --class infantry --side usa");
    CHECK(list.out.find("A0605 5 final") != std::string::npos);
    CHECK(list.out.find("A0606 ") == std::string::npos);  // the enemy's hex
    CHECK(run("reach " + quote(s) + " A0603 --mp 10 --class infantry --side prussia").exitCode == 2);
    const auto mixed = run("reach " + quote(s) + " A0603 --mp 10 --class infantry --units reb --side usa");
    CHECK(mixed.exitCode == 2);
    CHECK(mixed.out.find("--units are on side csa") != std::string::npos);
}

TEST_CASE("reach --units: unknown ids are usage errors naming them", "[cli][reach]") {
    clitest::TempDir dir;
    const std::string s = scenario(dir, "sss", "", "");
    const auto r = run("reach " + quote(s) + " A0603 --mp 4 --class infantry --units ghost");
    CHECK(r.exitCode == 2);
    CHECK(r.out.find("ghost") != std::string::npos);
}

TEST_CASE("reach --close-combat: CWB hex cost + 1 MP (CWB 23.0)", "[cli][reach]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset cwb --grid 12x12 -o " + quote(map)).exitCode == 0);
    const auto r = run("reach " + quote(map) + " A05.05 --mp 6 --class infantry --mode line --close-combat A05.06");
    INFO(r.out);
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("close combat A05.05 -> A05.06: ") != std::string::npos);
    CHECK(r.out.find("[CWB 23.0]") != std::string::npos);
    CHECK(run("reach " + quote(map) + " A05.05 --mp 6 --class infantry --close-combat A05.08").exitCode ==
          2);  // not adjacent
}

TEST_CASE("reach --turn --explain: at night an LFM unit moves along roads only and says why (LFM R23.5)",
          "[cli][reach]") {
    clitest::TempDir dir;
    const std::string s = scenario(dir, "lfm", "", "");
    // No road on the new map: at night the unit goes nowhere, by day it moves.
    const auto night = run("reach " + quote(s) + " 0505 --mp 5 --class infantry --side usa --turn 3 --explain 0506");
    INFO(night.out);
    CHECK(night.exitCode == 1);
    CHECK(night.out.find("0506 is not reachable") != std::string::npos);
    const auto day = run("reach " + quote(s) + " 0505 --mp 5 --class infantry --side usa --turn 2 --explain 0507");
    INFO(day.out);
    CHECK(day.exitCode == 0);
    CHECK(day.out.find("(total 2)") != std::string::npos);
    const auto list = run("reach " + quote(s) + " 0505 --mp 5 --class infantry --side usa --turn 3");
    CHECK(list.out.find(", 1 hexes") != std::string::npos);
}

TEST_CASE("reach --orders: March orders keep an SSS unit out of enemy zones, and the step says why (SSS 9.171)",
          "[cli][reach]") {
    clitest::TempDir dir;
    const std::string s = scenario(
        dir, "sss", "    <unit id=\"reb\" name=\"Reb\" side=\"csa\" class=\"infantry\" strength=\"3\" morale=\"6\"/>\n",
        "    <place piece=\"reb\" hex=\"A0606\"/>\n");
    const auto march = run("reach " + quote(s) +
                           " A0602 --mp 10 --class infantry --mode march --side usa --orders march --explain A0604");
    INFO(march.out);
    CHECK(march.exitCode == 1);  // A0604 is in the ZOI
    CHECK(march.out.find("A0604 is not reachable") != std::string::npos);
    const auto attack =
        run("reach " + quote(s) + " A0602 --mp 10 --class infantry --side usa --orders attack --explain A0604");
    INFO(attack.out);
    CHECK(attack.exitCode == 0);
    // Attack orders restrict no move in SSS: the move is as without orders, and the CLI says so.
    CHECK(attack.out.find("note: no movement rule of ruleset sss reads orders `attack` (it reads march defend") !=
          std::string::npos);
    CHECK(march.out.find("note:") == std::string::npos);
    CHECK(run("reach " + quote(s) + " A0602 --mp 10 --class infantry --orders march").exitCode == 2);  // no side
}

TEST_CASE("reach --explain from a unit in an enemy ZOC says it may only withdraw (SSS 24.24)", "[cli][reach]") {
    clitest::TempDir dir;
    const std::string s = scenario(
        dir, "sss", "    <unit id=\"reb\" name=\"Reb\" side=\"csa\" class=\"infantry\" strength=\"3\" morale=\"6\"/>\n",
        "    <place piece=\"reb\" hex=\"A0606\"/>\n");
    const auto r = run("reach " + quote(s) + " A0605 --mp 10 --class infantry --side usa --explain A0603");
    INFO(r.out);
    CHECK(r.exitCode == 1);
    CHECK(r.out.find("start A0605:") != std::string::npos);
    CHECK(r.out.find("[SSS 24.24]") != std::string::npos);
}

TEST_CASE("reach --command: a leader's command trace stops at an enemy ZOC with no friend in it (SSS 21.22)",
          "[cli][reach]") {
    clitest::TempDir dir;
    const std::string s = scenario(
        dir, "sss", "    <unit id=\"reb\" name=\"Reb\" side=\"csa\" class=\"infantry\" strength=\"3\" morale=\"6\"/>\n",
        "    <place piece=\"reb\" hex=\"A0606\"/>\n");
    const auto r =
        run("reach " + quote(s) + " A0603 --mp unlimited --class leader --side usa --command --explain A0605");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("A0604 -> A0605: 3 MP (total 5)") != std::string::npos);  // ZOI +1, then ZOC +2
    CHECK(r.out.find("[SSS 21.22]") != std::string::npos);
    CHECK(run("reach " + quote(s) + " A0603 --mp 8 --class leader --command").exitCode == 2);  // no side
}
