#include "editor/tools/reach_probe_tool.hpp"

#include <stdexcept>

namespace editor {

void ReachProbeTool::onMouseDown(const ToolInput& in) {
    if (!in.hex || !m_host.document()) return;
    m_start = in.hex;
    refresh();
}

void ReachProbeTool::setUnitClass(std::string id) {
    m_class = std::move(id);
    refresh();
}

void ReachProbeTool::setMode(std::string id) {
    m_mode = std::move(id);
    refresh();
}

void ReachProbeTool::setBudget(double mp) {
    m_budget = mp > 0 ? mp : engine::kProhibitedMove;
    refresh();
}

void ReachProbeTool::refresh() {
    if (!m_start) return;
    search();
    notify();
}

void ReachProbeTool::clear() {
    m_start.reset();
    m_reached.clear();
    m_error.clear();
    notify();
}

void ReachProbeTool::search() {
    m_reached.clear();
    const engine::Document* probedDoc = probed({*m_start});
    if (!probedDoc) return;
    const engine::Document& d = *probedDoc;
    std::string unitClass = m_class;
    if (unitClass.empty() && !d.ruleset->unitClasses.empty()) unitClass = d.ruleset->unitClasses.front().id;
    try {
        // Compiled per search: the map's palettes may have grown since the last one.
        const engine::MovementProfile profile(*d.ruleset, d.map, unitClass, m_mode);
        const engine::ReachOptions options = engine::ReachOptions::fromRuleset(*d.ruleset, m_budget);
        m_reached = engine::computeReach(profile, *m_start, options).hexes();
    } catch (const std::invalid_argument& e) {
        m_error = e.what();
    }
}

}  // namespace editor
