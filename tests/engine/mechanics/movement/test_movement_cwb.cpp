// CWB movement: examples E10a, E10b (proportional MA) and the exact statements of CWB 16.2 and
// 11.2. The Movement Chart is absent, so the costs are the template's assumed values; the tests
// check how they combine, which the rules do state.
#include "engine/mechanics/movement/movement_allowance.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "movement_test_maps.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using movetest::at;
using movetest::openMap;
using movetest::setSide;

namespace {
const Ruleset& cwb() { return movetest::templateRuleset("cwb"); }
bool cites(const StepCost& s, const std::string& cite) {
    for (const Reason& r : s.reasons)
        if (r.cite.find(cite) != std::string::npos) return true;
    return false;
}
}  // namespace

TEST_CASE("CWB E10a: MA 12 formation to MA 6 after spending 9 MP leaves 1 MP", "[movement][cwb][examples]") {
    const auto change = proportionalFormationChange(cwb(), 9, 12, 6);
    REQUIRE(change);
    CHECK(change->usedOfNew == 5);  // 4.5 rounds up
    CHECK(change->remaining == 1);
    CHECK(change->reason.cite == "CWB 16.1b");
}

TEST_CASE("CWB E10b: MA 6 formation to MA 12 after spending 4 MP leaves 4 MP", "[movement][cwb][examples]") {
    const auto change = proportionalFormationChange(cwb(), 4, 6, 12);
    REQUIRE(change);
    CHECK(change->usedOfNew == 8);
    CHECK(change->remaining == 4);
}

TEST_CASE("CWB 16.2a: only column, mounted and limbered formations get the road rate", "[movement][cwb]") {
    HexMap map = openMap(cwb(), 3, 1, "woods");
    setSide(map, at(map, 0, 0), at(map, 1, 0), "primary-road");
    const StepCost column = MovementProfile(cwb(), map, "infantry", "column").explain(at(map, 0, 0), at(map, 1, 0));
    CHECK(column.mp == 0.5);
    CHECK(cites(column, "CWB 16.2a"));
    const StepCost line = MovementProfile(cwb(), map, "infantry", "line").explain(at(map, 0, 0), at(map, 1, 0));
    CHECK(line.mp == 2);              // forest, no road rate
    CHECK(cites(line, "CWB 16.2a"));  // says why the road was not used
}

TEST_CASE("CWB 16.2e: slope and elevation change on one hexside: pay only the higher", "[movement][cwb]") {
    HexMap map = openMap(cwb(), 3, 1);
    const HexCoord a = at(map, 0, 0), b = at(map, 1, 0), c = at(map, 2, 0);
    map.setLevel(b, 1);
    map.setLevel(c, 2);
    setSide(map, a, b, "slope");
    const MovementProfile mounted(cwb(), map, "cavalry", "mounted");
    const StepCost both = mounted.explain(a, b);
    CHECK(both.mp == 1 + 2);  // clear 1 + max(contour 1, slope 2), not 1 + 1 + 2
    CHECK(cites(both, "CWB 16.2e"));
    // A level change with nothing drawn still pays the elevation change (CWB 16.2e, 19.1).
    CHECK(mounted.explain(b, c).mp == 2);
    CHECK(mounted.explain(c, b).mp == 2);
}

TEST_CASE("CWB 16.2b: a hexside cost adds to the cost of the hex entered", "[movement][cwb]") {
    HexMap map = openMap(cwb(), 2, 1, "woods");
    setSide(map, at(map, 0, 0), at(map, 1, 0), "creek");
    CHECK(MovementProfile(cwb(), map, "infantry", "line").explain(at(map, 0, 0), at(map, 1, 0)).mp == 2 + 1);
}

TEST_CASE("CWB 11.2: a bridge cancels the creek for a column, a line may not use it", "[movement][cwb]") {
    HexMap map = openMap(cwb(), 2, 1);
    setSide(map, at(map, 0, 0), at(map, 1, 0), "river");
    CHECK(MovementProfile(cwb(), map, "infantry", "column").explain(at(map, 0, 0), at(map, 1, 0)).prohibited);
    setSide(map, at(map, 0, 0), at(map, 1, 0), "bridge");
    const StepCost column = MovementProfile(cwb(), map, "infantry", "column").explain(at(map, 0, 0), at(map, 1, 0));
    CHECK(column.mp == 1);
    CHECK(cites(column, "CWB 11.2"));
    CHECK(MovementProfile(cwb(), map, "infantry", "line").explain(at(map, 0, 0), at(map, 1, 0)).prohibited);
}

TEST_CASE("CWB 11.2, 26.0: unlimbered artillery cannot move", "[movement][cwb]") {
    const HexMap map = openMap(cwb(), 3, 1);
    const MovementProfile guns(cwb(), map, "artillery", "unlimbered");
    CHECK(guns.immobile());
    const StepCost s = guns.explain(at(map, 0, 0), at(map, 1, 0));
    CHECK(s.prohibited);
    CHECK(cites(s, "CWB 11.2"));
    CHECK(computeReach(guns, at(map, 0, 0), ReachOptions::fromRuleset(cwb(), 8)).hexes().size() == 1);
}

TEST_CASE("CWB 16.1e: every unit may move one hex even when it cannot afford it", "[movement][cwb]") {
    HexMap map = openMap(cwb(), 3, 1, "woods");
    const MovementProfile limbered(cwb(), map, "artillery", "limbered");  // forest: 3 MP
    const auto reach = computeReach(limbered, at(map, 0, 0), ReachOptions::fromRuleset(cwb(), 2));
    CHECK(reach.reached(at(map, 1, 0)));
    CHECK(reach.finalOnly(at(map, 1, 0)));
    CHECK_FALSE(reach.reached(at(map, 2, 0)));
}

TEST_CASE("CWB 16.1c: MAs by class and formation come from the template", "[movement][cwb]") {
    const auto column = movementAllowance(cwb(), "infantry", "column");
    REQUIRE(column);
    CHECK(column->mp == 8);
    CHECK(column->reason.assumed);  // the Movement Chart is absent
    CHECK(movementAllowance(cwb(), "cavalry", "mounted")->mp == 12);
    CHECK_FALSE(movementAllowance(cwb(), "artillery", "unlimbered"));
}
