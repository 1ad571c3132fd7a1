// HS 6 stacking: the digest's worked examples E1, E2 and D17-D25 (hammerin-sickles.md §12, §5) and edge cases.
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using rulestest::BoardFixture;
using rulestest::sideStack;

namespace {

bool anyReason(const StackingResult& r, const std::string& text) {
    for (const Reason& why : r.reasons)
        if (describe(why).find(text) != std::string::npos) return true;
    return false;
}

// Hex 1010 painted `terrain`, holding one USA unit per (class, SP) pair.
BoardFixture hsHex(const std::string& terrain, const std::vector<std::pair<std::string, std::string>>& units) {
    BoardFixture board("hs");
    board.paint("1010", terrain);
    int n = 0;
    for (const auto& [cls, sp] : units) board.unit(cls + std::to_string(++n), "usa", cls, "1010", {{"sp", sp}});
    return board;
}

}  // namespace

TEST_CASE("HS E1: two C units in one hex count 1 SP", "[stacking][hs]") {
    const StackingResult r = sideStack(hsHex("clear", {{"infantry", "C"}, {"infantry", "C"}}), "1010");
    CHECK(r.measures.front().total == 1.0);
    CHECK(r.pieces.front().shown == "C = 0.5 SP");
    CHECK(r.verdict == StackVerdict::Ok);
    CHECK(describe(r.reasons.front()).find("cadre: C counts 0.5 SP [HS 4.1a]") != std::string::npos);
}

TEST_CASE("HS E2: one 12-SP unit alone in Woods is legal and fights with 8 SP", "[stacking][hs]") {
    const StackingResult r = sideStack(hsHex("woods", {{"infantry", "12"}}), "1010");
    CHECK(r.verdict == StackVerdict::Ok);
    CHECK(r.combatValue == 8.0);
    CHECK(anyReason(r,
                    "12 SP in Woods hex 1010, limit 8, of which artillery SP 0, limit 4; a single unit may always "
                    "stand alone [HS 6.2]"));
    CHECK(anyReason(r, "uses only 8 SP in Fire and Close Combat [HS 6.2, HS 12.3]"));
}

TEST_CASE("HS D17: Woods with 5 SP infantry + 4 SP artillery is illegal (9 > 8)", "[stacking][hs]") {
    const StackingResult r = sideStack(hsHex("woods", {{"infantry", "5"}, {"artillery", "4"}}), "1010");
    CHECK(r.verdict == StackVerdict::Over);
    CHECK(r.measures.at(0).total == 9);
    CHECK(r.measures.at(0).limit == 8.0);
}

TEST_CASE("HS D18: Woods with 3 SP infantry + 5 SP artillery is illegal (artillery 5 > 4)", "[stacking][hs]") {
    const StackingResult r = sideStack(hsHex("woods", {{"infantry", "3"}, {"artillery", "5"}}), "1010");
    CHECK(r.verdict == StackVerdict::Over);
    CHECK_FALSE(r.measures.at(0).over());
    CHECK(r.measures.at(1).over());
}

TEST_CASE("HS D19: Rocky with 6 SP artillery + 6 SP infantry is legal (12 / 6)", "[stacking][hs]") {
    CHECK(sideStack(hsHex("rocky", {{"artillery", "6"}, {"infantry", "6"}}), "1010").verdict == StackVerdict::Ok);
}

TEST_CASE("HS D20: Devil's Den 2719 with 7 SP infantry + 5 SP artillery is illegal (artillery 5 > 4)",
          "[stacking][hs]") {
    // The printed map's hex 2719 is Devil's Den (HS 6.1e): the test map paints just that hex.
    BoardFixture board("hs");
    board.paint("2719", "devils-den")
        .unit("inf", "usa", "infantry", "2719", {{"sp", "7"}})
        .unit("art", "usa", "artillery", "2719", {{"sp", "5"}});
    const StackingResult r = sideStack(board, "2719");
    CHECK(r.verdict == StackVerdict::Over);
    CHECK(describe(r.reasons.back()) ==
          "12 SP in Devil's Den hex 2719, limit 12, of which artillery SP 5, limit 4 [HS 6.1]");
}

TEST_CASE("HS D21: Orchard with 12 SP all artillery is legal", "[stacking][hs]") {
    CHECK(sideStack(hsHex("orchard", {{"artillery", "6"}, {"artillery", "6"}}), "1010").verdict == StackVerdict::Ok);
}

