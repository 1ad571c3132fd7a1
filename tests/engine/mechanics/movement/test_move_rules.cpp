// Movement with state (MoveRules on top of the reach search): each test is built from its rule's
// own sentence, quoted, on an open board of the shipped ruleset, and includes the case where the
// rule does not apply (the unit that did not use the road, the day turn, the orders that allow it,
// the stack that is not full).
#include "engine/mechanics/movement/move_rules.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using movetest::stepCites;
using movetest::straight;
using rulestest::BoardFixture;

namespace {

constexpr int kWest = 3;  // test lines run from the enemy towards this direction
constexpr int kEast = 0;

// `n` hexes west of `label`.
HexCoord west(const BoardFixture& board, const std::string& label, int n) {
    return straight(board.hex(label), kWest, n);
}

// One mover of `cls` / `mode` on side usa (orders `orders`) from `start`, with the board's csa pieces as
// the enemy, on game turn `turn` (0 = none).
struct Move {
    BoardState ctx;
    MovementProfile profile;
    EnemyPresence enemies;
    MoveRules rules;
    Move(const BoardFixture& board, const std::string& cls, const std::string& mode, HexCoord start,
         const std::string& orders = {}, int turn = 0, std::vector<PieceAt> pieces = {})
        : ctx(withTurn(board.context(), turn)),
          profile(ctx.ruleset, ctx.map, cls, mode),
          enemies(ctx, "usa"),
          rules(ctx, profile, &enemies, MovingStack{"usa", orders, std::move(pieces)}, start) {}
    static BoardState withTurn(BoardState c, int turn) {
        c.turn = turn;
        return c;
    }
    [[nodiscard]] ReachOptions options(double mp, bool withRules = true) const {
        ReachOptions o = ReachOptions::fromRuleset(ctx.ruleset, mp);
        o.enemies = &enemies;
        if (withRules) o.rules = &rules;
        return o;
    }
    [[nodiscard]] ReachResult reach(HexCoord from, double mp, bool withRules = true) const {
        return computeReach(profile, from, options(mp, withRules));
    }
    // The reasons of every step of the path to `to`.
    [[nodiscard]] std::vector<StepCost> explain(HexCoord from, HexCoord to, double mp) const {
        const ReachOptions o = options(mp);
        return explainPath(profile, o, computeReach(profile, from, o), to);
    }
};

bool anyCites(const std::vector<StepCost>& steps, const std::string& cite) {
    return std::any_of(steps.begin(), steps.end(), [&](const StepCost& s) { return stepCites(s, cite); });
}

}  // namespace

TEST_CASE("LFM R5.5: a unit that used the road rate may not then enter a ZOC", "[movement][lfm][state]") {
    // "Any unit that has used the road movement rate during any part of its move may not enter a ZOC
    // including charging cavalry." (LFM R5.5; R2.2: "A unit that used any road movement rate at all
    // may not enter a ZOC.")
    BoardFixture board("lfm");
    board.fill("clear", 0);
    board.unit("reb", "csa", "infantry", "2020");
    // A road from 6 to 4 hexes west of the enemy, outside its 3-hex ZOI (R6.1).
    board.hexside(board.label(west(board, "2020", 6)), kEast, "road");
    board.hexside(board.label(west(board, "2020", 5)), kEast, "road");
    const HexCoord start = west(board, "2020", 6), zoc = west(board, "2020", 1);
    const Move inf(board, "infantry", "", start);

    // Road (2 x 0.5) then three clear hexes: 4 MP without the rule, and the ZOC hex ends the move.
    CHECK(inf.reach(start, 4.5, false).cost(zoc) == Approx(4));
    // With it, that path is barred; the only way in is off the road, 5 MP.
    CHECK_FALSE(inf.reach(start, 4.5).reached(zoc));
    const ReachResult five = inf.reach(start, 5);
    REQUIRE(five.reached(zoc));
    CHECK(five.cost(zoc) == Approx(5));
    for (const PathStep& s : five.pathTo(zoc)) CHECK(s.stepCost != Approx(0.5));
    // The ZOI and the hexes short of the ZOC are still reached by road.
    CHECK(inf.reach(start, 4.5).cost(west(board, "2020", 2)) == Approx(3));
    // The road step says what it costs later, and the barred step says why.
    const auto steps = inf.explain(start, west(board, "2020", 4), 4.5);
    REQUIRE(steps.size() == 2);
    CHECK(stepCites(steps.front(), "LFM R2.2, LFM R5.5"));
    const Move fromRoad(board, "infantry", "", west(board, "2020", 4));
    const StepCost barred =
        explainStep(fromRoad.profile, west(board, "2020", 2), zoc, fromRoad.options(5), nullptr, {kUsedRoad, false});
    CHECK(barred.prohibited);
    CHECK(stepCites(barred, "LFM R5.5"));

    SECTION("a unit that did not use the road enters the ZOC") {
        const HexCoord offRoad = west(board, "2020", 4);  // the road's end: leaving it is not road movement
        const Move m(board, "infantry", "", offRoad);
        CHECK(m.reach(offRoad, 3).cost(zoc) == Approx(3));
    }
}

