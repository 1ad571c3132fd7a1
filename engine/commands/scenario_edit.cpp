#include "engine/commands/scenario_edit.hpp"

#include "engine/commands/compound_command.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/set_placement_command.hpp"

namespace engine {

ScenarioEdit::ScenarioEdit(const Document& doc)
    : m_scenario(scenarioOf(doc)),
      m_originalSettings(ScenarioSettings::of(doc)),
      m_settings(m_originalSettings) {}

void ScenarioEdit::setPlacement(std::size_t index, std::optional<Placement> after) {
    m_placements[index] = std::move(after);
}

void ScenarioEdit::appendPlacement(Placement p) { m_appendedPlacements.push_back(std::move(p)); }

template <class Traits>
void ScenarioEdit::buildParts(std::vector<std::unique_ptr<Command>>& parts) const {
    const Plan<Traits>& plan = std::get<Plan<Traits>>(m_plans);
    const auto& records = Traits::records(m_scenario);
    for (const auto& [index, after] : plan.replaced) {
        if (plan.removed.contains(index) || records[index] == after) continue;
        parts.push_back(std::make_unique<ReplaceRecordCommand<Traits>>(index, records[index], after));
    }
    for (auto it = plan.removed.rbegin(); it != plan.removed.rend(); ++it)
        parts.push_back(std::make_unique<RemoveRecordCommand<Traits>>(*it, records[*it]));
    for (const auto& record : plan.appended) parts.push_back(std::make_unique<AddRecordCommand<Traits>>(record));
}

std::unique_ptr<Command> ScenarioEdit::build(const std::string& label) const {
    std::vector<std::unique_ptr<Command>> parts;
#define RIDGELINE_BUILD_PARTS(T) buildParts<T>(parts);
    RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_BUILD_PARTS)
#undef RIDGELINE_BUILD_PARTS

    const std::vector<Placement>& setup = m_scenario.setup;
    std::size_t size = setup.size();
    for (const auto& [index, after] : m_placements)
        if (after && !(*after == setup[index]))
            parts.push_back(std::make_unique<SetPlacementCommand>(label, index, setup[index], after));
    for (auto it = m_placements.rbegin(); it != m_placements.rend(); ++it) {
        if (it->second) continue;
        const Placement& before = setup[it->first];
        parts.push_back(std::make_unique<SetPlacementCommand>(label, it->first, before, std::nullopt));
        --size;
    }
    for (const Placement& p : m_appendedPlacements)
        parts.push_back(std::make_unique<SetPlacementCommand>(label, size++, std::nullopt, p));

    if (!(m_settings == m_originalSettings))
        parts.push_back(std::make_unique<SetScenarioSettingsCommand>(label, m_originalSettings, m_settings));
    if (parts.empty()) return nullptr;
    return std::make_unique<CompoundCommand>(label, std::move(parts));
}

}  // namespace engine
