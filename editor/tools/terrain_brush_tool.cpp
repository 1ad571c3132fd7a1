#include "editor/tools/terrain_brush_tool.hpp"

#include "engine/commands/set_hex_cells_command.hpp"

#include <algorithm>

namespace editor {

void TerrainBrushTool::setRadius(int r) { m_radius = std::clamp(r, 0, kMaxRadius); }

std::unique_ptr<engine::Command> TerrainBrushTool::edit(engine::Document& doc,
                                                        std::span<const engine::HexCoord> hexes) {
    if (m_terrain.empty()) return nullptr;
    return engine::setTerrain(doc, hexes, m_terrain);
}

}  // namespace editor
