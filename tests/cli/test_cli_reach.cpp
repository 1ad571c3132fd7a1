// ridgeline reach end to end on the sample scenario and on a small map made with `ridgeline new`.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using clitest::quote;
using clitest::run;

namespace {
std::string sample() { return quote((testpaths::source() / "samples" / "sss-mcpherson-ridge" / "map.rlmap").string()); }
}  // namespace

TEST_CASE("reach --help shows usage with an example", "[cli][reach]") {
    const auto r = run("reach --help");
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("usage: ridgeline reach") != std::string::npos);
    CHECK(r.out.find("example") != std::string::npos);
}

TEST_CASE("reach lists hexes sorted by cost then label, the start at 0", "[cli][reach]") {
    const auto r = run("reach " + sample() + " A0504 --mp 3 --class infantry --mode tactical");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    std::istringstream in(r.out);
    std::string header, line;
    std::getline(in, header);
    CHECK(header.find("reach from A0504: infantry (tactical), 3 MP") == 0);
    std::getline(in, line);
    CHECK(line == "A0504 0");
    double lastCost = 0;
    std::string lastLabel;
    int count = 0;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string label;
        double cost = 0;
        fields >> label >> cost;
        CHECK((cost > lastCost || (cost == lastCost && label > lastLabel)));
        lastCost = cost;
        lastLabel = label;
        ++count;
    }
    CHECK(count >= 6);  // at least the six neighbours of an inland hex
}

TEST_CASE("reach --format json gives label, cost and final for each hex", "[cli][reach]") {
    const auto r = run("reach " + sample() + " A0504 --mp 1 --class leader --format json");
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("\"from\": \"A0504\"") != std::string::npos);
    const auto start = r.out.find("\"label\": \"A0504\"");
    REQUIRE(start != std::string::npos);
    const auto cost = r.out.find("\"cost\": 0,", start);
    const auto final = r.out.find("\"final\": false", start);
    CHECK(cost != std::string::npos);
    CHECK(final != std::string::npos);
    CHECK(cost < r.out.find('}', start));
    CHECK(final < r.out.find('}', start));
}

TEST_CASE("reach: unknown class, mode or label are usage errors naming the value and the choices", "[cli][reach]") {
    const auto cls = run("reach " + sample() + " A0504 --mp 3 --class dragoon");
    CHECK(cls.exitCode == 2);
    CHECK(cls.out.find("dragoon") != std::string::npos);
    CHECK(cls.out.find("infantry") != std::string::npos);
    const auto mode = run("reach " + sample() + " A0504 --mp 3 --class infantry --mode gallop");
    CHECK(mode.exitCode == 2);
    CHECK(mode.out.find("gallop") != std::string::npos);
    CHECK(mode.out.find("march") != std::string::npos);
    const auto label = run("reach " + sample() + " Q9999 --mp 3 --class infantry");
    CHECK(label.exitCode == 2);
    CHECK(label.out.find("Q9999") != std::string::npos);
    const auto mp = run("reach " + sample() + " A0504 --mp lots --class infantry");
    CHECK(mp.exitCode == 2);
    CHECK(mp.out.find("lots") != std::string::npos);
}

TEST_CASE("reach --path prints each step with its cost and cited reasons", "[cli][reach]") {
    const auto r = run("reach " + sample() + " A0504 --mp 6 --class infantry --mode tactical --path A0704");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("-> A0704: ") != std::string::npos);
    CHECK(r.out.find("[SSS 26.22]") != std::string::npos);
    const auto none = run("reach " + sample() + " A0504 --mp 0 --class infantry --path A0704");
    CHECK(none.exitCode == 1);
    CHECK(none.out.find("A0704 is not reachable") != std::string::npos);
    const auto json = run("reach " + sample() + " A0504 --mp 6 --class infantry --path A0704 --format json");
    CHECK(json.exitCode == 0);
    CHECK(json.out.find("\"reasons\"") != std::string::npos);
}
