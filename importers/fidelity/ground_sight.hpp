#pragma once
// True line of sight on the ground: the raster's profile between two points of the map's CRS and
// whether a sight line from an eye above the one to an eye above the other clears it.
#include "engine/hex/hex_layout.hpp"
#include "importers/fidelity/ground_raster.hpp"

#include <vector>

namespace importers {

// The ground along a line, sampled about half a raster cell apart, ends included.
struct GroundProfile {
    engine::Point from, to;
    std::vector<double> along;            // 0 at `from` .. 1 at `to`
    std::vector<double> ground;           // metres; NaN where the raster has no data
    double eyeFrom = 0, eyeTo = 0;        // heights of the two eyes above sea level (ground + eye height)
    [[nodiscard]] bool complete() const;  // every sample holds data
    [[nodiscard]] double sightLine(double t) const { return eyeFrom + (eyeTo - eyeFrom) * t; }
};

[[nodiscard]] GroundProfile groundProfile(const GroundRaster& ground, engine::Point from, engine::Point to,
                                          double eyeFromMetres, double eyeToMetres);

struct GroundSight {
    bool sees = true;
    double worstAlong = 0;   // where the ground comes nearest the sight line (or rises farthest above it)
    double worstMetres = 0;  // ground minus sight line there: > 0 blocks
    [[nodiscard]] engine::Point at(const GroundProfile& p) const {
        return {p.from.x + (p.to.x - p.from.x) * worstAlong, p.from.y + (p.to.y - p.from.y) * worstAlong};
    }
};

// Whether the sight line clears every sample strictly between the ends.
[[nodiscard]] GroundSight sightOver(const GroundProfile& profile);

}  // namespace importers
