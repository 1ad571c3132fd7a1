// ridgeline reachability end to end on the sample scenarios: the table per victory hex, JSON for
// scripts, extra hexes, the enemy's zones, and bad input.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using clitest::quote;
using clitest::run;

namespace {
std::string sample(const std::string& name, const std::string& file = "scenario.rlscn") {
    return quote((testpaths::source() / "samples" / name / file).string());
}

// The table line of `side` and `cls` under the heading that starts with `heading`.
std::string rowOf(const std::string& out, const std::string& heading, const std::string& side, const std::string& cls) {
    const auto at = out.find("\n" + heading);
    if (at == std::string::npos) return {};
    std::istringstream in(out.substr(at + 1));
    std::string line;
    std::getline(in, line);  // the heading
    while (std::getline(in, line) && !line.empty())
        if (line.rfind(side + " ", 0) == 0 && line.find(" " + cls) != std::string::npos) return line;
    return {};
}
}  // namespace

TEST_CASE("reachability --help shows usage with an example", "[cli][reachability]") {
    const auto r = run("reachability --help");
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("usage: ridgeline reachability SCENARIO") != std::string::npos);
    CHECK(r.out.find("example") != std::string::npos);
}

TEST_CASE("reachability prints a table per victory hex: side, class, turn, from where, path", "[cli][reachability]") {
    const auto r = run("reachability " + sample("lfm-cornfield"));
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("reachability, turns 1-4, no enemy zones counted") == 0);
    for (const char* heading :
         {"victory hex dunker-church at 0610 (scored by union)", "victory hex north-woods at 0702 (scored by csa)",
          "victory hex cornfield at 0805 (scored by either side)",
          "victory hex east-woods at 1006 (scored by either side)"})
        CHECK(r.out.find(heading) != std::string::npos);
    const std::string union0805 = rowOf(r.out, "victory hex cornfield", "union", "infantry");
    REQUIRE_FALSE(union0805.empty());
    CHECK(union0805.find("set-up") != std::string::npos);
    CHECK(union0805.find(" MP at 5 a turn") != std::string::npos);  // LFM C-MA: infantry 5 MP
}

TEST_CASE("reachability --format json: every arrival with its turn and path, the path from its start to the hex",
          "[cli][reachability]") {
    const auto r = run("reachability " + sample("lfm-cornfield") + " --hex 0606 --format json");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("\"first_turn\": 1") != std::string::npos);
    CHECK(r.out.find("\"last_turn\": 4") != std::string::npos);
    CHECK(r.out.find("\"victory_hex\": \"dunker-church\"") != std::string::npos);
    const auto extra = r.out.find("\"hex\": \"0606\"");
    REQUIRE(extra != std::string::npos);
    CHECK(r.out.find("\"victory_hex\": \"\"", extra) != std::string::npos);
    const auto turn = r.out.find("\"turn\": ", extra);
    const auto path = r.out.find("\"path\": [", extra);
    REQUIRE(turn != std::string::npos);
    REQUIRE(path != std::string::npos);
    CHECK(r.out.find("\"allowance_cite\": \"LFM C-MA\"", extra) != std::string::npos);
    // The path of the first arrival ends at the hex asked about and starts where it says it does.
    const auto end = r.out.find(']', path);
    const std::string hexes = r.out.substr(path, end - path);
    CHECK(hexes.rfind("\"0606\"") != std::string::npos);
    const auto from = r.out.find("\"from\": \"", extra);
    REQUIRE(from != std::string::npos);
    const std::string fromLabel = r.out.substr(from + 9, 4);
    CHECK(hexes.find("\"" + fromLabel + "\"") != std::string::npos);
}

TEST_CASE("reachability --hex on a scenario without victory hexes, arrivals name their row and turn",
          "[cli][reachability]") {
    const auto none = run("reachability " + sample("sss-mcpherson-ridge"));
    CHECK(none.exitCode == 0);
    CHECK(none.out.find("no victory hexes on the map: name hexes with --hex") != std::string::npos);
    const auto r = run("reachability " + sample("sss-mcpherson-ridge") + " --hex C1007 --hex A0808");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    const std::string corps = rowOf(r.out, "hex C1007", "union", "infantry");
    CHECK(corps.find(" 2 ") != std::string::npos);
    CHECK(corps.find("arrival r1 (turn 2) at C1007") != std::string::npos);
    CHECK(corps.find("0 hexes") != std::string::npos);
    CHECK(r.out.find("\nhex A0808") != std::string::npos);
}

TEST_CASE("reachability --zoc: the enemy's set-up hexes are not entered", "[cli][reachability]") {
    // Archer A stands at A0205 at set-up.
    const auto plain = run("reachability " + sample("sss-mcpherson-ridge") + " --hex A0205");
    const auto zoned = run("reachability " + sample("sss-mcpherson-ridge") + " --hex A0205 --zoc");
    INFO(plain.out << zoned.out);
    REQUIRE(plain.exitCode == 0);
    REQUIRE(zoned.exitCode == 0);
    CHECK(zoned.out.find("the enemy's set-up and zones counted") != std::string::npos);
    CHECK(rowOf(plain.out, "hex A0205", "union", "cavalry").find("unreachable") == std::string::npos);
    CHECK(rowOf(zoned.out, "hex A0205", "union", "cavalry").find("unreachable") != std::string::npos);
    CHECK(rowOf(zoned.out, "hex A0205", "csa", "infantry").find("set-up archer-a at A0205") != std::string::npos);
}

TEST_CASE("reachability: bad input is a usage error naming the file or the label", "[cli][reachability]") {
    const auto map = run("reachability " + sample("sss-mcpherson-ridge", "map.rlmap"));
    CHECK(map.exitCode == 2);
    CHECK(map.out.find("map.rlmap: not a scenario") != std::string::npos);
    const auto label = run("reachability " + sample("lfm-cornfield") + " --hex 9999");
    CHECK(label.exitCode == 2);
    CHECK(label.out.find("--hex") != std::string::npos);
    CHECK(label.out.find("9999") != std::string::npos);
    const auto missing = run("reachability no-such-scenario.rlscn");
    CHECK(missing.exitCode == 2);
    CHECK(missing.out.find("no-such-scenario.rlscn") != std::string::npos);
    const auto format = run("reachability " + sample("lfm-cornfield") + " --format xml");
    CHECK(format.exitCode == 2);
}
