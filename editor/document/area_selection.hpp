#pragma once
// An area of the map chosen on the canvas (the Select Area tool) for the print exports' --area: a
// rectangle of the grid in columns and rows, as exporters::HexRange holds it, between the hex a
// drag starts on and the one it ends on. Free of wx.
#include "engine/model/hex_map.hpp"
#include "engine/render/draw_list.hpp"
#include "exporters/export_options.hpp"

#include <array>
#include <string>
#include <vector>

namespace editor {

// The rectangle with corner hexes `a` and `b`, in either order.
[[nodiscard]] exporters::HexRange areaBetween(const engine::HexGrid& grid, engine::HexCoord a, engine::HexCoord b);
// The area as --area takes it: "0401:1008", its north-west and south-east hexes' labels.
[[nodiscard]] std::string areaText(const engine::HexGrid& grid, const exporters::HexRange& area);
[[nodiscard]] long long areaHexCount(const exporters::HexRange& area);
// For the status bar: "0401:1008, 48 hexes".
[[nodiscard]] std::string areaSummary(const engine::HexGrid& grid, const exporters::HexRange& area);
// The area's outline on the plane: every hex edge between a hex inside and one outside.
[[nodiscard]] std::vector<std::array<engine::Point, 2>> areaOutline(const engine::HexMap& map,
                                                                    const exporters::HexRange& area);
}  // namespace editor
