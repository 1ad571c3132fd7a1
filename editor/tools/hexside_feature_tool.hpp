#pragma once
// The hexside feature tool: a click near a hexside toggles the chosen feature on it; a drag along
// the hex edges draws the feature on every hexside of the run (a stream, a wall, a slope), the
// drag snapped to the hex corners (hex_edge_path.hpp). Either is one undo step.
#include "editor/tools/gesture_tool.hpp"

#include <set>

namespace editor {

class HexsideFeatureTool final : public GestureTool {
public:
    using GestureTool::GestureTool;
    // How near the hexside midpoint a click must be, as a fraction of the hex size.
    static constexpr double kPickFraction = 0.3;
    // How far the cursor must move from the press, as a fraction of the hex size, to start a run.
    static constexpr double kDragFraction = 0.25;
    void setFeature(std::string id) { m_feature = std::move(id); }
    [[nodiscard]] const std::string& feature() const { return m_feature; }

private:
    bool press(const ToolInput& in) override;
    void drag(const ToolInput& in) override;
    [[nodiscard]] std::string gestureLabel() const override;  // "Toggle Minor Creek", "Draw Minor Creek"

    std::string m_feature;
    engine::Point m_press{};
    engine::Point m_corner{};  // where the run has got to
    bool m_running = false;
    std::set<engine::HexsideId> m_done;
};

// The hexside nearest a plane point, when the point is within `fraction` of a hex size of its midpoint.
[[nodiscard]] std::optional<engine::HexsideId> pickHexside(const engine::HexMap& map, engine::Point p, double fraction);

}  // namespace editor
