// HS movement: derived examples D25, D26, D27 and the exact statements of HS 13.3 and 13.5.
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
const Ruleset& hs() { return movetest::templateRuleset("hs"); }
}  // namespace

TEST_CASE("HS D25: a single unit in March Column on a Pike under Maneuver moves 12 Pike hexes with 6 MP",
          "[movement][hs][examples]") {
    HexMap map = openMap(hs(), 14, 1, "woods");
    for (int c = 0; c + 1 < 14; ++c) setSide(map, at(map, c, 0), at(map, c + 1, 0), "pike");
    const auto ma = movementAllowance(hs(), "infantry", "march-column", "maneuver");
    REQUIRE(ma);
    CHECK(ma->mp == 6);
    const MovementProfile column(hs(), map, "infantry", "march-column");
    const auto reach = computeReach(column, at(map, 0, 0), ReachOptions::fromRuleset(hs(), ma->mp));
    CHECK(reach.cost(at(map, 12, 0)) == 6);
    CHECK_FALSE(reach.reached(at(map, 13, 0)));
    // Normal mode on the same Pike: 1 MP a hex (HS 13.5).
    CHECK(MovementProfile(hs(), map, "infantry", "normal")
              .cost(at(map, 0, 0), directionTo(at(map, 0, 0), at(map, 1, 0))) == 1);
}

TEST_CASE("HS D26: under Attack orders (4 MP) a first hex that costs more may still be entered",
          "[movement][hs][examples]") {
    HexMap map = openMap(hs(), 3, 1);
    const HexCoord a = at(map, 0, 0), b = at(map, 1, 0);
    map.setTerrain(b, "rocky-woods");
    map.setFeature(b, "sloping", true);
    map.setLevel(b, 1);
    setSide(map, a, b, "steep-slope");
    const auto ma = movementAllowance(hs(), "infantry", "normal", "attack");
    REQUIRE(ma);
    CHECK(ma->mp == 4);
    const MovementProfile inf(hs(), map, "infantry", "normal");
    CHECK(inf.explain(a, b).mp == 3 + 1 + 2);  // HS 13.3: terrain costs add together
    const auto reach = computeReach(inf, a, ReachOptions::fromRuleset(hs(), ma->mp));
    CHECK(reach.reached(b));
    CHECK(reach.finalOnly(b));
    CHECK_FALSE(reach.reached(at(map, 2, 0)));
}

TEST_CASE("HS D27: Skirmish Order under Attack (4 MP) through Woods moves 4 hexes", "[movement][hs][examples]") {
    HexMap map = openMap(hs(), 6, 1, "woods");
    const MovementProfile so(hs(), map, "infantry", "skirmish");
    const auto reach = computeReach(so, at(map, 0, 0), ReachOptions::fromRuleset(hs(), 4));
    CHECK(reach.cost(at(map, 4, 0)) == 4);
    CHECK_FALSE(reach.reached(at(map, 5, 0)));
}

TEST_CASE("HS 13.5: road movement only along connected road hexsides", "[movement][hs]") {
    HexMap map = openMap(hs(), 3, 3, "rocky-woods");
    const HexCoord a = at(map, 1, 1);
    setSide(map, a, neighbor(a, 1), "lane");
    const MovementProfile inf(hs(), map, "infantry", "normal");
    CHECK(inf.explain(a, neighbor(a, 1)).mp == 1);
    CHECK(inf.explain(a, neighbor(a, 2)).mp == 3);  // the lane hex entered from off the lane
}

TEST_CASE("HS 13.5a: March Column gets the 1/2 MP rate on Pikes only", "[movement][hs]") {
    HexMap map = openMap(hs(), 3, 1, "woods");
    setSide(map, at(map, 0, 0), at(map, 1, 0), "lane");
    const StepCost s = MovementProfile(hs(), map, "artillery", "march-column").explain(at(map, 0, 0), at(map, 1, 0));
    CHECK(s.mp == 1);
}

TEST_CASE("HS 3.2d: artillery may not cross a Steep Slope", "[movement][hs]") {
    HexMap map = openMap(hs(), 2, 1);
    map.setLevel(at(map, 1, 0), 1);
    setSide(map, at(map, 0, 0), at(map, 1, 0), "steep-slope");
    CHECK(MovementProfile(hs(), map, "artillery", "normal").explain(at(map, 0, 0), at(map, 1, 0)).prohibited);
}
