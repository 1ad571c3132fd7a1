#pragma once
// The LOS probe: the first click picks the observer's hex, the second the target's, and the
// ruleset's line-of-sight algorithm (engine/rules/los) gives the verdict with its reasons. The
// canvas draws the line in the verdict's colour; the probe pane lists the reasons. A third click
// starts a new probe. Probing edits nothing.
#include "editor/tools.hpp"
#include "engine/rules/los/line_of_sight.hpp"

#include <functional>

namespace editor {

class LosProbeTool final : public Tool {
public:
    using Tool::Tool;
    [[nodiscard]] std::string name() const override { return "LOS Probe"; }
    void onMouseDown(const ToolInput& in) override;
    // Called whenever the picked hexes or the answer change.
    void onChange(std::function<void()> fn) { m_changed = std::move(fn); }
    // Traces again (after an edit) when both hexes are picked.
    void refresh();
    void clear();

    [[nodiscard]] std::optional<engine::HexCoord> from() const { return m_from; }
    [[nodiscard]] std::optional<engine::HexCoord> to() const { return m_to; }
    [[nodiscard]] const std::optional<engine::LosResult>& result() const { return m_result; }
    [[nodiscard]] const std::string& error() const { return m_error; }  // why there is no answer

private:
    void trace();
    void notify() const;

    std::optional<engine::HexCoord> m_from;
    std::optional<engine::HexCoord> m_to;
    std::optional<engine::LosResult> m_result;
    std::string m_error;
    std::function<void()> m_changed;
};

}  // namespace editor