TEST_CASE("LFM R23.5 and R23.2: at night movement is along roads only and no unit enters a ZOC",
          "[movement][lfm][state][night]") {
    // "Only road movement or regular movement along roads is allowed during night turns unless the move
    // is a retreat from a ZOC." (R23.5) "During the night turns, combat is not allowed and no unit may
    // enter a ZOC." (R23.2)
    BoardFixture board("lfm");
    board.fill("clear", 0);
    board.turns(1, 4, {3});
    board.unit("reb", "csa", "infantry", "2020");
    // A road from 4 hexes west of the enemy into its ZOC.
    for (int n = 4; n > 1; --n) board.hexside(board.label(west(board, "2020", n)), kEast, "road");
    const HexCoord start = west(board, "2020", 4), zoc = west(board, "2020", 1);
    const HexCoord offRoad = neighbor(start, 2);

    const Move night(board, "infantry", "", start, {}, 3);
    const ReachResult atNight = night.reach(start, 5);
    CHECK(atNight.reached(west(board, "2020", 2)));
    CHECK_FALSE(atNight.reached(offRoad));
    CHECK_FALSE(atNight.reached(zoc));
    CHECK(atNight.hexes().size() == 3);  // the start and two road hexes
    const auto steps = night.explain(start, west(board, "2020", 2), 5);
    CHECK(anyCites(steps, "LFM R23.5"));

    SECTION("on a day turn the unit leaves the road and enters the ZOC") {
        const Move day(board, "infantry", "", start, {}, 2);
        const ReachResult byDay = day.reach(start, 5);
        CHECK(byDay.reached(offRoad));
        CHECK(byDay.reached(zoc));
    }
}

TEST_CASE("SSS 9.171 and 24.33: units with March orders may not enter ZOI or ZOC", "[movement][sss][state][orders]") {
    // "Units with March orders may not enter ZOI or ZOC." (SSS 9.171) "Units may not enter a ZOI if
    // their orders prevent them from doing so (e.g. March and R&R)." (SSS 24.33)
    BoardFixture board("sss");
    board.fill("clear", 0);
    board.unit("reb", "csa", "infantry", "A2020");
    const HexCoord start = west(board, "A2020", 4), zoi = west(board, "A2020", 2), zoc = west(board, "A2020", 1);
    const Move march(board, "infantry", "march", start, "march");
    const ReachResult r = march.reach(start, 12);
    CHECK(r.reached(west(board, "A2020", 3)));
    CHECK_FALSE(r.reached(zoi));
    CHECK_FALSE(r.reached(zoc));
    const StepCost step = explainStep(march.profile, west(board, "A2020", 3), zoi, march.options(12));
    CHECK(step.prohibited);
    CHECK(stepCites(step, "SSS 9.171"));

    SECTION("Defend orders keep a unit out of a ZOC, not out of a ZOI (SSS 9.111)") {
        // "Its units may not enter ZOC." (SSS 9.111)
        const Move defend(board, "infantry", "tactical", start, "defend");
        const ReachResult d = defend.reach(start, 12);
        CHECK(d.reached(zoi));
        CHECK_FALSE(d.reached(zoc));
    }
    SECTION("with no restricting orders a unit enters both") {
        const Move attack(board, "infantry", "tactical", start, "attack");
        CHECK(attack.reach(start, 12).reached(zoc));
    }
}

