// Reach benchmark: Dijkstra over a 1,000,000-hex map (1000 x 1000 by default) with mixed terrain,
// levels, roads, creeks and slopes, SSS costs loaded from templates/rulesets/sss.xml, from the
// central hex with budgets 6, 20 and unlimited. Prints time, hexes settled and ns per settled hex.
// Then the same map under the LFM template with enemy pieces on it and MoveRules: the search is over
// (hex, "has used the road rate"), twice the nodes (LFM R5.5).
//   reach_bench [RULESET_XML [COLUMNS ROWS]]   (run from the repo root for the default templates/rulesets/sss.xml)
#include "engine/io/ruleset_file.hpp"
#include "engine/mechanics/movement/move_rules.hpp"
#include "engine/mechanics/movement/reach.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <random>
#include <string>

using namespace engine;
using Clock = std::chrono::steady_clock;

namespace {

HexMap battlefield(const Ruleset& rs, int cols, int rows) {
    HexMap map(HexGrid(rs.gridShape, cols, rows, {}, rs.numbering), rs.scale.hexSizeMetres);
    std::mt19937 rng(1863);
    const char* terrain[] = {"clear", "clear", "clear", "farm", "woods", "woods", "orchard", "rough", "town", "marsh"};
    std::uniform_int_distribution<int> pick(0, 9), percent(0, 99);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const HexCoord h = map.grid().fromOffset({c, r});
            map.setTerrain(h, terrain[pick(rng)]);
            map.setLevel(h, static_cast<int>(3 + 2 * std::sin(c * 0.05) + 2 * std::cos(r * 0.07)));
        }
    }
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const HexCoord h = map.grid().fromOffset({c, r});
            for (int d = 0; d < 3; ++d) {
                const HexCoord n = neighbor(h, d);
                if (!map.contains(n)) continue;
                const HexsideId side = hexsideOf(h, d);
                if (r % 40 == 0 && d == 1)
                    map.setHexsideFeature(side, "road", true);  // an east-west road every 40 rows
                if (c % 55 == 0 && d == 2)
                    map.setHexsideFeature(side, "pike", true);  // a north-south pike every 55 columns
                if (map.level(n) != map.level(h))
                    map.setHexsideFeature(
                        side, percent(rng) < 30 ? "minor-slope" : (percent(rng) < 10 ? "major-slope" : "contour"),
                        true);
                if (percent(rng) < 3)
                    map.setHexsideFeature(side, percent(rng) < 70 ? "minor-creek" : "major-creek", true);
            }
        }
    }
    return map;
}

// Unlimited reach on `map` under the LFM template with a line of enemy units across it, with and
// without MoveRules (two search states: LFM R5.5 bars a ZOC to a unit that used the road rate).
void withMoveRules(const std::filesystem::path& lfmPath, const HexMap& map, HexCoord centre) {
    if (!std::filesystem::exists(lfmPath)) return;
    const Ruleset lfm = loadRuleset(lfmPath);
    Scenario sc;
    sc.sides = {{"usa", "Union"}, {"csa", "Confederate"}};
    const int cols = map.grid().columns(), rows = map.grid().rows();
    for (int i = 0; i < 20; ++i) {
        const std::string id = "reb" + std::to_string(i);
        sc.units.push_back({id, id, "csa", "", "infantry", {}});
        sc.setup.push_back({id, map.grid().fromOffset({cols / 4 + i * cols / 40, rows / 3}), -1, ""});
    }
    const BoardState ctx(map, lfm, &sc);
    const MovementProfile profile(lfm, map, "infantry");
    const EnemyPresence enemies(ctx, "usa");
    const MoveRules rules(ctx, profile, &enemies, MovingStack{"usa", "", {}}, centre);
    for (const bool withRules : {false, true}) {
        ReachOptions options;
        options.enemies = &enemies;
        if (withRules) options.rules = &rules;
        const auto start = Clock::now();
        const std::clock_t cpu0 = std::clock();
        const ReachResult r = computeReach(profile, centre, options);
        const double wall = std::chrono::duration<double>(Clock::now() - start).count();
        const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
        std::printf(
            "lfm, enemies%s: wall %9.3f ms, cpu %9.3f ms, %8zu nodes settled (%d state(s)), %9.1f ns (cpu) per "
            "settled node\n",
            withRules ? ", MoveRules" : "", wall * 1e3, cpu * 1e3, r.settledCount(), withRules ? rules.states() : 1,
            cpu * 1e9 / static_cast<double>(std::max<std::size_t>(1, r.settledCount())));
    }
}

}  // namespace

int main(int argc, char** argv) {
    const std::string path = argc > 1 ? argv[1] : std::string("templates/rulesets/sss.xml");
    const int cols = argc > 3 ? std::atoi(argv[2]) : 1000, rows = argc > 3 ? std::atoi(argv[3]) : 1000;
    const Ruleset rs = loadRuleset(path);
    const auto t0 = Clock::now();
    const HexMap map = battlefield(rs, cols, rows);
    std::printf("map %d x %d = %zu hexes built in %.2f s\n", cols, rows, map.grid().size(),
                std::chrono::duration<double>(Clock::now() - t0).count());
    const MovementProfile profile(rs, map, "infantry", "tactical");
    const HexCoord centre = map.grid().fromOffset({cols / 2, rows / 2});
    // Wall time is shared with other jobs on this machine; CPU time is the process's own.
    // "cold" allocates the per-hex arrays; "warm" reuses a result and resets only what it touched.
    ReachResult reused;
    for (const double budget : {6.0, 20.0, kProhibitedMove}) {
        for (const char* kind : {"cold", "warm"}) {
            const bool warm = kind[0] == 'w';
            const int repeats = warm ? 5 : 1;
            if (warm)
                computeReach(profile, centre, ReachOptions::fromRuleset(rs, budget),
                             reused);  // not timed: sizes the arrays
            const auto start = Clock::now();
            const std::clock_t cpu0 = std::clock();
            std::size_t settled = 0;
            for (int i = 0; i < repeats; ++i) {
                if (warm) {
                    computeReach(profile, centre, ReachOptions::fromRuleset(rs, budget), reused);
                    settled = reused.settledCount();
                } else {
                    settled = computeReach(profile, centre, ReachOptions::fromRuleset(rs, budget)).settledCount();
                }
            }
            const double wall = std::chrono::duration<double>(Clock::now() - start).count() / repeats;
            const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC / repeats;
            std::printf(
                "budget %-9s %s: wall %9.3f ms, cpu %9.3f ms, %8zu hexes settled, %9.1f ns (cpu) per settled hex\n",
                budget == kProhibitedMove ? "unlimited" : std::to_string(static_cast<int>(budget)).c_str(), kind,
                wall * 1e3, cpu * 1e3, settled, cpu * 1e9 / static_cast<double>(std::max<std::size_t>(1, settled)));
        }
    }
    withMoveRules(std::filesystem::path(path).parent_path() / "lfm.xml", map, centre);
    return 0;
}
