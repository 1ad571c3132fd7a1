#include "editor/tools/setup_move_tool.hpp"

#include "engine/commands/set_placement_command.hpp"

namespace editor {

std::string topPieceAt(const engine::Scenario& scenario, engine::HexCoord hex) {
    for (auto p = scenario.setup.rbegin(); p != scenario.setup.rend(); ++p)
        if (p->hex == hex) return p->piece;
    return {};
}

bool SetupMoveTool::press(const ToolInput& in) {
    m_piece.clear();
    m_label.clear();
    m_at = in.hex;
    if (!in.hex || !doc().scenario) return false;
    m_piece = topPieceAt(*doc().scenario, *in.hex);
    if (m_piece.empty()) m_host.selectHex(*in.hex);
    return !m_piece.empty();
}

void SetupMoveTool::drag(const ToolInput& in) {
    // One move (or one removal) from where the press found the piece, however far the drag went:
    // the command is made after the restart, from the document as the press found it.
    const auto restage = [this](const auto& make) {
        restart();
        std::unique_ptr<engine::SetPlacementCommand> cmd = make();
        m_label = cmd ? cmd->label() : std::string();
        stage(std::move(cmd));
    };
    if (m_host.pointerOverOrderOfBattle()) {
        if (!m_at) return;  // already off the map
        m_at.reset();
        restage([this] { return engine::unplacePiece(doc(), m_piece); });
        return;
    }
    if (!in.hex || in.hex == m_at) return;
    m_at = in.hex;
    restage([this, hex = *in.hex] { return engine::movePiece(doc(), m_piece, hex); });
}

void SetupMoveTool::release(const ToolInput& in) { drag(in); }

std::string SetupMoveTool::gestureLabel() const { return m_label.empty() ? "Move Unit" : m_label; }

}  // namespace editor
