#pragma once
// The reach probe: a click picks the start hex; every hex a unit of the chosen class and mode can
// reach within the MP budget is found by the engine's reach service (engine/mechanics/movement) and
// shaded on the canvas with its cost. Probing edits nothing.
#include "editor/tools/probe_tool.hpp"
#include "engine/mechanics/movement/reach.hpp"

#include <vector>

namespace editor {

class ReachProbeTool final : public ProbeTool {
public:
    using ProbeTool::ProbeTool;
    void onMouseDown(const ToolInput& in) override;

    // "" for the ruleset's first class / the class's first mode.
    void setUnitClass(std::string id);
    void setMode(std::string id);
    // MP available; kProhibitedMove (infinity) or any value <= 0 for unlimited.
    void setBudget(double mp);
    [[nodiscard]] const std::string& unitClass() const { return m_class; }
    [[nodiscard]] const std::string& mode() const { return m_mode; }
    [[nodiscard]] double budget() const { return m_budget; }
    // Searches again (after an edit or a changed option) when a start hex is picked.
    void refresh() override;
    void clear() override;

    [[nodiscard]] std::optional<engine::HexCoord> start() const { return m_start; }
    [[nodiscard]] const std::vector<engine::ReachedHex>& reached() const { return m_reached; }

private:
    void search();

    std::string m_class;
    std::string m_mode;
    double m_budget = engine::kProhibitedMove;
    std::optional<engine::HexCoord> m_start;
    std::vector<engine::ReachedHex> m_reached;
};

}  // namespace editor
