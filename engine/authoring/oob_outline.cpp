#include "engine/authoring/oob_outline.hpp"

#include <algorithm>

namespace engine {
namespace {

template <class T>
const std::vector<const T*>& listOf(const std::unordered_map<std::string, std::vector<const T*>>& m,
                                    std::string_view key) {
    static const std::vector<const T*> kNone;
    const auto it = m.find(std::string(key));
    return it == m.end() ? kNone : it->second;
}

}  // namespace

OobOutline::OobOutline(const Document& doc)
    : m_doc(doc),
      m_schema(doc.ruleset ? OobSchema::of(*doc.ruleset) : OobSchema{}) {
    if (!doc.scenario) return;
    const Scenario& s = *doc.scenario;
    for (const Side& side : s.sides)
        if (std::find(m_sides.begin(), m_sides.end(), side.id) == m_sides.end()) m_sides.push_back(side.id);
    for (const Formation& f : s.formations) m_formations.emplace(f.id, &f);
    for (const Formation& f : s.formations) {
        if (!f.parent.empty() && f.parent != f.id && m_formations.contains(f.parent))
            m_children[f.parent].push_back(&f);
        else m_top[sideKey(f.side)].push_back(&f);
    }
    liftCycles(s);
    m_shape = shapeOf(s);
    for (const Leader& l : s.leaders) {
        m_leaderById.emplace(l.id, &l);
        const bool filed = m_formations.contains(l.formation);
        m_leadersFiled.push_back({l.id, filed ? l.formation : std::string()});
        if (filed) m_leaders[l.formation].push_back(&l);
        else m_looseLeaders[sideKey(l.side)].push_back(&l);
    }
    for (const Unit& u : s.units) {
        m_unitById.emplace(u.id, &u);
        const bool filed = m_formations.contains(u.formation);
        m_unitsFiled.push_back({u.id, filed ? u.formation : std::string()});
        if (filed) m_units[u.formation].push_back(&u);
        else m_looseUnits[sideKey(u.side)].push_back(&u);
    }
    for (const Placement& p : s.setup) {
        m_placement.emplace(p.piece, &p);
        m_setupPieces.push_back(p.piece);
    }
    for (const ReinforcementRow& row : s.schedule) {
        for (const std::string& id : row.units) m_named.emplace(id, &row);
        for (const std::string& id : row.formations) m_bringsFormation.emplace(id, &row);
    }
}

OobOutline::Shape OobOutline::shapeOf(const Scenario& s) {
    return {s.sides.data(),
            s.formations.data(),
            s.leaders.data(),
            s.units.data(),
            s.setup.data(),
            s.schedule.data(),
            {s.sides.size(), s.formations.size(), s.leaders.size(), s.units.size(), s.setup.size(), s.schedule.size()}};
}

bool OobOutline::follow(const ChangeSet& change) {
    if (!m_doc.scenario || shapeOf(*m_doc.scenario) != m_shape) return false;
    if (change.settings || !change.sides.empty() || !change.formations.empty() || !change.scheduleRows.empty())
        return false;
    const Scenario& s = *m_doc.scenario;
    // Every record still where it was, by the same id, and each id once (a piece is found by its
    // id). A refusal may come after some changes: the outline is then built again.
    if (m_unitById.size() != s.units.size() || m_leaderById.size() != s.leaders.size()) return false;
    if (!sameIds(s.units, m_unitsFiled) || !sameIds(s.leaders, m_leadersFiled)) return false;
    const auto named = [&](const std::string& piece) {
        return std::find(change.placements.begin(), change.placements.end(), piece) != change.placements.end();
    };
    for (std::size_t i = 0; i < s.setup.size(); ++i)
        if (s.setup[i].piece != m_setupPieces[i] && !(named(m_setupPieces[i]) && named(s.setup[i].piece))) return false;
    std::vector<std::string> stale;  // formations whose totals changed
    if (!refile(change.units, m_unitById, s.units, m_unitsFiled, m_units, stale) ||
        !refile(change.leaders, m_leaderById, s.leaders, m_leadersFiled, m_leaders, stale))
        return false;
    for (const std::string& piece : change.placements) {
        const auto first =
            std::find_if(s.setup.begin(), s.setup.end(), [&](const Placement& p) { return p.piece == piece; });
        if (first == s.setup.end()) m_placement.erase(piece);
        else m_placement[piece] = &*first;
        if (const std::string* f = formationOf(piece)) stale.push_back(*f);
    }
    for (std::size_t i = 0; i < s.setup.size(); ++i) m_setupPieces[i] = s.setup[i].piece;
    for (const std::string& f : stale) forgetTotalsAbove(f);
    return true;
}

template <class T>
bool OobOutline::sameIds(const std::vector<T>& records, const std::vector<Filed>& filed) {
    for (std::size_t i = 0; i < records.size(); ++i)
        if (records[i].id != filed[i].id) return false;
    return true;
}

// Moves each record named in `ids` to the formation it names now. Refused, before any change of
// these records, for an id the outline does not know or a record that was or would be loose under its side (sides
// can come and go with those).
template <class T>
bool OobOutline::refile(const std::vector<std::string>& ids, const std::unordered_map<std::string, const T*>& byId,
                        const std::vector<T>& records, std::vector<Filed>& filed, ById<T>& held,
                        std::vector<std::string>& stale) {
    for (const std::string& id : ids) {
        const auto it = byId.find(id);
        if (it == byId.end()) return false;
        const Filed& was = filed[static_cast<std::size_t>(it->second - records.data())];
        if (was.under.empty() || !m_formations.contains(it->second->formation)) return false;
    }
    for (const std::string& id : ids) {
        const T* record = byId.at(id);
        std::string& was = filed[static_cast<std::size_t>(record - records.data())].under;
        stale.push_back(was);
        if (was == record->formation) continue;
        stale.push_back(record->formation);
        auto& from = held[was];
        from.erase(std::find(from.begin(), from.end(), record));
        if (from.empty()) held.erase(was);
        auto& to = held[record->formation];
        to.insert(std::lower_bound(to.begin(), to.end(), record, std::less<const T*>()), record);  // file order
        was = record->formation;
    }
    return true;
}

// The totals of `formation` and of every formation above it are computed again when next asked.
void OobOutline::forgetTotalsAbove(const std::string& formation) {
    std::string f = formation;
    // A formation's totals are kept only with those of the formations below it, so the walk stops
    // at the first one not kept.
    for (std::size_t depth = 0; depth <= m_formations.size() && m_totals.erase(f); ++depth) {
        const auto up = m_formations.find(f);
        if (up == m_formations.end()) break;
        f = up->second->parent;
    }
}

const std::string* OobOutline::formationOf(std::string_view piece) const {
    const std::string id(piece);
    if (const auto u = m_unitById.find(id); u != m_unitById.end()) return &u->second->formation;
    if (const auto l = m_leaderById.find(id); l != m_leaderById.end()) return &l->second->formation;
    return nullptr;
}

std::string OobOutline::sideKey(const std::string& side) {
    if (std::find(m_sides.begin(), m_sides.end(), side) != m_sides.end()) return side;
    if (m_sides.empty() || !m_sides.back().empty()) m_sides.emplace_back();
    return {};
}

// A parent cycle leaves its formations below no top: each such formation, in file order, is lifted
// to the top of its side (taken out of its parent's children), until every formation is reached.
void OobOutline::liftCycles(const Scenario& s) {
    std::unordered_map<std::string, bool> reached;
    const auto reach = [&](const Formation* top) {
        std::vector<const Formation*> open{top};
        while (!open.empty()) {
            const Formation* f = open.back();
            open.pop_back();
            if (reached[f->id]) continue;
            reached[f->id] = true;
            for (const Formation* c : subFormations(f->id)) open.push_back(c);
        }
    };
    for (const auto& [side, tops] : m_top)
        for (const Formation* f : tops) reach(f);
    for (const Formation& f : s.formations) {
        if (reached[f.id] || m_formations.at(f.id) != &f) continue;
        auto& siblings = m_children[f.parent];
        siblings.erase(std::remove(siblings.begin(), siblings.end(), &f), siblings.end());
        m_top[sideKey(f.side)].push_back(&f);
        reach(&f);
    }
}

const std::vector<const Formation*>& OobOutline::topFormations(std::string_view side) const {
    return listOf(m_top, side);
}
const std::vector<const Formation*>& OobOutline::subFormations(std::string_view formation) const {
    return listOf(m_children, formation);
}
const std::vector<const Leader*>& OobOutline::leadersOf(std::string_view formation) const {
    return listOf(m_leaders, formation);
}
const std::vector<const Unit*>& OobOutline::unitsOf(std::string_view formation) const {
    return listOf(m_units, formation);
}
const std::vector<const Leader*>& OobOutline::unattachedLeaders(std::string_view side) const {
    return listOf(m_looseLeaders, side);
}
const std::vector<const Unit*>& OobOutline::unattachedUnits(std::string_view side) const {
    return listOf(m_looseUnits, side);
}

OobOutline::Holder OobOutline::holderOf(const std::string& formation, const std::string& side) const {
    if (m_formations.contains(formation)) return {true, formation};
    return {false, std::find(m_sides.begin(), m_sides.end(), side) != m_sides.end() ? side : std::string()};
}

const ReinforcementRow* OobOutline::rowBringing(std::string_view piece, const std::string& formation) const {
    if (const auto it = m_named.find(std::string(piece)); it != m_named.end()) return it->second;
    std::string f = formation;
    for (std::size_t depth = 0; !f.empty() && depth <= m_formations.size(); ++depth) {
        if (const auto it = m_bringsFormation.find(f); it != m_bringsFormation.end()) return it->second;
        const auto up = m_formations.find(f);
        if (up == m_formations.end()) break;
        f = up->second->parent;
    }
    return nullptr;
}

namespace {

template <class T>
const T* findIn(const std::unordered_map<std::string, const T*>& m, std::string_view id) {
    const auto it = m.find(std::string(id));
    return it == m.end() ? nullptr : it->second;
}

}  // namespace

const Formation* OobOutline::formation(std::string_view id) const { return findIn(m_formations, id); }
const Leader* OobOutline::leader(std::string_view id) const { return findIn(m_leaderById, id); }
const Unit* OobOutline::unit(std::string_view id) const { return findIn(m_unitById, id); }

PieceStatus OobOutline::status(std::string_view piece) const {
    PieceStatus out;
    const std::string* formation = formationOf(piece);
    if (!formation) {
        out.text = "not in play";
        return out;
    }
    const std::string id(piece);
    const HexGrid& grid = m_doc.map.grid();
    const auto label = [&](HexCoord h) { return grid.contains(h) ? grid.label(h) : std::string("off the map"); };
    if (const auto p = m_placement.find(id); p != m_placement.end()) {
        out.state = PieceStatus::State::SetUp;
        out.hex = p->second->hex;
        out.text = "set up at " + label(p->second->hex);
        return out;
    }
    if (const ReinforcementRow* row = rowBringing(piece, *formation)) {
        out.state = PieceStatus::State::Arrives;
        out.turn = row->turn;
        out.hex = row->entryHex;
        out.entryArea = row->entryArea;
        out.row = row->id;
        std::string where = "no entry given";
        if (row->entryHex) {
            where = label(*row->entryHex);
        } else if (!row->entryArea.empty()) {
            const EntryArea* area = nullptr;
            for (const EntryArea& a : m_doc.scenario->entryAreas)
                if (a.id == row->entryArea) area = &a;
            where = area && !area->name.empty() ? area->name : row->entryArea;
        }
        out.text = "arrives turn " + std::to_string(row->turn) + " at " + where;
        return out;
    }
    out.text = "not in play";
    return out;
}

PieceStatus::State OobOutline::stateOf(std::string_view piece) const {
    const std::string* formation = formationOf(piece);
    if (!formation) return PieceStatus::State::NotInPlay;
    if (m_placement.contains(std::string(piece))) return PieceStatus::State::SetUp;
    return rowBringing(piece, *formation) ? PieceStatus::State::Arrives : PieceStatus::State::NotInPlay;
}

const FormationTotals& OobOutline::totals(std::string_view formation) const {
    std::vector<std::string> open;
    return computeTotals(std::string(formation), open);
}

FormationTotals& OobOutline::computeTotals(const std::string& formation, std::vector<std::string>& open) const {
    if (const auto it = m_totals.find(formation); it != m_totals.end()) return it->second;
    FormationTotals t;
    for (const AttributeDef* def : m_schema.strengthAttributes) t.strengthByAttribute.push_back({def, 0});
    if (std::find(open.begin(), open.end(), formation) != open.end()) return m_totals[formation] = t;  // a cycle
    open.push_back(formation);
    const auto count = [&](std::string_view piece) {
        const PieceStatus::State state = stateOf(piece);
        if (state == PieceStatus::State::SetUp) ++t.setUp;
        else if (state == PieceStatus::State::Arrives) ++t.arriving;
    };
    for (const Leader* l : leadersOf(formation)) {
        ++t.leaders;
        count(l->id);
    }
    for (const Unit* u : unitsOf(formation)) {
        ++t.units;
        count(u->id);
        if (const auto strength = m_schema.strengthOf(*u)) {
            t.strength += strength->second;
            for (auto& by : t.strengthByAttribute)
                if (by.attribute == strength->first) by.total += strength->second;
        }
    }
    for (const Formation* child : subFormations(formation)) {
        const FormationTotals& c = computeTotals(child->id, open);
        t.formations += 1 + c.formations;
        t.leaders += c.leaders;
        t.units += c.units;
        t.setUp += c.setUp;
        t.arriving += c.arriving;
        t.strength += c.strength;
        for (std::size_t i = 0; i < t.strengthByAttribute.size(); ++i)
            t.strengthByAttribute[i].total += c.strengthByAttribute[i].total;
    }
    open.pop_back();
    return m_totals[formation] = std::move(t);
}

std::vector<std::string> OobOutline::pathTo(std::string_view piece) const {
    const std::string id(piece);
    std::string formation;
    std::vector<std::string> path;
    if (const auto f = m_formations.find(id); f != m_formations.end()) {
        path.push_back(id);
        formation = f->second->parent;
    } else if (const std::string* of = formationOf(id)) {
        formation = *of;
    } else {
        return {};
    }
    for (std::size_t depth = 0; depth <= m_formations.size(); ++depth) {
        const auto up = m_formations.find(formation);
        if (up == m_formations.end() || std::find(path.begin(), path.end(), formation) != path.end()) break;
        path.push_back(formation);
        formation = up->second->parent;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

}  // namespace engine
