// Properties of the search over (hex, state) that MoveRules asks for, on random small boards of each
// ruleset with enemy and friendly pieces, orders, night and day turns: Dijkstra equals a brute-force
// Bellman-Ford over the same (hex, state) graph, and a reused result equals a fresh search when the
// number of states changes from one search to the next.
#include "engine/mechanics/movement/move_rules.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"
#include "tests/engine/mechanics/stacking/board_fixture.hpp"

#include <random>

using namespace engine;
using rulestest::BoardFixture;

namespace {

struct Node {
    double cost = kProhibitedMove;
    bool pass = false;
    bool stop = false;
};

// Relax every (hex, state) edge until nothing changes, within the budget, as the rules compose a step.
std::vector<Node> bellmanFord(const MovementProfile& p, const EnemyPresence& enemies, const MoveRules& rules,
                              HexCoord from, double budget) {
    const HexGrid& grid = p.map().grid();
    const std::size_t n = grid.size(), states = static_cast<std::size_t>(rules.states());
    std::vector<Node> node(n * states);
    node[grid.index(from)].cost = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t u = 0; u < n * states; ++u) {
            if (node[u].cost == kProhibitedMove || node[u].stop) continue;
            const HexCoord hu = grid.at(u % n);
            for (int d = 0; d < 6; ++d) {
                const HexCoord hv = neighbor(hu, d);
                if (!grid.contains(hv)) continue;
                const bool road = p.usesRoadRate(hu, d) && !enemies.barsRoad(hu, hv);
                // On a road a unit may also decline the rate when the rules read the road bit.
                for (const bool declined : {false, true}) {
                    if (declined && !(road && states > 1)) continue;
                    const PresenceStep s = enemies.step(p, hu, d, declined);
                    if (s.mp == kProhibitedMove) continue;
                    const RuledStep r =
                        rules.step(hu, d, static_cast<std::uint8_t>(u / n), road && !declined, hu == from);
                    if (r.prohibited) continue;
                    const bool stop = s.endsMove || r.stops;
                    if (stop && !r.mayEnd) continue;
                    const double total = node[u].cost + s.mp + r.extraMp;
                    const std::size_t v = r.state * n + grid.index(hv);
                    if (total <= budget + kMpTolerance && total < node[v].cost) {
                        node[v] = {total, !r.mayEnd, stop};
                        changed = true;
                    }
                }
            }
        }
    }
    return node;
}

struct Trial {
    std::string ruleset, cls, mode, orders;
    int turn = 0;
};

const std::vector<Trial>& trials() {
    static const std::vector<Trial> all{
        {"lfm", "infantry", "", "", 2},
        {"lfm", "infantry", "", "", 3},
        {"lfm", "cavalry", "mounted", "out-of-command", 2},
        {"sss", "infantry", "march", "march", 0},
        {"sss", "cavalry", "tactical", "general", 0},
        {"sss", "infantry", "tactical", "", 0},
        {"cwb", "infantry", "column", "", 0},
        {"cwb", "cavalry", "mounted", "", 0},
        {"hs", "infantry", "normal", "maneuver", 0},
        {"hs", "infantry", "normal", "", 0},
    };
    return all;
}

// A board of random terrain and roads with a few enemy and friendly pieces in random modes.
BoardFixture randomBoard(const Trial& t, std::mt19937& rng) {
    BoardFixture board(t.ruleset);
    board.fill("clear", 0);
    board.turns(1, 4, {3});
    const HexMap& map = board.map();
    const auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto label = [&](int c, int r) { return board.label(map.grid().fromOffset({c, r})); };
    const std::vector<std::string> terrain{"clear", "woods", "orchard", "town"};
    for (int c = 5; c < 14; ++c)
        for (int r = 5; r < 13; ++r) {
            if (roll(0, 3) == 0) board.paint(label(c, r), terrain[static_cast<std::size_t>(roll(0, 3))]);
            if (roll(0, 2) == 0) board.hexside(label(c, r), roll(0, 5), t.ruleset == "hs" ? "pike" : "road");
        }
    const Ruleset& rs = board.ruleset();
    const auto modeOf = [&](const std::string& cls) {
        const UnitClass* c = rs.findClass(cls);
        return c && !c->modes.empty() ? c->modes[static_cast<std::size_t>(roll(0, int(c->modes.size()) - 1))].id
                                      : std::string();
    };
    for (int i = 0; i < 3; ++i) {
        const std::string cls = i == 2 && rs.findClass("cavalry") ? "cavalry" : "infantry";
        board.unit("e" + std::to_string(i), "csa", cls, label(roll(6, 13), roll(6, 12)),
                   {{"sp", "4"}, {"fire-level", "A"}}, modeOf(cls), roll(0, 5), "rebs");
    }
    for (int i = 0; i < 4; ++i)
        board.unit("f" + std::to_string(i), "usa", "infantry", label(roll(5, 13), roll(5, 12)),
                   {{"sp", "5"}, {"fire-level", "B"}}, modeOf("infantry"), roll(0, 5), "yanks");
    return board;
}

}  // namespace

