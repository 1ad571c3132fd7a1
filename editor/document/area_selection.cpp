#include "editor/document/area_selection.hpp"

#include <algorithm>

namespace editor {

exporters::HexRange areaBetween(const engine::HexGrid& grid, engine::HexCoord a, engine::HexCoord b) {
    const engine::OffsetCoord p = grid.offset(a), q = grid.offset(b);
    return {{std::min(p.col, q.col), std::min(p.row, q.row)}, {std::max(p.col, q.col), std::max(p.row, q.row)}};
}

std::string areaText(const engine::HexGrid& grid, const exporters::HexRange& area) {
    return grid.label(grid.fromOffset(area.first)) + ":" + grid.label(grid.fromOffset(area.last));
}

long long areaHexCount(const exporters::HexRange& area) {
    return static_cast<long long>(area.last.col - area.first.col + 1) * (area.last.row - area.first.row + 1);
}

std::string areaSummary(const engine::HexGrid& grid, const exporters::HexRange& area) {
    const long long n = areaHexCount(area);
    return areaText(grid, area) + ", " + std::to_string(n) + (n == 1 ? " hex" : " hexes");
}

std::vector<std::array<engine::Point, 2>> areaOutline(const engine::HexMap& map, const exporters::HexRange& area) {
    const engine::HexGrid& grid = map.grid();
    const engine::HexLayout layout = map.layout();
    std::vector<std::array<engine::Point, 2>> edges;
    const auto addEdges = [&](int col, int row) {
        const engine::HexCoord h = grid.fromOffset({col, row});
        for (int dir = 0; dir < 6; ++dir)
            if (!area.contains(grid.offset(engine::neighbor(h, dir)))) {
                const auto [a, b] = layout.hexsideCorners(h, dir);
                edges.push_back({a, b});
            }
    };
    // Only the hexes on the rectangle's rim have neighbours outside it.
    for (int row = area.first.row; row <= area.last.row; ++row) {
        const bool rimRow = row == area.first.row || row == area.last.row;
        for (int col = area.first.col; col <= area.last.col;
             col = rimRow || col == area.last.col ? col + 1 : area.last.col)
            addEdges(col, row);
    }
    return edges;
}

}  // namespace editor
