// The enemy's effect on movement (EnemyPresence): SSS T33 and SSS 24.22 / 24.33 / 26.23 (sss.md §3.3,
// §4.2, §4.5, §12.1), LFM R2.2 and R5.2, CWB 14.1. The printed maps are not needed: each test puts
// an enemy unit on an open board and walks a straight line of hexes towards it.
#include "engine/mechanics/movement/enemy_presence.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using movetest::stepCites;
using movetest::straight;
using rulestest::BoardFixture;

namespace {

constexpr int kWest = 3;  // the line runs from the enemy towards this direction

// The hex `n` hexes from `label` along the test line.
HexCoord out(const BoardFixture& board, const std::string& label, int n) {
    return straight(board.hex(label), kWest, n);
}

// Reach for a usa unit of `cls` from `from` with `mp`, against the board's csa pieces.
struct Mover {
    BoardState ctx;
    MovementProfile profile;
    EnemyPresence enemies;
    Mover(const BoardFixture& board, const std::string& cls, const std::string& mode)
        : ctx(board.context()),
          profile(ctx.ruleset, ctx.map, cls, mode),
          enemies(ctx, "usa") {}
    ReachResult reach(HexCoord from, double mp, bool withEnemies = true) const {
        ReachOptions o = ReachOptions::fromRuleset(ctx.ruleset, mp);
        if (withEnemies) o.enemies = &enemies;
        return computeReach(profile, from, o);
    }
    StepCost step(HexCoord from, HexCoord to, bool* ends = nullptr) const {
        ReachOptions o;
        o.enemies = &enemies;
        return explainStep(profile, from, to, o, ends);
    }
};

// An SSS board with a csa infantry unit in A2020 and a road running in from the west to its ZOC.
BoardFixture sssRoadBoard(const std::string& zoiTerrain) {
    BoardFixture board("sss");
    board.fill("clear", 0);
    board.unit("reb", "csa", "infantry", "A2020");
    for (int n = 5; n > 1; --n) board.hexside(board.label(out(board, "A2020", n)), (kWest + 3) % 6, "road");
    board.paint(board.label(out(board, "A2020", 2)), zoiTerrain);
    return board;
}

}  // namespace

TEST_CASE("SSS T33: the final-hex allowance may not be used to enter a ZOI by road", "[movement][sss][zoc][examples]") {
    // Road hexes 4, 3, 2 hexes west of the enemy; hex 2 is in its ZOI (SSS 24.31), in woods (2 MP).
    const BoardFixture board = sssRoadBoard("woods");
    const Mover inf(board, "infantry", "tactical");
    const HexCoord start = out(board, "A2020", 4), last = out(board, "A2020", 3), zoi = out(board, "A2020", 2);
    REQUIRE(inf.enemies.inZoi(zoi));
    REQUIRE_FALSE(inf.enemies.inZoi(last));
    // Without the enemy: two road hexes at 1/2 MP (SSS 26.24) fit in 1.5 MP.
    CHECK(inf.reach(start, 1.5, false).cost(zoi) == 1.0);
    // With it: 1 MP is left on arrival at `last`; the road rate does not enter the ZOI (SSS 24.33), so
    // the woods cost 2 + 1 for the ZOI = 3, and 1 MP is less than ceil(3 / 2): the final hex is refused.
    const ReachResult r = inf.reach(start, 1.5);
    CHECK(r.cost(last) == 0.5);
    CHECK_FALSE(r.reached(zoi));
    const StepCost s = inf.step(last, zoi);
    CHECK(s.mp == 3);
    CHECK(stepCites(s, "SSS 24.33"));
}

TEST_CASE("SSS T33: into a clear ZOI hex the final hex is allowed, but at the off-road cost",
          "[movement][sss][zoc][examples]") {
    const BoardFixture board = sssRoadBoard("clear");
    const Mover inf(board, "infantry", "tactical");
    const HexCoord start = out(board, "A2020", 4), zoi = out(board, "A2020", 2);
    const ReachResult r = inf.reach(start, 1.5);
    REQUIRE(r.reached(zoi));
    CHECK(r.cost(zoi) == 2.5);  // 1/2 by road, then clear 1 + ZOI 1 (1 MP left >= ceil(2 / 2))
    CHECK(r.finalOnly(zoi));
    const StepCost s = inf.step(out(board, "A2020", 3), zoi);
    bool roadRate = false;
    for (const Reason& why : s.reasons) roadRate = roadRate || why.message.find("road rate along") != std::string::npos;
    CHECK_FALSE(roadRate);
    CHECK(stepCites(s, "SSS 24.33"));
}

