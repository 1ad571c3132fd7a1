#pragma once
// Levels fitted to the ground's line of sight: each hex's level in turn, within a level of its
// band, set to whatever makes the ruleset's LOS agree with the raster's sight line on the most of
// many sampled pairs (a greedy search over the map, a few sweeps). For rulesets whose LOS on bare
// ground reads levels alone (CWB, HS, LFM); docs/fidelity.md measures what it gains.
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"
#include "importers/fidelity/ground_raster.hpp"
#include "importers/import_diagnostics.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace importers {

struct LevelFitOptions {
    int pairs = 80000;  // drawn as the fidelity measurement draws them, from `seed`
    int minRange = 2, maxRange = 15;
    double eyeMetres = 2;
    std::uint64_t seed = 1000;  // apart from the measurement's own seeds, so it is measured on other pairs
    int sweeps = 2;
    int maxShift = 1;  // levels tried: the hex's level when the fit starts, +- this, none below the map's lowest
    ProgressFn progress;
};

struct LevelFitResult {
    std::vector<engine::HexCoord> changed;           // hexes whose level the fit moved
    double agreementBefore = 0, agreementAfter = 0;  // on the fit's own pairs
    bool cancelled = false;
};

// Empty when the ruleset's LOS can be fitted by levels alone; else why not (its LOS reads slope
// hexsides: SSS).
[[nodiscard]] std::string levelFitProblem(const engine::Ruleset& ruleset);

// Fits the levels of `map` (hexes with a level only) on `ground`. Terrain and in-hex features are
// left out of the judgement, as the fidelity measurement leaves them out by default.
[[nodiscard]] LevelFitResult fitLevelsToSight(engine::HexMap& map, const engine::Ruleset& ruleset,
                                              const GroundRaster& ground, const LevelFitOptions& options);

}  // namespace importers
