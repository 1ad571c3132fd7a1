#include "engine/commands/change_id.hpp"

#include "engine/authoring/piece_ids.hpp"
#include "engine/commands/scenario_edit.hpp"

#include <stdexcept>

namespace engine {
namespace {

IdSpace spaceOf(RecordKind kind) {
    switch (kind) {
    case RecordKind::Side: return IdSpace::Sides;
    case RecordKind::ScheduleRow: return IdSpace::ScheduleRows;
    case RecordKind::EntryArea: return IdSpace::EntryAreas;
    case RecordKind::VictoryHex: return IdSpace::VictoryHexes;
    case RecordKind::VictoryCondition: return IdSpace::VictoryConditions;
    default: return IdSpace::Pieces;
    }
}

// Every field of a record kind holding an id of `kind`: `edit` replaces the field's value when it
// is the old id; the record is replaced when any field changed.
class Renamer {
public:
    Renamer(ScenarioEdit& e, std::string oldId, std::string newId)
        : m_e(e),
          m_old(std::move(oldId)),
          m_new(std::move(newId)) {}

    bool field(std::string& value) const {
        if (value != m_old) return false;
        value = m_new;
        return true;
    }
    bool list(std::vector<std::string>& values) const {
        bool changed = false;
        for (std::string& v : values) changed = field(v) || changed;
        return changed;
    }
    // Applies `edit` to a copy of each record of the vector and keeps the copies it changed.
    template <class Traits, class Edit>
    void each(Edit edit) {
        const auto& records = Traits::records(m_e.scenario());
        for (std::size_t i = 0; i < records.size(); ++i) {
            auto r = m_e.current<Traits>(i);
            if (edit(r)) m_e.template replace<Traits>(i, std::move(r));
        }
    }
    void placements() {
        const auto& setup = m_e.scenario().setup;
        for (std::size_t i = 0; i < setup.size(); ++i) {
            Placement p = setup[i];
            if (field(p.piece)) m_e.setPlacement(i, std::move(p));
        }
    }
    // Waivers keyed "kind:id" for the location kinds given.
    void waivers(std::initializer_list<std::string_view> kinds) {
        ScenarioSettings settings = m_e.settings();
        for (Waiver& w : settings.waivers)
            for (std::string_view kind : kinds)
                if (w.location == std::string(kind) + ":" + m_old) w.location = std::string(kind) + ":" + m_new;
        m_e.setSettings(std::move(settings));
    }

private:
    ScenarioEdit& m_e;
    std::string m_old;
    std::string m_new;
};

void plan(Renamer& r, RecordKind kind) {
    switch (kind) {
    case RecordKind::Side:
        r.each<SideTraits>([&](Side& s) { return r.field(s.id); });
        r.each<FormationTraits>([&](Formation& f) { return r.field(f.side); });
        r.each<LeaderTraits>([&](Leader& l) { return r.field(l.side); });
        r.each<UnitTraits>([&](Unit& u) { return r.field(u.side); });
        r.each<ScheduleRowTraits>([&](ReinforcementRow& row) { return r.field(row.side); });
        r.each<VictoryHexTraits>([&](VictoryHex& v) { return r.field(v.side); });
        r.each<VictoryConditionTraits>([&](VictoryCondition& v) { return r.field(v.side); });
        r.waivers({"side"});
        break;
    case RecordKind::Formation:
        r.each<FormationTraits>([&](Formation& f) {
            const bool id = r.field(f.id);
            const bool parent = r.field(f.parent);  // both are renamed: no short circuit
            return id || parent;
        });
        r.each<LeaderTraits>([&](Leader& l) { return r.field(l.formation); });
        r.each<UnitTraits>([&](Unit& u) { return r.field(u.formation); });
        r.each<ScheduleRowTraits>([&](ReinforcementRow& row) { return r.list(row.formations); });
        r.waivers({"formation"});
        break;
    case RecordKind::Leader:
        r.each<LeaderTraits>([&](Leader& l) { return r.field(l.id); });
        r.each<FormationTraits>([&](Formation& f) { return r.field(f.commander); });
        r.placements();
        r.each<ScheduleRowTraits>([&](ReinforcementRow& row) { return r.list(row.units); });
        r.waivers({"leader", "unit"});  // stacking names every piece in a hex as a unit
        break;
    case RecordKind::Unit:
        r.each<UnitTraits>([&](Unit& u) { return r.field(u.id); });
        r.placements();
        r.each<ScheduleRowTraits>([&](ReinforcementRow& row) { return r.list(row.units); });
        r.waivers({"unit"});
        break;
    case RecordKind::ScheduleRow:
        r.each<ScheduleRowTraits>([&](ReinforcementRow& row) { return r.field(row.id); });
        r.waivers({"row"});
        break;
    case RecordKind::EntryArea:
        r.each<EntryAreaTraits>([&](EntryArea& a) { return r.field(a.id); });
        r.each<ScheduleRowTraits>([&](ReinforcementRow& row) { return r.field(row.entryArea); });
        r.waivers({"entry-area"});
        break;
    case RecordKind::VictoryHex:
        r.each<VictoryHexTraits>([&](VictoryHex& v) { return r.field(v.id); });
        r.waivers({"victory-hex"});
        break;
    case RecordKind::VictoryCondition:
        r.each<VictoryConditionTraits>([&](VictoryCondition& v) { return r.field(v.id); });
        break;
    }
}

bool exists(const Scenario& s, RecordKind kind, std::string_view id) {
    switch (kind) {
    case RecordKind::Side: return findRecord<SideTraits>(s, id) >= 0;
    case RecordKind::Formation: return findRecord<FormationTraits>(s, id) >= 0;
    case RecordKind::Leader: return findRecord<LeaderTraits>(s, id) >= 0;
    case RecordKind::Unit: return findRecord<UnitTraits>(s, id) >= 0;
    case RecordKind::ScheduleRow: return findRecord<ScheduleRowTraits>(s, id) >= 0;
    case RecordKind::EntryArea: return findRecord<EntryAreaTraits>(s, id) >= 0;
    case RecordKind::VictoryHex: return findRecord<VictoryHexTraits>(s, id) >= 0;
    case RecordKind::VictoryCondition: return findRecord<VictoryConditionTraits>(s, id) >= 0;
    }
    return false;
}

}  // namespace

std::unique_ptr<Command> changeId(const Document& doc, RecordKind kind, std::string_view oldId, std::string newId) {
    const Scenario& s = scenarioOf(doc);
    if (oldId == newId || !exists(s, kind, oldId)) return nullptr;
    if (!validId(newId)) throw std::invalid_argument("`" + newId + "` cannot be an id: ids have no spaces");
    if (IdAllocator(s, spaceOf(kind)).taken(newId)) throw std::invalid_argument("the id `" + newId + "` is taken");
    ScenarioEdit e(doc);
    Renamer renamer(e, std::string(oldId), std::move(newId));
    plan(renamer, kind);
    static const char* const kNouns[] = {"Side",          "Formation",  "Leader",      "Unit",
                                         "Reinforcement", "Entry Area", "Victory Hex", "Victory Condition"};
    return e.build(std::string("Change ") + kNouns[static_cast<int>(kind)] + " Id");
}

std::unique_ptr<Command> changePieceId(const Document& doc, std::string_view oldId, std::string newId) {
    const auto kind = pieceKind(scenarioOf(doc), oldId);
    if (!kind) return nullptr;
    return changeId(doc, *kind, oldId, std::move(newId));
}

}  // namespace engine
