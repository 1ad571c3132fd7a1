#include "editor/tools/level_tool.hpp"

#include "engine/commands/set_hex_cells_command.hpp"

namespace editor {

std::string LevelTool::gestureLabel() const {
    switch (m_mode) {
    case Mode::Raise: return "Raise Level";
    case Mode::Lower: return "Lower Level";
    case Mode::Set: return "Set Level";
    }
    return "Level";
}

std::unique_ptr<engine::Command> LevelTool::edit(engine::Document& doc, std::span<const engine::HexCoord> hexes) {
    const Mode mode = m_mode;
    const int target = m_level;
    return engine::editCells(doc, hexes, gestureLabel(), [mode, target](engine::HexCell& cell) {
        const int current = cell.level == engine::kNoLevel ? 0 : cell.level;
        const int next = mode == Mode::Set ? target : current + (mode == Mode::Raise ? 1 : -1);
        cell.level = static_cast<std::int16_t>(next);
        cell.provenance = engine::Provenance::Hand;
    });
}

}  // namespace editor
