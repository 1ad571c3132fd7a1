#pragma once
// Terrain flood fill: a click paints the connected region of hexes that have the clicked hex's
// terrain, bounded by other terrain and the map's edge, with the chosen terrain. One command.
#include "editor/tools/tool.hpp"

#include <vector>

namespace editor {

class FloodFillTool final : public Tool {
public:
    using Tool::Tool;
    void setTerrain(std::string id) { m_terrain = std::move(id); }
    [[nodiscard]] const std::string& terrain() const { return m_terrain; }
    void onMouseDown(const ToolInput& in) override;

private:
    std::string m_terrain;
};

// The hexes connected to `start` (through neighbours on the map) with the same terrain as it.
[[nodiscard]] std::vector<engine::HexCoord> sameTerrainRegion(const engine::HexMap& map, engine::HexCoord start);

}  // namespace editor
