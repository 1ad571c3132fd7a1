#include "engine/commands/victory_commands.hpp"

#include "engine/authoring/piece_ids.hpp"
#include "engine/commands/command_checks.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/scenario_edit.hpp"

namespace engine {

std::unique_ptr<Command> editVictoryHex(const Document& doc, std::string_view id, VictoryHex after) {
    const Scenario& s = scenarioOf(doc);
    require(after.id == id, "a victory hex keeps its id");
    require(doc.map.contains(after.hex), "the victory hex is not on the map");
    require(after.side.empty() || s.findSide(after.side), "no side `" + after.side + "`");
    require(after.vp >= 0, "victory points are not negative");
    require(after.fromTurn >= 0 && after.toTurn >= 0, "a turn is not negative");
    require(after.toTurn == 0 || after.toTurn >= after.fromTurn, "the last turn is before the first");
    return ReplaceVictoryHexCommand::make(doc, id, std::move(after), "Edit Victory Hex");
}

std::unique_ptr<Command> setVictoryConditions(const Document& doc, const std::string& side,
                                              const std::vector<std::string>& texts) {
    const Scenario& s = scenarioOf(doc);
    require(side.empty() || s.findSide(side), "no side `" + side + "`");
    ScenarioEdit e(doc);
    IdAllocator ids(s, IdSpace::VictoryConditions);
    std::size_t next = 0;
    for (std::size_t i = 0; i < s.victoryConditions.size(); ++i) {
        const VictoryCondition& c = s.victoryConditions[i];
        if (c.side != side) continue;
        if (next >= texts.size()) e.remove<VictoryConditionTraits>(i);
        else if (c.text != texts[next])
            e.replace<VictoryConditionTraits>(i, VictoryCondition{c.id, c.side, texts[next]});
        ++next;
    }
    for (; next < texts.size(); ++next)
        e.append<VictoryConditionTraits>(
            VictoryCondition{ids.fresh(side.empty() ? "victory" : side + "-victory"), side, texts[next]});
    return e.build("Edit Victory Conditions");
}

std::map<std::string, int> victoryTotals(const Scenario& scenario) {
    std::map<std::string, int> totals;
    for (const VictoryHex& v : scenario.victoryHexes) totals[v.side] += v.vp;
    return totals;
}

}  // namespace engine
