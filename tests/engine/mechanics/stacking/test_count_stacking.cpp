// SSS 25 stacking: the digest's worked examples T29-T32 (sss.md §12.1, §5) and edge cases.
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using rulestest::BoardFixture;

namespace {

HexStacking stackAt(const BoardFixture& board, const std::string& label, bool road = false) {
    const BoardState ctx = board.context();
    const auto policy = makeStackingPolicy(ctx.ruleset);
    REQUIRE(policy);
    return checkHexStacking(ctx, *policy, board.hex(label), road);
}

// Fills hex A1010 (painted `terrain`) with USA units of the given classes.
BoardFixture sssHex(const std::string& terrain, const std::vector<std::string>& classes) {
    BoardFixture board("sss");
    board.paint("A1010", terrain);
    int n = 0;
    for (const std::string& cls : classes) board.unit(cls + std::to_string(++n), "usa", cls, "A1010");
    return board;
}

}  // namespace

TEST_CASE("SSS T29: cavalry + horse artillery legal, cavalry + cavalry and cavalry + infantry illegal",
          "[stacking][sss]") {
    CHECK(stackAt(sssHex("clear", {"cavalry", "horse-artillery"}), "A1010").verdict() == StackVerdict::Ok);
    const HexStacking twoCav = stackAt(sssHex("clear", {"cavalry", "cavalry"}), "A1010");
    CHECK(twoCav.verdict() == StackVerdict::Over);
    CHECK(describe(twoCav.sides.at(0).reasons.back()).find("SSS 25.21") != std::string::npos);
    const HexStacking cavInf = stackAt(sssHex("clear", {"cavalry", "infantry"}), "A1010");
    CHECK(cavInf.verdict() == StackVerdict::Over);
    CHECK(cavInf.sides.at(0).reasons.back().message.find("cavalry may not stack with infantry") != std::string::npos);
}

TEST_CASE("SSS T30: open hex 3 inf, 2 inf + 1 art, 1 inf + 2 art, 1 cav + 1 art all legal", "[stacking][sss]") {
    for (const auto& classes : std::vector<std::vector<std::string>>{{"infantry", "infantry", "infantry"},
                                                                     {"infantry", "infantry", "artillery"},
                                                                     {"infantry", "artillery", "artillery"},
                                                                     {"cavalry", "artillery"}}) {
        for (const char* open : {"clear", "farm", "orchard"}) {
            INFO(open << " with " << classes.size() << " units");
            CHECK(stackAt(sssHex(open, classes), "A1010").verdict() == StackVerdict::Ok);
        }
    }
}

TEST_CASE(
    "SSS T31: non-open 2 inf, 1 inf + 1 art, 1 cav + 1 art, open 1 inf + 1 art + 1 horse art, any 1 cav + 1 horse art",
    "[stacking][sss]") {
    for (const char* closed : {"woods", "town", "rough", "rough-woods", "marsh"}) {
        INFO(closed);
        CHECK(stackAt(sssHex(closed, {"infantry", "infantry"}), "A1010").verdict() == StackVerdict::Ok);
        CHECK(stackAt(sssHex(closed, {"infantry", "artillery"}), "A1010").verdict() == StackVerdict::Ok);
        CHECK(stackAt(sssHex(closed, {"cavalry", "artillery"}), "A1010").verdict() == StackVerdict::Ok);
        CHECK(stackAt(sssHex(closed, {"cavalry", "horse-artillery"}), "A1010").verdict() == StackVerdict::Ok);
    }
    CHECK(stackAt(sssHex("clear", {"infantry", "artillery", "horse-artillery"}), "A1010").verdict() ==
          StackVerdict::Ok);
    CHECK(stackAt(sssHex("clear", {"cavalry", "horse-artillery"}), "A1010").verdict() == StackVerdict::Ok);
}

TEST_CASE("SSS T32: a cavalry unit may not end its move in a hex holding cavalry + horse artillery",
          "[stacking][sss]") {
    // Passing through is a movement question (SSS 25.31, enforced-cavalry-horse-artillery = end-of-move); the
    // hex the cavalry would end in is what the stacking policy judges.
    const HexStacking end = stackAt(sssHex("clear", {"cavalry", "horse-artillery", "cavalry"}), "A1010");
    CHECK(end.verdict() == StackVerdict::Over);
}

