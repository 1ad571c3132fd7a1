#pragma once
// Lines onto hexsides, as printed wargame maps draw them. Pure hex geometry in the map's plane.
//  - tracePath: roads, pikes, railroads cross the hexsides between consecutive hexes the line
//    passes through.
//  - traceEdges: streams, walls, fences run along the hex edges nearest the line (the line is
//    snapped onto the graph of hex corners and edges).
// Both tolerate polylines made of separately traced pieces (see stitchTracedPieces).
#include "engine/hex/hex_layout.hpp"
#include "engine/hex/hexside.hpp"

#include <vector>

namespace importers {

using Polyline = std::vector<engine::Point>;

// Real traces are often pieces concatenated into one polyline: the line jumps back to where the
// next piece starts. A jump is a segment with a hairpin turn (more than 120 degrees) at both
// ends; it is replaced by a link from the end of the first piece to the nearest point of the
// next one, and the next piece continues from there. Returns the number of jumps stitched.
int stitchTracedPieces(Polyline& line);

// Hexsides between consecutive hexes along the line, in path order, without repeats. Hexes that
// only touch a corner are passed by, as a road drawn through the corner would be.
[[nodiscard]] std::vector<engine::HexsideId> tracePath(const engine::HexLayout& layout, const Polyline& line);

// Hex edges nearest the line, in order, without repeats.
[[nodiscard]] std::vector<engine::HexsideId> traceEdges(const engine::HexLayout& layout, const Polyline& line);

}  // namespace importers
