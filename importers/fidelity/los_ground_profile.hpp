#pragma once
// What the LOS probe's elevation profile plots for a line between two hex centres: the true ground
// under it and the sight line between eyes above both ends (as `ridgeline fidelity` sets them),
// the ground's own verdict, the hexes the line crosses with the elevation and level the map holds
// for each (a stepped line), and the elevation span of each level met along the line (the bands).
// GUI-free, so the plot draws only what this computes.
#include "engine/model/hex_map.hpp"
#include "importers/fidelity/ground_sight.hpp"

#include <vector>

namespace importers {

struct ProfileHex {
    engine::HexCoord hex;
    double from = 0, to = 0;  // where the line is in it: 0 at the observer's centre .. 1 at the target's
    double elevation = 0;     // the map's stored elevation (metres; NaN for none)
    int level = engine::kNoLevel;
};

// Level `level` on this map holds hexes from `low` to `high` metres (their stored elevations).
struct LevelBand {
    int level = 0;
    double low = 0, high = 0;
};

struct LosGroundProfile {
    GroundProfile ground;  // the raster along the line, and the sight line's eyes
    GroundSight sight;     // the ground's verdict: sees or hidden, and where it comes nearest
    double lengthMetres = 0;
    std::vector<ProfileHex> hexes;  // in order from the observer's hex to the target's
    std::vector<LevelBand> bands;   // the levels of those hexes, lowest first
};

// The profile from `from`'s centre to `to`'s with eyes `eyeMetres` above the ground at both.
[[nodiscard]] LosGroundProfile losGroundProfile(const engine::HexMap& map, const GroundRaster& ground,
                                                engine::HexCoord from, engine::HexCoord to, double eyeMetres);

}  // namespace importers
