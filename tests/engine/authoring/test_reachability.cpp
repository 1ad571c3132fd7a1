// The earliest turn each side reaches each objective: known answers on small SSS maps (a road
// against cross-country, a creek, a reinforcement on turn 3, the enemy's zones), and on the SSS
// sample the same answers as a search from every start one by one.
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"
#include "tests/engine/validation/validation_fixture.hpp"

#include "engine/authoring/reachability.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/mechanics/movement/movement_allowance.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>

using namespace engine;
using movetest::straight;

namespace {

// A 30 x 30 SSS map of `terrain`, turns 1-6, union infantry `u1` set up at (15, 15).
Document synthetic(const std::string& terrain) {
    Document doc;
    doc.ruleset = valtest::templateRuleset("sss");
    doc.map = movetest::openMap(*doc.ruleset, 30, 30, terrain);
    Scenario sc;
    sc.id = "reach";
    sc.turns = {"1863-07-01", "06:00", 60, 1, 6, {}};
    sc.sides = {{"union", "Union"}, {"csa", "Confederate"}};
    sc.units.push_back({"u1", "", "union", "", "infantry", {{"strength", "5"}, {"morale", "7"}}});
    sc.setup.push_back({"u1", movetest::at(doc.map, 15, 15), -1, "tactical"});
    doc.scenario = sc;
    return doc;
}

const ClassArrival& arrival(const ReachabilityTable& table, HexCoord hex, const std::string& side,
                            const std::string& cls = "infantry") {
    for (const ObjectiveReach& o : table.objectives)
        if (o.hex == hex)
            for (const ClassArrival& a : o.arrivals)
                if (a.side == side && a.unitClass == cls) return a;
    FAIL("no arrival of " << side << " " << cls);
    throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("reachability: a road reaches in one turn what woods take three for", "[authoring][reachability]") {
    Document doc = synthetic("woods");
    const HexCoord start = movetest::at(doc.map, 15, 15);
    const HexCoord byRoad = straight(start, 0, 9), crossCountry = straight(start, 3, 9);
    for (int i = 0; i < 9; ++i) movetest::setSide(doc.map, straight(start, 0, i), straight(start, 0, i + 1), "road");
    doc.scenario->victoryHexes.push_back({"v1", byRoad, "union", 1, 0, 0});
    const ReachabilityTable table = reachabilityTable(doc, {{crossCountry, byRoad}, false});
    REQUIRE(table.objectives.size() == 2);  // the victory hex, and the other hex asked about once
    CHECK(table.objectives[0].victoryId == "v1");
    CHECK(table.objectives[1].victoryId.empty());

    const ClassArrival& road = arrival(table, byRoad, "union");
    REQUIRE(road.reached);
    CHECK(road.turn == 1);
    CHECK(road.mp == Approx(4.5));  // nine road hexsides at 1/2 MP (SSS 26.24)
    CHECK(road.allowance == 6);     // the best Movement Table result for infantry (SSS 13.25)
    CHECK(road.allowanceReason.cite == "SSS 13.25");
    CHECK(road.path.size() == 10);
    CHECK(road.path.front() == start);
    CHECK(road.path.back() == byRoad);
    CHECK(road.fromSetup);
    CHECK(road.fromPiece == "u1");
    CHECK(road.fromTurn == 1);

    const ClassArrival& woods = arrival(table, crossCountry, "union");
    REQUIRE(woods.reached);
    CHECK(woods.mp == Approx(18));  // nine woods hexes at 2 MP (SSS 26.22)
    CHECK(woods.turn == 3);         // 18 MP at 6 a turn: turns 1, 2 and 3
    CHECK(woods.path.size() == 10);
    for (std::size_t i = 1; i < woods.path.size(); ++i) CHECK(hexDistance(woods.path[i - 1], woods.path[i]) == 1);
}

TEST_CASE("reachability: a creek on the way costs a turn", "[authoring][reachability]") {
    Document doc = synthetic("clear");
    const HexCoord start = movetest::at(doc.map, 15, 15), target = straight(start, 1, 6);
    SECTION("open ground: six hexes in the first turn") {
        const ReachabilityTable table = reachabilityTable(doc, {{target}, false});
        CHECK(arrival(table, target, "union").turn == 1);
        CHECK(arrival(table, target, "union").mp == Approx(6));
    }
    SECTION("a major creek around the target: 6 + 2 MP, into the second turn") {
        // A ring of creek hexsides three and four hexes from the target: every path crosses it.
        const HexGrid& grid = doc.map.grid();
        for (std::size_t i = 0; i < grid.size(); ++i) {
            const HexCoord h = grid.at(i);
            for (int d = 0; d < 6; ++d) {
                const HexCoord n = neighbor(h, d);
                if (grid.contains(n) && hexDistance(h, target) == 4 && hexDistance(n, target) == 3)
                    movetest::setSide(doc.map, h, n, "major-creek");
            }
        }
        const ReachabilityTable table = reachabilityTable(doc, {{target}, false});
        const ClassArrival& a = arrival(table, target, "union");
        REQUIRE(a.reached);
        CHECK(a.mp == Approx(8));  // SSS 26.25: 2 MP to cross a major creek
        CHECK(a.turn == 2);
    }
}

TEST_CASE("reachability: a reinforcement arriving on turn 3 counts from its entry hex", "[authoring][reachability]") {
    Document doc = synthetic("clear");
    Scenario& sc = *doc.scenario;
    sc.turns.lastTurn = 4;
    const HexCoord entry = movetest::at(doc.map, 0, 15);
    sc.units.push_back({"c1", "", "csa", "", "infantry", {{"strength", "5"}, {"morale", "7"}}});
    sc.schedule.push_back({"late", 3, "csa", {"c1"}, {}, entry, "", "march", "", "", std::nullopt});
    int inward = 0;  // a direction that stays on the map for 19 hexes
    while (!doc.map.contains(straight(entry, inward, 19))) ++inward;
    const HexCoord near = straight(entry, inward, 3), far = straight(entry, inward, 8),
                   tooFar = straight(entry, inward, 19);
    const ReachabilityTable table = reachabilityTable(doc, {{entry, near, far, tooFar}, false});

    const ClassArrival& atEntry = arrival(table, entry, "csa");
    REQUIRE(atEntry.reached);
    CHECK(atEntry.turn == 3);
    CHECK(atEntry.path.size() == 1);
    CHECK_FALSE(atEntry.fromSetup);
    CHECK(atEntry.fromPiece == "late");
    CHECK(atEntry.fromTurn == 3);
    CHECK(atEntry.mp == 0);
    CHECK(arrival(table, near, "csa").turn == 3);  // 3 MP on the turn it arrives
    CHECK(arrival(table, far, "csa").turn == 4);   // 8 MP: turns 3 and 4
    CHECK(arrival(table, far, "csa").mp == Approx(8));
    CHECK_FALSE(arrival(table, tooFar, "csa").reached);  // 19 MP needs turns 3-6; the track ends on turn 4
    CHECK(arrival(table, tooFar, "csa").allowance == 6);
    // The union infantry, set up at (15, 15), reaches the entry hex in its first turns.
    const int hexes = hexDistance(movetest::at(doc.map, 15, 15), entry);
    CHECK(arrival(table, entry, "union").turn == (hexes + 5) / 6);
}

TEST_CASE("reachability: with the enemy's zones, a held hex is out of reach and a ZOC costs more",
          "[authoring][reachability]") {
    Document doc = synthetic("clear");
    const HexCoord start = movetest::at(doc.map, 15, 15), held = straight(start, 1, 5),
                   besideHeld = straight(start, 1, 4);
    doc.scenario->units.push_back({"c1", "", "csa", "", "infantry", {{"strength", "5"}, {"morale", "7"}}});
    doc.scenario->setup.push_back({"c1", held, -1, "tactical"});
    const ReachabilityTable plain = reachabilityTable(doc, {{held, besideHeld}, false});
    const ReachabilityTable zoned = reachabilityTable(doc, {{held, besideHeld}, true});
    CHECK(zoned.enemyZones);
    CHECK(arrival(plain, held, "union").turn == 1);
    CHECK_FALSE(arrival(zoned, held, "union").reached);  // SSS 26.23: an enemy-held hex is not entered
    CHECK(arrival(plain, besideHeld, "union").mp == Approx(4));
    // Into the ZOC: +2 MP (SSS 24.22).
    CHECK(arrival(zoned, besideHeld, "union").mp >= 4 + 2 - 1e-9);
    CHECK(arrival(zoned, held, "csa").turn == 1);  // the csa's own hex
}

TEST_CASE("reachability on the SSS sample agrees with a search from each start alone", "[authoring][reachability]") {
    RulesetLibrary rulesets;
    rulesets.addSearchDir(testpaths::rulesets());
    const Document doc =
        loadDocument(testpaths::source() / "samples" / "sss-mcpherson-ridge" / "scenario.rlscn", rulesets);
    const HexGrid& grid = doc.map.grid();
    std::vector<HexCoord> hexes;
    for (const char* label : {"C1007", "A1006", "A0106", "C0702", "A0808", "B0502", "D0905", "D0607"}) {
        const auto h = grid.parseLabel(label);
        REQUIRE(h);
        hexes.push_back(*h);
    }
    const ReachabilityTable table = reachabilityTable(doc, {hexes, false});
    REQUIRE(table.objectives.size() == hexes.size());
    // The union's I Corps arrives on turn 2 at C1007 (row r1, march orders).
    const ClassArrival& corps = arrival(table, hexes[0], "union");
    CHECK(corps.reached);
    CHECK(corps.turn == 2);
    CHECK(corps.fromPiece == "r1");
    // Gamble's cavalry is set up at A1006.
    CHECK(arrival(table, hexes[1], "union", "cavalry").turn == 1);
    CHECK(arrival(table, hexes[1], "union", "cavalry").fromPiece == "gamble");

    // Every start, one search each: set-up pieces from turn 1, rows from their turn at each entry hex.
    const Scenario& sc = *doc.scenario;
    struct Start {
        std::string side, cls;
        HexCoord hex;
        int turn;
    };
    std::vector<Start> starts;
    for (const Placement& p : sc.setup)
        for (const Unit& u : sc.units)
            if (u.id == p.piece) starts.push_back({u.side, u.unitClass, p.hex, sc.turns.firstTurn});
    for (const ReinforcementRow& r : sc.schedule) {
        std::vector<HexCoord> entry;
        if (r.entryHex) entry.push_back(*r.entryHex);
        for (const EntryArea& a : sc.entryAreas)
            if (a.id == r.entryArea) entry = a.hexes;
        for (const Unit& u : sc.units) {
            bool brought = std::find(r.units.begin(), r.units.end(), u.id) != r.units.end() ||
                           std::find(r.formations.begin(), r.formations.end(), u.formation) != r.formations.end();
            if (brought)
                for (HexCoord h : entry) starts.push_back({r.side, u.unitClass, h, r.turn});
        }
    }
    std::size_t compared = 0;
    for (const ObjectiveReach& o : table.objectives)
        for (const ClassArrival& a : o.arrivals) {
            int best = 0;
            for (const Start& s : starts) {
                if (s.side != a.side || s.cls != a.unitClass) continue;
                for (const UnitMode& mode : doc.ruleset->findClass(a.unitClass)->modes) {
                    std::optional<MovementAllowance> ma;
                    for (int roll = 2; roll <= 13; ++roll)
                        if (auto m = movementTableAllowance(*doc.ruleset, roll, a.unitClass);
                            m && (!ma || m->mp > ma->mp))
                            ma = m;
                    REQUIRE(ma);
                    const MovementProfile profile(*doc.ruleset, doc.map, a.unitClass, mode.id);
                    const ReachResult reach = computeReach(profile, s.hex, ReachOptions{});
                    if (!reach.reached(o.hex)) continue;
                    const int turn =
                        std::max(s.turn, s.turn + static_cast<int>(std::ceil(reach.cost(o.hex) / ma->mp - 1e-9)) - 1);
                    if (turn <= sc.turns.lastTurn && (best == 0 || turn < best)) best = turn;
                }
            }
            INFO(grid.label(o.hex) << " " << a.side << " " << a.unitClass);
            CHECK(a.reached == (best != 0));
            if (a.reached) CHECK(a.turn == best);
            ++compared;
        }
    CHECK(compared >= hexes.size() * 4);
}
