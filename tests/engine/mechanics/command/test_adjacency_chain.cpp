// LFM R20.7 adjacency chain (example T28, lfm.md §12 and §8 item 5): regiments pass command to
// adjacent regiments of their own brigade. An open board with a brigade strung out east of its
// commander stands in for the printed map.
#include "engine/mechanics/command/adjacency_chain.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using movetest::straight;
using rulestest::BoardFixture;

namespace {

constexpr int kEast = 0;

// Brigade commander in 1010; regiments of brigade "1b" at the given distances east of him, and one
// regiment of brigade "2b" at `otherAt`.
BoardFixture stringOut(const std::vector<int>& distances, int otherAt) {
    BoardFixture board("lfm");
    board.fill("clear", 0);
    board.leader("col", "usa", "1010");
    for (const int d : distances)
        board.unit("r" + std::to_string(d), "usa", "infantry", board.label(straight(board.hex("1010"), kEast, d)),
                   {{"sp", "2"}}, {}, -1, "1b");
    board.unit("other", "usa", "infantry", board.label(straight(board.hex("1010"), kEast, otherAt)), {{"sp", "2"}}, {},
               -1, "2b");
    return board;
}

CommandQuery brigadeCommander(const BoardFixture& board) {
    CommandQuery q;
    q.from = "brigade";
    q.leaderHex = board.hex("1010");
    q.side = "usa";
    return q;
}

}  // namespace

TEST_CASE(
    "LFM T28: a regiment 4 hexes from its brigade commander, adjacent to an in-command regiment of its brigade, is in "
    "command",
    "[command][lfm][examples]") {
    const BoardFixture board = stringOut({1, 2, 3, 4}, 9);
    const BoardState ctx = board.context();
    const ChainAnswer a = chainCommand(ctx, brigadeCommander(board), formationMembers(ctx, "1b"));
    REQUIRE(a.chainApplies);
    REQUIRE(a.members.size() == 4);
    CHECK(a.find("r2")->inCommand);
    CHECK(a.find("r2")->via.empty());  // within the 2-hex range itself
    const ChainedCommand* far = a.find("r4");
    REQUIRE(far);
    CHECK(far->inCommand);
    CHECK(far->via == "r3");
    CHECK(a.find("r3")->via == "r2");
    CHECK(far->reasons.back().cite.find("LFM R20.7") != std::string::npos);
}

TEST_CASE("LFM R20.7: a gap in the brigade breaks the chain, another brigade's regiment passes nothing",
          "[command][lfm]") {
    // r5 is 5 hexes out with nothing of its brigade next to it; "2b" sits between r2 and r5.
    const BoardFixture board = stringOut({1, 2, 5}, 3);
    const BoardState ctx = board.context();
    const ChainAnswer a = chainCommand(ctx, brigadeCommander(board), formationMembers(ctx, "1b"));
    CHECK(a.find("r2")->inCommand);
    CHECK_FALSE(a.find("r5")->inCommand);
    CHECK(a.find("other") == nullptr);
}

TEST_CASE("LFM R20.7: with no regiment in range no one is in command by adjacency", "[command][lfm]") {
    const BoardFixture board = stringOut({3, 4, 5}, 9);
    const BoardState ctx = board.context();
    const ChainAnswer a = chainCommand(ctx, brigadeCommander(board), formationMembers(ctx, "1b"));
    for (const ChainedCommand& m : a.members) CHECK_FALSE(m.inCommand);
}

TEST_CASE("command chain: rulesets without it leave the range alone to decide", "[command][sss]") {
    BoardFixture board("sss");
    board.fill("clear", 0);
    board.leader("div", "usa", "A2020");
    board.unit("a", "usa", "infantry", board.label(straight(board.hex("A2020"), kEast, 8)), {}, {}, -1, "x");
    board.unit("b", "usa", "infantry", board.label(straight(board.hex("A2020"), kEast, 9)), {}, {}, -1, "x");
    const BoardState ctx = board.context();
    CommandQuery q;
    q.from = "division";
    q.to = "unit";
    q.leaderHex = board.hex("A2020");
    q.side = "usa";
    const ChainAnswer a = chainCommand(ctx, q, formationMembers(ctx, "x"));
    CHECK_FALSE(a.chainApplies);
    CHECK(a.find("a")->inCommand);  // 8 MP of clear ground (SSS 21.31)
    CHECK_FALSE(a.find("b")->inCommand);
}
