// LFM movement: example E17 (R26.4) and the exact statements of R1.1, R1.4, R2.2 and R25.
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
const Ruleset& lfm() { return movetest::templateRuleset("lfm"); }
}  // namespace

TEST_CASE("LFM E17: stacks entering on one road with MA 5 get 20, 19, 18 road movement points",
          "[movement][lfm][examples]") {
    for (int i = 0; i < 3; ++i) {
        const auto rmp = reinforcementRoadMovementPoints(lfm(), 5, i);
        REQUIRE(rmp);
        CHECK(rmp->mp == 20 - i);
        CHECK(rmp->reason.cite == "LFM R26.4");
    }
}

TEST_CASE("LFM R1.1: a unit pays 1 MP for each clear hex it enters", "[movement][lfm]") {
    const HexMap map = openMap(lfm(), 6, 1);
    const MovementProfile inf(lfm(), map, "infantry");
    const auto ma = movementAllowance(lfm(), "infantry");
    REQUIRE(ma);
    CHECK(ma->mp == 5);
    const auto reach = computeReach(inf, at(map, 0, 0), ReachOptions::fromRuleset(lfm(), ma->mp));
    CHECK(reach.cost(at(map, 5, 0)) == 5);
}

TEST_CASE("LFM R2.2: road movement only through a hexside the road crosses", "[movement][lfm]") {
    HexMap map = openMap(lfm(), 3, 3, "woods");
    const HexCoord a = at(map, 1, 1);
    setSide(map, a, neighbor(a, 1), "road");
    const MovementProfile inf(lfm(), map, "infantry");
    CHECK(inf.explain(a, neighbor(a, 1)).mp == 0.5);
    CHECK(inf.explain(a, neighbor(a, 2)).mp == inf.explain(a, neighbor(a, 4)).mp);
}

TEST_CASE("LFM R1.4: unlimbered artillery may not move", "[movement][lfm]") {
    const HexMap map = openMap(lfm(), 2, 1);
    const StepCost s = MovementProfile(lfm(), map, "artillery", "unlimbered").explain(at(map, 0, 0), at(map, 1, 0));
    CHECK(s.prohibited);
    CHECK(s.reasons.front().cite.find("LFM R1.4") != std::string::npos);
}

TEST_CASE("LFM R25: a bridge cancels the creek it spans (assumed)", "[movement][lfm]") {
    HexMap map = openMap(lfm(), 2, 1);
    setSide(map, at(map, 0, 0), at(map, 1, 0), "creek");
    const MovementProfile limbered(lfm(), map, "artillery", "limbered");
    CHECK(limbered.explain(at(map, 0, 0), at(map, 1, 0)).mp == 1 + 2);
    setSide(map, at(map, 0, 0), at(map, 1, 0), "bridge");
    const StepCost s = MovementProfile(lfm(), map, "artillery", "limbered").explain(at(map, 0, 0), at(map, 1, 0));
    CHECK(s.mp == 1);
    CHECK(s.assumed);
}