TEST_CASE("reach with rules: Dijkstra over (hex, state) equals brute-force Bellman-Ford",
          "[movement][reach][property][state]") {
    std::mt19937 rng(18630702);
    int withTwoStates = 0;
    for (int round = 0; round < 3; ++round) {
        for (const Trial& t : trials()) {
            const BoardFixture board = randomBoard(t, rng);
            BoardState ctx = board.context();
            ctx.turn = t.turn;
            const MovementProfile p(ctx.ruleset, ctx.map, t.cls, t.mode);
            const EnemyPresence enemies(ctx, "usa");
            const HexCoord from = ctx.map.grid().fromOffset({5 + round, 9});
            const MoveRules rules(ctx, p, &enemies, MovingStack{"usa", t.orders, {}}, from);
            withTwoStates += rules.states() == 2;
            const double budget = 6 + round;
            ReachOptions options;
            options.budget = budget;
            options.enemies = &enemies;
            options.rules = &rules;
            const ReachResult reach = computeReach(p, from, options);
            const std::vector<Node> expected = bellmanFord(p, enemies, rules, from, budget);
            const HexGrid& grid = ctx.map.grid();
            const std::size_t n = grid.size();
            for (std::size_t i = 0; i < n; ++i) {
                // The cheapest state the move may end in, else the cheapest one passed through.
                const Node* best = nullptr;
                const Node* pass = nullptr;
                for (std::size_t s = 0; s < static_cast<std::size_t>(rules.states()); ++s) {
                    const Node& nd = expected[s * n + i];
                    if (nd.cost == kProhibitedMove) continue;
                    const Node*& slot = nd.pass ? pass : best;
                    if (!slot || nd.cost < slot->cost) slot = &nd;
                }
                if (!best) best = pass;
                INFO(t.ruleset << " " << t.cls << " " << t.orders << " turn " << t.turn << " round " << round << " hex "
                               << grid.label(grid.at(i)));
                if (!best) {
                    CHECK_FALSE(reach.reached(grid.at(i)));
                    continue;
                }
                REQUIRE(reach.reached(grid.at(i)));
                CHECK(reach.cost(grid.at(i)) == Approx(best->cost));
                CHECK(reach.passOnly(grid.at(i)) == best->pass);
            }
        }
    }
    CHECK(withTwoStates > 0);
}

TEST_CASE("reach with rules: a reused result equals a fresh search as the states change",
          "[movement][reach][property][state]") {
    std::mt19937 rng(2);
    const Trial road{"lfm", "infantry", "", "", 2};
    const BoardFixture board = randomBoard(road, rng);
    BoardState ctx = board.context();
    ctx.turn = 2;
    const MovementProfile p(ctx.ruleset, ctx.map, "infantry");
    const EnemyPresence enemies(ctx, "usa");
    ReachResult reused;
    for (int i = 0; i < 12; ++i) {
        const HexCoord from = ctx.map.grid().fromOffset({5 + i % 6, 6 + i % 5});
        const MoveRules rules(ctx, p, &enemies, MovingStack{"usa", "", {}}, from);
        ReachOptions options;
        options.budget = 4 + i % 3;
        options.enemies = &enemies;
        if (i % 3 != 0) options.rules = &rules;  // one state, then two
        computeReach(p, from, options, reused);
        const ReachResult fresh = computeReach(p, from, options);
        REQUIRE(reused.hexes().size() == fresh.hexes().size());
        for (std::size_t h = 0; h < ctx.map.grid().size(); ++h) {
            const HexCoord hex = ctx.map.grid().at(h);
            CHECK(reused.cost(hex) == fresh.cost(hex));
            CHECK(reused.passOnly(hex) == fresh.passOnly(hex));
        }
    }
}
