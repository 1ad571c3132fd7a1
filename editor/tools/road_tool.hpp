#pragma once
// The road tool: a drag from hex to hex puts the chosen road hexside feature on the hexside
// between each pair of consecutive hexes. Mouse samples of a fast drag can be hexes apart: the
// gap is filled along the engine's hexLine, so the road has no holes. One drag, one undo step.
#include "editor/tools/gesture_tool.hpp"

#include <vector>

namespace editor {

class RoadTool final : public GestureTool {
public:
    using GestureTool::GestureTool;
    void setFeature(std::string id) { m_feature = std::move(id); }
    [[nodiscard]] const std::string& feature() const { return m_feature; }

private:
    bool press(const ToolInput& in) override;
    void drag(const ToolInput& in) override;
    void release(const ToolInput& in) override { drag(in); }
    [[nodiscard]] std::string gestureLabel() const override { return "Draw Road"; }

    std::string m_feature;
    std::optional<engine::HexCoord> m_last;
};

// Adjacent hexes from `from` to `to` inclusive along the straight line between them (where the
// line runs along a hexside, the hex on its owner side).
[[nodiscard]] std::vector<engine::HexCoord> hexChain(engine::HexCoord from, engine::HexCoord to);
// The first road-kind hexside type of a ruleset ("" when it has none): the road tool's default.
[[nodiscard]] std::string defaultRoadFeature(const engine::Ruleset& ruleset);

}  // namespace editor
