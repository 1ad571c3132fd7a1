#pragma once
// The hex edges as a graph: hex corners joined by hexsides. A drag along hex edges (a stream, a
// wall, a slope run) snaps the cursor to the nearest corner and walks the edges from the last
// corner to it, each step taking the edge whose far end is nearest the target: on the honeycomb
// one of the three edges always points within 60 degrees of the target, so every step gets closer
// and the walk ends there.
#include "engine/hex/hex_layout.hpp"
#include "engine/hex/hexside.hpp"

#include <vector>

namespace editor {

// The hex corner nearest `p`.
[[nodiscard]] engine::Point nearestCorner(const engine::HexLayout& layout, engine::Point p);
// The hexsides along the edges from corner `from` to corner `to`, in order (empty when equal).
[[nodiscard]] std::vector<engine::HexsideId> edgePath(const engine::HexLayout& layout, engine::Point from,
                                                      engine::Point to);

}  // namespace editor
