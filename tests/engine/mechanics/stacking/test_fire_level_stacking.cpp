// CWB 12 stacking: the digest's examples E4, E12 and derived cases D1-D5 (cwb.md §12, §5) and edge cases.
#include "engine/mechanics/stacking/fire_level_stacking.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using rulestest::BoardFixture;
using rulestest::sideStack;

namespace {

// Hex A10.10 holding USA brigades of the given fire levels and batteries of the given gun points.
BoardFixture cwbHex(const std::vector<std::string>& fireLevels, const std::vector<std::string>& gunPoints = {}) {
    BoardFixture board("cwb");
    board.paint("A10.10", "clear");
    int n = 0;
    for (const std::string& f : fireLevels)
        board.unit("brigade" + std::to_string(++n), "usa", "infantry", "A10.10", {{"fire-level", f}});
    for (const std::string& g : gunPoints)
        board.unit("battery" + std::to_string(++n), "usa", "artillery", "A10.10", {{"gun-points", g}});
    return board;
}

}  // namespace

TEST_CASE("CWB D1: AB + AB (6 + 6 C-units) is legal", "[stacking][cwb]") {
    const StackingResult r = sideStack(cwbHex({"AB", "AB"}), "A10.10");
    CHECK(r.measures.front().total == 12);
    CHECK(r.verdict == StackVerdict::Ok);
}

TEST_CASE("CWB D2: AA + AB (8 + 6) is over-stacked", "[stacking][cwb]") {
    const StackingResult r = sideStack(cwbHex({"AA", "AB"}), "A10.10");
    CHECK(r.verdict == StackVerdict::Over);
    CHECK(describe(r.reasons.back()) ==
          "14 C-units in Clear hex A10.10, limit 12, of which gun points 0, limit 10 (3 x A fire level = 12 C-units, "
          "10 gun points) [CWB 12.1, CWB 6.5b]");
}

TEST_CASE("CWB D3: AAA + 5 gp + 5 gp is legal (12 C, 10 gp)", "[stacking][cwb]") {
    CHECK(sideStack(cwbHex({"AAA"}, {"5", "5"}), "A10.10").verdict == StackVerdict::Ok);
}

TEST_CASE("CWB D4: A + 5 gp + 5 gp + 2 gp is over-stacked (12 gp > 10)", "[stacking][cwb]") {
    const StackingResult r = sideStack(cwbHex({"A"}, {"5", "5", "2"}), "A10.10");
    CHECK(r.verdict == StackVerdict::Over);
    CHECK(r.measures.at(1).over());
}

TEST_CASE("CWB E4: an AB brigade extended into two hexes leaves three parts at B (2 C-units each)", "[stacking][cwb]") {
    BoardFixture board("cwb");
    board.paint("A10.10", "clear").paint("A11.10", "clear").paint("A09.10", "clear");
    board.unit("parent", "usa", "infantry", "A10.10", {{"fire-level", "B"}})
        .unit("ext1", "usa", "extended-line", "A11.10", {{"fire-level", "B"}})
        .unit("ext2", "usa", "extended-line", "A09.10", {{"fire-level", "B"}});
    double total = 0;
    for (const char* h : {"A10.10", "A11.10", "A09.10"}) total += sideStack(board, h).measures.front().total;
    CHECK(total == 6);  // = AB
}

TEST_CASE("CWB E12: a stack AB, A, 5 gp fires A + 5 gp and nothing more", "[stacking][cwb]") {
    BoardFixture board = cwbHex({"AB", "A"}, {"5"});
    const BoardState ctx = board.context();
    const HexFire fire = maxFireFromStack(ctx, board.hex("A10.10"), ctx.occupancy.at(board.hex("A10.10")));
    CHECK(fire.cUnits == 4);  // one A fire level
    CHECK(fire.gunPoints == 5);
    CHECK(describe(fire.reasons.back()).find("[CWB 12.3]") != std::string::npos);
}

TEST_CASE("CWB D5: a stack B over A fires B + B (topped up to A)", "[stacking][cwb]") {
    BoardFixture board = cwbHex({"B", "A"});
    const BoardState ctx = board.context();
    CHECK(maxFireFromStack(ctx, board.hex("A10.10"), ctx.occupancy.at(board.hex("A10.10"))).cUnits == 4);
}

TEST_CASE("CWB 17.1: extended lines never stack together", "[stacking][cwb]") {
    BoardFixture board("cwb");
    board.paint("A10.10", "clear")
        .unit("e1", "usa", "extended-line", "A10.10", {{"fire-level", "C"}})
        .unit("e2", "usa", "extended-line", "A10.10", {{"fire-level", "C"}});
    CHECK(sideStack(board, "A10.10").verdict == StackVerdict::Over);
}

TEST_CASE("CWB 6.2, 10.0c: leaders, HQs and wagons do not count", "[stacking][cwb][edge]") {
    BoardFixture board = cwbHex({"AAA"});
    board.leader("Hancock", "usa", "A10.10").unit("hq", "usa", "hq", "A10.10").unit("wagon", "usa", "wagon", "A10.10");
    const StackingResult r = sideStack(board, "A10.10");
    CHECK(r.verdict == StackVerdict::Ok);
    CHECK(r.measures.front().total == 12);
}

TEST_CASE("CWB stacking: an unknown fire level names the unit", "[stacking][cwb][edge]") {
    const StackingResult r = sideStack(cwbHex({"AAAA"}), "A10.10");
    CHECK(r.verdict == StackVerdict::Unknown);
    CHECK(r.reasons.front().message.find("brigade1: fire level 'AAAA'") != std::string::npos);
}
