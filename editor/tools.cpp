#include "editor/tools.hpp"

#include "engine/commands/set_hex_cells_command.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace editor {

void SelectTool::onMouseDown(const ToolInput& in) {
    if (in.hex) m_host.selectHex(*in.hex);
}

void StrokeTool::onMouseDown(const ToolInput& in) {
    StudioDocument* doc = m_host.document();
    if (!doc || !in.hex) return;
    m_stroke = std::make_unique<engine::Transaction>(doc->doc(), doc->stack());
    m_done.clear();
    paint(in);
}

void StrokeTool::onMouseMove(const ToolInput& in) {
    if (m_stroke) paint(in);
}

void StrokeTool::onMouseUp(const ToolInput& in) {
    (void)in;
    if (!m_stroke) return;
    const engine::ChangeSet change = m_stroke->commit(strokeLabel());
    m_stroke.reset();
    if (StudioDocument* doc = m_host.document()) doc->changed(change);
    m_host.documentChanged(change, true);
}

void StrokeTool::onKey(ToolKey key) {
    if (key != ToolKey::Escape || !m_stroke) return;
    const engine::ChangeSet change = m_stroke->rollback();
    m_stroke.reset();
    m_host.documentChanged(change, true);
}

void StrokeTool::paint(const ToolInput& in) {
    StudioDocument* doc = m_host.document();
    if (!doc || !in.hex) return;
    std::vector<engine::HexCoord> fresh;
    for (engine::HexCoord h : engine::hexSpiral(*in.hex, radius()))
        if (doc->doc().map.contains(h) && m_done.insert(h).second) fresh.push_back(h);
    if (fresh.empty()) return;
    const engine::ChangeSet change = m_stroke->add(edit(*doc, fresh));
    if (!change.empty()) m_host.documentChanged(change, false);
}

void TerrainBrushTool::setRadius(int r) { m_radius = std::clamp(r, 0, kMaxRadius); }

std::unique_ptr<engine::Command> TerrainBrushTool::edit(StudioDocument& doc, std::span<const engine::HexCoord> hexes) {
    if (m_terrain.empty()) return nullptr;
    return engine::setTerrain(doc.doc(), hexes, m_terrain);
}

std::string LevelTool::name() const {
    switch (m_mode) {
    case Mode::Raise: return "Raise Level";
    case Mode::Lower: return "Lower Level";
    case Mode::Set: return "Set Level";
    }
    return "Level";
}

std::unique_ptr<engine::Command> LevelTool::edit(StudioDocument& doc, std::span<const engine::HexCoord> hexes) {
    const Mode mode = m_mode;
    const int target = m_level;
    return engine::editCells(doc.doc(), hexes, name(), [mode, target](engine::HexCell& cell) {
        const int current = cell.level == engine::kNoLevel ? 0 : cell.level;
        const int next = mode == Mode::Set ? target : current + (mode == Mode::Raise ? 1 : -1);
        cell.level = static_cast<std::int16_t>(next);
        cell.provenance = engine::Provenance::Hand;
    });
}

}  // namespace editor
