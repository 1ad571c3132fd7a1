// The road rate and the moving stack's strength (RoadStackLimit): HS D24 (hammerin-sickles.md §12,
// §4.2; HS 13.5b) and SSS 25.24. A straight pike on an open board stands in for the printed roads.
#include "engine/mechanics/movement/reach.hpp"
#include "engine/mechanics/movement/road_stack_limit.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using movetest::stepCites;
using movetest::straight;
using rulestest::BoardFixture;

namespace {

constexpr int kEast = 0;

// An HS board, Clear, with a pike running east from 1010 for `length` hexes and usa units of the
// given SP stacked in 1010.
BoardFixture hsPike(const std::vector<std::string>& sps, int length = 6) {
    BoardFixture board("hs");
    board.fill("clear", 0);
    for (int n = 0; n < length; ++n) board.hexside(board.label(straight(board.hex("1010"), kEast, n)), kEast, "pike");
    int i = 0;
    for (const std::string& sp : sps) board.unit("u" + std::to_string(++i), "usa", "infantry", "1010", {{"sp", sp}});
    return board;
}

std::vector<std::string> ids(std::size_t n) {
    std::vector<std::string> out;
    for (std::size_t i = 1; i <= n; ++i) out.push_back("u" + std::to_string(i));
    return out;
}

ReachResult columnReach(const BoardFixture& board, const BoardState& ctx, const RoadStackLimit& stack, double mp) {
    const MovementProfile column(ctx.ruleset, ctx.map, "infantry", "march-column");
    ReachOptions o = ReachOptions::fromRuleset(ctx.ruleset, mp);
    o.roadStack = &stack;
    return computeReach(column, board.hex("1010"), o);
}

}  // namespace

TEST_CASE("HS D24: a stack of 5 + 4 SP may not use the road rate and pays the Clear cost", "[movement][hs][examples]") {
    const BoardFixture board = hsPike({"5", "4"});
    const BoardState ctx = board.context();
    const RoadStackLimit stack(ctx, placedPieces(ctx, ids(2)));
    const HexCoord next = straight(board.hex("1010"), kEast, 1);
    CHECK(stack.barsRoadInto(next));
    // 3 MP: three Clear hexes at 1 MP instead of six Pike hexes at 1/2 MP (HS 13.5a).
    const ReachResult r = columnReach(board, ctx, stack, 3);
    CHECK(r.cost(straight(board.hex("1010"), kEast, 3)) == 3);
    CHECK_FALSE(r.reached(straight(board.hex("1010"), kEast, 4)));
    const MovementProfile column(ctx.ruleset, ctx.map, "infantry", "march-column");
    ReachOptions o;
    o.roadStack = &stack;
    const StepCost s = explainStep(column, board.hex("1010"), next, o);
    CHECK(s.mp == 1);
    CHECK(stepCites(s, "HS 13.5b"));
}

TEST_CASE("HS D24: a stack of exactly 8 SP keeps the road rate", "[movement][hs][examples]") {
    const BoardFixture board = hsPike({"4", "4"});
    const BoardState ctx = board.context();
    const RoadStackLimit stack(ctx, placedPieces(ctx, ids(2)));
    CHECK(columnReach(board, ctx, stack, 3).cost(straight(board.hex("1010"), kEast, 6)) == 3);
}

TEST_CASE("HS 13.5b: a road mover may not pass at the road rate through a hex the friendly units there push over 8 SP",
          "[movement][hs]") {
    BoardFixture board = hsPike({"5"});
    const std::string blocker = board.label(straight(board.hex("1010"), kEast, 2));
    board.unit("f1", "usa", "infantry", blocker, {{"sp", "4"}});
    const BoardState ctx = board.context();
    const RoadStackLimit stack(ctx, placedPieces(ctx, ids(1)));
    CHECK_FALSE(stack.barsRoadInto(straight(board.hex("1010"), kEast, 1)));
    CHECK(stack.barsRoadInto(board.hex(blocker)));
    // 1/2 + 1 (Clear, no road rate into the crowded hex) + 1/2 + 1/2.
    CHECK(columnReach(board, ctx, stack, 6).cost(straight(board.hex("1010"), kEast, 4)) == 2.5);
}

TEST_CASE("HS 6.2, 13.5b: a single unit of more than 8 SP still uses the road rate", "[movement][hs]") {
    const BoardFixture board = hsPike({"10"});
    const BoardState ctx = board.context();
    const RoadStackLimit stack(ctx, placedPieces(ctx, ids(1)));
    CHECK_FALSE(stack.barsRoadInto(straight(board.hex("1010"), kEast, 1)));
}

TEST_CASE("SSS 25.24: a stack may not use road movement", "[movement][sss]") {
    BoardFixture board("sss");
    board.fill("clear", 0);
    board.unit("a", "usa", "infantry", "A2020").unit("b", "usa", "infantry", "A2020");
    board.hexside("A2020", kEast, "road");
    const BoardState ctx = board.context();
    const MovementProfile inf(ctx.ruleset, ctx.map, "infantry", "tactical");
    const HexCoord next = straight(board.hex("A2020"), kEast, 1);
    ReachOptions o;
    const RoadStackLimit pair(ctx, placedPieces(ctx, {"a", "b"}));
    o.roadStack = &pair;
    CHECK(explainStep(inf, board.hex("A2020"), next, o).mp == 1);
    const RoadStackLimit single(ctx, placedPieces(ctx, {"a"}));
    o.roadStack = &single;
    CHECK(explainStep(inf, board.hex("A2020"), next, o).mp == 0.5);
}

TEST_CASE("road stack: unknown or unplaced unit ids are named", "[movement][edge]") {
    const BoardFixture board = hsPike({"5"});
    const BoardState ctx = board.context();
    CHECK_THROWS_WITH(placedPieces(ctx, {"u1", "ghost"}), Catch::Contains("ghost"));
}
