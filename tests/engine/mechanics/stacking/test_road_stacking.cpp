// Stacking while moving on a road, per system (the stacking service with roadMovement, what
// `ridgeline stack --road` prints): CWB 12.2 and its optional road column, HS 13.5b passing
// through, SSS 25.24, and LFM, which states no road limit and says so.
#include "board_fixture.hpp"

using namespace engine;
using rulestest::BoardFixture;
using rulestest::sideStack;

namespace {

bool cites(const StackingResult& r, const std::string& cite) {
    return std::any_of(r.reasons.begin(), r.reasons.end(),
                       [&](const Reason& why) { return why.cite.find(cite) != std::string::npos; });
}

}  // namespace

TEST_CASE("CWB 12.2: a road mover may not end stacked with another unit still in column", "[stacking][cwb][road]") {
    // "When moving on a road, each unit must move individually and may not end its movement stacked with
    // another unit which also moved on the road in that phase and is still in column, mounted, or
    // limbered formation." (CWB 12.2)
    BoardFixture board("cwb");
    board.unit("a", "usa", "infantry", "A10.10", {{"fire-level", "B"}}, "column");
    board.unit("b", "usa", "infantry", "A10.10", {{"fire-level", "C"}}, "column");
    const StackingResult moving = sideStack(board, "A10.10", true);
    CHECK(moving.verdict == StackVerdict::Over);
    CHECK(cites(moving, "CWB 12.2"));
    // Not moving on the road (the set-up itself): 3 C-units is well within 12.
    CHECK(sideStack(board, "A10.10", false).verdict == StackVerdict::Ok);

    SECTION("with one of them in line, the rule does not apply") {
        BoardFixture line("cwb");
        line.unit("a", "usa", "infantry", "A10.10", {{"fire-level", "B"}}, "column");
        line.unit("b", "usa", "infantry", "A10.10", {{"fire-level", "C"}}, "line");
        CHECK(sideStack(line, "A10.10", true).verdict == StackVerdict::Ok);
    }
}

TEST_CASE("CWB 12.2 optional road column: at most a B fire level in column per road hex", "[stacking][cwb][road]") {
    // "Optional: Players may get a more accurate road column if they allow no more than a B fire level to
    // be in column along any given hex of road. [...] Furthermore, each wagon or artillery unit must take
    // up one full hex of road space." (CWB 12.2)
    BoardFixture off("cwb");
    off.unit("ab", "usa", "infantry", "A10.10", {{"fire-level", "AB"}}, "column");
    const StackingResult plain = sideStack(off, "A10.10", true);
    CHECK(plain.verdict == StackVerdict::Ok);
    CHECK(cites(plain, "CWB 12.2"));  // says the optional rule is off

    BoardFixture on("cwb");
    on.option("road-column", "on");
    on.unit("ab", "usa", "infantry", "A10.10", {{"fire-level", "AB"}}, "column");
    const StackingResult column = sideStack(on, "A10.10", true);
    CHECK(column.verdict == StackVerdict::Over);  // AB = 6 C-units; B = 2
    BoardFixture small("cwb");
    small.option("road-column", "on");
    small.unit("b", "usa", "infantry", "A10.10", {{"fire-level", "B"}}, "column");
    CHECK(sideStack(small, "A10.10", true).verdict == StackVerdict::Ok);
}

TEST_CASE("LFM states no road stacking limit, and the stacking service says so", "[stacking][lfm][road]") {
    // "Units may move through friendly units at no cost in movement points and in excess of stacking
    // limits." (LFM R1.3) The limits apply at the end of the movement phase (R4.5).
    BoardFixture board("lfm");
    board.unit("a", "usa", "infantry", "1010", {{"sp", "6"}}, {}, -1, "brig");
    board.unit("b", "usa", "infantry", "1010", {{"sp", "6"}}, {}, -1, "brig");
    const StackingResult road = sideStack(board, "1010", true);
    CHECK(road.verdict == StackVerdict::Ok);
    CHECK(cites(road, "LFM R1.3"));
}

TEST_CASE("HS 13.5b: the road limit holds while passing through, as the rule says", "[stacking][hs][road]") {
    // "... cannot even pass through a hex if the SPs there would then exceed 8" (HS 13.5b)
    BoardFixture board("hs");
    board.unit("a", "usa", "infantry", "1010", {{"sp", "5"}, {"cohesion", "3"}});
    board.unit("b", "usa", "infantry", "1010", {{"sp", "5"}, {"cohesion", "3"}});
    const BoardState ctx = board.context();
    const auto policy = makeStackingPolicy(ctx.ruleset);
    const StackingResult passing =
        policy->check(ctx, {board.hex("1010"), ctx.occupancy.at(board.hex("1010")), true, false});
    CHECK(passing.verdict == StackVerdict::Over);
    CHECK(cites(passing, "HS 13.5b"));
}
