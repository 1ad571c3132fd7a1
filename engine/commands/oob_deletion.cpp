// Deleting pieces and sides, and counting what goes (oob_commands.hpp).
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/reference_cleanup.hpp"
#include "engine/model/oob_subtree.hpp"

#include <algorithm>
#include <unordered_set>

namespace engine {
namespace {

using Ids = IdSet;

void plural(std::string& out, int n, const char* one, const char* many) {
    if (n == 0) return;
    out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + (n == 1 ? one : many);
}

bool names(const std::vector<std::string>& list, const Ids& ids) {
    return std::any_of(list.begin(), list.end(), [&](const std::string& id) { return ids.contains(id); });
}

std::vector<std::string> without(const std::vector<std::string>& list, const Ids& ids) {
    std::vector<std::string> out;
    for (const std::string& id : list)
        if (!ids.contains(id)) out.push_back(id);
    return out;
}

DeletionCount planDeletion(ScenarioEdit& e, const std::vector<std::string>& asked, const Ids& sides = {}) {
    const Scenario& s = e.scenario();
    const OobSubtree tree = oobSubtree(s, asked);
    DeletionCount n;
    Ids pieces, formations;
    for (std::size_t i : tree.formations) {
        e.remove<FormationTraits>(i);
        formations.insert(s.formations[i].id);
        pieces.insert(s.formations[i].id);
        ++n.formations;
    }
    for (std::size_t i : tree.leaders) {
        e.remove<LeaderTraits>(i);
        pieces.insert(s.leaders[i].id);
        ++n.leaders;
    }
    for (std::size_t i : tree.units) {
        e.remove<UnitTraits>(i);
        pieces.insert(s.units[i].id);
        ++n.units;
    }
    dropReferences(e, pieces, formations, sides, n);
    return n;
}

// Everything of the side: its formations (with what is below them) and its other pieces.
std::vector<std::string> piecesOfSide(const Scenario& s, std::string_view side) {
    std::vector<std::string> out;
    for (const Formation& f : s.formations)
        if (f.side == side) out.push_back(f.id);
    for (const Leader& l : s.leaders)
        if (l.side == side) out.push_back(l.id);
    for (const Unit& u : s.units)
        if (u.side == side) out.push_back(u.id);
    return out;
}

DeletionCount planSideDeletion(ScenarioEdit& e, std::string_view side) {
    const Scenario& s = e.scenario();
    DeletionCount n = planDeletion(e, piecesOfSide(s, side), Ids{std::string(side)});
    for (std::size_t i = 0; i < s.sides.size(); ++i)
        if (s.sides[i].id == side) e.remove<SideTraits>(i);
    for (std::size_t i = 0; i < s.victoryHexes.size(); ++i) {
        if (s.victoryHexes[i].side != side) continue;
        e.remove<VictoryHexTraits>(i);
        ++n.victoryRecords;
    }
    for (std::size_t i = 0; i < s.victoryConditions.size(); ++i) {
        if (s.victoryConditions[i].side != side) continue;
        e.remove<VictoryConditionTraits>(i);
        ++n.victoryRecords;
    }
    return n;
}

}  // namespace

void dropReferences(ScenarioEdit& e, const IdSet& pieces, const IdSet& formations, const IdSet& sides,
                    DeletionCount& n) {
    const Scenario& s = e.scenario();
    for (std::size_t i = 0; i < s.setup.size(); ++i) {
        if (!pieces.contains(s.setup[i].piece)) continue;
        e.setPlacement(i, std::nullopt);
        ++n.placements;
    }
    for (std::size_t i = 0; i < s.schedule.size(); ++i) {
        const ReinforcementRow& row = s.schedule[i];
        if (sides.contains(row.side)) {
            e.remove<ScheduleRowTraits>(i);
            ++n.scheduleRowsRemoved;
            continue;
        }
        if (!names(row.units, pieces) && !names(row.formations, formations)) continue;
        ReinforcementRow after = row;
        after.units = without(row.units, pieces);
        after.formations = without(row.formations, formations);
        if (after.units.empty() && after.formations.empty()) {
            e.remove<ScheduleRowTraits>(i);
            ++n.scheduleRowsRemoved;
        } else {
            e.replace<ScheduleRowTraits>(i, std::move(after));
            ++n.scheduleRowsEdited;
        }
    }
    for (std::size_t i = 0; i < s.formations.size(); ++i) {
        if (e.removed<FormationTraits>(i) || !pieces.contains(s.formations[i].commander)) continue;
        Formation after = e.current<FormationTraits>(i);
        after.commander.clear();
        e.replace<FormationTraits>(i, std::move(after));
        ++n.commandersCleared;
    }
    ScenarioSettings settings = e.settings();
    const auto before = settings.waivers.size();
    std::erase_if(settings.waivers, [&](const Waiver& w) {
        const auto colon = w.location.find(':');
        if (colon == std::string::npos) return false;
        const std::string kind = w.location.substr(0, colon), id = w.location.substr(colon + 1);
        if (kind == "unit" || kind == "leader") return pieces.contains(id);
        if (kind == "formation") return formations.contains(id);
        return kind == "side" && sides.contains(id);
    });
    n.waivers += static_cast<int>(before - settings.waivers.size());
    e.setSettings(std::move(settings));
}

std::string DeletionCount::describe() const {
    std::string out;
    plural(out, formations, "formation", "formations");
    plural(out, leaders, "leader", "leaders");
    plural(out, units, "unit", "units");
    plural(out, placements, "set-up place", "set-up places");
    plural(out, scheduleRowsRemoved, "schedule row", "schedule rows");
    plural(out, scheduleRowsEdited, "edited schedule row", "edited schedule rows");
    plural(out, commandersCleared, "commander cleared", "commanders cleared");
    plural(out, waivers, "waiver", "waivers");
    plural(out, victoryRecords, "victory hex or condition", "victory hexes and conditions");
    return out.empty() ? "nothing" : out;
}

DeletionCount countDeletion(const Document& doc, const std::vector<std::string>& pieces) {
    ScenarioEdit e(doc);
    return planDeletion(e, pieces);
}

std::unique_ptr<Command> deletePieces(const Document& doc, const std::vector<std::string>& pieces) {
    ScenarioEdit e(doc);
    const DeletionCount n = planDeletion(e, pieces);
    const int records = n.formations + n.leaders + n.units;
    const char* what = n.formations > 0 ? "Formation" : n.leaders > 0 && n.units == 0 ? "Leader" : "Unit";
    return e.build(std::string("Delete ") + what + (records > 1 ? "s" : ""));
}

DeletionCount countSideDeletion(const Document& doc, std::string_view side) {
    ScenarioEdit e(doc);
    return planSideDeletion(e, side);
}

std::unique_ptr<Command> deleteSide(const Document& doc, std::string_view side) {
    ScenarioEdit e(doc);
    planSideDeletion(e, side);
    return e.build("Delete Side");
}

}  // namespace engine
