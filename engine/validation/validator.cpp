#include "engine/validation/validator.hpp"

#include "engine/validation/waivers.hpp"

#include <algorithm>
#include <functional>
#include <set>

namespace engine {
namespace {

std::uint32_t touchedBits(const ChangeSet& c) {
    std::uint32_t bits = 0;
    auto mark = [&](bool touched, Trigger t) { bits |= touched ? static_cast<std::uint32_t>(t) : 0u; };
    mark(!c.hexes.empty(), kOnHexes);
    mark(!c.hexsides.empty(), kOnHexsides);
    mark(!c.sides.empty(), kOnSides);
    mark(!c.units.empty(), kOnUnits);
    mark(!c.leaders.empty(), kOnLeaders);
    mark(!c.formations.empty(), kOnFormations);
    mark(!c.placements.empty(), kOnPlacements);
    mark(!c.scheduleRows.empty(), kOnSchedule);
    mark(!c.victoryHexes.empty(), kOnVictory);
    mark(!c.entryAreas.empty(), kOnEntryAreas);
    mark(c.settings, kOnSettings);
    mark(c.mapSettings, kOnMapSettings);
    return bits;
}

// The ChangeSet parts whose ids map straight onto keys of a scope; a rule triggered by any
// other part re-runs over its whole scope.
std::uint32_t mappableBits(ScopeKind kind) {
    switch (kind) {
    case ScopeKind::Hex: return kOnHexes | kOnHexsides | kOnPlacements;
    case ScopeKind::Hexside: return kOnHexes | kOnHexsides;
    case ScopeKind::Unit: return kOnUnits | kOnPlacements;
    case ScopeKind::Leader: return kOnLeaders | kOnPlacements;
    case ScopeKind::Placement: return kOnPlacements | kOnUnits | kOnLeaders;
    case ScopeKind::Formation: return kOnFormations;
    case ScopeKind::ScheduleRow: return kOnSchedule;
    case ScopeKind::VictoryHex: return kOnVictory;
    case ScopeKind::EntryArea: return kOnEntryAreas;
    case ScopeKind::Global: return 0;
    }
    return 0;
}

// The ids of `kind` records the change names.
std::vector<std::string> touchedIds(ScopeKind kind, const ChangeSet& c) {
    std::vector<std::string> ids;
    auto add = [&](const std::vector<std::string>& v) { ids.insert(ids.end(), v.begin(), v.end()); };
    switch (kind) {
    case ScopeKind::Unit: add(c.units); add(c.placements); break;
    case ScopeKind::Leader: add(c.leaders); add(c.placements); break;
    case ScopeKind::Placement: add(c.placements); add(c.units); add(c.leaders); break;
    case ScopeKind::Formation: add(c.formations); break;
    case ScopeKind::ScheduleRow: add(c.scheduleRows); break;
    case ScopeKind::VictoryHex: add(c.victoryHexes); break;
    case ScopeKind::EntryArea: add(c.entryAreas); break;
    default: break;
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

bool recordExists(ScopeKind kind, const RuleContext& ctx, std::string_view id) {
    switch (kind) {
    case ScopeKind::Unit: return ctx.unit(id) != nullptr;
    case ScopeKind::Leader: return ctx.leader(id) != nullptr;
    case ScopeKind::Placement: return !ctx.placementsOf(id).empty();
    case ScopeKind::Formation: return ctx.formation(id) != nullptr;
    case ScopeKind::ScheduleRow: return ctx.row(id) != nullptr;
    case ScopeKind::VictoryHex: return ctx.victoryHex(id) != nullptr;
    case ScopeKind::EntryArea: return ctx.entryArea(id) != nullptr;
    default: return true;
    }
}

template <typename Records>
void forEachUniqueId(const Records& records, const std::function<void(std::string_view)>& run) {
    std::set<std::string_view> seen;
    for (const auto& r : records)
        if (seen.insert(r.id).second) run(r.id);
}

// Each hexside touching the map once: owned by an on-map hex, or by an off-map neighbour.
template <typename Visit>
void forEachHexside(const HexMap& map, Visit visit) {
    const HexGrid& grid = map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        for (int dir = 0; dir < 6; ++dir) {
            const HexsideId s = hexsideOf(h, dir);
            if (s.owner == h || !map.contains(s.owner)) visit(s);
        }
    }
}

}  // namespace

Validator::Validator(const RuleRegistry& registry) : m_registry(registry) {}

std::vector<const Rule*> Validator::activeRules() const {
    std::vector<const Rule*> out;
    for (const RuleState& s : m_states) out.push_back(s.rule);
    return out;
}

const std::vector<Diagnostic>& Validator::validate(const Document& doc) {
    m_states.clear();
    m_placedAt.clear();
    m_report.clear();
    m_checks = 0;
    m_ruleset = doc.ruleset.get();
    if (!doc.ruleset) return m_report;
    const RuleContext ctx(doc);
    for (const auto& rule : m_registry.rules())
        if (rule->appliesTo(ctx)) m_states.push_back(RuleState{rule.get(), {}, {}, {}});
    for (RuleState& s : m_states) runAll(s, ctx);
    rememberPlacements(ctx, nullptr);
    publish(ctx);
    return m_report;
}

const std::vector<Diagnostic>& Validator::update(const Document& doc, const ChangeSet& change) {
    if (!doc.ruleset || doc.ruleset.get() != m_ruleset) return validate(doc);
    m_checks = 0;
    const RuleContext ctx(doc);
    const std::uint32_t touched = touchedBits(change);
    for (RuleState& s : m_states) {
        const std::uint32_t relevant = touched & s.rule->triggers();
        if (relevant == 0) continue;
        if (relevant & ~mappableBits(s.rule->scope().kind)) runAll(s, ctx);
        else runStale(s, ctx, change);
    }
    rememberPlacements(ctx, &change.placements);
    publish(ctx);
    return m_report;
}

std::vector<Diagnostic> Validator::runItem(const Rule& rule, const RuleContext& ctx, const ScopeItem& item) {
    ++m_checks;
    std::vector<Diagnostic> found;
    Emitter out(rule.id(), rule.defaultSeverity(), found);
    rule.check(ctx, item, out);
    return found;
}

void Validator::runHex(RuleState& s, const RuleContext& ctx, HexCoord hex) {
    s.byHex.erase(hex);
    if (!ctx.map().contains(hex)) return;
    auto found = runItem(*s.rule, ctx, ScopeItem{hex, {}, {}});
    if (!found.empty()) s.byHex.emplace(hex, std::move(found));
}

void Validator::runHexside(RuleState& s, const RuleContext& ctx, HexsideId side) {
    s.byHexside.erase(side);
    auto found = runItem(*s.rule, ctx, ScopeItem{{}, side, {}});
    if (!found.empty()) s.byHexside.emplace(side, std::move(found));
}

void Validator::runId(RuleState& s, const RuleContext& ctx, std::string_view id) {
    const auto it = s.byId.find(id);
    if (it != s.byId.end()) s.byId.erase(it);
    if (!recordExists(s.rule->scope().kind, ctx, id)) return;
    auto found = runItem(*s.rule, ctx, ScopeItem{{}, {}, id});
    if (!found.empty()) s.byId.emplace(std::string(id), std::move(found));
}

void Validator::runAll(RuleState& s, const RuleContext& ctx) {
    s.byHex.clear();
    s.byHexside.clear();
    s.byId.clear();
    const Scenario& sc = ctx.scenario();
    const auto run = [&](std::string_view id) { runId(s, ctx, id); };
    switch (s.rule->scope().kind) {
    case ScopeKind::Hex: {
        const HexGrid& grid = ctx.map().grid();
        for (std::size_t i = 0; i < grid.size(); ++i) runHex(s, ctx, grid.at(i));
        break;
    }
    case ScopeKind::Hexside: forEachHexside(ctx.map(), [&](HexsideId side) { runHexside(s, ctx, side); }); break;
    case ScopeKind::Unit: forEachUniqueId(sc.units, run); break;
    case ScopeKind::Leader: forEachUniqueId(sc.leaders, run); break;
    case ScopeKind::Formation: forEachUniqueId(sc.formations, run); break;
    case ScopeKind::ScheduleRow: forEachUniqueId(sc.schedule, run); break;
    case ScopeKind::VictoryHex: forEachUniqueId(sc.victoryHexes, run); break;
    case ScopeKind::EntryArea: forEachUniqueId(sc.entryAreas, run); break;
    case ScopeKind::Placement: {
        std::set<std::string_view> seen;
        for (const Placement& p : sc.setup)
            if (seen.insert(p.piece).second) runId(s, ctx, p.piece);
        break;
    }
    case ScopeKind::Global: {
        auto found = runItem(*s.rule, ctx, ScopeItem{});
        if (!found.empty()) s.byId.emplace(std::string(), std::move(found));
        break;
    }
    }
}

std::vector<HexCoord> Validator::touchedHexes(const RuleContext& ctx, const ChangeSet& c, int radius) const {
    std::vector<HexCoord> centres = c.hexes;
    for (const HexsideId& side : c.hexsides) {
        const auto [a, b] = hexesOf(side);
        centres.push_back(a);
        centres.push_back(b);
    }
    for (const std::string& piece : c.placements) {
        if (const auto it = m_placedAt.find(piece); it != m_placedAt.end())
            centres.insert(centres.end(), it->second.begin(), it->second.end());
        for (const Placement* p : ctx.placementsOf(piece)) centres.push_back(p->hex);
    }
    std::vector<HexCoord> out;
    for (HexCoord h : centres)
        for (HexCoord n : hexSpiral(h, radius))
            if (ctx.map().contains(n)) out.push_back(n);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void Validator::runStale(RuleState& s, const RuleContext& ctx, const ChangeSet& c) {
    const RuleScope scope = s.rule->scope();
    switch (scope.kind) {
    case ScopeKind::Hex:
        for (HexCoord h : touchedHexes(ctx, c, scope.radius)) runHex(s, ctx, h);
        break;
    case ScopeKind::Hexside: {
        std::set<HexsideId> sides(c.hexsides.begin(), c.hexsides.end());
        for (HexCoord h : c.hexes)
            for (const HexsideId& side : hexsidesOf(h)) sides.insert(side);
        for (const HexsideId& side : sides) runHexside(s, ctx, side);
        break;
    }
    case ScopeKind::Global: runAll(s, ctx); break;
    default:
        for (const std::string& id : touchedIds(scope.kind, c)) runId(s, ctx, id);
        break;
    }
}

void Validator::rememberPlacements(const RuleContext& ctx, const std::vector<std::string>* pieces) {
    const auto remember = [&](const std::string& piece) {
        std::vector<HexCoord> hexes;
        for (const Placement* p : ctx.placementsOf(piece)) hexes.push_back(p->hex);
        if (hexes.empty()) m_placedAt.erase(piece);
        else m_placedAt[piece] = std::move(hexes);
    };
    if (pieces) {
        for (const std::string& piece : *pieces) remember(piece);
        return;
    }
    for (const Placement& p : ctx.scenario().setup) remember(p.piece);
}

void Validator::publish(const RuleContext& ctx) {
    m_report.clear();
    for (const RuleState& s : m_states) {
        for (const auto& [key, ds] : s.byHex) m_report.insert(m_report.end(), ds.begin(), ds.end());
        for (const auto& [key, ds] : s.byHexside) m_report.insert(m_report.end(), ds.begin(), ds.end());
        for (const auto& [key, ds] : s.byId) m_report.insert(m_report.end(), ds.begin(), ds.end());
    }
    applyOverridesAndWaivers(ctx.scenario(), m_report);
    std::sort(m_report.begin(), m_report.end(), reportOrder);
}

}  // namespace engine
