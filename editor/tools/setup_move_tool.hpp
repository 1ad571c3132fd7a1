#pragma once
// The set-up tool: press on a counter and drag it to another hex to move that piece (the top of
// the stack, the one drawn last); the release is one undo step ("Move Unit"). Dragged out of the
// map onto the order-of-battle tree, the piece leaves the map instead ("Remove Unit from Set-up").
// A press where no piece stands selects the hex. The move is staged live, so the validator judges
// every hex the counter passes and the map shows the problems at once; Esc puts it back.
#include "editor/tools/gesture_tool.hpp"

#include <optional>
#include <string>

namespace editor {

class SetupMoveTool final : public GestureTool {
public:
    using GestureTool::GestureTool;
    // The piece the last press picked up ("" when none).
    [[nodiscard]] const std::string& piece() const { return m_piece; }

protected:
    bool press(const ToolInput& in) override;
    void drag(const ToolInput& in) override;
    void release(const ToolInput& in) override;
    [[nodiscard]] std::string gestureLabel() const override;

private:
    std::string m_piece;
    std::optional<engine::HexCoord> m_at;
    std::string m_label;  // the staged command's, "" before the piece moves
};

// The piece drawn on top at `hex` (the last set up there), "" when none.
[[nodiscard]] std::string topPieceAt(const engine::Scenario& scenario, engine::HexCoord hex);

}  // namespace editor
