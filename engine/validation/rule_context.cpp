#include "engine/validation/rule_context.hpp"

#include <algorithm>

namespace engine {
namespace {

template <typename Map>
auto lookup(const Map& m, std::string_view id) -> typename Map::mapped_type {
    const auto it = m.find(id);
    return it == m.end() ? nullptr : it->second;
}

template <typename Map>
const typename Map::mapped_type& listOf(const Map& m, std::string_view id) {
    static const typename Map::mapped_type kEmpty;
    const auto it = m.find(id);
    return it == m.end() ? kEmpty : it->second;
}

template <typename T, typename Map>
void indexById(const std::vector<T>& records, Map& out) {
    out.reserve(records.size());
    for (const T& r : records) out.emplace(r.id, &r);  // the first of duplicate ids wins
}

}  // namespace

RuleContext::RuleContext(const Document& doc) : m_doc(doc) {}

void RuleContext::indexRecords() const {
    if (m_recordsIndexed) return;
    m_recordsIndexed = true;
    const Scenario& sc = scenario();
    indexById(sc.units, m_units);
    indexById(sc.leaders, m_leaders);
    indexById(sc.formations, m_formations);
    indexById(sc.sides, m_sides);
    indexById(sc.schedule, m_rows);
    indexById(sc.victoryHexes, m_victory);
    indexById(sc.entryAreas, m_areas);
}

void RuleContext::indexPlacements() const {
    if (m_placementsIndexed) return;
    m_placementsIndexed = true;
    for (const Placement& p : scenario().setup) {
        m_placementsOf[p.piece].push_back(&p);
        m_placementsAt[p.hex].push_back(&p);
    }
}

void RuleContext::indexMembers() const {
    if (m_membersIndexed) return;
    m_membersIndexed = true;
    const Scenario& sc = scenario();
    for (const Unit& u : sc.units) m_unitsIn[u.formation].push_back(&u);
    for (const Leader& l : sc.leaders) m_leadersIn[l.formation].push_back(&l);
    for (const Formation& f : sc.formations) m_children[f.parent].push_back(&f);
}

void RuleContext::indexSchedule() const {
    if (m_scheduleIndexed) return;
    m_scheduleIndexed = true;
    for (const ReinforcementRow& r : scenario().schedule) {
        std::vector<std::string_view> pieces(r.units.begin(), r.units.end());
        // Whole formations bring every unit and leader below them; `seen` stops parent cycles.
        std::vector<std::string_view> open(r.formations.begin(), r.formations.end());
        std::vector<std::string_view> seen;
        while (!open.empty()) {
            const std::string_view f = open.back();
            open.pop_back();
            if (std::find(seen.begin(), seen.end(), f) != seen.end()) continue;
            seen.push_back(f);
            for (const Unit* u : unitsIn(f)) pieces.push_back(u->id);
            for (const Leader* l : leadersIn(f)) pieces.push_back(l->id);
            for (const Formation* c : childrenOf(f)) open.push_back(c->id);
        }
        std::sort(pieces.begin(), pieces.end());
        pieces.erase(std::unique(pieces.begin(), pieces.end()), pieces.end());
        for (std::string_view p : pieces) m_rowsBringing[p].push_back(&r);
    }
}

std::string RuleContext::hexsideKey(HexsideId side) const {
    const auto [a, b] = hexesOf(side);
    return label(a) + "|" + label(b);
}

std::string RuleContext::option(std::string_view id) const {
    const auto it = scenario().options.find(std::string(id));
    if (it != scenario().options.end()) return it->second;
    const RulesetOption* o = ruleset().findOption(id);
    return o ? o->defaultValue : std::string();
}

const Unit* RuleContext::unit(std::string_view id) const { return indexRecords(), lookup(m_units, id); }
const Leader* RuleContext::leader(std::string_view id) const { return indexRecords(), lookup(m_leaders, id); }
const Formation* RuleContext::formation(std::string_view id) const { return indexRecords(), lookup(m_formations, id); }
const ReinforcementRow* RuleContext::row(std::string_view id) const { return indexRecords(), lookup(m_rows, id); }
const VictoryHex* RuleContext::victoryHex(std::string_view id) const { return indexRecords(), lookup(m_victory, id); }
const EntryArea* RuleContext::entryArea(std::string_view id) const { return indexRecords(), lookup(m_areas, id); }
bool RuleContext::hasSide(std::string_view id) const { return indexRecords(), m_sides.count(id) > 0; }

std::string_view RuleContext::sideOfPiece(std::string_view piece) const {
    if (const Unit* u = unit(piece)) return u->side;
    if (const Leader* l = leader(piece)) return l->side;
    return {};
}

const std::vector<const Placement*>& RuleContext::placementsOf(std::string_view piece) const {
    indexPlacements();
    return listOf(m_placementsOf, piece);
}

const std::vector<const Placement*>& RuleContext::placementsAt(HexCoord hex) const {
    static const std::vector<const Placement*> kEmpty;
    indexPlacements();
    const auto it = m_placementsAt.find(hex);
    return it == m_placementsAt.end() ? kEmpty : it->second;
}

const std::vector<const ReinforcementRow*>& RuleContext::rowsBringing(std::string_view piece) const {
    indexSchedule();
    return listOf(m_rowsBringing, piece);
}
const std::vector<const Unit*>& RuleContext::unitsIn(std::string_view f) const { return indexMembers(), listOf(m_unitsIn, f); }
const std::vector<const Leader*>& RuleContext::leadersIn(std::string_view f) const { return indexMembers(), listOf(m_leadersIn, f); }
const std::vector<const Formation*>& RuleContext::childrenOf(std::string_view f) const { return indexMembers(), listOf(m_children, f); }

}  // namespace engine
