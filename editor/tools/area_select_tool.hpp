#pragma once
// Drags out a rectangle of hexes, from the hex pressed to the hex under the cursor: the area that
// File > Export... offers to print (its Area: selection). A click makes a one-hex area; Esc clears
// it. It edits nothing, so it is no undo step.
#include "editor/tools/tool.hpp"

namespace editor {

class AreaSelectTool final : public Tool {
public:
    using Tool::Tool;
    void onMouseDown(const ToolInput& in) override;
    void onMouseMove(const ToolInput& in) override;
    void onMouseUp(const ToolInput& in) override;
    void onKey(ToolKey key) override;
    void onCaptureLost() override { m_anchor.reset(); }
    void finishGesture() override { m_anchor.reset(); }

private:
    void extendTo(const ToolInput& in);

    std::optional<engine::HexCoord> m_anchor;  // the hex the drag started on
};

}  // namespace editor
