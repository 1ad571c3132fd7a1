#include "importers/fidelity/fitted_levels.hpp"

#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/model/value_rules.hpp"
#include "importers/fidelity/map_fidelity.hpp"

#include <algorithm>

namespace importers {

std::string levelFitProblem(const engine::Ruleset& rs) {
    const auto* los = rs.section("los");
    if (!engine::makeLineOfSight(rs)) return "ruleset `" + rs.id + "` has no known line-of-sight algorithm";
    if (los && los->param("slope-hexsides"))
        return "the " + rs.id +
               " line of sight reads slope hexsides, which are derived from the levels afterwards: "
               "levels alone cannot be fitted to it";
    return {};
}

LevelFitResult fitLevelsToSight(engine::HexMap& map, const engine::Ruleset& rs, const GroundRaster& ground,
                                const LevelFitOptions& o) {
    LevelFitResult out;
    const auto& grid = map.grid();
    // The pairs and the ground's verdict on each, drawn as the measurement draws them.
    FidelityOptions fo;
    fo.pairs = o.pairs;
    fo.minRange = o.minRange;
    fo.maxRange = o.maxRange;
    fo.eyeMetres = o.eyeMetres;
    fo.seed = o.seed;
    if (o.progress) fo.progress = [&](double f, std::string_view m) { return o.progress(0.2 * f, m); };
    const FidelityResult sample = measureFidelity(map, rs, ground, fo);
    out.cancelled = sample.cancelled;
    if (sample.cancelled || sample.hasErrors() || sample.pairs.empty()) return out;
    const auto& pairs = sample.pairs;
    // Bare ground, as the measurement judges it: levels are all the fit moves.
    engine::HexMap judged = map;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        engine::HexCell c = judged.cell(grid.at(i));
        c.terrain = engine::kNoTerrain;
        c.features = 0;
        judged.setCell(grid.at(i), c);
    }
    // The pairs whose line a hex's level can change: those with the hex within a hex of the line.
    std::vector<std::vector<std::uint32_t>> near(grid.size());
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const FidelityPair& p = pairs[k];
        for (int dq = -p.distance - 1; dq <= p.distance + 1; ++dq)
            for (int dr = -p.distance - 1; dr <= p.distance + 1; ++dr) {
                const engine::HexCoord h{p.from.q + dq, p.from.r + dr};
                if (grid.contains(h) && engine::hexDistance(p.from, h) + engine::hexDistance(h, p.to) <= p.distance + 2)
                    near[grid.index(h)].push_back(static_cast<std::uint32_t>(k));
            }
    }
    const auto los = engine::makeLineOfSight(rs);
    const engine::BoardState ctx(judged, rs);
    const auto agrees = [&](std::uint32_t k) {
        const FidelityPair& p = pairs[k];
        const bool blocked =
            los->trace(ctx, engine::LosQuery{p.from, p.to, {}, {}}).verdict == engine::LosVerdict::Blocked;
        return (p.truth == GroundTruth::Hidden) == blocked;
    };
    std::vector<char> ok(pairs.size());
    long long agreeing = 0;
    for (std::uint32_t k = 0; k < pairs.size(); ++k) agreeing += ok[k] = agrees(k);
    out.agreementBefore = static_cast<double>(agreeing) / static_cast<double>(pairs.size());
    std::vector<int> start(grid.size());
    int lowest = engine::kLevelRange.max;  // no hex goes below the map's lowest level
    for (std::size_t i = 0; i < grid.size(); ++i) {
        start[i] = judged.level(grid.at(i));
        if (judged.hasLevel(grid.at(i))) lowest = std::min(lowest, start[i]);
    }
    for (int sweep = 0; sweep < o.sweeps; ++sweep) {
        for (std::size_t i = 0; i < grid.size(); ++i) {
            if (o.progress && i % 256 == 0 &&
                !o.progress(0.2 + 0.8 * (sweep + static_cast<double>(i) / grid.size()) / o.sweeps, "fitting levels")) {
                out.cancelled = true;
                return out;
            }
            const engine::HexCoord h = grid.at(i);
            if (!judged.hasLevel(h) || near[i].empty()) continue;
            const int current = judged.level(h);
            int best = current, bestGain = 0;
            for (int level = std::max(lowest, start[i] - o.maxShift); level <= start[i] + o.maxShift; ++level) {
                if (level == current || !engine::kLevelRange.contains(level)) continue;
                judged.setLevel(h, level);
                int gain = 0;
                for (const std::uint32_t k : near[i]) gain += (agrees(k) ? 1 : 0) - ok[k];
                if (gain > bestGain) {
                    bestGain = gain;
                    best = level;
                }
            }
            judged.setLevel(h, best);
            if (best == current) continue;
            for (const std::uint32_t k : near[i]) ok[k] = agrees(k);
            agreeing += bestGain;
        }
    }
    out.agreementAfter = static_cast<double>(agreeing) / static_cast<double>(pairs.size());
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const engine::HexCoord h = grid.at(i);
        if (judged.hasLevel(h) && judged.level(h) != map.level(h)) {
            map.setLevel(h, judged.level(h));
            out.changed.push_back(h);
        }
    }
    return out;
}

}  // namespace importers