TEST_CASE("SSS 25.22-25.23: open 3 / 2 artillery, closed 2 / 1 artillery, with the numbers in the reason",
          "[stacking][sss]") {
    const HexStacking fourOpen = stackAt(sssHex("clear", {"infantry", "infantry", "infantry", "infantry"}), "A1010");
    REQUIRE(fourOpen.sides.size() == 1);
    const StackingResult& r = fourOpen.sides.front();
    CHECK(r.verdict == StackVerdict::Over);
    CHECK(r.measures.at(0).total == 4);
    CHECK(r.measures.at(0).limit == 3.0);
    CHECK(describe(r.reasons.back()) ==
          "4 units in Clear hex A1010, limit 3, of which artillery units 0, limit 2 [SSS 25.22]");

    CHECK(stackAt(sssHex("clear", {"artillery", "artillery", "horse-artillery"}), "A1010").verdict() ==
          StackVerdict::Over);
    CHECK(stackAt(sssHex("woods", {"infantry", "infantry", "infantry"}), "A1010").verdict() == StackVerdict::Over);
    const HexStacking twoGunsWoods = stackAt(sssHex("woods", {"artillery", "artillery"}), "A1010");
    CHECK(twoGunsWoods.verdict() == StackVerdict::Over);
    CHECK(describe(twoGunsWoods.sides.front().reasons.back()).find("of which artillery units 2, limit 1 [SSS 25.23]") !=
          std::string::npos);
}

TEST_CASE("SSS 25.11: leaders never count, any number may share a hex", "[stacking][sss]") {
    BoardFixture board = sssHex("woods", {"infantry", "infantry"});
    board.leader("Meade", "usa", "A1010").leader("Reynolds", "usa", "A1010").leader("Doubleday", "usa", "A1010");
    const HexStacking s = stackAt(board, "A1010");
    CHECK(s.verdict() == StackVerdict::Ok);
    CHECK(s.sides.front().measures.front().total == 2);
    CHECK(s.sides.front().pieces.size() == 5);
}

TEST_CASE("SSS 25.24: no stacking at all under road movement (March orders)", "[stacking][sss]") {
    CHECK(stackAt(sssHex("clear", {"infantry", "infantry"}), "A1010", true).verdict() == StackVerdict::Over);
    CHECK(stackAt(sssHex("clear", {"infantry"}), "A1010", true).verdict() == StackVerdict::Ok);
    BoardFixture march("sss");
    march.paint("A1010", "clear")
        .unit("u1", "usa", "infantry", "A1010", {}, "march")
        .unit("u2", "usa", "infantry", "A1010");
    const HexStacking s = stackAt(march, "A1010");
    CHECK(s.verdict() == StackVerdict::Over);
    CHECK(describe(s.sides.front().reasons.front()).find("SSS 25.24") != std::string::npos);
}

TEST_CASE("SSS stacking: unpainted hex gives unknown, not a guess", "[stacking][sss][edge]") {
    BoardFixture board("sss");
    board.unit("u1", "usa", "infantry", "A1010");
    const HexStacking s = stackAt(board, "A1010");
    CHECK(s.verdict() == StackVerdict::Unknown);
    CHECK(s.sides.front().reasons.front().message.find("terrain not painted") != std::string::npos);
}

TEST_CASE("SSS stacking: mixed sides in a hex are judged per side and flagged", "[stacking][sss][edge]") {
    BoardFixture board("sss");
    board.paint("A1010", "clear").unit("u1", "usa", "infantry", "A1010").unit("c1", "csa", "infantry", "A1010");
    const HexStacking s = stackAt(board, "A1010");
    REQUIRE(s.sides.size() == 2);
    CHECK(s.sides[0].verdict == StackVerdict::Ok);
    CHECK(s.sides[1].verdict == StackVerdict::Ok);
    CHECK(s.mixedSides);
    CHECK(s.verdict() == StackVerdict::Over);
    CHECK(describe(s.reasons.front()) ==
          "pieces of usa and csa share Clear hex A1010; enemy units may not stack together [SSS 26.23, SSS 28.22]");
}