TEST_CASE("SSS 9.151: General orders may enter only a ZOC projected by cavalry or artillery",
          "[movement][sss][state][orders]") {
    // "Units with General orders may always enter ZOC that are projected purely by cavalry or
    // artillery or cavalry and artillery; in other words, they may not enter an infantry ZOC."
    BoardFixture board("sss");
    board.fill("clear", 0);
    board.unit("reb-inf", "csa", "infantry", "A2020");
    board.unit("reb-cav", "csa", "cavalry", "A2030");
    const HexCoord nearInfantry = west(board, "A2020", 1), nearCavalry = west(board, "A2030", 1);
    const HexCoord start = west(board, "A2025", 3);
    const Move general(board, "infantry", "tactical", start, "general");
    const ReachResult r = general.reach(start, 20);
    CHECK_FALSE(r.reached(nearInfantry));
    CHECK(r.reached(nearCavalry));
}

TEST_CASE("SSS 24.24: units leave a ZOC only by voluntary withdrawal or retreat", "[movement][sss][state]") {
    // "Units leave ZOCs either by voluntary withdrawal or retreat." (SSS 24.24)
    BoardFixture board("sss");
    board.fill("clear", 0);
    board.unit("reb", "csa", "infantry", "A2020");
    const HexCoord inZoc = west(board, "A2020", 1);
    const Move engaged(board, "infantry", "tactical", inZoc);
    const ReachResult r = engaged.reach(inZoc, 6);
    CHECK(r.hexes().size() == 1);  // the start only: no normal movement out
    REQUIRE_FALSE(engaged.rules.startReasons().empty());
    CHECK(engaged.rules.startReasons().front().cite == "SSS 24.24");

    SECTION("a unit that does not start in a ZOC moves") {
        const HexCoord free = west(board, "A2020", 3);
        const Move m(board, "infantry", "tactical", free);
        CHECK(m.reach(free, 6).hexes().size() > 10);
    }
}

TEST_CASE("CWB 14.1: a unit leaving an EZOC enters first a hex free of other EZOC", "[movement][cwb][state]") {
    // "Units may freely exit any EZOC they occupy at the beginning of their movement, as long as the
    // first hex entered is either a close combat or does not contain another EZOC." (CWB 14.1)
    BoardFixture board("cwb");
    board.fill("clear", 0);
    board.unit("reb", "csa", "infantry", "A20.20", {}, "line", kWest);
    const HexCoord start = west(board, "A20.20", 1);
    const Move m(board, "infantry", "line", start);
    REQUIRE(m.enemies.inZoc(start));
    int barred = 0, free = 0;
    const ReachResult r = m.reach(start, 6);
    for (int d = 0; d < 6; ++d) {
        const HexCoord n = neighbor(start, d);
        if (m.enemies.held(n)) continue;
        const StepCost first = explainStep(m.profile, start, n, m.options(6), nullptr, {0, true});
        if (m.enemies.inZoc(n)) {
            // Straight from the start: barred; by way of a free hex first: entered, and the move stops.
            CHECK(first.prohibited);
            CHECK(stepCites(first, "CWB 14.1"));
            CHECK((!r.reached(n) || r.cost(n) >= 2));
            ++barred;
        } else {
            CHECK_FALSE(first.prohibited);
            CHECK(r.cost(n) == Approx(1));
            ++free;
        }
    }
    CHECK(barred >= 1);
    CHECK(free >= 1);

    SECTION("a unit that starts outside the EZOC enters it (and stops)") {
        const HexCoord outside = west(board, "A20.20", 3);
        const Move in(board, "infantry", "line", outside);
        const ReachResult r = in.reach(outside, 6);
        CHECK(r.reached(start));
        CHECK(r.finalOnly(start));
    }
}

