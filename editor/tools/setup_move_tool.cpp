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
    m_at = in.hex;
    if (!in.hex || !doc().scenario) return false;
    m_piece = topPieceAt(*doc().scenario, *in.hex);
    if (m_piece.empty()) m_host.selectHex(*in.hex);
    return !m_piece.empty();
}

void SetupMoveTool::drag(const ToolInput& in) {
    if (!in.hex || in.hex == m_at) return;
    m_at = in.hex;
    restart();  // one move from where the press found it, however far the drag went
    stage(engine::movePiece(doc(), m_piece, *in.hex));
}

std::string SetupMoveTool::gestureLabel() const { return "Move Unit"; }

}  // namespace editor
