// Command traces through the enemy (CommandTraceRules with checkCommandRange): SSS 21.22, CWB 10.5a
// with 14.1b, LFM R20.10, each from its rule's own sentence, with the case where the rule does not
// apply (the friendly unit that lets the trace through, the ZOI that does not stop it). The board is
// a two-row strip with an enemy unit in the second row: every trace from one end to the other
// crosses the hex in front of it.
#include "engine/mechanics/command/command_range.hpp"
#include "engine/mechanics/command/command_trace.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using movetest::at;
using movetest::openMap;

namespace {

constexpr int kColumns = 14;
constexpr int kEnemyColumn = 7;

// The hexes of the strip's first row where a trace of usa would stop: a friendly unit in each opens it.
std::vector<HexCoord> zocBarrier(const BoardState& ctx) {
    const CommandTraceRules probe(ctx, "usa");
    std::vector<HexCoord> out;
    for (int c = 0; c < kColumns; ++c)
        if (probe.stopsIn(at(ctx.map, c, 0))) out.push_back(at(ctx.map, c, 0));
    return out;
}

struct Strip {
    const Ruleset& rs;
    HexMap map;
    explicit Strip(const std::string& id)
        : rs(movetest::templateRuleset(id)),
          map(openMap(rs, kColumns, 2)) {}
    [[nodiscard]] HexCoord front() const { return at(map, kEnemyColumn, 0); }
    [[nodiscard]] HexCoord enemyHex() const { return at(map, kEnemyColumn, 1); }
    // The board with the enemy unit (facing the front hex, for CWB) and friendly units in `friends`.
    [[nodiscard]] BoardState board(const std::vector<HexCoord>& friends = {}, const std::string& mode = {}) const {
        BoardState ctx(map, rs);
        ctx.occupancy.add(enemyHex(),
                          PieceAt{"reb", "csa", "infantry", mode, directionTo(enemyHex(), front()), nullptr, nullptr});
        int n = 0;
        for (const HexCoord h : friends)
            ctx.occupancy.add(h, PieceAt{"yank" + std::to_string(n++), "usa", "infantry", "", -1, nullptr, nullptr});
        return ctx;
    }
    [[nodiscard]] CommandQuery query(std::string from, std::string to, int leaderCol, int subCol) const {
        CommandQuery q;
        q.from = std::move(from);
        q.to = std::move(to);
        q.leaderHex = at(map, leaderCol, 0);
        q.subordinateHex = at(map, subCol, 0);
        q.side = "usa";
        return q;
    }
};

bool cites(const CommandRangeAnswer& a, const std::string& cite) {
    return std::any_of(a.reasons.begin(), a.reasons.end(),
                       [&](const Reason& r) { return r.cite.find(cite) != std::string::npos; });
}

}  // namespace

TEST_CASE("SSS 21.22: a range path never passes through a ZOC hex unless a friendly unit occupies it",
          "[command][sss][trace]") {
    // "ZOC and ZOI costs (+2 and +1) are paid as in movement. A range path may never pass through a ZOC
    // hex unless a friendly unit occupies it." (SSS 21.22, digest 8.1)
    const Strip strip("sss");
    const CommandQuery q = strip.query("army", "corps", 2, 12);
    const auto blocked = checkCommandRange(strip.board(), q);
    CHECK_FALSE(blocked.within);
    CHECK(blocked.distance == kProhibitedMove);
    CHECK(cites(blocked, "SSS 21.22"));

    SECTION("a friendly unit in the ZOC hex lets the trace through, paying the zone costs") {
        const auto barrier = zocBarrier(strip.board());
        REQUIRE_FALSE(barrier.empty());
        const auto through = checkCommandRange(strip.board(barrier), q);
        REQUIRE(through.distance != kProhibitedMove);
        CHECK(through.distance > 10);  // 10 hexes, plus +2 for each ZOC and +1 for each ZOI hex entered
        CHECK(cites(through, "SSS 21.22"));
    }
    SECTION("the trace may end in the first ZOC hex it meets, paying its +2") {
        const BoardState ctx = strip.board();
        const auto barrier = zocBarrier(ctx);
        REQUIRE_FALSE(barrier.empty());
        CommandQuery into = strip.query("army", "corps", 2, 2);
        into.subordinateHex = barrier.front();  // the westmost: reached without crossing another
        const auto a = checkCommandRange(ctx, into);
        CHECK(a.distance != kProhibitedMove);
        CHECK(a.distance >= hexDistance(into.leaderHex, into.subordinateHex) + 2);
        CHECK(cites(a, "SSS 21.22"));
    }
}

TEST_CASE("CWB 10.5a, 14.1b: enemy units and EZOCs affect command radius, friendly units negate EZOCs",
          "[command][cwb][trace]") {
    // "In counting movement points, only those hexes a friendly leader could move through can be used.
    // Therefore, impassible terrain, enemy units and EZOCs affect command radius. Friendly units negate
    // EZOCs for this purpose." (CWB 10.5a) "Friendly units negate EZOCs they occupy only for purposes
    // of tracing command radius and supply." (CWB 14.1b)
    const Strip strip("cwb");
    const CommandQuery q = strip.query("corps-hq", "division-leader", 3, 11);
    const auto blocked = checkCommandRange(strip.board({}, "line"), q);
    CHECK(blocked.distance == kProhibitedMove);
    CHECK(cites(blocked, "CWB 10.5a"));
    const auto barrier = zocBarrier(strip.board({}, "line"));
    REQUIRE_FALSE(barrier.empty());
    const auto through = checkCommandRange(strip.board(barrier, "line"), q);
    CHECK(through.distance == 8);  // EZOC costs no MP (CWB 14.1)
    CHECK(through.within);
    CHECK(cites(through, "CWB 14.1b"));

    SECTION("an enemy unit in column projects no EZOC: the trace passes") {
        CHECK(checkCommandRange(strip.board({}, "column"), q).distance == 8);
    }
}

TEST_CASE("LFM R20.10: command is traced through a ZOI and into a ZOC, not through one unless a friend is there",
          "[command][lfm][trace]") {
    // "Command can be traced through a ZOI, but cannot be traced through a ZOC unless the hex is occupied
    // by a friendly unit. It can be traced into a ZOC." (LFM R20.10)
    const Strip strip("lfm");
    const CommandQuery q = strip.query("army", "", 3, 11);
    const BoardState alone = strip.board();
    const auto blocked = checkCommandRange(alone, q);
    CHECK_FALSE(blocked.within);
    CHECK(cites(blocked, "LFM R20.10"));

    SECTION("into the ZOC") {
        const auto into = checkCommandRange(alone, strip.query("army", "", 3, kEnemyColumn));
        CHECK(into.distance == 4);
        CHECK(into.within);
    }
    SECTION("through it where friendly units stand in every ZOC hex of the strip's first row") {
        const auto through = checkCommandRange(strip.board(zocBarrier(alone)), q);
        CHECK(through.distance == 8);
        CHECK(through.within);
    }
    SECTION("the ZOI does not stop it: 8 hexes within the army commander's 8") {
        // Every hex of the strip but those next to the enemy is in its 3-hex ZOI (R6.1).
        const auto zoi = checkCommandRange(alone, strip.query("army", "", 0, 5));
        CHECK(zoi.distance == 5);
    }
}
