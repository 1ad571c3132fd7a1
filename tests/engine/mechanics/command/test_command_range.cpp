// Command range per ruleset: SSS T25, T26 (MP along paths), CWB 10.5a and D10, LFM E14, T26, T27,
// T28 (hexes), HS 8.6 (no range). Maps are strips of clear hexes built for each example.
#include "engine/mechanics/command/command_range.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using movetest::at;
using movetest::openMap;
using movetest::setSide;

namespace {
CommandQuery query(const HexMap& map, std::string from, std::string to, int leaderCol, int subCol) {
    CommandQuery q;
    q.from = std::move(from);
    q.to = std::move(to);
    q.leaderHex = at(map, leaderCol, 0);
    q.subordinateHex = at(map, subCol, 0);
    q.side = "usa";
    return q;
}
bool cites(const CommandRangeAnswer& a, const std::string& cite) {
    for (const Reason& r : a.reasons)
        if (r.cite.find(cite) != std::string::npos) return true;
    return false;
}
}  // namespace

TEST_CASE("SSS T25: army leader to corps commander: 16 MP in command, 17 out", "[command][sss][examples]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    const HexMap map = openMap(rs, 20, 1);
    const BoardState ctx(map, rs);
    const auto in = checkCommandRange(ctx, query(map, "army", "corps", 0, 16));
    CHECK(in.applies);
    CHECK(in.unit == "MP");
    CHECK(in.distance == 16);
    CHECK(in.range == 16);
    CHECK(in.within);
    CHECK(cites(in, "SSS 5.22"));
    CHECK(cites(in, "SSS 21.21"));
    const auto out = checkCommandRange(ctx, query(map, "army", "corps", 0, 17));
    CHECK(out.distance == 17);
    CHECK_FALSE(out.within);
}

TEST_CASE("SSS T26: a unit more than 8 MP from its division leader is out of command range",
          "[command][sss][examples]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    HexMap map = openMap(rs, 12, 1);
    map.setTerrain(at(map, 3, 0), "woods");  // leader pays 2 MP here: 7 hexes cost 8 MP
    const BoardState ctx(map, rs);
    CHECK(checkCommandRange(ctx, query(map, "division", "unit", 0, 7)).within);
    const auto far = checkCommandRange(ctx, query(map, "division", "unit", 0, 8));
    CHECK(far.distance == 9);
    CHECK_FALSE(far.within);
    CHECK(far.assumed);  // woods cost for leaders is an assumed TEC value
}

TEST_CASE("SSS 21.21, 26.23: the command path may not pass through the enemy", "[command][sss]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    const HexMap map = openMap(rs, 12, 1);
    BoardState ctx(map, rs);
    ctx.occupancy.add(at(map, 4, 0), PieceAt{"reb", "csa", "infantry", "", -1, nullptr, nullptr});
    const auto a = checkCommandRange(ctx, query(map, "division", "unit", 0, 6));
    CHECK_FALSE(a.within);
    CHECK(a.distance == kProhibitedMove);
}

TEST_CASE("SSS 22.1: the wing range follows the wing-command-range option", "[command][sss]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    const HexMap map = openMap(rs, 20, 1);
    const BoardState ctx(map, rs);
    const auto a = checkCommandRange(ctx, query(map, "wing", "corps", 0, 14));
    CHECK(a.range == 12);  // the default of option wing-command-range
    CHECK_FALSE(a.within);
}

TEST_CASE("CWB 10.5a: brigades within 4 leader-MP of the division leader", "[command][cwb]") {
    const Ruleset& rs = movetest::templateRuleset("cwb");
    HexMap map = openMap(rs, 8, 1);
    map.setTerrain(at(map, 2, 0), "woods");  // leader: 2 MP
    const BoardState ctx(map, rs);
    const auto a = checkCommandRange(ctx, query(map, "division-leader", "brigade", 0, 3));
    CHECK(a.distance == 4);
    CHECK(a.within);
    CHECK(cites(a, "CWB 10.5a"));
    CHECK_FALSE(checkCommandRange(ctx, query(map, "division-leader", "brigade", 0, 4)).within);
}

