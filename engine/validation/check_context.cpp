#include "engine/validation/check_context.hpp"

#include <algorithm>
#include <set>

namespace engine {
namespace {

bool names(const std::vector<std::string>& touched, std::string_view id) {
    return std::binary_search(touched.begin(), touched.end(), id, std::less<>());
}

std::vector<std::string> sortedCopy(std::vector<std::string> ids) {
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

}  // namespace

CheckContext::CheckContext(const Document& doc)
    : m_doc(doc) {}

void CheckContext::indexRecords() const {
    if (m_units.built()) return;
    const Scenario& sc = scenario();
    m_units.ensure(sc.units);
    m_leaders.ensure(sc.leaders);
    m_formations.ensure(sc.formations);
    m_sides.ensure(sc.sides);
    m_rows.ensure(sc.schedule);
    m_victory.ensure(sc.victoryHexes);
    m_areas.ensure(sc.entryAreas);
}

void CheckContext::indexPlacements() const {
    if (m_placementsOf.built()) return;
    m_placementsOf.ensure(scenario().setup);
    m_placementsAt.ensure(scenario().setup);
}

void CheckContext::indexMembers() const {
    if (m_unitsIn.built()) return;
    const Scenario& sc = scenario();
    m_unitsIn.ensure(sc.units);
    m_leadersIn.ensure(sc.leaders);
    m_children.ensure(sc.formations);
}

void CheckContext::buildIndexes() const {
    indexRecords();
    indexPlacements();
    indexMembers();
    indexSchedule();
}

std::vector<std::string> CheckContext::piecesBroughtBy(const ReinforcementRow& r) const {
    std::vector<std::string> pieces(r.units.begin(), r.units.end());
    // Whole formations bring every unit and leader below them.
    forEachMemberBelow(
        r.formations, [&](const Unit& u) { pieces.push_back(u.id); }, [&](const Leader& l) { pieces.push_back(l.id); });
    return sortedCopy(std::move(pieces));
}

void CheckContext::addRow(std::size_t i) const {
    const ReinforcementRow* row = &scenario().schedule[i];
    m_schedule.rowIds[i] = row->id;
    m_schedule.pieces[i] = piecesBroughtBy(*row);
    for (const std::string& p : m_schedule.pieces[i]) {
        auto& rows = m_schedule.rowsOf[p];
        rows.insert(std::lower_bound(rows.begin(), rows.end(), row, std::less<const ReinforcementRow*>()), row);
    }
}

void CheckContext::removeRow(std::size_t i) const {
    const ReinforcementRow* row = &scenario().schedule[i];
    for (const std::string& p : m_schedule.pieces[i]) {
        const auto it = m_schedule.rowsOf.find(p);
        if (it == m_schedule.rowsOf.end()) continue;
        auto& rows = it->second;
        rows.erase(std::remove(rows.begin(), rows.end(), row), rows.end());
        if (rows.empty()) m_schedule.rowsOf.erase(it);
    }
    m_schedule.pieces[i].clear();
}

void CheckContext::indexSchedule() const {
    if (m_schedule.built) return;
    indexRecords();  // refresh() tells renamed members by the record indexes
    const auto& rows = scenario().schedule;
    m_schedule = ScheduleIndex{};
    m_schedule.built = true;
    m_schedule.data = rows.data();
    m_schedule.rowIds.resize(rows.size());
    m_schedule.pieces.resize(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) addRow(i);
}

std::optional<std::vector<std::string>> CheckContext::refresh(const ChangeSet& c) {
    const Scenario& sc = scenario();
    if (c.mapSettings) {
        m_mapEdits.clear();
        ++m_mapEpoch;
    }
    m_mapEdits.insert(m_mapEdits.end(), c.hexes.begin(), c.hexes.end());
    for (const HexsideId& side : c.hexsides) {
        const auto [a, b] = hexesOf(side);
        m_mapEdits.push_back(a);
        m_mapEdits.push_back(b);
    }
    constexpr std::size_t kLongLog = 100000;  // a long editing session: start afresh rather than grow
    if (!(c.sides.empty() && c.formations.empty() && c.victoryHexes.empty() && c.entryAreas.empty()) || c.settings ||
        c.mapSettings || m_setupEdits.size() > kLongLog) {
        ++m_setupEpoch;
        m_setupEdits.clear();
    }
    const auto log = [this](SetupEdit::Kind kind, const std::vector<std::string>& ids) {
        for (const std::string& id : ids) m_setupEdits.push_back({kind, id});
    };
    log(SetupEdit::Kind::Piece, c.units);
    log(SetupEdit::Kind::Piece, c.leaders);
    log(SetupEdit::Kind::Placement, c.placements);
    log(SetupEdit::Kind::Row, c.scheduleRows);
    const auto touched = [](const std::vector<std::string>& ids) { return !ids.empty(); };
    // Members renamed or moved between formations can change what any row brings: re-index the
    // schedule then.
    bool membersMoved = m_units.sync(sc.units, touched(c.units));
    membersMoved = m_leaders.sync(sc.leaders, touched(c.leaders)) || membersMoved;
    membersMoved = m_formations.sync(sc.formations, touched(c.formations)) || membersMoved;
    m_sides.sync(sc.sides, touched(c.sides));
    m_rows.sync(sc.schedule, touched(c.scheduleRows));
    m_victory.sync(sc.victoryHexes, touched(c.victoryHexes));
    m_areas.sync(sc.entryAreas, touched(c.entryAreas));
    // A placement edit names its pieces: only their records (found where they were indexed) can
    // have changed.
    const auto placed = m_placementsOf.positionsOf(sc.setup, c.placements);
    m_placementsOf.syncAt(sc.setup, placed);
    m_placementsAt.syncAt(sc.setup, placed);
    membersMoved = m_unitsIn.sync(sc.units, touched(c.units)) || membersMoved;
    membersMoved = m_leadersIn.sync(sc.leaders, touched(c.leaders)) || membersMoved;
    membersMoved = m_children.sync(sc.formations, touched(c.formations)) || membersMoved;

    if (!m_schedule.built) {
        if (c.scheduleRows.empty()) return std::vector<std::string>{};
        return std::nullopt;
    }
    const bool sameRows =
        !membersMoved && sc.schedule.data() == m_schedule.data && sc.schedule.size() == m_schedule.rowIds.size();
    if (sameRows && c.scheduleRows.empty()) return std::vector<std::string>{};  // no row to look at (most edits)
    const std::vector<std::string> rows = sortedCopy(c.scheduleRows);
    std::set<std::string> pieces;
    const auto collect = [&](bool before) {
        for (std::size_t i = 0; i < m_schedule.rowIds.size(); ++i) {
            const bool named = names(rows, m_schedule.rowIds[i]) || (!before && names(rows, sc.schedule[i].id));
            if (named) pieces.insert(m_schedule.pieces[i].begin(), m_schedule.pieces[i].end());
        }
    };
    collect(true);
    if (!sameRows) {
        m_schedule.built = false;
        indexSchedule();
    } else {
        for (std::size_t i = 0; i < sc.schedule.size(); ++i) {
            if (!names(rows, m_schedule.rowIds[i]) && !names(rows, sc.schedule[i].id)) continue;
            removeRow(i);
            addRow(i);
        }
    }
    collect(false);
    return std::vector<std::string>(pieces.begin(), pieces.end());
}

std::string CheckContext::hexsideKey(HexsideId side) const {
    const auto [a, b] = hexesOf(side);
    return label(a) + "|" + label(b);
}

std::string CheckContext::option(std::string_view id) const {
    const auto it = scenario().options.find(std::string(id));
    if (it != scenario().options.end()) return it->second;
    const RulesetOption* o = ruleset().findOption(id);
    return o ? o->defaultValue : std::string();
}

const Unit* CheckContext::unit(std::string_view id) const { return indexRecords(), m_units.first(id); }
const Leader* CheckContext::leader(std::string_view id) const { return indexRecords(), m_leaders.first(id); }
const Formation* CheckContext::formation(std::string_view id) const { return indexRecords(), m_formations.first(id); }
const ReinforcementRow* CheckContext::row(std::string_view id) const { return indexRecords(), m_rows.first(id); }
const VictoryHex* CheckContext::victoryHex(std::string_view id) const { return indexRecords(), m_victory.first(id); }
const EntryArea* CheckContext::entryArea(std::string_view id) const { return indexRecords(), m_areas.first(id); }
bool CheckContext::hasSide(std::string_view id) const { return indexRecords(), m_sides.first(id) != nullptr; }

std::size_t CheckContext::recordsWithId(ScopeKind kind, std::string_view id) const {
    switch (kind) {
    case ScopeKind::Unit: return withId<Unit>(id).size();
    case ScopeKind::Leader: return withId<Leader>(id).size();
    case ScopeKind::Formation: return withId<Formation>(id).size();
    case ScopeKind::Piece: return withId<Unit>(id).size() + withId<Leader>(id).size() + withId<Formation>(id).size();
    case ScopeKind::Side: return withId<Side>(id).size();
    case ScopeKind::ScheduleRow: return withId<ReinforcementRow>(id).size();
    case ScopeKind::VictoryHex: return withId<VictoryHex>(id).size();
    case ScopeKind::EntryArea: return withId<EntryArea>(id).size();
    default: return 0;
    }
}

std::string_view CheckContext::sideOfPiece(std::string_view piece) const {
    if (const Unit* u = unit(piece)) return u->side;
    if (const Leader* l = leader(piece)) return l->side;
    return {};
}

const std::vector<const Placement*>& CheckContext::placementsOf(std::string_view piece) const {
    indexPlacements();
    return m_placementsOf.at(piece);
}

const std::vector<const Placement*>& CheckContext::placementsAt(HexCoord hex) const {
    indexPlacements();
    return m_placementsAt.at(hex);
}

const std::vector<const ReinforcementRow*>& CheckContext::rowsBringing(std::string_view piece) const {
    static const std::vector<const ReinforcementRow*> kEmpty;
    indexSchedule();
    const auto it = m_schedule.rowsOf.find(piece);
    return it == m_schedule.rowsOf.end() ? kEmpty : it->second;
}
const std::vector<const Unit*>& CheckContext::unitsIn(std::string_view f) const {
    return indexMembers(), m_unitsIn.at(f);
}
const std::vector<const Leader*>& CheckContext::leadersIn(std::string_view f) const {
    return indexMembers(), m_leadersIn.at(f);
}
const std::vector<const Formation*>& CheckContext::childrenOf(std::string_view f) const {
    return indexMembers(), m_children.at(f);
}

}  // namespace engine
