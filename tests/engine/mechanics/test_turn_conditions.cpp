// Night from the scenario's turn track (engine/mechanics/turn_conditions.hpp, BoardState::turn): CWB
// 29.0a night visibility in the LOS service, LFM R23.5 no ZOI at night, and the rulesets whose
// rulebooks state no night visibility limit (SSS, LFM: assumed unlimited; HS has no night turns).
#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/mechanics/turn_conditions.hpp"
#include "engine/mechanics/zoc/zone_model.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using movetest::straight;
using rulestest::BoardFixture;

namespace {

bool anyCites(const std::vector<Reason>& reasons, const std::string& cite) {
    for (const Reason& r : reasons)
        if (r.cite.find(cite) != std::string::npos) return true;
    return false;
}

LosResult traceAt(const BoardFixture& board, int turn, HexCoord from, HexCoord to) {
    BoardState ctx = board.context();
    ctx.turn = turn;
    const auto los = makeLineOfSight(ctx.ruleset);
    REQUIRE(los);
    return los->trace(ctx, {from, to, "usa", ""});
}

}  // namespace

TEST_CASE("CWB 29.0a: on a night turn of the scenario's turn track LOS reaches 1 hex (L18 from the track)",
          "[los][cwb]") {
    BoardFixture board("cwb");
    board.fill("clear", 0).turns(1, 4, {3});
    const HexCoord a = board.hex("A10.10"), two = straight(a, 1, 2), one = straight(a, 1, 1);
    const LosResult night = traceAt(board, 3, a, two);
    CHECK(night.verdict == LosVerdict::Blocked);
    CHECK(anyCites(night.reasons, "CWB 29.0a"));
    CHECK(traceAt(board, 3, a, one).verdict == LosVerdict::Clear);
    CHECK(traceAt(board, 2, a, two).verdict == LosVerdict::Clear);  // a day turn
    CHECK(traceAt(board, 0, a, two).verdict == LosVerdict::Clear);  // no turn given
    const TurnConditions t = turnConditions(board.context(), 3);
    CHECK(t.night);
    REQUIRE(t.losLimitHexes);
    CHECK(*t.losLimitHexes == 1);
}

TEST_CASE("LFM R23.5: there are no ZOI during night turns", "[zoc][lfm]") {
    BoardFixture board("lfm");
    board.fill("clear", 0).turns(1, 6, {4, 5});
    board.unit("reb", "csa", "infantry", "1010", {{"sp", "4"}});
    const HexCoord zoi = straight(board.hex("1010"), 0, 3);
    BoardState ctx = board.context();
    const auto model = makeZoneModel(ctx.ruleset);
    REQUIRE(model);
    ctx.turn = 3;
    CHECK(enemyZonesAt(ctx, zoi, "usa").inZoi);
    ctx.turn = 4;
    const ZoneCheck night = enemyZonesAt(ctx, zoi, "usa");
    CHECK_FALSE(night.inZoi);
    CHECK(enemyZonesAt(ctx, straight(board.hex("1010"), 0, 1), "usa").inZoc);  // the ZOC stays (R23.2 bars entering it)
    const Zone zone =
        zoneOf(ctx, *model, board.hex("1010"), ctx.occupancy.at(board.hex("1010")).front(), ZoneKind::Zoi);
    CHECK(zone.hexes.empty());
    CHECK(anyCites(zone.reasons, "LFM R23.5"));
    const TurnConditions t = turnConditions(board.context(), 5);
    CHECK(anyCites(t.reasons, "LFM R23.5"));
    CHECK_FALSE(t.losLimitHexes);  // R23 states no LOS limit at night
}

TEST_CASE("SSS, HS: the rulebooks state no night visibility, the turn's answer says so", "[los][sss][hs]") {
    BoardFixture sss("sss");
    sss.fill("clear", 0).turns(1, 8, {6});
    const TurnConditions s = turnConditions(sss.context(), 6);
    CHECK(s.night);
    CHECK_FALSE(s.losLimitHexes);
    REQUIRE(s.reasons.size() == 2);
    CHECK(s.reasons.back().assumed);
    const HexCoord a = sss.hex("A2020");
    CHECK(traceAt(sss, 6, a, straight(a, 1, 6)).verdict == LosVerdict::Clear);
    BoardFixture hs("hs");
    hs.turns(1, 8, {6});
    const TurnConditions h = turnConditions(hs.context(), 6);
    CHECK_FALSE(h.losLimitHexes);
    CHECK(anyCites(h.reasons, "HS 1.0"));
}

TEST_CASE("turn conditions: a turn off the track or a bare map is refused, naming the turn", "[los]") {
    BoardFixture board("cwb");
    board.turns(1, 4, {3});
    CHECK_THROWS_WITH(turnConditions(board.context(), 5),
                      Catch::Contains("turn 5 is not on the scenario's turn track (turns 1-4)"));
    CHECK_THROWS_WITH(turnConditions(BoardState(board.map(), board.ruleset()), 2), Catch::Contains("needs a scenario"));
    CHECK_FALSE(turnConditions(board.context(), 2).night);
}