TEST_CASE("CWB D10: 21 leader-MP from the army commander to the corps HQ take 3 turns", "[command][cwb][examples]") {
    Reason why;
    CHECK(orderDeliveryTurns(movetest::templateRuleset("cwb"), 21, &why) == 3);
    CHECK(why.cite == "CWB 10.1e");
    CHECK_FALSE(orderDeliveryTurns(movetest::templateRuleset("sss"), 21));
}

TEST_CASE("LFM E14: a division commander 6 hexes from his corps commander is outside its range 5",
          "[command][lfm][examples]") {
    const Ruleset& rs = movetest::templateRuleset("lfm");
    HexMap map = openMap(rs, 10, 1, "swamp");  // terrain does not matter: ranges are hexes
    const BoardState ctx(map, rs);
    const auto a = checkCommandRange(ctx, query(map, "corps", "", 0, 6));
    CHECK(a.unit == "hexes");
    CHECK(a.distance == 6);
    CHECK(a.range == 5);
    CHECK_FALSE(a.within);
    CHECK(cites(a, "LFM R20.4"));
}

TEST_CASE("LFM T26: corps commander within 8 hexes of the army commander", "[command][lfm][examples]") {
    const Ruleset& rs = movetest::templateRuleset("lfm");
    const HexMap map = openMap(rs, 10, 1);
    const auto a = checkCommandRange(BoardState(map, rs), query(map, "army", "", 0, 8));
    CHECK(a.range == 8);
    CHECK(a.within);
}

TEST_CASE("LFM T27: brigade commander 6 hexes from his division commander is not in range",
          "[command][lfm][examples]") {
    const Ruleset& rs = movetest::templateRuleset("lfm");
    const HexMap map = openMap(rs, 10, 1);
    CHECK_FALSE(checkCommandRange(BoardState(map, rs), query(map, "division", "", 0, 6)).within);
}

TEST_CASE("LFM T28: a regiment 4 hexes from its brigade commander is outside the brigade range 2",
          "[command][lfm][examples]") {
    // The adjacency chain (R20.7) that puts it back in command is not part of the range answer.
    const Ruleset& rs = movetest::templateRuleset("lfm");
    const HexMap map = openMap(rs, 10, 1);
    const auto a = checkCommandRange(BoardState(map, rs), query(map, "brigade", "", 0, 4));
    CHECK(a.range == 2);
    CHECK_FALSE(a.within);
}

TEST_CASE("HS 8.6: there is no command range", "[command][hs]") {
    const Ruleset& rs = movetest::templateRuleset("hs");
    const HexMap map = openMap(rs, 5, 1);
    const auto a = checkCommandRange(BoardState(map, rs), query(map, "division", "brigade", 0, 4));
    CHECK_FALSE(a.applies);
    CHECK(cites(a, "HS 8.6"));
}

TEST_CASE("command range: unknown roles are answered, not thrown", "[command]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    const HexMap map = openMap(rs, 5, 1);
    const auto a = checkCommandRange(BoardState(map, rs), query(map, "pope", "unit", 0, 2));
    CHECK_FALSE(a.applies);
    CHECK(a.reasons.front().message.find("pope") != std::string::npos);
}

TEST_CASE("LFM T19: a division commander reorganizes units within 4 hexes", "[command][lfm][examples]") {
    // The roll against CV is the reorganization procedure's; this is its range part (C-Ranges, R19).
    const Ruleset& rs = movetest::templateRuleset("lfm");
    const HexMap map = openMap(rs, 10, 1);
    CommandQuery q = query(map, "division", "", 0, 4);
    q.rangeKind = "reorganization";
    const auto a = checkCommandRange(BoardState(map, rs), q);
    CHECK(a.range == 4);
    CHECK(a.within);
    q.subordinateHex = at(map, 5, 0);
    CHECK_FALSE(checkCommandRange(BoardState(map, rs), q).within);
    q.from = "brigade";  // brigades have no reorganization range
    CHECK_FALSE(checkCommandRange(BoardState(map, rs), q).applies);
}
