#pragma once
// The victory hex tool: a click on a hex that is a victory hex removes it; on any other hex adds
// one worth the scenario's usual points for its usual side (those of the victory hex added last,
// else 1 VP for either side). One command per click; scenarios only.
#include "editor/tools/tool.hpp"

namespace editor {

class VictoryHexTool final : public Tool {
public:
    using Tool::Tool;
    void onMouseDown(const ToolInput& in) override;
};

// The victory hex a click at `hex` would add: the defaults above and an id free in the scenario.
[[nodiscard]] engine::VictoryHex newVictoryHex(const engine::Scenario& scenario, const engine::HexGrid& grid,
                                               engine::HexCoord hex);

}  // namespace editor
