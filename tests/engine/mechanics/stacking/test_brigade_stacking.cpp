// LFM R4 / C-Stack stacking: the digest's vectors T23-T25 (lfm.md §12.2, §5) and edge cases.
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using rulestest::BoardFixture;
using rulestest::sideStack;

namespace {

BoardFixture lfmBoard() {
    BoardFixture board("lfm");
    board.paint("2444", "clear");
    return board;
}

}  // namespace

TEST_CASE("LFM T23: 10 SP + 7 SP of the same brigade is over-stacked (17 > 16)", "[stacking][lfm]") {
    BoardFixture board = lfmBoard();
    board.unit("r1", "usa", "infantry", "2444", {{"sp", "10"}}, {}, -1, "iron-brigade")
        .unit("r2", "usa", "infantry", "2444", {{"sp", "7"}}, {}, -1, "iron-brigade");
    const StackingResult r = sideStack(board, "2444");
    CHECK(r.verdict == StackVerdict::Over);
    CHECK(describe(r.reasons.front()) ==
          "17 infantry/cavalry SP in Clear hex 2444, limit 16, of which artillery SP 0, limit 10 [LFM R4.1, LFM "
          "C-Stack]");
    CHECK(r.combatValue == 8.0);  // R4.1, R8.3: only 8 SP count in combat
}

TEST_CASE("LFM T24: 4 SP of brigade X + 4 SP of brigade Y is illegal (mixed brigades)", "[stacking][lfm]") {
    BoardFixture board = lfmBoard();
    board.unit("x1", "usa", "infantry", "2444", {{"sp", "4"}}, {}, -1, "X")
        .unit("y1", "usa", "infantry", "2444", {{"sp", "4"}}, {}, -1, "Y");
    const StackingResult r = sideStack(board, "2444");
    CHECK(r.verdict == StackVerdict::Over);
    CHECK(r.reasons.back().message.find("2 brigades (X, Y)") != std::string::npos);
}

TEST_CASE("LFM T25: one 12-SP battery alone is legal, adding a 1-SP battery is illegal", "[stacking][lfm]") {
    BoardFixture board = lfmBoard();
    board.unit("big", "usa", "artillery", "2444", {{"limbered-sp", "12"}, {"unlimbered-sp", "12"}});
    const StackingResult alone = sideStack(board, "2444");
    CHECK(alone.verdict == StackVerdict::Ok);
    CHECK(alone.combatValue == 10.0);  // R8.3: up to 10 artillery SP in combat
    board.unit("small", "usa", "artillery", "2444", {{"limbered-sp", "1"}, {"unlimbered-sp", "1"}});
    CHECK(sideStack(board, "2444").verdict == StackVerdict::Over);
}

TEST_CASE("LFM R4.2: artillery from any formation stacks on top of 16 infantry SP, counting its current side",
          "[stacking][lfm]") {
    BoardFixture board = lfmBoard();
    board.unit("r1", "usa", "infantry", "2444", {{"sp", "16"}}, {}, -1, "B1")
        .unit("bat1", "usa", "artillery", "2444", {{"limbered-sp", "3"}, {"unlimbered-sp", "6"}}, "unlimbered", -1,
              "corps-art")
        .unit("bat2", "usa", "artillery", "2444", {{"limbered-sp", "3"}, {"unlimbered-sp", "5"}}, "limbered", -1,
              "army-art");
    const StackingResult r = sideStack(board, "2444");
    CHECK(r.verdict == StackVerdict::Ok);
    CHECK(r.measures.at(1).total == 9);  // 6 unlimbered + 3 limbered
    CHECK(r.combatValue == 17.0);        // 8 + 9
}

TEST_CASE("LFM R4.3: cavalry in a stack is all mounted or all dismounted", "[stacking][lfm]") {
    BoardFixture board = lfmBoard();
    board.unit("c1", "usa", "cavalry", "2444", {{"sp", "3"}}, "mounted", -1, "B")
        .unit("c2", "usa", "cavalry", "2444", {{"sp", "3"}}, "dismounted", -1, "B");
    CHECK(sideStack(board, "2444").verdict == StackVerdict::Over);
}

TEST_CASE("LFM stacking: commanders do not count (an inferred reading, flagged assumed)", "[stacking][lfm][edge]") {
    BoardFixture board = lfmBoard();
    board.unit("r1", "usa", "infantry", "2444", {{"sp", "16"}}, {}, -1, "B").leader("Meredith", "usa", "2444");
    const StackingResult r = sideStack(board, "2444");
    CHECK(r.verdict == StackVerdict::Ok);
    CHECK(r.assumed());
}

TEST_CASE("LFM stacking: a lone over-limit regiment is still over (no single-unit exception)",
          "[stacking][lfm][edge]") {
    BoardFixture board = lfmBoard();
    board.unit("huge", "usa", "infantry", "2444", {{"sp", "17"}}, {}, -1, "B");
    CHECK(sideStack(board, "2444").verdict == StackVerdict::Over);
}