TEST_CASE("SSS 25.31: infantry may not pass through a fully stacked hex, cavalry passes but does not stop",
          "[movement][sss][state][stacking]") {
    // "A player may not move infantry or non-horse artillery units through a fully stacked hex. A player
    // may freely move cavalry and horse artillery units through a fully stacked hex. For cavalry and
    // horse artillery units the stacking limits do not apply during their movement, but only in the hex
    // they end their movement." (SSS 25.31; digest T32)
    BoardFixture board("sss");
    board.fill("clear", 0);
    const HexCoord full = west(board, "A2020", 2);
    board.unit("i1", "usa", "infantry", board.label(full));
    board.unit("i2", "usa", "infantry", board.label(full));
    board.unit("i3", "usa", "infantry", board.label(full));
    const HexCoord start = west(board, "A2020", 3), beyond = west(board, "A2020", 1);

    const Move inf(board, "infantry", "tactical", start);
    const ReachResult ri = inf.reach(start, 6);
    CHECK_FALSE(ri.reached(full));
    CHECK(ri.cost(beyond) == Approx(3));  // around it: 3 hexes instead of 2
    const StepCost step = explainStep(inf.profile, start, full, inf.options(6));
    CHECK(step.prohibited);
    CHECK(stepCites(step, "SSS 25.31"));

    const Move cav(board, "cavalry", "tactical", start);
    const ReachResult rc = cav.reach(start, 6);
    REQUIRE(rc.reached(full));
    CHECK(rc.passOnly(full));
    CHECK_FALSE(rc.passOnly(beyond));

    SECTION("a hex with room is entered") {
        BoardFixture roomy("sss");
        roomy.fill("clear", 0);
        roomy.unit("i1", "usa", "infantry", roomy.label(full));
        roomy.unit("i2", "usa", "infantry", roomy.label(full));
        const Move m(roomy, "infantry", "tactical", start);
        const ReachResult r = m.reach(start, 6);
        CHECK(r.reached(full));
        CHECK_FALSE(r.passOnly(full));
    }
}

TEST_CASE("CWB 12.2: a road mover may not end stacked with a unit still in column",
          "[movement][cwb][state][stacking]") {
    // "When moving on a road, each unit must move individually and may not end its movement stacked with
    // another unit which also moved on the road in that phase and is still in column, mounted, or
    // limbered formation." (CWB 12.2)
    BoardFixture board("cwb");
    board.fill("clear", 0);
    const HexCoord start = west(board, "A20.20", 4), column = west(board, "A20.20", 2);
    for (int n = 4; n > 0; --n) board.hexside(board.label(west(board, "A20.20", n)), kEast, "primary-road");
    board.unit("friend", "usa", "infantry", board.label(column), {}, "column");
    const Move m(board, "infantry", "column", start);
    REQUIRE(m.rules.states() == 2);
    // 1.5 MP: three road hexes at 0.5 (CWB 16.2a, assumed), or one and a half off it.
    const ReachResult r = m.reach(start, 1.5);
    REQUIRE(r.reached(column));
    CHECK(r.passOnly(column));
    CHECK(r.reached(west(board, "A20.20", 1)));
    CHECK_FALSE(r.passOnly(west(board, "A20.20", 1)));

    SECTION("a unit that did not use the road ends there") {
        const HexCoord beside = neighbor(column, 1);  // off the road, next to it
        const Move off(board, "infantry", "column", beside);
        const ReachResult r2 = off.reach(beside, 8);
        REQUIRE(r2.reached(column));
        CHECK_FALSE(r2.passOnly(column));
    }
    SECTION("a friendly unit in line formation does not stop it") {
        BoardFixture line("cwb");
        line.fill("clear", 0);
        for (int n = 4; n > 0; --n) line.hexside(line.label(west(line, "A20.20", n)), kEast, "primary-road");
        line.unit("friend", "usa", "infantry", line.label(column), {}, "line");
        const Move m2(line, "infantry", "column", start);
        CHECK_FALSE(m2.reach(start, 1.5).passOnly(column));
    }
}

