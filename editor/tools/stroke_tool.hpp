#pragma once
// The shared stroke machinery: a Transaction from mouse down to mouse up, each hex edited once.
#include "editor/tools/tool.hpp"

#include <memory>
#include <set>
#include <span>
#include <string>

namespace editor {

class StrokeTool : public Tool {
public:
    using Tool::Tool;
    void onMouseDown(const ToolInput& in) override;
    void onMouseMove(const ToolInput& in) override;
    void onMouseUp(const ToolInput& in) override;
    void onKey(ToolKey key) override;
    [[nodiscard]] bool stroking() const { return m_stroke != nullptr; }

protected:
    // The command for the hexes of this step of the stroke (not yet edited in this stroke).
    virtual std::unique_ptr<engine::Command> edit(StudioDocument& doc, std::span<const engine::HexCoord> hexes) = 0;
    [[nodiscard]] virtual std::string strokeLabel() const = 0;
    [[nodiscard]] virtual int radius() const { return 0; }

private:
    void paint(const ToolInput& in);

    std::unique_ptr<engine::Transaction> m_stroke;
    std::set<engine::HexCoord> m_done;
};

}  // namespace editor
