#pragma once
// The Map Fidelity layer: each hex shaded by how often the sight lines measured through it disagree
// with the real ground (importers::measureFidelity's per-hex counts), on a ramp from green (the
// rules agree with the ground on every line through the hex) through yellow to red (on none).
// Hexes no measured line crossed are left unshaded.
#include "engine/model/hex_map.hpp"
#include "engine/render/draw_list.hpp"

#include <vector>

namespace engine {

struct FidelityShading {
    // Per hex of the grid in its dense index order: lines through it the rules get wrong over lines
    // through it (0..1), or NaN where no line passed. Drawn only while it matches the map's grid.
    std::vector<float> share{};
    [[nodiscard]] bool fits(const HexMap& map) const { return share.size() == map.grid().size(); }
};

// The ramp's colour for a share (0..1) of lines that disagree.
[[nodiscard]] Rgba fidelityColor(double share);

// The Fidelity layer's polygons for `hexes` (visible hexes of `map`).
void appendFidelityShading(std::vector<HexPolygon>& out, const HexMap& map, const std::vector<HexCoord>& hexes,
                           const FidelityShading& shading);

}  // namespace engine
