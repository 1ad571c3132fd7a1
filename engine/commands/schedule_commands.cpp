#include "engine/commands/schedule_commands.hpp"

#include "engine/authoring/piece_ids.hpp"
#include "engine/commands/command_checks.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/scenario_edit.hpp"
#include "engine/commands/set_scenario_settings_command.hpp"
#include "engine/model/oob_subtree.hpp"

#include <algorithm>
#include <unordered_set>

namespace engine {
namespace {

using Ids = std::unordered_set<std::string>;

// Takes the pieces (and everything below the formations among them) out of the set-up and out of
// every row but `keep`; rows left with nothing go.
void takeOutOfPlay(ScenarioEdit& e, const std::vector<std::string>& pieces, std::string_view keep) {
    const Scenario& s = e.scenario();
    const OobSubtree tree = oobSubtree(s, pieces);
    const std::vector<std::string> below = tree.ids(s);
    Ids ids(below.begin(), below.end());
    ids.insert(pieces.begin(), pieces.end());
    for (std::size_t i = 0; i < s.setup.size(); ++i)
        if (ids.contains(s.setup[i].piece)) e.setPlacement(i, std::nullopt);
    for (std::size_t i = 0; i < s.schedule.size(); ++i) {
        if (s.schedule[i].id == keep && !keep.empty()) continue;
        ReinforcementRow row = e.current<ScheduleRowTraits>(i);
        const auto gone = [&](const std::string& id) { return ids.contains(id); };
        const auto units = std::erase_if(row.units, gone), formations = std::erase_if(row.formations, gone);
        if (units + formations == 0) continue;
        if (row.units.empty() && row.formations.empty()) e.remove<ScheduleRowTraits>(i);
        else e.replace<ScheduleRowTraits>(i, std::move(row));
    }
}

// The side of the pieces; throws when they are of several sides or unknown.
std::string sideOf(const Scenario& s, const std::vector<std::string>& pieces) {
    std::string side;
    for (const std::string& id : pieces) {
        const Formation* f = s.findFormation(id);
        const Leader* l = f ? nullptr : s.findLeader(id);
        const Unit* u = f || l ? nullptr : s.findUnit(id);
        require(f || l || u, "no formation, leader or unit `" + id + "` to schedule");
        const std::string& pieceSide = f ? f->side : l ? l->side : u->side;
        require(side.empty() || side == pieceSide, "the pieces to schedule are of more than one side");
        side = pieceSide;
    }
    return side;
}

void add(ReinforcementRow& row, const Scenario& s, const std::vector<std::string>& pieces) {
    for (const std::string& id : pieces) {
        auto& list = s.findFormation(id) ? row.formations : row.units;
        if (std::find(list.begin(), list.end(), id) == list.end()) list.push_back(id);
    }
}

void checkEntry(const Document& doc, const ArrivalEntry& entry) {
    require(!(entry.hex && !entry.area.empty()), "an arrival enters at a hex or in an area, not both");
    if (entry.hex) require(doc.map.contains(*entry.hex), "the entry hex is not on the map");
    if (!entry.area.empty())
        require(findRecord<EntryAreaTraits>(scenarioOf(doc), entry.area) >= 0, "no entry area `" + entry.area + "`");
}

// Takes the waivers keyed `kind:id` out of the edit's settings.
void dropWaivers(ScenarioEdit& e, const std::string& key) {
    ScenarioSettings settings = e.settings();
    std::erase_if(settings.waivers, [&](const Waiver& w) { return w.location == key; });
    e.setSettings(std::move(settings));
}

}  // namespace

std::unique_ptr<Command> scheduleArrival(const Document& doc, const std::vector<std::string>& pieces, int turn,
                                         const ArrivalEntry& entry, std::string* rowId) {
    const Scenario& s = scenarioOf(doc);
    require(!pieces.empty(), "nothing to schedule");
    checkEntry(doc, entry);
    ReinforcementRow row;
    row.side = sideOf(s, pieces);
    row.turn = turn;
    row.id = IdAllocator(s, IdSpace::ScheduleRows).fresh(row.side + "-t" + std::to_string(turn));
    row.entryHex = entry.hex;
    row.entryArea = entry.area;
    add(row, s, pieces);
    ScenarioEdit e(doc);
    takeOutOfPlay(e, pieces, {});
    if (rowId) *rowId = row.id;
    e.append<ScheduleRowTraits>(std::move(row));
    return e.build("Schedule Reinforcement");
}

std::unique_ptr<Command> addToScheduleRow(const Document& doc, std::string_view rowId,
                                          const std::vector<std::string>& pieces) {
    const Scenario& s = scenarioOf(doc);
    const std::ptrdiff_t i = findRecord<ScheduleRowTraits>(s, rowId);
    require(i >= 0, "no schedule row `" + std::string(rowId) + "`");
    require(sideOf(s, pieces) == s.schedule[static_cast<std::size_t>(i)].side, "the pieces are not of the row's side");
    ScenarioEdit e(doc);
    takeOutOfPlay(e, pieces, rowId);
    ReinforcementRow row = e.current<ScheduleRowTraits>(static_cast<std::size_t>(i));
    add(row, s, pieces);
    e.replace<ScheduleRowTraits>(static_cast<std::size_t>(i), std::move(row));
    return e.build("Add to Reinforcement");
}

std::unique_ptr<Command> unschedulePieces(const Document& doc, const std::vector<std::string>& pieces) {
    ScenarioEdit e(doc);
    const Scenario& s = e.scenario();
    const Ids ids(pieces.begin(), pieces.end());
    for (std::size_t i = 0; i < s.schedule.size(); ++i) {
        ReinforcementRow row = s.schedule[i];
        const auto gone = [&](const std::string& id) { return ids.contains(id); };
        if (std::erase_if(row.units, gone) + std::erase_if(row.formations, gone) == 0) continue;
        if (row.units.empty() && row.formations.empty()) e.remove<ScheduleRowTraits>(i);
        else e.replace<ScheduleRowTraits>(i, std::move(row));
    }
    return e.build("Remove from Schedule");
}

std::unique_ptr<Command> editScheduleRow(const Document& doc, std::string_view rowId,
                                         const std::function<void(ReinforcementRow&)>& edit, std::string label,
                                         std::string mergeKey) {
    const Scenario& s = scenarioOf(doc);
    const std::ptrdiff_t i = findRecord<ScheduleRowTraits>(s, rowId);
    if (i < 0) return nullptr;
    ReinforcementRow after = s.schedule[static_cast<std::size_t>(i)];
    edit(after);
    require(after.id == rowId, "a row's id is changed by Change Id");
    return ReplaceScheduleRowCommand::make(doc, rowId, std::move(after), std::move(label), std::move(mergeKey));
}

std::unique_ptr<Command> setArrivalTurn(const Document& doc, std::string_view row, int turn) {
    require(turn >= 0, "a turn is not negative");
    return editScheduleRow(
        doc, row, [&](ReinforcementRow& r) { r.turn = turn; }, "Set Arrival Turn", "turn:" + std::string(row));
}

std::unique_ptr<Command> setArrivalEntry(const Document& doc, std::string_view row, const ArrivalEntry& entry) {
    checkEntry(doc, entry);
    return editScheduleRow(
        doc, row,
        [&](ReinforcementRow& r) {
            r.entryHex = entry.hex;
            r.entryArea = entry.area;
        },
        "Set Arrival Entry");
}

std::unique_ptr<Command> setArrivalMode(const Document& doc, std::string_view row, std::string mode) {
    return editScheduleRow(
        doc, row, [&](ReinforcementRow& r) { r.mode = mode; }, "Set Arrival Mode", "mode:" + std::string(row));
}

std::unique_ptr<Command> setArrivalCondition(const Document& doc, std::string_view row, std::string condition) {
    return editScheduleRow(
        doc, row, [&](ReinforcementRow& r) { r.condition = condition; }, "Set Arrival Condition",
        "condition:" + std::string(row));
}

std::unique_ptr<Command> setArrivalRoll(const Document& doc, std::string_view row, std::string roll) {
    return editScheduleRow(
        doc, row, [&](ReinforcementRow& r) { r.roll = roll; }, "Set Arrival Roll", "roll:" + std::string(row));
}

std::unique_ptr<Command> deleteScheduleRow(const Document& doc, std::string_view rowId) {
    const std::ptrdiff_t i = findRecord<ScheduleRowTraits>(scenarioOf(doc), rowId);
    if (i < 0) return nullptr;
    ScenarioEdit e(doc);
    e.remove<ScheduleRowTraits>(static_cast<std::size_t>(i));
    dropWaivers(e, "row:" + std::string(rowId));
    return e.build("Delete Reinforcement");
}

std::unique_ptr<Command> addEntryArea(const Document& doc, std::string name, std::vector<HexCoord> hexes,
                                      std::string* areaId) {
    for (HexCoord h : hexes) require(doc.map.contains(h), "an entry area hex is not on the map");
    EntryArea area{IdAllocator(scenarioOf(doc), IdSpace::EntryAreas).fresh(idFromName(name)), std::move(name),
                   std::move(hexes)};
    if (areaId) *areaId = area.id;
    return std::make_unique<AddEntryAreaCommand>(std::move(area));
}

std::unique_ptr<Command> setEntryAreaHexes(const Document& doc, std::string_view areaId, std::vector<HexCoord> hexes) {
    for (HexCoord h : hexes) require(doc.map.contains(h), "an entry area hex is not on the map");
    const std::ptrdiff_t i = findRecord<EntryAreaTraits>(scenarioOf(doc), areaId);
    if (i < 0) return nullptr;
    EntryArea after = scenarioOf(doc).entryAreas[static_cast<std::size_t>(i)];
    after.hexes = std::move(hexes);
    return ReplaceEntryAreaCommand::make(doc, areaId, std::move(after), "Edit Entry Area Hexes");
}

std::unique_ptr<Command> deleteEntryArea(const Document& doc, std::string_view areaId) {
    const Scenario& s = scenarioOf(doc);
    const std::ptrdiff_t i = findRecord<EntryAreaTraits>(s, areaId);
    if (i < 0) return nullptr;
    ScenarioEdit e(doc);
    e.remove<EntryAreaTraits>(static_cast<std::size_t>(i));
    for (std::size_t r = 0; r < s.schedule.size(); ++r) {
        if (s.schedule[r].entryArea != areaId) continue;
        ReinforcementRow row = s.schedule[r];
        row.entryArea.clear();
        e.replace<ScheduleRowTraits>(r, std::move(row));
    }
    dropWaivers(e, "entry-area:" + std::string(areaId));
    return e.build("Delete Entry Area");
}

std::unique_ptr<Command> deleteVictoryHex(const Document& doc, std::string_view id) {
    const std::ptrdiff_t i = findRecord<VictoryHexTraits>(scenarioOf(doc), id);
    if (i < 0) return nullptr;
    ScenarioEdit e(doc);
    e.remove<VictoryHexTraits>(static_cast<std::size_t>(i));
    dropWaivers(e, "victory-hex:" + std::string(id));
    return e.build("Delete Victory Hex");
}

std::unique_ptr<Command> setNightTurn(const Document& doc, int turn, bool night) {
    return editSettings<ScenarioSettings>(
        doc, night ? "Mark Night Turn" : "Clear Night Turn", [&](ScenarioSettings& s) {
            auto& nights = s.turns.nightTurns;
            const auto found = std::find(nights.begin(), nights.end(), turn);
            if (!night && found != nights.end()) nights.erase(found);
            if (night && found == nights.end())
                nights.insert(std::upper_bound(nights.begin(), nights.end(), turn), turn);
        });
}

std::unique_ptr<Command> setScenarioId(const Document& doc, std::string id) {
    require(validId(id), "`" + id + "` cannot be an id: ids have no spaces");
    return editSettings<ScenarioSettings>(doc, "Change Scenario Id", [&](ScenarioSettings& s) { s.id = id; });
}

}  // namespace engine
