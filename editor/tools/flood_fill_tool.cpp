#include "editor/tools/flood_fill_tool.hpp"

#include "engine/commands/set_hex_cells_command.hpp"

namespace editor {

std::vector<engine::HexCoord> sameTerrainRegion(const engine::HexMap& map, engine::HexCoord start) {
    std::vector<engine::HexCoord> region;
    if (!map.contains(start)) return region;
    const engine::HexGrid& grid = map.grid();
    const std::string terrain(map.terrain(start));
    // Dense visited flags: a fill may cover a whole 1,000,000-hex map.
    std::vector<bool> seen(grid.size(), false);
    seen[grid.index(start)] = true;
    region.push_back(start);
    for (std::size_t next = 0; next < region.size(); ++next)
        for (const engine::HexCoord n : engine::neighbors(region[next])) {
            if (!map.contains(n) || seen[grid.index(n)] || map.terrain(n) != terrain) continue;
            seen[grid.index(n)] = true;
            region.push_back(n);
        }
    return region;
}

void FloodFillTool::onMouseDown(const ToolInput& in) {
    StudioDocument* doc = m_host.document();
    if (!doc || !in.hex || m_terrain.empty() || doc->doc().map.terrain(*in.hex) == m_terrain) return;
    const std::vector<engine::HexCoord> region = sameTerrainRegion(doc->doc().map, *in.hex);
    doc->apply([&](engine::Document& d) { return engine::setTerrain(d, region, m_terrain); });
}

}  // namespace editor