TEST_CASE("HS D22: Clear with an 8-SP Disrupted unit + an 8-SP unit is legal (markers ignored)", "[stacking][hs]") {
    BoardFixture board("hs");
    board.paint("1010", "clear")
        .unit("a", "usa", "infantry", "1010", {{"sp", "8"}, {"morale-hits", "disrupted"}})
        .unit("b", "usa", "infantry", "1010", {{"sp", "8"}});
    const StackingResult r = sideStack(board, "1010");
    CHECK(r.measures.front().total == 16);
    CHECK(r.verdict == StackVerdict::Ok);
}

TEST_CASE("HS D23: a single 6-SP artillery unit alone in Woods is legal", "[stacking][hs]") {
    const StackingResult r = sideStack(hsHex("woods", {{"artillery", "6"}}), "1010");
    CHECK(r.verdict == StackVerdict::Ok);
    CHECK(r.combatValue == 6.0);  // digest A-2: by default only the total limit caps a lone unit
    BoardFixture capped = hsHex("woods", {{"artillery", "6"}});
    capped.option("lone-unit-artillery-cap", "with-artillery-sub-limit");
    CHECK(sideStack(capped, "1010").combatValue == 4.0);
}

TEST_CASE("HS D24: a 5 + 4 SP stack may not use the road rate through a Clear road hex", "[stacking][hs]") {
    BoardFixture board = hsHex("clear", {{"infantry", "5"}, {"infantry", "4"}});
    board.hexside("1010", 0, "pike");
    const StackingResult road = sideStack(board, "1010", true);
    CHECK(road.verdict == StackVerdict::Over);
    CHECK(road.measures.front().limit == 8.0);
    CHECK(anyReason(road, "moving at the road / March Column rate: limit 8 SP [HS 6.1, HS 13.5b]"));
    CHECK(sideStack(board, "1010", false).verdict == StackVerdict::Ok);  // paying the Clear cost: limit 16
}

TEST_CASE("HS D25: a single 10-SP unit may use March Column on a Pike", "[stacking][hs]") {
    BoardFixture board("hs");
    board.paint("1010", "clear")
        .hexside("1010", 0, "pike")
        .unit("big", "usa", "infantry", "1010", {{"sp", "10"}}, "march-column");
    CHECK(sideStack(board, "1010").verdict == StackVerdict::Ok);
}

TEST_CASE("HS 6.1: counts the current face, a battleworn counter counts its bw-sp", "[stacking][hs][edge]") {
    BoardFixture board("hs");
    board.paint("1010", "woods")
        .unit("a", "usa", "infantry", "1010", {{"sp", "6"}, {"bw-sp", "3"}, {"counter-side", "battleworn"}})
        .unit("b", "usa", "infantry", "1010", {{"sp", "5"}, {"bw-sp", "2"}});
    const StackingResult r = sideStack(board, "1010");
    CHECK(r.measures.front().total == 8);
    CHECK(r.verdict == StackVerdict::Ok);
}

TEST_CASE("HS digest A-3: a road hex at set-up uses the base terrain, or 8 SP with the option",
          "[stacking][hs][edge]") {
    BoardFixture board = hsHex("clear", {{"infantry", "6"}, {"infantry", "6"}});
    board.hexside("1010", 1, "lane");
    CHECK(sideStack(board, "1010").verdict == StackVerdict::Ok);
    board.option("road-hex-static-limit", "road-8");
    const StackingResult r = sideStack(board, "1010");
    CHECK(r.verdict == StackVerdict::Over);
    CHECK(anyReason(r, "option road-hex-static-limit = road-8, limit 8 SP [HS 6.1]"));
}

TEST_CASE("HS stacking: cadre halves add up across a stack at the limit", "[stacking][hs][edge]") {
    CHECK(sideStack(hsHex("woods", {{"infantry", "7"}, {"infantry", "C"}, {"infantry", "C"}}), "1010").verdict ==
          StackVerdict::Ok);
    const StackingResult over =
        sideStack(hsHex("woods", {{"infantry", "7"}, {"infantry", "C"}, {"infantry", "C"}, {"infantry", "C"}}), "1010");
    CHECK(over.verdict == StackVerdict::Over);
    CHECK(over.measures.front().total == 8.5);
}

TEST_CASE("HS stacking: an unreadable SP names the unit and gives unknown", "[stacking][hs][edge]") {
    const StackingResult r = sideStack(hsHex("clear", {{"infantry", "lots"}}), "1010");
    CHECK(r.verdict == StackVerdict::Unknown);
    CHECK(r.reasons.front().message.find("infantry1: 'sp' value 'lots' is not a number") != std::string::npos);
}
