// SSS movement: digest §12 examples (T21, T34, R07, R08) and the exact statements of SSS 26.2x.
// The printed map is not needed: each test builds a strip or patch with the geometry described.
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
const Ruleset& sss() { return movetest::templateRuleset("sss"); }
bool cites(const StepCost& s, const std::string& cite) {
    for (const Reason& r : s.reasons)
        if (r.cite.find(cite) != std::string::npos) return true;
    return false;
}
}  // namespace

TEST_CASE("SSS T34: minor slope costs +1 MP uphill and +0 downhill", "[movement][sss][examples]") {
    HexMap map = openMap(sss(), 3, 1);
    const HexCoord low = at(map, 0, 0), high = at(map, 1, 0);
    map.setLevel(high, 1);
    setSide(map, low, high, "minor-slope");
    const MovementProfile inf(sss(), map, "infantry", "tactical");
    const StepCost up = inf.explain(low, high);
    CHECK(up.mp == 2);  // clear 1 + minor slope uphill 1
    CHECK(cites(up, "SSS 26.26"));
    CHECK(inf.explain(high, low).mp == 1);  // clear 1 + 0 downhill
}

TEST_CASE("SSS 26.26: major slope downhill costs one less than uphill", "[movement][sss]") {
    HexMap map = openMap(sss(), 3, 1);
    const HexCoord low = at(map, 0, 0), high = at(map, 1, 0);
    map.setLevel(high, 2);
    setSide(map, low, high, "major-slope");
    const MovementProfile inf(sss(), map, "infantry", "tactical");
    const StepCost up = inf.explain(low, high), down = inf.explain(high, low);
    CHECK(up.mp - 1 == down.mp);
    CHECK(up.assumed);  // the major slope's uphill value is not in the rules text
}

TEST_CASE("SSS T21: Movement Table roll 13 gives 6/9/12", "[movement][sss][examples]") {
    CHECK(movementTableAllowance(sss(), 13, "infantry")->mp == 6);
    CHECK(movementTableAllowance(sss(), 13, "artillery")->mp == 6);
    CHECK(movementTableAllowance(sss(), 13, "cavalry")->mp == 9);
    CHECK(movementTableAllowance(sss(), 13, "horse-artillery")->mp == 9);
    const auto leader = movementTableAllowance(sss(), 13, "leader");
    REQUIRE(leader);
    CHECK(leader->mp == 12);
    CHECK(leader->reason.cite == "SSS 13.25");
    CHECK_FALSE(movementTableAllowance(sss(), 7, "infantry"));  // the table itself is absent
}

TEST_CASE("SSS 9.111: Defend orders fix the MA at 2", "[movement][sss]") {
    const auto ma = movementAllowance(sss(), "cavalry", "tactical", "defend");
    REQUIRE(ma);
    CHECK(ma->mp == 2);
    CHECK(ma->reason.cite == "SSS 9.111");
}

TEST_CASE("SSS R07: 1 MP left and the next hex costs 2: the final-hex allowance lets it in",
          "[movement][sss][examples]") {
    HexMap map = openMap(sss(), 4, 1);
    map.setTerrain(at(map, 2, 0), "woods");  // infantry: 2 MP
    const MovementProfile inf(sss(), map, "infantry", "tactical");
    const auto reach = computeReach(inf, at(map, 0, 0), ReachOptions::fromRuleset(sss(), 2));
    REQUIRE(reach.reached(at(map, 2, 0)));
    CHECK(reach.cost(at(map, 2, 0)) == 3);
    CHECK(reach.finalOnly(at(map, 2, 0)));
    CHECK_FALSE(reach.reached(at(map, 3, 0)));  // the final hex ends the move
}

TEST_CASE("SSS R08: 1 MP left and the next hex costs 3: no entry unless it is the first hex",
          "[movement][sss][examples]") {
    HexMap map = openMap(sss(), 4, 1);
    map.setTerrain(at(map, 2, 0), "marsh");  // infantry: 3 MP
    const MovementProfile inf(sss(), map, "infantry", "tactical");
    const auto options = ReachOptions::fromRuleset(sss(), 2);
    CHECK_FALSE(computeReach(inf, at(map, 0, 0), options).reached(at(map, 2, 0)));
    // From the adjacent hex with 1 MP the marsh is the first hex: the minimum move allows it.
    const auto first = computeReach(inf, at(map, 1, 0), ReachOptions::fromRuleset(sss(), 1));
    CHECK(first.reached(at(map, 2, 0)));
    CHECK(first.finalOnly(at(map, 2, 0)));
}

