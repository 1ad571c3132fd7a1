#pragma once
// The LOS probe: the first click picks the observer's hex, the second the target's (another hex:
// a click on the observer's own hex is refused with a word why), and the
// ruleset's line-of-sight algorithm (engine/mechanics/los) gives the verdict with its reasons. The
// canvas draws the line in the verdict's colour; the probe pane lists the reasons. A third click
// starts a new probe. Probing edits nothing.
#include "editor/tools/probe_tool.hpp"
#include "engine/mechanics/los/line_of_sight.hpp"

namespace editor {

class LosProbeTool final : public ProbeTool {
public:
    using ProbeTool::ProbeTool;
    void onMouseDown(const ToolInput& in) override;
    // Traces again (after an edit) when both hexes are picked.
    void refresh() override;
    void clear() override;

    [[nodiscard]] std::optional<engine::HexCoord> from() const { return m_from; }
    [[nodiscard]] std::optional<engine::HexCoord> to() const { return m_to; }
    [[nodiscard]] const std::optional<engine::LosResult>& result() const { return m_result; }

private:
    void trace();

    std::optional<engine::HexCoord> m_from;
    std::optional<engine::HexCoord> m_to;
    std::optional<engine::LosResult> m_result;
};

}  // namespace editor
