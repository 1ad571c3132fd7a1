// CWB 14.0 frontal ZOC (cwb.md §2.7, §4.6) and HS 13.6 (no zones). The CWB digest prints no worked
// example about ZOC; these cases are built from the rules text.
#include "engine/mechanics/zoc/zone_model.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

#include <algorithm>

using namespace engine;
using rulestest::BoardFixture;

namespace {

Zone zocOf(const BoardFixture& board, const std::string& label) {
    const BoardState ctx = board.context();
    const auto model = makeZoneModel(ctx.ruleset);
    REQUIRE(model);
    const auto& here = ctx.occupancy.at(board.hex(label));
    REQUIRE(here.size() == 1);
    return zoneOf(ctx, *model, board.hex(label), here.front(), ZoneKind::Zoc);
}

}  // namespace

TEST_CASE("CWB 14.0: a brigade in line exerts a ZOC into the three hexes across its frontal hexsides", "[zoc][cwb]") {
    for (int facing = 0; facing < 6; ++facing) {
        BoardFixture board("cwb");
        board.unit("b", "usa", "infantry", "A10.10", {{"fire-level", "A"}}, "line", facing);
        Zone zoc = zocOf(board, "A10.10");
        std::vector<HexCoord> expected{neighbor(board.hex("A10.10"), (facing + 5) % 6),
                                       neighbor(board.hex("A10.10"), facing),
                                       neighbor(board.hex("A10.10"), (facing + 1) % 6)};
        std::sort(zoc.hexes.begin(), zoc.hexes.end());
        std::sort(expected.begin(), expected.end());
        INFO("facing " << facing);
        CHECK(zoc.hexes == expected);
    }
}

TEST_CASE("CWB 14.0: the facing may come from the unit's facing attribute", "[zoc][cwb]") {
    BoardFixture board("cwb");
    board.unit("b", "usa", "infantry", "A10.10", {{"fire-level", "A"}, {"facing", "3"}});
    CHECK(zocOf(board, "A10.10").hexes.size() == 3);
}

TEST_CASE("CWB 14.0: columns, mounted cavalry, limbered guns, routed units and leaders exert no ZOC", "[zoc][cwb]") {
    BoardFixture board("cwb");
    board.unit("col", "usa", "infantry", "A10.10", {}, "column", 0)
        .unit("cav", "usa", "cavalry", "A12.10", {}, "mounted", 0)
        .unit("limb", "usa", "artillery", "A14.10", {}, "limbered", 0)
        .unit("rout", "usa", "infantry", "A16.10", {{"morale-state", "routed"}}, "line", 0)
        .leader("Hancock", "usa", "A18.10");
    for (const char* h : {"A10.10", "A12.10", "A14.10", "A16.10", "A18.10"}) {
        INFO(h);
        CHECK(zocOf(board, h).hexes.empty());
    }
    CHECK(describe(zocOf(board, "A16.10").reasons.front()) ==
          "unit rout (infantry) at A16.10 is routed: no ZOC [CWB 14.0]");
}

TEST_CASE("CWB 14.0: unlimbered artillery and dismounted cavalry exert a ZOC, no unit has a ZOI", "[zoc][cwb]") {
    BoardFixture board("cwb");
    board.unit("guns", "usa", "artillery", "A10.10", {{"gun-points", "4"}}, "unlimbered", 2)
        .unit("dis", "usa", "cavalry", "A14.10", {}, "dismounted", 2);
    CHECK(zocOf(board, "A10.10").hexes.size() == 3);
    CHECK(zocOf(board, "A14.10").hexes.size() == 3);
    const BoardState ctx = board.context();
    const auto model = makeZoneModel(ctx.ruleset);
    CHECK(zoneOf(ctx, *model, board.hex("A10.10"), ctx.occupancy.at(board.hex("A10.10")).front(), ZoneKind::Zoi)
              .hexes.empty());
}

TEST_CASE("CWB zones: a unit without a facing cannot place its ZOC and says so", "[zoc][cwb][edge]") {
    BoardFixture board("cwb");
    board.unit("b", "usa", "infantry", "A10.10", {{"fire-level", "A"}}, "line");
    const Zone zoc = zocOf(board, "A10.10");
    CHECK(zoc.hexes.empty());
    CHECK(zoc.reasons.front().message.find("has no facing") != std::string::npos);
}

TEST_CASE("CWB zones: enemy ZOC at a hex in front, none behind", "[zoc][cwb]") {
    BoardFixture board("cwb");
    board.unit("b", "csa", "infantry", "A10.10", {{"fire-level", "A"}}, "line", 1);
    const BoardState ctx = board.context();
    const auto model = makeZoneModel(ctx.ruleset);
    CHECK(enemyZonesAt(ctx, *model, neighbor(board.hex("A10.10"), 1), "usa").inZoc);
    CHECK_FALSE(enemyZonesAt(ctx, *model, neighbor(board.hex("A10.10"), 4), "usa").inZoc);
}

TEST_CASE("HS 13.6: there are no ZOCs or ZOIs", "[zoc][hs]") {
    BoardFixture board("hs");
    board.unit("inf", "csa", "infantry", "1010", {{"sp", "6"}});
    const Zone zoc = zocOf(board, "1010");
    CHECK(zoc.hexes.empty());
    CHECK(describe(zoc.reasons.front()) == "unit inf (infantry) at 1010: this system has no ZOC [HS 13.6]");
    const BoardState ctx = board.context();
    const auto model = makeZoneModel(ctx.ruleset);
    CHECK(model->id() == "none");
    const ZoneCheck adjacent = enemyZonesAt(ctx, *model, neighbor(board.hex("1010"), 0), "usa");
    CHECK_FALSE(adjacent.inZoc);
    CHECK_FALSE(adjacent.inZoi);
}
