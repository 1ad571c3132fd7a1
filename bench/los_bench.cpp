// Line-of-sight benchmark: on a 200 x 200 map with rolling levels and woods, trace every ordered
// pair of hexes within 12 hexes of each other, for each of the four rulesets' algorithms (templates
// loaded from templates/rulesets). Reports checks per second and nanoseconds per hex traversed.
//   los_bench [RULESETS_DIR] [OBSERVER_STRIDE]
//   RULESETS_DIR defaults to templates/rulesets (run from the source tree); OBSERVER_STRIDE = 1
//   traces from every hex (the full 18.7 million pairs per ruleset), N from every Nth hex.
#include "engine/io/ruleset_file.hpp"
#include "engine/mechanics/los/line_of_sight.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

using namespace engine;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kSize = 200;
constexpr int kRange = 12;

// Levels from a few overlapping sine ridges (0..6), woods in patches, some towns and orchards.
HexMap makeMap(const Ruleset& rs) {
    HexMap map(HexGrid(rs.gridShape, kSize, kSize, {}, rs.numbering), rs.scale.hexSizeMetres);
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(0, 1);
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const HexCoord h = map.grid().at(i);
        const OffsetCoord o = map.grid().offset(h);
        const double ridge =
            3 + 1.8 * std::sin(o.col / 9.0) + 1.2 * std::cos(o.row / 13.0) + 0.6 * std::sin((o.col + o.row) / 5.0);
        map.setLevel(h, std::max(0, static_cast<int>(std::lround(ridge))));
        const double patch = std::sin(o.col / 4.0) * std::cos(o.row / 3.0) + 0.3 * u(rng);
        const char* terrain = patch > 0.6 ? "woods" : patch < -0.9 ? "orchard" : u(rng) < 0.01 ? "town" : "clear";
        map.setTerrain(h, rs.findTerrain(terrain) ? terrain : "clear");
    }
    return map;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string dir = argc > 1 ? argv[1] : "templates/rulesets";
    const int stride = argc > 2 ? std::max(1, std::atoi(argv[2])) : 1;
    std::printf("LOS benchmark: %d x %d map, all ordered pairs within %d hexes, observers every %d hex(es)\n", kSize,
                kSize, kRange, stride);
    std::printf("%-5s %12s %10s %14s %12s %9s %9s %9s\n", "rules", "checks", "seconds", "checks/s", "ns/hex", "clear",
                "partial", "blocked");
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        Ruleset rs;
        try {
            rs = loadRuleset(dir + "/" + id + ".xml");
        } catch (const std::exception& e) {
            std::fprintf(stderr, "%s\n", e.what());
            return 2;
        }
        const HexMap map = makeMap(rs);
        const BoardState ctx(map, rs);
        const auto los = makeLineOfSight(rs);
        if (!los) return 2;
        long long checks = 0, hexes = 0, verdicts[3] = {0, 0, 0};
        const auto t0 = Clock::now();
        for (std::size_t i = 0; i < map.grid().size(); i += static_cast<std::size_t>(stride)) {
            const HexCoord from = map.grid().at(i);
            for (const HexCoord to : hexSpiral(from, kRange)) {
                if (to == from || !map.contains(to)) continue;
                const LosResult r = los->trace(ctx, LosQuery{from, to, "union", "artillery"});
                ++checks;
                hexes += static_cast<long long>(r.line.steps.size());
                ++verdicts[static_cast<int>(r.verdict)];
            }
        }
        const double s = std::chrono::duration<double>(Clock::now() - t0).count();
        std::printf("%-5s %12lld %10.2f %14.0f %12.1f %9lld %9lld %9lld\n", id, checks, s, checks / s,
                    s * 1e9 / double(hexes), verdicts[0], verdicts[1], verdicts[2]);
    }
    return 0;
}
