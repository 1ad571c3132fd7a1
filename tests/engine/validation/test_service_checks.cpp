// The mechanics-backed checks agree with the services they stand for: setup.out_of_command's bounded,
// shared traces give the verdicts and distances the command service (checkCommandRange) gives for
// each subordinate, on random SSS layouts where enemy pieces block paths.
#include "engine/mechanics/command/command_range.hpp"
#include "engine/model/number_text.hpp"
#include "engine/validation/validator.hpp"
#include "validation_fixture.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace engine;

TEST_CASE("setup.out_of_command agrees with the command service on random layouts", "[validation][services]") {
    Document doc = valtest::loadGoldenDocument("stacking.over_limit/fixed.rlscn");  // SSS, 8 x 6 clear hexes
    Scenario& sc = *doc.scenario;
    const Unit c1 = *std::find_if(sc.units.begin(), sc.units.end(), [](const Unit& u) { return u.id == "c1"; });
    for (int i = 0; i < 8; ++i) {  // Confederate pieces to block the Union leader's paths
        Unit blocker = c1;
        blocker.id = "block" + std::to_string(i);
        sc.units.push_back(blocker);
        sc.setup.push_back({blocker.id, doc.map.grid().at(0), -1, ""});
    }
    std::mt19937 rng(2026);
    const auto randomHex = [&] {
        return doc.map.grid().at(std::uniform_int_distribution<std::size_t>(0, doc.map.grid().size() - 1)(rng));
    };
    int outOfRange = 0, detours = 0;
    for (int layout = 0; layout < 300; ++layout) {
        for (Placement& p : sc.setup) p.hex = randomHex();
        Validator v;
        const auto found = valtest::ofRule(v.validate(doc), "setup.out_of_command");
        BoardState rules(doc.map, *doc.ruleset, &sc);
        const HexCoord leaderHex = std::find_if(sc.setup.begin(), sc.setup.end(), [](const Placement& p) {
                                       return p.piece == "u-div-cdr";
                                   })->hex;
        for (const Placement& p : sc.setup) {
            if (p.piece != "u1" && p.piece != "u2") continue;
            INFO("layout " << layout << " " << p.piece << " at " << doc.map.grid().label(p.hex) << ", leader at "
                           << doc.map.grid().label(leaderHex));
            const CommandRangeAnswer a =
                checkCommandRange(rules, CommandQuery{"division", "unit", leaderHex, p.hex, "union", 3, "command"});
            REQUIRE(a.applies);
            const auto mine = std::find_if(found.begin(), found.end(),
                                           [&](const Diagnostic& d) { return d.locations.front().id == p.piece; });
            CHECK((mine == found.end()) == a.within);
            if (a.within) {
                detours += a.distance > hexDistance(leaderHex, p.hex) ? 1 : 0;
                continue;
            }
            ++outOfRange;
            if (mine != found.end())
                CHECK_THAT(mine->message, Catch::Contains("more than " + formatNumber(a.range) + " MP"));
        }
    }
    // The layouts reach both verdicts, and paths bent around enemy pieces.
    CHECK(outOfRange > 10);
    CHECK(detours > 10);
}
