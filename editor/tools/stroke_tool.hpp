#pragma once
// The shared stroke machinery of the brushes: a gesture (gesture_tool.hpp) that edits each hex
// the cursor passes, within radius(), once per stroke. A fast drag reports positions several hexes
// apart: the hexes along the hex line between two positions are painted too, so a stroke has no gaps.
#include "editor/tools/gesture_tool.hpp"

#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>

namespace editor {

class StrokeTool : public GestureTool {
public:
    using GestureTool::GestureTool;

protected:
    // The command for the hexes of this step of the stroke (not yet edited in this stroke).
    virtual std::unique_ptr<engine::Command> edit(engine::Document& doc, std::span<const engine::HexCoord> hexes) = 0;
    [[nodiscard]] virtual int radius() const { return 0; }

private:
    bool press(const ToolInput& in) override;
    void drag(const ToolInput& in) override { paint(in); }
    void paint(const ToolInput& in);

    std::set<engine::HexCoord> m_done;
    std::optional<engine::HexCoord> m_last;  // where the previous step of the stroke was
};

}  // namespace editor
