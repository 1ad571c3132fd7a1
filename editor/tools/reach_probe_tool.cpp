#include "editor/tools/reach_probe_tool.hpp"

#include "engine/mechanics/turn_conditions.hpp"

#include <stdexcept>

namespace editor {

void ReachProbeTool::onMouseDown(const ToolInput& in) {
    if (!in.hex || !m_host.document()) return;
    m_start = in.hex;
    m_target.reset();
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

void ReachProbeTool::setSide(std::string id) {
    m_side = std::move(id);
    refresh();
}

void ReachProbeTool::setOrders(std::string orders) {
    m_orders = std::move(orders);
    refresh();
}

void ReachProbeTool::setTurn(int turn) {
    m_turn = turn;
    refresh();
}

std::vector<engine::Reason> ReachProbeTool::startReasons() const {
    return m_rules ? m_rules->startReasons() : std::vector<engine::Reason>{};
}

void ReachProbeTool::setTarget(std::optional<engine::HexCoord> hex) {
    m_target = hex;
    tracePath();
    notify();
}

void ReachProbeTool::refresh() {
    if (!m_start) return;
    search();
    tracePath();
    notify();
}

void ReachProbeTool::clear() {
    m_start.reset();
    m_target.reset();
    m_path.clear();
    m_error.clear();
    forgetAnswer();
    notify();
}

void ReachProbeTool::forgetAnswer() {
    // The rules refer to the enemies, the enemies to the board: gone first.
    m_reached.clear();
    m_result.reset();
    m_options.reset();
    m_rules.reset();
    m_profile.reset();
    m_enemies.reset();
    m_board.reset();
    m_movingSide.clear();
}

void ReachProbeTool::search() {
    forgetAnswer();
    const engine::Document* probedDoc = probed({*m_start});
    if (!probedDoc) return;
    const engine::Document& d = *probedDoc;
    std::string unitClass = m_class;
    if (unitClass.empty() && !d.ruleset->unitClasses.empty()) unitClass = d.ruleset->unitClasses.front().id;
    try {
        // Compiled per search: the map's palettes may have grown since the last one.
        m_profile.emplace(*d.ruleset, d.map, unitClass, m_mode);
        m_options = engine::ReachOptions::fromRuleset(*d.ruleset, m_budget);
        m_board.emplace(d.map, *d.ruleset, d.scenario ? &*d.scenario : nullptr);
        if (m_turn > 0) {
            (void)engine::turnConditions(*m_board, m_turn);  // throws for a turn the track does not have
            m_board->turn = m_turn;
        }
        m_movingSide = m_side;
        if (const auto& here = m_board->occupancy.at(*m_start); m_movingSide.empty() && !here.empty())
            m_movingSide = here.front().side;
        if (!m_movingSide.empty() && d.scenario) {
            m_enemies.emplace(*m_board, m_movingSide);
            m_options->enemies = &*m_enemies;
            // One unit of the chosen class, as `reach --side` moves it (without --units).
            engine::MovingStack mover{m_movingSide, m_orders, {}};
            m_rules.emplace(*m_board, *m_profile, &*m_enemies, std::move(mover), *m_start);
            m_options->rules = &*m_rules;
        }
        m_result = engine::computeReach(*m_profile, *m_start, *m_options);
        m_reached = m_result->hexes();
    } catch (const std::invalid_argument& e) {
        m_error = e.what();
    }
}

void ReachProbeTool::tracePath() {
    m_path.clear();
    if (!m_target || !m_result || !m_profile || !m_options) return;
    const std::vector<engine::PathStep> steps = m_result->pathTo(*m_target);
    for (std::size_t i = 1; i < steps.size(); ++i) {
        engine::StepCost why = engine::explainStep(*m_profile, steps[i - 1].hex, steps[i].hex, *m_options);
        m_path.push_back(
            {steps[i - 1].hex, steps[i].hex, steps[i].stepCost, steps[i].cumulative, std::move(why.reasons)});
    }
}

}  // namespace editor