TEST_CASE("SSS 26.24: the road rate applies only across a road hexside and replaces other costs", "[movement][sss]") {
    HexMap map = openMap(sss(), 3, 3, "woods");
    const HexCoord a = at(map, 1, 1), b = neighbor(a, 1), c = neighbor(a, 2);
    setSide(map, a, b, "road");
    const MovementProfile inf(sss(), map, "infantry", "tactical");
    const StepCost road = inf.explain(a, b);
    CHECK(road.mp == 0.5);
    CHECK(cites(road, "SSS 26.24"));
    CHECK(inf.explain(a, c).mp == 2);   // same woods, entered off the road
    setSide(map, a, b, "minor-creek");  // a creek under the road is not paid either
    CHECK(MovementProfile(sss(), map, "infantry", "tactical").cost(a, 1) == 0.5);
}

TEST_CASE("SSS 9.171: March orders move at 1/3 MP along a pike, 1/2 along a road", "[movement][sss]") {
    HexMap map = openMap(sss(), 3, 1);
    setSide(map, at(map, 0, 0), at(map, 1, 0), "pike");
    setSide(map, at(map, 1, 0), at(map, 2, 0), "road");
    const MovementProfile march(sss(), map, "infantry", "march");
    CHECK(march.cost(at(map, 0, 0), directionTo(at(map, 0, 0), at(map, 1, 0))) == Approx(1.0 / 3));
    CHECK(march.explain(at(map, 1, 0), at(map, 2, 0)).mp == 0.5);
    const MovementProfile tactical(sss(), map, "infantry", "tactical");
    CHECK(tactical.explain(at(map, 0, 0), at(map, 1, 0)).mp == 0.5);
}

TEST_CASE("SSS 26.22, 26.23: prohibited terrain and hexsides are never entered", "[movement][sss]") {
    HexMap map = openMap(sss(), 4, 1);
    map.setTerrain(at(map, 1, 0), "rough-woods");
    const MovementProfile art(sss(), map, "artillery", "tactical");
    const StepCost s = art.explain(at(map, 0, 0), at(map, 1, 0));
    CHECK(s.prohibited);
    CHECK(cites(s, "SSS 26.22"));
    CHECK_FALSE(computeReach(art, at(map, 0, 0), ReachOptions::fromRuleset(sss(), 50)).reached(at(map, 1, 0)));
    setSide(map, at(map, 2, 0), at(map, 3, 0), "impassable");
    const MovementProfile inf(sss(), map, "infantry", "tactical");
    const StepCost h = inf.explain(at(map, 2, 0), at(map, 3, 0));
    CHECK(h.prohibited);
    CHECK(cites(h, "SSS 26.23"));
}

TEST_CASE("SSS 26.23: a hex with an enemy unit may not be entered or passed through", "[movement][sss]") {
    HexMap map = openMap(sss(), 5, 1);
    Occupancy occ;
    occ.add(at(map, 2, 0), PieceAt{"u1", "csa", "infantry", "", -1, nullptr, nullptr});
    const MovementProfile inf(sss(), map, "infantry", "tactical");
    ReachOptions options = ReachOptions::fromRuleset(sss(), 10);
    options.occupancy = &occ;
    options.blockedByEnemiesOf = "usa";
    const auto reach = computeReach(inf, at(map, 0, 0), options);
    CHECK(reach.reached(at(map, 1, 0)));
    CHECK_FALSE(reach.reached(at(map, 2, 0)));
    CHECK_FALSE(reach.reached(at(map, 4, 0)));
    options.blockedByEnemiesOf = "csa";  // its own side's hex is free
    CHECK(computeReach(inf, at(map, 0, 0), options).cost(at(map, 4, 0)) == 4);
}

TEST_CASE("SSS 26.22: unknown classes and modes are refused with the valid choices", "[movement][sss]") {
    const HexMap map = openMap(sss(), 2, 1);
    CHECK_THROWS_WITH(MovementProfile(sss(), map, "dragoon"),
                      Catch::Contains("dragoon") && Catch::Contains("infantry"));
    CHECK_THROWS_WITH(MovementProfile(sss(), map, "infantry", "gallop"),
                      Catch::Contains("gallop") && Catch::Contains("march"));
}

TEST_CASE("SSS 9.171: 18 pike hexes at 1/3 MP fit exactly in 6 MP", "[movement][sss]") {
    HexMap map = openMap(sss(), 20, 1);
    for (int c = 0; c + 1 < 20; ++c) setSide(map, at(map, c, 0), at(map, c + 1, 0), "pike");
    const MovementProfile march(sss(), map, "infantry", "march");
    ReachOptions options;
    options.budget = 6;
    const auto reach = computeReach(march, at(map, 0, 0), options);
    CHECK(reach.reached(at(map, 18, 0)));
    CHECK(reach.cost(at(map, 18, 0)) == Approx(6));
    CHECK_FALSE(reach.reached(at(map, 19, 0)));
}
