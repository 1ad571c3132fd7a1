#pragma once
// The shared stroke machinery of the brushes: a gesture (gesture_tool.hpp) that edits each hex
// the cursor passes, within radius(), once per stroke.
#include "editor/tools/gesture_tool.hpp"

#include <memory>
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
};

}  // namespace editor
