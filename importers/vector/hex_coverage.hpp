#pragma once
// Which hexes a polygon covers: the area of each hex it overlaps (Boost.Geometry intersections),
// or the hexes whose centres lie inside it. Pure geometry in the map's plane.
#include "engine/hex/hex_grid.hpp"
#include "engine/hex/hex_layout.hpp"

#include <utility>
#include <vector>

namespace importers {

// Outer ring then holes; rings need not be closed or consistently oriented.
struct PlanePolygon {
    std::vector<std::vector<engine::Point>> rings;
};

// (hex, overlapped area in CRS units squared) for every on-map hex the polygon overlaps.
[[nodiscard]] std::vector<std::pair<engine::HexCoord, double>> hexAreas(const engine::HexGrid& grid,
                                                                        const engine::HexLayout& layout,
                                                                        const PlanePolygon& polygon);
// On-map hexes whose centre lies inside the polygon.
[[nodiscard]] std::vector<engine::HexCoord> hexCentresInside(const engine::HexGrid& grid,
                                                             const engine::HexLayout& layout,
                                                             const PlanePolygon& polygon);
// Area of one hex (the same for all).
[[nodiscard]] double hexArea(const engine::HexLayout& layout);

}  // namespace importers
