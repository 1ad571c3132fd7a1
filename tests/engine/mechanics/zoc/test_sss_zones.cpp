// SSS 24 ZOC / ZOI: the digest's worked examples T27, T28, T35 (sss.md §12.1, §4.5) and edge cases.
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "engine/mechanics/zoc/zone_model.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

using namespace engine;
using rulestest::BoardFixture;

namespace {

// A LOS that is blocked everywhere: SSS 24.32 says the ZOI ignores LOS, so it must not matter.
class BlindSight final : public LineOfSight {
public:
    std::string id() const override { return "blind"; }
    LosResult trace(const BoardState&, const LosQuery&) const override { return {LosVerdict::Blocked, {}, {}}; }
};

Zone zoneAt(const BoardFixture& board, const std::string& label, const std::string& id, ZoneKind kind,
            const LineOfSight* los = nullptr) {
    const BoardState ctx = board.context();
    const auto model = makeZoneModel(ctx.ruleset);
    REQUIRE(model);
    for (const PieceAt& p : ctx.occupancy.at(board.hex(label)))
        if (p.id == id) return zoneOf(ctx, *model, board.hex(label), p, kind, los);
    FAIL("no piece " << id << " in " << label);
    return {};
}

ZoneCheck enemyZones(const BoardFixture& board, const std::string& label, const std::string& side) {
    const BoardState ctx = board.context();
    const auto model = makeZoneModel(ctx.ruleset);
    REQUIRE(model);
    return enemyZonesAt(ctx, *model, board.hex(label), side);
}

}  // namespace

TEST_CASE("SSS T27: an infantry unit has its ZOC at range 1 and its ZOI at range 2", "[zoc][sss]") {
    BoardFixture board("sss");
    board.unit("inf", "usa", "infantry", "A2020");
    const Zone zoc = zoneAt(board, "A2020", "inf", ZoneKind::Zoc);
    CHECK(zoc.hexes.size() == 6);
    for (const HexCoord h : zoc.hexes) CHECK(hexDistance(h, board.hex("A2020")) == 1);
    CHECK(describe(zoc.reasons.front()).find("SSS 24.21") != std::string::npos);
    const Zone zoi = zoneAt(board, "A2020", "inf", ZoneKind::Zoi);
    CHECK(zoi.hexes.size() == 12);
    for (const HexCoord h : zoi.hexes) CHECK(hexDistance(h, board.hex("A2020")) == 2);
}

TEST_CASE("SSS T28: artillery's 4-hex ZOI vanishes once an enemy engages it, others then pass 2 hexes away freely",
          "[zoc][sss]") {
    BoardFixture board("sss");
    board.unit("art", "usa", "artillery", "A2020");
    const Zone normal = zoneAt(board, "A2020", "art", ZoneKind::Zoi);
    CHECK(normal.hexes.size() == 12 + 18 + 24);  // rings 2, 3 and 4
    const HexCoord twoAway = board.hex("A2020") + kHexDirections[4] * 2;
    CHECK(enemyZones(board, board.label(twoAway), "csa").inZoi);

    board.unit("reb", "csa", "infantry", board.label(neighbor(board.hex("A2020"), 1)));
    const Zone engaged = zoneAt(board, "A2020", "art", ZoneKind::Zoi);
    CHECK(engaged.hexes.empty());
    CHECK(engaged.reasons.front().message.find("is engaged (in the ZOC of unit reb") != std::string::npos);
    const ZoneCheck passing = enemyZones(board, board.label(twoAway), "csa");
    CHECK_FALSE(passing.inZoi);
    CHECK_FALSE(passing.inZoc);
}

TEST_CASE("SSS T35: a hex that is over-stacked and in an enemy ZOC (the CH penalties belong to the retreat rules)",
          "[zoc][sss][stacking]") {
    BoardFixture board("sss");
    board.paint("A2020", "woods")
        .unit("u1", "usa", "infantry", "A2020")
        .unit("u2", "usa", "infantry", "A2020")
        .unit("u3", "usa", "infantry", "A2020");
    board.unit("reb", "csa", "infantry", board.label(neighbor(board.hex("A2020"), 2)));
    const BoardState ctx = board.context();
    const auto stacking = makeStackingPolicy(ctx.ruleset);
    CHECK(checkHexStacking(ctx, *stacking, board.hex("A2020")).sides.front().verdict == StackVerdict::Over);
    const ZoneCheck zones = enemyZones(board, "A2020", "usa");
    CHECK(zones.inZoc);
    CHECK(zones.zocFrom == std::vector<std::string>{"reb"});
}

TEST_CASE("SSS 24.21: broken units and leaders project no ZOC, shaken units still do", "[zoc][sss]") {
    BoardFixture board("sss");
    board.unit("broken", "usa", "infantry", "A2020", {{"disruption", "broken"}})
        .unit("shaken", "usa", "infantry", "A3030", {{"disruption", "shaken"}})
        .leader("Reynolds", "usa", "A4040");
    CHECK(zoneAt(board, "A2020", "broken", ZoneKind::Zoc).hexes.empty());
    CHECK(zoneAt(board, "A3030", "shaken", ZoneKind::Zoc).hexes.size() == 6);
    CHECK(zoneAt(board, "A3030", "shaken", ZoneKind::Zoi).hexes.empty());  // disrupted: no ZOI (24.31)
    CHECK(zoneAt(board, "A4040", "Reynolds", ZoneKind::Zoc).hexes.empty());
}

TEST_CASE("SSS 24.31: units on March orders project no ZOI", "[zoc][sss]") {
    BoardFixture board("sss");
    board.unit("col", "usa", "infantry", "A2020", {}, "march");
    CHECK(zoneAt(board, "A2020", "col", ZoneKind::Zoi).hexes.empty());
    CHECK(zoneAt(board, "A2020", "col", ZoneKind::Zoc).hexes.size() == 6);
}

TEST_CASE("SSS 24.32: the ZOI ignores LOS, terrain and units", "[zoc][sss]") {
    BoardFixture board("sss");
    board.unit("art", "usa", "artillery", "A2020");
    for (const HexCoord h : hexRing(board.hex("A2020"), 2)) board.paint(board.label(h), "woods");
    const BlindSight blind;
    CHECK(zoneAt(board, "A2020", "art", ZoneKind::Zoi, &blind).hexes.size() == 54);
}

TEST_CASE("SSS zones: cavalry's ZOI range is an assumed value and says so", "[zoc][sss][edge]") {
    BoardFixture board("sss");
    board.unit("cav", "usa", "cavalry", "A2020");
    const Zone zoi = zoneAt(board, "A2020", "cav", ZoneKind::Zoi);
    CHECK(zoi.hexes.size() == 12);
    CHECK(zoi.reasons.front().assumed);
}

TEST_CASE("SSS zones: own units' ZOCs never count against their own side", "[zoc][sss][edge]") {
    BoardFixture board("sss");
    board.unit("u1", "usa", "infantry", "A2020");
    const ZoneCheck check = enemyZones(board, board.label(neighbor(board.hex("A2020"), 0)), "usa");
    CHECK_FALSE(check.inZoc);
    CHECK_FALSE(check.inZoi);
}
