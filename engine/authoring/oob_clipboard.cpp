#include "engine/authoring/oob_clipboard.hpp"

#include "engine/authoring/piece_ids.hpp"
#include "engine/commands/scenario_edit.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/model/oob_subtree.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace engine {

std::string copyPieces(const Document& doc, const std::vector<std::string>& pieces) {
    const Scenario& s = scenarioOf(doc);
    const OobSubtree tree = oobSubtree(s, pieces);
    Scenario fragment;
    fragment.id = "clipboard";
    fragment.mapPath = s.mapPath.empty() ? std::string("clipboard") : s.mapPath;
    fragment.rulesetRef = s.rulesetRef;
    std::unordered_set<std::string> formations, leaders;
    std::set<std::string> sides;
    for (std::size_t i : tree.formations) formations.insert(s.formations[i].id);
    for (std::size_t i : tree.leaders) leaders.insert(s.leaders[i].id);
    const auto keep = [](const std::unordered_set<std::string>& ids, const std::string& id) {
        return ids.contains(id) ? id : std::string();
    };
    for (std::size_t i : tree.formations) {
        Formation f = s.formations[i];
        f.parent = keep(formations, f.parent);
        f.commander = keep(leaders, f.commander);
        sides.insert(f.side);
        fragment.formations.push_back(std::move(f));
    }
    for (std::size_t i : tree.leaders) {
        Leader l = s.leaders[i];
        l.formation = keep(formations, l.formation);
        sides.insert(l.side);
        fragment.leaders.push_back(std::move(l));
    }
    for (std::size_t i : tree.units) {
        Unit u = s.units[i];
        u.formation = keep(formations, u.formation);
        sides.insert(u.side);
        fragment.units.push_back(std::move(u));
    }
    for (const Side& side : s.sides)
        if (sides.contains(side.id)) fragment.sides.push_back(side);
    // A side the scenario lacks is kept in the fragment, so that the fragment loads.
    for (const std::string& side : sides)
        if (!side.empty() && !s.findSide(side)) fragment.sides.push_back({side, side});
    return writeScenario(fragment, doc.map.grid());
}

std::unique_ptr<Command> pastePieces(const Document& doc, std::string_view xml, const ParentTarget& target,
                                     std::vector<std::string>* pasted) {
    const Scenario& s = scenarioOf(doc);
    std::string side = target.side;
    if (!target.formation.empty()) {
        const Formation* parent = s.findFormation(target.formation);
        if (!parent) throw std::invalid_argument("no formation `" + target.formation + "` to paste into");
        side = parent->side;
    } else if (!s.findSide(side)) {
        throw std::invalid_argument("no side `" + side + "` to paste into");
    }
    const Scenario fragment = parseScenario(xml, "clipboard", doc.map.grid());
    IdAllocator ids(s, IdSpace::Pieces);
    std::unordered_map<std::string, std::string> idOf;
    const auto fresh = [&](const std::string& id) {
        if (!idOf.contains(id)) idOf.emplace(id, ids.fresh(id));
    };
    for (const Formation& f : fragment.formations) fresh(f.id);
    for (const Leader& l : fragment.leaders) fresh(l.id);
    for (const Unit& u : fragment.units) fresh(u.id);
    const auto mapped = [&](const std::string& id) { return id.empty() ? id : idOf.at(id); };
    const auto root = [&](const std::string& within, const std::string& id) {
        if (!within.empty()) return mapped(within);
        if (pasted) pasted->push_back(idOf.at(id));
        return target.formation;
    };
    ScenarioEdit e(doc);
    for (Formation f : fragment.formations) {
        f.parent = root(f.parent, f.id);
        f.id = mapped(f.id);
        f.commander = mapped(f.commander);
        f.side = side;
        e.append<FormationTraits>(std::move(f));
    }
    for (Leader l : fragment.leaders) {
        l.formation = root(l.formation, l.id);
        l.id = mapped(l.id);
        l.side = side;
        e.append<LeaderTraits>(std::move(l));
    }
    for (Unit u : fragment.units) {
        u.formation = root(u.formation, u.id);
        u.id = mapped(u.id);
        u.side = side;
        e.append<UnitTraits>(std::move(u));
    }
    return e.build("Paste");
}

}  // namespace engine
