// CWB 23.0 close combat entry (example E17, cwb.md §12): the attacker pays the target hex's cost + 1 MP.
// The Movement Chart is absent, so the hex costs are the template's assumed values; the +1 is stated.
#include "engine/mechanics/movement/close_combat_entry.hpp"
#include "movement_test_maps.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using movetest::at;
using movetest::openMap;
using movetest::setSide;
using movetest::stepCites;

namespace {
const Ruleset& cwb() { return movetest::templateRuleset("cwb"); }
}  // namespace

TEST_CASE("CWB E17: entering the defender's hex to close-combat costs the hex's cost + 1 MP",
          "[movement][cwb][examples]") {
    HexMap map = openMap(cwb(), 3, 1);
    map.setTerrain(at(map, 1, 0), "woods");  // the defender's hex: infantry in line 2 MP
    const MovementProfile line(cwb(), map, "infantry", "line");
    const StepCost normal = line.explain(at(map, 0, 0), at(map, 1, 0));
    const StepCost cc = closeCombatEntryCost(line, at(map, 0, 0), at(map, 1, 0));
    CHECK(cc.mp == normal.mp + 1);
    CHECK(cc.mp == 3);
    CHECK(stepCites(cc, "CWB 23.0"));
    CHECK_FALSE(cc.prohibited);
    // The hexside crossed counts as in any move (CWB 16.2b): a creek adds its cost before the +1.
    setSide(map, at(map, 1, 0), at(map, 2, 0), "creek");
    const MovementProfile recompiled(cwb(), map, "infantry", "line");  // the map gained a hexside kind
    CHECK(closeCombatEntryCost(recompiled, at(map, 2, 0), at(map, 1, 0)).mp == 2 + 1 + 1);
    // The old profile does not know the creek: it leaves it out instead of reading past its table.
    CHECK(closeCombatEntryCost(line, at(map, 2, 0), at(map, 1, 0)).mp == 2 + 1);
}

TEST_CASE("CWB 23.1i: artillery may never close-combat as attackers", "[movement][cwb]") {
    const HexMap map = openMap(cwb(), 2, 1);
    const MovementProfile guns(cwb(), map, "artillery", "limbered");
    const StepCost cc = closeCombatEntryCost(guns, at(map, 0, 0), at(map, 1, 0));
    CHECK(cc.prohibited);
    CHECK(stepCites(cc, "CWB 23.1i"));
}

TEST_CASE("CWB 23.0: a ruleset without close combat movement says so", "[movement][sss]") {
    const Ruleset& sss = movetest::templateRuleset("sss");
    const HexMap map = openMap(sss, 2, 1);
    const StepCost cc =
        closeCombatEntryCost(MovementProfile(sss, map, "infantry", "tactical"), at(map, 0, 0), at(map, 1, 0));
    CHECK(cc.prohibited);
    CHECK(cc.reasons.back().message.find("close-combat-entry-extra-mp") != std::string::npos);
}
