// Properties of the least-cost search on random small maps: Dijkstra equals a brute-force
// Bellman-Ford, a path's cost is the sum of its steps, a prohibited hex is never reached.
#include "engine/mechanics/movement/reach.hpp"
#include "movement_test_maps.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace engine;

namespace {

// Relax every edge until nothing changes, within the budget (no final-hex allowance).
std::vector<double> bellmanFord(const MovementProfile& p, HexCoord from, double budget) {
    const HexGrid& grid = p.map().grid();
    std::vector<double> dist(grid.size(), kProhibitedMove);
    dist[grid.index(from)] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t u = 0; u < grid.size(); ++u) {
            if (dist[u] == kProhibitedMove) continue;
            for (int d = 0; d < 6; ++d) {
                const double c = p.cost(grid.at(u), d);
                if (c == kProhibitedMove) continue;
                const std::size_t v = grid.index(neighbor(grid.at(u), d));
                if (dist[u] + c <= budget + kMpTolerance && dist[u] + c < dist[v]) {
                    dist[v] = dist[u] + c;
                    changed = true;
                }
            }
        }
    }
    return dist;
}

}  // namespace

TEST_CASE("reach: Dijkstra equals brute-force Bellman-Ford on random maps", "[movement][reach][property]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    std::mt19937 rng(20261122);
    for (int trial = 0; trial < 40; ++trial) {
        const HexMap map = movetest::randomMap(rs, rng, 9, 8);
        const std::string cls = trial % 3 == 0 ? "artillery" : (trial % 3 == 1 ? "infantry" : "cavalry");
        const MovementProfile p(rs, map, cls, trial % 2 ? "march" : "tactical");
        const HexCoord from = map.grid().at(static_cast<std::size_t>(trial) % map.grid().size());
        const double budget = trial % 4 == 0 ? kProhibitedMove : 3 + trial % 5;
        ReachOptions options;
        options.budget = budget;
        const ReachResult reach = computeReach(p, from, options);
        const std::vector<double> expected = bellmanFord(p, from, budget);
        for (std::size_t i = 0; i < expected.size(); ++i) {
            INFO("trial " << trial << " hex " << map.grid().label(map.grid().at(i)));
            if (expected[i] == kProhibitedMove) CHECK_FALSE(reach.reached(map.grid().at(i)));
            else CHECK(reach.cost(map.grid().at(i)) == Approx(expected[i]));
        }
    }
}

TEST_CASE("reach: a path's cost is the sum of its step costs, each the profile's cost", "[movement][reach][property]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    std::mt19937 rng(7);
    for (int trial = 0; trial < 20; ++trial) {
        const HexMap map = movetest::randomMap(rs, rng, 10, 10);
        const MovementProfile p(rs, map, "infantry", "tactical");
        const ReachResult reach = computeReach(p, map.grid().at(55), ReachOptions::fromRuleset(rs, 8));
        for (const ReachedHex& h : reach.hexes()) {
            const auto path = reach.pathTo(h.hex);
            REQUIRE(!path.empty());
            CHECK(path.front().hex == reach.start());
            double sum = 0;
            for (std::size_t i = 1; i < path.size(); ++i) {
                CHECK(path[i].stepCost == p.cost(path[i - 1].hex, directionTo(path[i - 1].hex, path[i].hex)));
                sum += path[i].stepCost;
            }
            CHECK(sum == h.cost);
            CHECK(path.back().cumulative == h.cost);
        }
    }
}

TEST_CASE("reach: a prohibited hex is never reached", "[movement][reach][property]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    std::mt19937 rng(99);
    for (int trial = 0; trial < 20; ++trial) {
        const HexMap map = movetest::randomMap(rs, rng, 10, 10);
        const MovementProfile art(rs, map, "artillery", "tactical");  // rough woods and marsh are P
        const ReachResult reach = computeReach(art, map.grid().at(44), ReachOptions::fromRuleset(rs, kProhibitedMove));
        for (const ReachedHex& h : reach.hexes()) {
            if (h.hex == reach.start()) continue;
            const auto path = reach.pathTo(h.hex);
            const StepCost last = art.explain(path[path.size() - 2].hex, h.hex);
            CHECK_FALSE(last.prohibited);
            const std::string t(map.terrain(h.hex));
            bool roadIn = false;  // the road rate replaces every other cost, a prohibition included (SSS 26.24)
            for (const Reason& r : last.reasons) roadIn = roadIn || r.message.rfind("road rate", 0) == 0;
            if (!roadIn) CHECK((t != "rough-woods" && t != "marsh"));
        }
    }
}

TEST_CASE("reach: a reused result gives the same answer as a fresh search", "[movement][reach][property]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    std::mt19937 rng(3);
    const HexMap map = movetest::randomMap(rs, rng, 12, 10);
    const MovementProfile p(rs, map, "cavalry", "tactical");
    ReachResult reused;
    for (std::size_t start = 0; start < map.grid().size(); start += 7) {
        const auto options = ReachOptions::fromRuleset(rs, static_cast<double>(start % 9));
        computeReach(p, map.grid().at(start), options, reused);
        const ReachResult fresh = computeReach(p, map.grid().at(start), options);
        REQUIRE(reused.hexes().size() == fresh.hexes().size());
        for (std::size_t i = 0; i < map.grid().size(); ++i) {
            CHECK(reused.cost(map.grid().at(i)) == fresh.cost(map.grid().at(i)));
            CHECK(reused.finalOnly(map.grid().at(i)) == fresh.finalOnly(map.grid().at(i)));
        }
    }
}
