#pragma once
// Raises, lowers or sets the level of every hex the stroke passes.
#include "editor/tools/stroke_tool.hpp"

#include <cstdint>
#include <string>

namespace editor {

class LevelTool final : public StrokeTool {
public:
    enum class Mode : std::uint8_t { Raise, Lower, Set };
    using StrokeTool::StrokeTool;
    void setMode(Mode m) { m_mode = m; }
    void setLevel(int level) { m_level = level; }
    [[nodiscard]] Mode mode() const { return m_mode; }

protected:
    std::unique_ptr<engine::Command> edit(engine::Document& doc, std::span<const engine::HexCoord> hexes) override;
    [[nodiscard]] std::string gestureLabel() const override;  // "Raise Level", ...

private:
    Mode m_mode = Mode::Raise;
    int m_level = 0;
};

}  // namespace editor
