#pragma once
// Paints the chosen terrain on every hex the stroke passes, within a radius.
#include "editor/tools/stroke_tool.hpp"

#include <string>

namespace editor {

class TerrainBrushTool final : public StrokeTool {
public:
    using StrokeTool::StrokeTool;
    static constexpr int kMaxRadius = 4;
    void setTerrain(std::string id) { m_terrain = std::move(id); }
    [[nodiscard]] const std::string& terrain() const { return m_terrain; }
    void setRadius(int r);
    [[nodiscard]] int radius() const override { return m_radius; }

protected:
    std::unique_ptr<engine::Command> edit(engine::Document& doc, std::span<const engine::HexCoord> hexes) override;
    [[nodiscard]] std::string gestureLabel() const override { return "Paint Terrain"; }

private:
    std::string m_terrain;
    int m_radius = 0;
};

}  // namespace editor
