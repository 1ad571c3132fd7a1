// Golden cases for the rules whose broken state no scenario file can hold (the reader rejects
// off-map labels and unknown option values; no template forbids night arrivals): a golden fixed
// scenario broken in memory, with the exact report lines expected, and the untouched twin clean.
#include "engine/validation/validator.hpp"
#include "validation_fixture.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

// Just off the map: the neighbour of the first hex that the grid does not contain.
HexCoord offMap(const HexMap& map) {
    for (HexCoord n : neighbors(map.grid().at(0)))
        if (!map.contains(n)) return n;
    FAIL("the first hex has no off-map neighbour");
    return {};
}

std::string linesOf(const Document& doc, const std::string& rule) {
    Validator v;
    return valtest::reportLines(v.validate(doc), rule);
}

}  // namespace

TEST_CASE("in-memory golden cases: off-map placements, entry and victory hexes", "[validation][golden]") {
    Document doc = valtest::loadGoldenDocument("setup.placed_twice/fixed.rlscn");  // HS, clean of these rules
    CHECK(linesOf(doc, "setup.off_map").empty());
    CHECK(linesOf(doc, "schedule.entry_off_map").empty());
    CHECK(linesOf(doc, "victory.off_map").empty());
    const HexCoord off = offMap(doc.map);
    Scenario& sc = *doc.scenario;
    for (Placement& p : sc.setup)
        if (p.piece == "u2") p.hex = off;
    sc.schedule.front().entryHex = off;
    sc.victoryHexes.front().hex = off;
    CHECK(linesOf(doc, "setup.off_map") ==
          "unit:u2: error setup.off_map: `u2` is set up at (1,-1), off the map (relies on an assumed value)\n");
    CHECK(linesOf(doc, "schedule.entry_off_map") ==
          "row:r1: error schedule.entry_off_map: row `r1` enters at (1,-1), off the map [HS 13.8]\n");
    CHECK(linesOf(doc, "victory.off_map") ==
          "victory-hex:v1: error victory.off_map: victory hex `v1` is at (1,-1), off the map [HS 19.0]\n");
}

TEST_CASE("in-memory golden case: an option value the ruleset does not offer", "[validation][golden]") {
    Document doc = valtest::loadGoldenDocument("stacking.over_limit/fixed.rlscn");  // SSS
    CHECK(linesOf(doc, "scenario.bad_option").empty());
    doc.scenario->options["wing-command-range"] = "20";
    CHECK(linesOf(doc, "scenario.bad_option") ==
          "file:scenario: error scenario.bad_option: option `wing-command-range` = `20` is not one of: 12 16 [SSS "
          "5.22, SSS 22.1, SSS 22.12]\n");
}

TEST_CASE("in-memory golden case: a night arrival where the ruleset forbids it", "[validation][golden]") {
    Document doc = valtest::loadGoldenDocument("setup.placed_twice/fixed.rlscn");
    auto rs = std::make_shared<Ruleset>(*doc.ruleset);
    PolicySection& v = rs->policies["validation"];
    v.params.push_back(Param{{"test forbids night arrivals", false}, "schedule.night_arrival", "forbidden"});
    doc.ruleset = rs;
    CHECK(linesOf(doc, "schedule.night_arrival").empty());
    doc.scenario->turns.nightTurns = {doc.scenario->schedule.front().turn};
    CHECK(linesOf(doc, "schedule.night_arrival") ==
          "row:r1: error schedule.night_arrival: row `r1` arrives on turn 2, a night turn [test forbids night "
          "arrivals]\n");
}

TEST_CASE("in-memory golden case: a ruleset value the engine has no reading for", "[validation][golden]") {
    Document doc = valtest::loadGoldenDocument("setup.placed_twice/fixed.rlscn");  // HS
    CHECK(linesOf(doc, "ruleset.unsupported_value").empty());
    auto rs = std::make_shared<Ruleset>(*doc.ruleset);
    for (Param& p : rs->policies.at("los").params)
        if (p.name == "levels-only-from-hexes") p.value = "false";
    doc.ruleset = rs;
    CHECK(linesOf(doc, "ruleset.unsupported_value") ==
          "file:ruleset: warning ruleset.unsupported_value: ruleset `hs` sets los/levels-only-from-hexes = `false`, "
          "but the engine implements only `true` (the hs line of sight reads hex levels only) [HS 3.2a]\n");
}
