// Adding, renaming, reparenting and duplicating order-of-battle records (oob_commands.hpp).
#include "engine/commands/oob_commands.hpp"

#include "engine/authoring/piece_ids.hpp"
#include "engine/commands/command_checks.hpp"
#include "engine/commands/compound_command.hpp"
#include "engine/commands/move_record_command.hpp"
#include "engine/commands/scenario_edit.hpp"
#include "engine/model/find_by_id.hpp"
#include "engine/model/oob_subtree.hpp"
#include "engine/validation/attribute_checks.hpp"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

namespace engine {

const char* toString(RecordKind kind) {
    switch (kind) {
    case RecordKind::Side: return "side";
    case RecordKind::Formation: return "formation";
    case RecordKind::Leader: return "leader";
    case RecordKind::Unit: return "unit";
    case RecordKind::ScheduleRow: return "row";
    case RecordKind::EntryArea: return "entry-area";
    case RecordKind::VictoryHex: return "victory-hex";
    case RecordKind::VictoryCondition: return "victory-condition";
    }
    return "record";
}

std::optional<RecordKind> pieceKind(const Scenario& s, std::string_view id) {
    if (s.findFormation(id)) return RecordKind::Formation;
    if (s.findLeader(id)) return RecordKind::Leader;
    if (s.findUnit(id)) return RecordKind::Unit;
    return std::nullopt;
}

namespace {

// The id given, checked, or one made from the name; unique among the pieces.
std::string pieceId(const Scenario& s, const std::string& id, const std::string& name) {
    IdAllocator ids(s, IdSpace::Pieces);
    if (id.empty()) return ids.fresh(idFromName(name));
    require(validId(id), "`" + id + "` cannot be an id: ids have no spaces");
    require(!ids.taken(id), "the id `" + id + "` is taken");
    return id;
}

// The side a piece under `formation` belongs to; `side` when it has no formation.
std::string sideUnder(const Scenario& s, const std::string& formation, const std::string& side, const char* what) {
    if (!formation.empty()) {
        const Formation* parent = s.findFormation(formation);
        require(parent != nullptr, std::string("no formation `") + formation + "` to put the " + what + " in");
        return parent->side;
    }
    require(s.findSide(side) != nullptr, std::string("no side `") + side + "` for the " + what);
    return side;
}

}  // namespace

std::unique_ptr<AddSideCommand> addSide(const Document& doc, std::string name, std::string id) {
    const Scenario& s = scenarioOf(doc);
    IdAllocator ids(s, IdSpace::Sides);
    if (id.empty()) {
        id = ids.fresh(idFromName(name));
    } else {
        require(validId(id), "`" + id + "` cannot be an id: ids have no spaces");
        require(!ids.taken(id), "the side id `" + id + "` is taken");
    }
    return std::make_unique<AddSideCommand>(Side{std::move(id), std::move(name)});
}

std::unique_ptr<AddFormationCommand> addFormation(const Document& doc, Formation f) {
    const Scenario& s = scenarioOf(doc);
    const auto& kinds = doc.ruleset->formationKinds;
    require(std::find(kinds.begin(), kinds.end(), f.kind) != kinds.end(),
            "`" + f.kind + "` is not a formation kind of " + doc.ruleset->id);
    f.side = sideUnder(s, f.parent, f.side, "formation");
    require(f.commander.empty() || s.findLeader(f.commander), "no leader `" + f.commander + "` to command it");
    f.id = pieceId(s, f.id, f.name);
    return std::make_unique<AddFormationCommand>(std::move(f));
}

std::unique_ptr<AddLeaderCommand> addLeader(const Document& doc, Leader l) {
    const Scenario& s = scenarioOf(doc);
    l.side = sideUnder(s, l.formation, l.side, "leader");
    l.id = pieceId(s, l.id, l.name);
    return std::make_unique<AddLeaderCommand>(std::move(l));
}

std::unique_ptr<AddUnitCommand> addUnit(const Document& doc, Unit u) {
    const Scenario& s = scenarioOf(doc);
    const UnitClass* cls = doc.ruleset->findClass(u.unitClass);
    require(cls && u.unitClass != "leader", "`" + u.unitClass + "` is not a unit class of " + doc.ruleset->id);
    u.side = sideUnder(s, u.formation, u.side, "unit");
    u.id = pieceId(s, u.id, u.name);
    return std::make_unique<AddUnitCommand>(std::move(u));
}

std::unique_ptr<Command> renameRecord(const Document& doc, RecordKind kind, std::string_view id, std::string name) {
    const std::string key = "rename:" + std::string(toString(kind)) + ":" + std::string(id);
    const auto rename = [&]<class Traits>(Traits) -> std::unique_ptr<Command> {
        const std::ptrdiff_t i = findRecord<Traits>(scenarioOf(doc), id);
        if (i < 0) return nullptr;
        auto after = Traits::records(scenarioOf(doc))[static_cast<std::size_t>(i)];
        after.name = name;
        return ReplaceRecordCommand<Traits>::make(doc, id, std::move(after), std::string("Rename ") + Traits::kNoun,
                                                  key);
    };
    switch (kind) {
    case RecordKind::Side: return rename(SideTraits{});
    case RecordKind::Formation: return rename(FormationTraits{});
    case RecordKind::Leader: return rename(LeaderTraits{});
    case RecordKind::Unit: return rename(UnitTraits{});
    case RecordKind::EntryArea: return rename(EntryAreaTraits{});
    default: throw std::invalid_argument(std::string("a ") + toString(kind) + " has no name");
    }
}

namespace {

// Sets the side of every record in the subtree of the moved formations.
void setSideBelow(ScenarioEdit& e, const std::vector<std::string>& formations, const std::string& side) {
    if (formations.empty()) return;
    const Scenario& s = e.scenario();
    const OobSubtree below = oobSubtree(s, formations);
    for (std::size_t i : below.formations) {
        Formation f = e.current<FormationTraits>(i);
        f.side = side;
        e.replace<FormationTraits>(i, std::move(f));
    }
    for (std::size_t i : below.leaders) {
        Leader l = e.current<LeaderTraits>(i);
        l.side = side;
        e.replace<LeaderTraits>(i, std::move(l));
    }
    for (std::size_t i : below.units) {
        Unit u = e.current<UnitTraits>(i);
        u.side = side;
        e.replace<UnitTraits>(i, std::move(u));
    }
}

// Puts the records with `moved` ids just before the record `before` in their vector, keeping
// their order: one MoveRecordCommand per record, each index as it is when that part applies.
template <class Traits>
void moveBefore(const Scenario& s, const std::vector<std::string>& moved, std::string_view before,
                std::vector<std::unique_ptr<Command>>& parts) {
    std::vector<std::string> order;
    for (const auto& r : Traits::records(s)) order.push_back(r.id);
    for (const std::string& id : moved) {
        const auto from = std::find(order.begin(), order.end(), id);
        if (from == order.end() || id == before) continue;
        const auto fromIndex = static_cast<std::size_t>(from - order.begin());
        order.erase(from);
        const auto to = std::find(order.begin(), order.end(), before);
        if (to == order.end()) {
            order.insert(order.begin() + static_cast<std::ptrdiff_t>(fromIndex), id);
            return;  // `before` is not of this kind
        }
        const auto toIndex = static_cast<std::size_t>(to - order.begin());
        order.insert(to, id);
        if (toIndex != fromIndex)
            parts.push_back(
                std::make_unique<MoveRecordCommand<Traits>>(fromIndex, toIndex, *findById(Traits::records(s), id)));
    }
}

}  // namespace

std::unique_ptr<Command> reparentPieces(const Document& doc, const std::vector<std::string>& pieces,
                                        const ParentTarget& target, std::string_view before) {
    const Scenario& s = scenarioOf(doc);
    std::string side = target.side;
    if (!target.formation.empty()) {
        const Formation* parent = s.findFormation(target.formation);
        require(parent != nullptr, "no formation `" + target.formation + "` to move into");
        side = parent->side;
        const OobSubtree below = oobSubtree(s, pieces);
        for (std::size_t i : below.formations)
            require(s.formations[i].id != target.formation,
                    "formation `" + target.formation + "` cannot go under itself or a formation below it");
    } else {
        require(s.findSide(side) != nullptr, "no side `" + side + "` to move to");
    }
    ScenarioEdit e(doc);
    std::vector<std::string> movedFormations;
    for (const std::string& id : pieces) {
        if (const std::ptrdiff_t i = findRecord<FormationTraits>(s, id); i >= 0) {
            Formation f = e.current<FormationTraits>(static_cast<std::size_t>(i));
            f.parent = target.formation;
            e.replace<FormationTraits>(static_cast<std::size_t>(i), std::move(f));
            movedFormations.push_back(id);
        } else if (const std::ptrdiff_t l = findRecord<LeaderTraits>(s, id); l >= 0) {
            Leader after = e.current<LeaderTraits>(static_cast<std::size_t>(l));
            after.formation = target.formation;
            after.side = side;
            e.replace<LeaderTraits>(static_cast<std::size_t>(l), std::move(after));
        } else if (const std::ptrdiff_t u = findRecord<UnitTraits>(s, id); u >= 0) {
            Unit after = e.current<UnitTraits>(static_cast<std::size_t>(u));
            after.formation = target.formation;
            after.side = side;
            e.replace<UnitTraits>(static_cast<std::size_t>(u), std::move(after));
        }
    }
    setSideBelow(e, movedFormations, side);
    std::unique_ptr<Command> edit = e.build("Move in Order of Battle");
    std::vector<std::unique_ptr<Command>> parts;
    if (edit) parts.push_back(std::move(edit));
    if (!before.empty()) {
        moveBefore<FormationTraits>(s, pieces, before, parts);
        moveBefore<LeaderTraits>(s, pieces, before, parts);
        moveBefore<UnitTraits>(s, pieces, before, parts);
    }
    if (parts.empty()) return nullptr;
    if (parts.size() == 1) return std::move(parts.front());
    return std::make_unique<CompoundCommand>("Move in Order of Battle", std::move(parts));
}

std::unique_ptr<Command> duplicateFormation(const Document& doc, std::string_view formation, std::string* newId) {
    const Scenario& s = scenarioOf(doc);
    require(s.findFormation(formation) != nullptr, "no formation `" + std::string(formation) + "` to duplicate");
    const OobSubtree tree = oobSubtree(s, {std::string(formation)});
    IdAllocator ids(s, IdSpace::Pieces);
    std::unordered_map<std::string, std::string> copyOf;
    for (const std::string& id : tree.ids(s)) copyOf.emplace(id, ids.fresh(id));
    const auto mapped = [&](const std::string& id) {
        const auto it = copyOf.find(id);
        return it == copyOf.end() ? id : it->second;
    };
    ScenarioEdit e(doc);
    for (std::size_t i : tree.formations) {
        Formation f = s.formations[i];
        if (f.id == formation) f.name += " (copy)";
        f.id = mapped(f.id);
        if (f.id != copyOf.at(std::string(formation))) f.parent = mapped(f.parent);
        f.commander = mapped(f.commander);
        e.append<FormationTraits>(std::move(f));
    }
    for (std::size_t i : tree.leaders) {
        Leader l = s.leaders[i];
        l.id = mapped(l.id);
        l.formation = mapped(l.formation);
        e.append<LeaderTraits>(std::move(l));
    }
    for (std::size_t i : tree.units) {
        Unit u = s.units[i];
        u.id = mapped(u.id);
        u.formation = mapped(u.formation);
        e.append<UnitTraits>(std::move(u));
    }
    if (newId) *newId = copyOf.at(std::string(formation));
    return e.build("Duplicate Formation");
}

std::unique_ptr<Command> setPieceAttribute(const Document& doc, std::string_view piece, const std::string& attribute,
                                           std::string value) {
    const Scenario& s = scenarioOf(doc);
    const Ruleset& rs = *doc.ruleset;
    const auto check = [&](const AttributeDef* def, const char* what) {
        require(def != nullptr, "`" + attribute + "` is not a " + what + " of " + rs.id);
        if (value.empty()) return;
        const std::string problem = attributeProblem(*def, value);
        require(problem.empty(), (def->name.empty() ? def->id : def->name) + ": " + problem +
                                     (def->cite.empty() ? "" : " (" + def->cite + ")"));
    };
    const auto set = [&](AttributeMap& m) {
        if (value.empty()) m.erase(attribute);
        else m[attribute] = value;
    };
    const std::string key = "attribute:" + std::string(piece) + ":" + attribute;
    if (const Unit* u = s.findUnit(piece)) {
        const AttributeDef* def = rs.findUnitAttribute(attribute);
        check(def, "unit attribute");
        require(value.empty() || attributeAppliesTo(*def, u->unitClass),
                (def->name.empty() ? def->id : def->name) + " does not apply to class " + u->unitClass);
        Unit after = *u;
        set(after.attributes);
        return ReplaceUnitCommand::make(doc, piece, std::move(after),
                                        "Edit " + (def->name.empty() ? def->id : def->name), key);
    }
    if (const Leader* l = s.findLeader(piece)) {
        const AttributeDef* def = rs.findLeaderAttribute(attribute);
        check(def, "leader rating");
        Leader after = *l;
        set(after.ratings);
        return ReplaceLeaderCommand::make(doc, piece, std::move(after),
                                          "Edit " + (def->name.empty() ? def->id : def->name), key);
    }
    throw std::invalid_argument("no unit or leader `" + std::string(piece) + "`");
}

}  // namespace engine