TEST_CASE("SSS 24.22: entering an enemy ZOC costs 2 MP more and ends the move, no road rate into it",
          "[movement][sss][zoc]") {
    const BoardFixture board = sssRoadBoard("clear");
    const Mover inf(board, "infantry", "tactical");
    const HexCoord zoi = out(board, "A2020", 2), zoc = out(board, "A2020", 1);
    bool ends = false;
    const StepCost s = inf.step(zoi, zoc, &ends);
    CHECK(s.mp == 3);  // clear 1 + ZOC 2 (the ZOI's +1 is not paid on top)
    CHECK(ends);
    CHECK(stepCites(s, "SSS 24.22"));
    const ReachResult r = inf.reach(out(board, "A2020", 5), 20);
    CHECK(r.reached(zoc));
    CHECK(r.finalOnly(zoc));
    CHECK(r.cost(zoc) == 0.5 + 0.5 + 2 + 3);  // road, road, off-road into the ZOI, into the ZOC
    // The ZOC ends the move: nothing beyond it is reached through it (the enemy's own hex never is).
    CHECK_FALSE(r.reached(board.hex("A2020")));
    CHECK(r.pathTo(zoc).size() == 5);
}

TEST_CASE("SSS 24.22: artillery may never enter an enemy ZOC", "[movement][sss][zoc]") {
    const BoardFixture board = sssRoadBoard("clear");
    const Mover art(board, "artillery", "tactical");
    const HexCoord zoc = out(board, "A2020", 1);
    const StepCost s = art.step(out(board, "A2020", 2), zoc);
    CHECK(s.prohibited);
    CHECK(stepCites(s, "SSS 24.22"));
    CHECK_FALSE(art.reach(out(board, "A2020", 3), 20).reached(zoc));
}

TEST_CASE("SSS 24.33: entering an enemy ZOI costs 1 MP more, no road rate out of it either", "[movement][sss][zoc]") {
    const BoardFixture board = sssRoadBoard("clear");
    const Mover inf(board, "infantry", "tactical");
    const HexCoord a = out(board, "A2020", 3), zoi = out(board, "A2020", 2);
    CHECK(inf.step(a, zoi).mp == 2);
    CHECK(inf.step(zoi, a).mp == 1);  // leaving the ZOI along the road: the road rate is barred too
    CHECK(inf.step(out(board, "A2020", 4), a).mp == 0.5);  // outside every zone the road rate stands
}

TEST_CASE("SSS 26.23: an enemy-held hex is never entered, a lone enemy leader does not hold it",
          "[movement][sss][zoc]") {
    BoardFixture board("sss");
    board.fill("clear", 0);
    board.unit("reb", "csa", "infantry", "A2020");
    board.leader("lee", "csa", board.label(out(board, "A2020", 6)));
    const Mover inf(board, "infantry", "tactical");
    CHECK(inf.step(out(board, "A2020", 1), board.hex("A2020")).prohibited);
    CHECK(stepCites(inf.step(out(board, "A2020", 1), board.hex("A2020")), "SSS 26.23"));
    CHECK(inf.enemies.held(board.hex("A2020")));
    CHECK_FALSE(inf.enemies.held(out(board, "A2020", 6)));
    CHECK_FALSE(inf.enemies.inZoc(out(board, "A2020", 7)));  // leaders project no ZOC (SSS 24.21)
}

TEST_CASE("SSS 24.32: once engaged the artillery's ZOI no longer costs movers anything (T28)", "[movement][sss][zoc]") {
    BoardFixture board("sss");
    board.fill("clear", 0);
    board.unit("guns", "usa", "artillery", "A2020");
    const HexCoord three = out(board, "A2020", 3);
    {
        const BoardState ctx = board.context();
        const EnemyPresence csa(ctx, "csa");
        CHECK(csa.inZoi(three));
    }
    board.unit("reb", "csa", "infantry", board.label(out(board, "A2020", 1)));  // engages the guns
    const BoardState ctx = board.context();
    const EnemyPresence csa(ctx, "csa");
    CHECK_FALSE(csa.inZoi(three));
}

TEST_CASE("LFM R2.2: no road rate in a hex within an enemy ZOI, R5.2: a ZOC stops the move", "[movement][lfm][zoc]") {
    BoardFixture board("lfm");
    board.fill("clear", 0);
    board.unit("reb", "csa", "infantry", "2020", {{"sp", "4"}});
    for (int n = 6; n > 1; --n) board.hexside(board.label(out(board, "2020", n)), (kWest + 3) % 6, "road");
    const Mover inf(board, "infantry", "");
    const HexCoord far = out(board, "2020", 5), near = out(board, "2020", 4), zoi = out(board, "2020", 3);
    REQUIRE_FALSE(inf.enemies.inZoi(near));
    REQUIRE(inf.enemies.inZoi(zoi));
    CHECK(inf.step(far, near).mp < 1);  // the road rate outside the ZOI
    const StepCost s = inf.step(near, zoi);
    CHECK(s.mp == 1);  // R1.1: 1 MP a hex, no road rate into the ZOI
    CHECK(stepCites(s, "LFM R2.2"));
    bool ends = false;
    CHECK(inf.step(out(board, "2020", 2), out(board, "2020", 1), &ends).mp == 1);
    CHECK(ends);
}
