#include "importers/fidelity/los_ground_profile.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace importers {

namespace {

// The hexes under the profile's samples, each with the stretch of the line it holds (a change of
// hex between two samples is put half way between them).
std::vector<ProfileHex> hexesAlong(const engine::HexMap& map, const GroundProfile& p) {
    const engine::HexLayout layout = map.layout();
    std::vector<ProfileHex> out;
    for (std::size_t k = 0; k < p.along.size(); ++k) {
        const double t = p.along[k];
        const engine::HexCoord h =
            layout.toHex({p.from.x + (p.to.x - p.from.x) * t, p.from.y + (p.to.y - p.from.y) * t});
        if (!out.empty() && out.back().hex == h) continue;
        const double start = k == 0 ? 0.0 : (p.along[k - 1] + t) / 2;
        if (!out.empty()) out.back().to = start;
        ProfileHex step{h, start, 1.0, std::nan(""), engine::kNoLevel};
        if (map.contains(h)) {
            step.elevation = map.cell(h).elevation;
            if (map.hasLevel(h)) step.level = map.level(h);
        }
        out.push_back(step);
    }
    return out;
}

std::vector<LevelBand> bandsOf(const engine::HexMap& map, const std::vector<ProfileHex>& hexes) {
    std::map<int, LevelBand> bands;
    for (const ProfileHex& h : hexes)
        if (h.level != engine::kNoLevel) bands[h.level] = {h.level, INFINITY, -INFINITY};
    if (bands.empty()) return {};
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const engine::HexCoord h = map.grid().at(i);
        if (!map.hasLevel(h)) continue;
        const auto band = bands.find(map.level(h));
        const double e = map.cell(h).elevation;
        if (band == bands.end() || std::isnan(e)) continue;
        band->second.low = std::min(band->second.low, e);
        band->second.high = std::max(band->second.high, e);
    }
    std::vector<LevelBand> out;
    for (const auto& [level, band] : bands)
        if (band.low <= band.high) out.push_back(band);
    return out;
}

}  // namespace

LosGroundProfile losGroundProfile(const engine::HexMap& map, const GroundRaster& ground, engine::HexCoord from,
                                  engine::HexCoord to, double eyeMetres) {
    LosGroundProfile out;
    const engine::HexLayout layout = map.layout();
    out.ground = groundProfile(ground, layout.toPoint(from), layout.toPoint(to), eyeMetres, eyeMetres);
    out.sight = sightOver(out.ground);
    out.lengthMetres = std::hypot(out.ground.to.x - out.ground.from.x, out.ground.to.y - out.ground.from.y);
    out.hexes = hexesAlong(map, out.ground);
    out.bands = bandsOf(map, out.hexes);
    return out;
}

}  // namespace importers
