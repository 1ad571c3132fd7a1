#pragma once
// How a hexside feature is drawn, on the map and in the legend alike: roads from hex centre to hex
// centre (better roads wider), water and obstacles along the hexside (crossings dashed), slopes
// along the hexside with hachures pointing downhill. Colours from the ruleset's HexsideType.
#include "engine/model/ruleset.hpp"
#include "engine/render/draw_list.hpp"

#include <optional>
#include <vector>

namespace engine {

struct HexsideGeometry {
    Point centreA, centreB;         // the two hexes' centres
    Point cornerP, cornerQ;         // the hexside's ends
    std::optional<Point> downhill;  // the lower hex's centre, for slope hachures
};

// Appends the feature's lines (`type` nullptr: an unknown feature, in magenta).
void appendHexsideSymbol(std::vector<Polyline>& out, const HexsideType* type, const HexsideGeometry& g, double hexSize);

}  // namespace engine