TEST_CASE("HS 18.2: +1 MP to enter a hex next to an enemy unit in Skirmish Order", "[movement][hs][state]") {
    // "Enemy units that move adjacent to an SO unit must pay one extra MP (+1 MP) to enter that hex."
    // (HS 18.2)
    BoardFixture board("hs");
    board.fill("clear", 0);
    board.unit("screen", "csa", "infantry", "2020", {}, "skirmish");
    const HexCoord start = west(board, "2020", 3), next = west(board, "2020", 1);
    const Move m(board, "infantry", "normal", start);
    CHECK(m.reach(start, 6).cost(next) == Approx(3));  // 1 + 1 + (1 + 1)
    const StepCost step = explainStep(m.profile, west(board, "2020", 2), next, m.options(6));
    CHECK(step.mp == Approx(2));
    CHECK(stepCites(step, "HS 18.2"));

    SECTION("an enemy unit not in Skirmish Order costs nothing extra (HS 13.6: no ZOC)") {
        BoardFixture plain("hs");
        plain.fill("clear", 0);
        plain.unit("line", "csa", "infantry", "2020", {}, "normal");
        const Move p(plain, "infantry", "normal", start);
        CHECK(p.reach(start, 6).cost(next) == Approx(2));
    }
}

TEST_CASE("HS 11.4 and 13.7: under a Maneuver order a unit may not engage the enemy", "[movement][hs][state][orders]") {
    // "The Movement Allowance is 6 MPs but units cannot Engage the enemy" (HS 11.4); "A unit is said to
    // Engage an enemy unit anytime it moves adjacent to that unit." (HS 13.7)
    BoardFixture board("hs");
    board.fill("clear", 0);
    board.unit("reb", "csa", "infantry", "2020");
    const HexCoord start = west(board, "2020", 3), next = west(board, "2020", 1);
    const Move maneuver(board, "infantry", "normal", start, "maneuver");
    CHECK_FALSE(maneuver.reach(start, 6).reached(next));
    CHECK(maneuver.reach(start, 6).reached(west(board, "2020", 2)));

    SECTION("an Attack order engages") {
        const Move attack(board, "infantry", "normal", start, "attack");
        CHECK(attack.reach(start, 6).reached(next));
    }
}

TEST_CASE("LFM R1.3: units move through friendly units free and over the stacking limit", "[movement][lfm][state]") {
    // "Units may move through friendly units at no cost in movement points and in excess of stacking
    // limits." (LFM R1.3)
    BoardFixture board("lfm");
    board.fill("clear", 0);
    const HexCoord crowded = west(board, "2020", 2);
    board.unit("a", "usa", "infantry", board.label(crowded), {{"sp", "9"}}, {}, -1, "brig");
    board.unit("b", "usa", "infantry", board.label(crowded), {{"sp", "9"}}, {}, -1, "brig");
    const HexCoord start = west(board, "2020", 3);
    const Move m(board, "infantry", "", start);
    const ReachResult r = m.reach(start, 5);
    CHECK(r.cost(crowded) == Approx(1));
    CHECK(r.cost(west(board, "2020", 1)) == Approx(2));
    const StepCost step = explainStep(m.profile, start, crowded, m.options(5));
    CHECK(stepCites(step, "LFM R1.3"));
}
