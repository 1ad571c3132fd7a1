#pragma once
// Plans one gesture that touches many scenario records (delete a formation with everything under
// it, rename an id and every reference to it, paste a fragment) and builds it as one
// CompoundCommand of record commands, from the document as it is, without applying anything.
// Each part's index is right when the parts apply in order: per vector, replacements first (no
// index moves), then removals from the highest index down, then additions at the end; placements
// likewise; the scenario settings (waivers) last.
#include "engine/commands/command.hpp"
#include "engine/commands/record_traits.hpp"
#include "engine/commands/set_scenario_settings_command.hpp"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace engine {

class ScenarioEdit {
public:
    explicit ScenarioEdit(const Document& doc);

    [[nodiscard]] const Scenario& scenario() const { return m_scenario; }

    // The record at `index` as this edit leaves it so far (its replacement, else the original).
    template <class Traits>
    [[nodiscard]] const typename Traits::Record& current(std::size_t index) const {
        const auto& plan = std::get<Plan<Traits>>(m_plans);
        const auto it = plan.replaced.find(index);
        return it != plan.replaced.end() ? it->second : Traits::records(m_scenario)[index];
    }
    // Replaces the record at `index` (a later replace of the same index wins).
    template <class Traits>
    void replace(std::size_t index, typename Traits::Record after) {
        std::get<Plan<Traits>>(m_plans).replaced[index] = std::move(after);
    }
    template <class Traits>
    void remove(std::size_t index) {
        std::get<Plan<Traits>>(m_plans).removed.insert(index);
    }
    template <class Traits>
    [[nodiscard]] bool removed(std::size_t index) const {
        return std::get<Plan<Traits>>(m_plans).removed.contains(index);
    }
    template <class Traits>
    void append(typename Traits::Record record) {
        std::get<Plan<Traits>>(m_plans).appended.push_back(std::move(record));
    }

    // The set-up entry at `index`: nullopt removes it.
    void setPlacement(std::size_t index, std::optional<Placement> after);
    void appendPlacement(Placement p);
    // The settings as this edit leaves them so far; edit the result and pass it to setSettings.
    [[nodiscard]] const ScenarioSettings& settings() const { return m_settings; }
    void setSettings(ScenarioSettings after) { m_settings = std::move(after); }

    // One undoable step labelled `label`; nullptr when the plan changes nothing.
    [[nodiscard]] std::unique_ptr<Command> build(const std::string& label) const;

private:
    template <class Traits>
    struct Plan {
        std::map<std::size_t, typename Traits::Record> replaced;
        std::set<std::size_t> removed;
        std::vector<typename Traits::Record> appended;
    };
    template <class Traits>
    void buildParts(std::vector<std::unique_ptr<Command>>& parts) const;

    const Scenario& m_scenario;
    std::tuple<Plan<SideTraits>, Plan<FormationTraits>, Plan<LeaderTraits>, Plan<UnitTraits>, Plan<ScheduleRowTraits>,
               Plan<VictoryHexTraits>, Plan<EntryAreaTraits>, Plan<VictoryConditionTraits>>
        m_plans;
    std::map<std::size_t, std::optional<Placement>> m_placements;
    std::vector<Placement> m_appendedPlacements;
    ScenarioSettings m_originalSettings;
    ScenarioSettings m_settings;
};

}  // namespace engine
