#include "engine/validation/validator.hpp"

#include "engine/util/replace_ranges.hpp"
#include "engine/validation/waivers.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <numeric>
#include <set>
#include <thread>
#include <tuple>

namespace engine {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

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

// The ChangeSet parts whose ids map straight onto keys of a record kind; a rule triggered by any
// other part re-runs over its whole scope. A schedule change maps onto the pieces the changed
// rows bring, when those are known.
std::uint32_t mappableBits(ScopeKind kind, bool scheduleKnown) {
    const std::uint32_t schedule = scheduleKnown ? kOnSchedule : 0u;
    switch (kind) {
    case ScopeKind::Hex: return kOnHexes | kOnHexsides | kOnPlacements | kOnUnits | kOnLeaders;
    case ScopeKind::Hexside: return kOnHexes | kOnHexsides;
    case ScopeKind::Unit: return kOnUnits | kOnPlacements | schedule;
    case ScopeKind::Leader: return kOnLeaders | kOnPlacements | schedule;
    case ScopeKind::Placement: return kOnPlacements | kOnUnits | kOnLeaders | schedule;
    case ScopeKind::Piece: return kOnFormations | kOnLeaders | kOnUnits | kOnPlacements | schedule;
    case ScopeKind::Side: return kOnSides;
    case ScopeKind::Formation: return kOnFormations;
    case ScopeKind::ScheduleRow: return kOnSchedule;
    case ScopeKind::VictoryHex: return kOnVictory;
    case ScopeKind::EntryArea: return kOnEntryAreas;
    case ScopeKind::Global:
    case ScopeKind::Records: return 0;
    }
    return 0;
}

// The ids of `kind` records the change names, through the parts of it the rule listens to.
std::vector<std::string> touchedIds(ScopeKind kind, const ChangeSet& c, std::uint32_t relevant,
                                    const std::optional<std::vector<std::string>>& scheduled) {
    std::vector<std::string> ids;
    const auto add = [&](std::uint32_t bit, const std::vector<std::string>& v) {
        if (relevant & bit) ids.insert(ids.end(), v.begin(), v.end());
    };
    const auto addScheduled = [&] {
        if ((relevant & kOnSchedule) && scheduled) ids.insert(ids.end(), scheduled->begin(), scheduled->end());
    };
    switch (kind) {
    case ScopeKind::Unit:
        add(kOnUnits, c.units);
        add(kOnPlacements, c.placements);
        addScheduled();
        break;
    case ScopeKind::Leader:
        add(kOnLeaders, c.leaders);
        add(kOnPlacements, c.placements);
        addScheduled();
        break;
    case ScopeKind::Placement:
        add(kOnPlacements, c.placements);
        add(kOnUnits, c.units);
        add(kOnLeaders, c.leaders);
        addScheduled();
        break;
    case ScopeKind::Piece:
        add(kOnFormations, c.formations);
        add(kOnLeaders, c.leaders);
        add(kOnUnits, c.units);
        add(kOnPlacements, c.placements);
        addScheduled();
        break;
    case ScopeKind::Side: add(kOnSides, c.sides); break;
    case ScopeKind::Formation: add(kOnFormations, c.formations); break;
    case ScopeKind::ScheduleRow: add(kOnSchedule, c.scheduleRows); break;
    case ScopeKind::VictoryHex: add(kOnVictory, c.victoryHexes); break;
    case ScopeKind::EntryArea: add(kOnEntryAreas, c.entryAreas); break;
    default: break;
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

bool recordExists(ScopeKind kind, const CheckContext& ctx, std::string_view id) {
    switch (kind) {
    case ScopeKind::Placement: return !ctx.placementsOf(id).empty();
    case ScopeKind::Unit:
    case ScopeKind::Leader:
    case ScopeKind::Formation:
    case ScopeKind::Piece:
    case ScopeKind::Side:
    case ScopeKind::ScheduleRow:
    case ScopeKind::VictoryHex:
    case ScopeKind::EntryArea: return ctx.recordsWithId(kind, id) > 0;
    default: return true;
    }
}

template <typename Records>
void addIds(const Records& records, std::vector<std::string_view>& ids) {
    for (const auto& r : records) ids.push_back(r.id);
}

// Every id of a record kind once, in order.
std::vector<std::string_view> allIds(ScopeKind kind, const Scenario& sc) {
    std::vector<std::string_view> ids;
    switch (kind) {
    case ScopeKind::Unit: addIds(sc.units, ids); break;
    case ScopeKind::Leader: addIds(sc.leaders, ids); break;
    case ScopeKind::Formation: addIds(sc.formations, ids); break;
    case ScopeKind::Piece:
        addIds(sc.formations, ids);
        addIds(sc.leaders, ids);
        addIds(sc.units, ids);
        break;
    case ScopeKind::Side: addIds(sc.sides, ids); break;
    case ScopeKind::ScheduleRow: addIds(sc.schedule, ids); break;
    case ScopeKind::VictoryHex: addIds(sc.victoryHexes, ids); break;
    case ScopeKind::EntryArea: addIds(sc.entryAreas, ids); break;
    case ScopeKind::Placement:
        for (const Placement& p : sc.setup) ids.push_back(p.piece);
        break;
    default: break;
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

// The record kinds whose ids are a rule's scope items.
std::vector<ScopeKind> itemKinds(const Check& rule) {
    const ScopeKind kind = rule.scope().kind;
    return kind == ScopeKind::Records ? rule.recordKinds() : std::vector<ScopeKind>{kind};
}

// The key a record's diagnostics are stored under: its id, prefixed by its kind in a Records scope.
std::string sliceKey(const Check& rule, ScopeKind kind, std::string_view id) {
    if (rule.scope().kind != ScopeKind::Records) return std::string(id);
    return std::string(toString(kind)) + ":" + std::string(id);
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

Validator::Validator(const CheckRegistry& registry)
    : m_registry(registry),
      m_threads(std::clamp(std::thread::hardware_concurrency(), 1u, 8u)) {}

std::vector<const Check*> Validator::activeChecks() const {
    std::vector<const Check*> out;
    for (const CheckState& s : m_states) out.push_back(s.rule);
    return out;
}

const DiagnosticList& Validator::validate(const Document& doc) {
    m_states.clear();
    m_placedAt.clear();
    m_fullRuns.clear();
    m_checks = 0;
    m_ctx.reset();
    m_ruleset = doc.ruleset.get();
    if (!doc.ruleset) {
        publish({});  // nothing to check: an empty report
        return m_report;
    }
    m_ctx = std::make_unique<CheckContext>(doc);
    for (const auto& rule : m_registry.checks())
        if (rule->appliesTo(*m_ctx))
            m_states.push_back(CheckState{rule.get(), rule->id(), rule->defaultSeverity(), {}, {}, {}, {}});
    m_timings.clear();
    const auto timed = [&](std::string what, const auto& run) {
        const auto t0 = Clock::now();
        run();
        m_timings.push_back(Timing{std::move(what), secondsSince(t0)});
    };
    timed("indexes", [&] { m_ctx->buildIndexes(); });
    m_patching = false;
    std::vector<std::vector<Diagnostic>> byRule = runAllSideBySide();
    m_patching = true;
    m_ids.clear();
    m_fullRuns.clear();
    countChecks();
    timed("placements", [&] { rememberPlacements(nullptr); });
    timed("report", [&] { publish(std::move(byRule)); });
    return m_report;
}

// The rules of a full validation on m_threads threads, each rule whole on one (its part of the
// report sorted there too): they share only
// the context, read-only once its indexes and the ids of each record kind are built (rule caches
// lock). The slowest rules of the last full validation go first, so the threads end together.
std::vector<std::vector<Diagnostic>> Validator::runAllSideBySide() {
    m_ids.clear();
    m_occupiedKnown = false;
    (void)occupiedHexes();
    for (const CheckState& s : m_states)
        if (s.rule->scope().kind != ScopeKind::Hex && s.rule->scope().kind != ScopeKind::Hexside &&
            s.rule->scope().kind != ScopeKind::Global)
            for (ScopeKind kind : itemKinds(*s.rule)) (void)idsOf(kind);
    std::vector<std::size_t> order(m_states.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto lastSeconds = [&](std::size_t i) {
        const auto it = m_lastSeconds.find(m_states[i].id);
        return it == m_lastSeconds.end() ? 0.0 : it->second;
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return lastSeconds(a) > lastSeconds(b); });
    std::vector<double> seconds(m_states.size(), 0.0);
    std::vector<std::vector<Diagnostic>> byRule(m_states.size());  // each rule's part of the report
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::atomic<bool> failed{false};
    const auto work = [&] {
        for (std::size_t k; !failed && (k = next++) < order.size();) {
            const std::size_t i = order[k];
            const auto t0 = Clock::now();
            try {
                runAll(m_states[i]);
                byRule[i] = reportOf(m_states[i]);
            } catch (...) {
                if (!failed.exchange(true)) failure = std::current_exception();
            }
            seconds[i] = secondsSince(t0);
        }
    };
    std::vector<std::thread> helpers;
    for (unsigned t = 1; t < std::min<std::size_t>(m_threads, m_states.size()); ++t) helpers.emplace_back(work);
    work();
    for (std::thread& t : helpers) t.join();
    if (failure) std::rethrow_exception(failure);
    for (std::size_t i = 0; i < m_states.size(); ++i) {
        m_timings.push_back(Timing{m_states[i].id, seconds[i]});
        m_lastSeconds[m_states[i].id] = seconds[i];
    }
    return byRule;
}

void Validator::countChecks() {
    m_checks = 0;
    for (CheckState& s : m_states) m_checks += std::exchange(s.checks, 0);
}

std::uint32_t Validator::mappableBits(const Check& rule, bool scheduleKnown) const {
    std::uint32_t bits = 0;
    for (ScopeKind kind : itemKinds(rule)) bits |= engine::mappableBits(kind, scheduleKnown);
    return bits;
}

const DiagnosticList& Validator::update(const Document& doc, const ChangeSet& change) {
    if (!m_ctx || &m_ctx->document() != &doc || !doc.ruleset || doc.ruleset.get() != m_ruleset) return validate(doc);
    m_fullRuns.clear();
    m_updateTimings.clear();
    auto t0 = Clock::now();
    const std::optional<std::vector<std::string>> scheduled = m_ctx->refresh(change);
    m_updateTimings.push_back(Timing{"(indexes)", secondsSince(t0)});
    const std::uint32_t touched = touchedBits(change);
    for (CheckState& s : m_states) {
        const std::uint32_t relevant = touched & s.rule->triggers();
        if (relevant == 0) continue;
        t0 = Clock::now();
        const std::uint32_t mappable = mappableBits(*s.rule, scheduled.has_value());
        const std::uint32_t footprint = relevant & s.rule->footprintTriggers();
        if (relevant & ~(mappable | footprint)) {
            runAll(s);
        } else {
            if (relevant & mappable) runStale(s, Touched{change, relevant & mappable, scheduled});
            if (footprint) runFootprints(s, change, footprint);
        }
        m_updateTimings.push_back(Timing{s.id, secondsSince(t0)});
    }
    countChecks();
    t0 = Clock::now();
    rememberPlacements(&change.placements);
    if (change.settings) publish();  // overrides and waivers may have changed
    else publishChanges();
    m_updateTimings.push_back(Timing{"(report)", secondsSince(t0)});
    return m_report;
}

std::vector<Diagnostic> Validator::runItem(CheckState& s, const ScopeItem& item, Footprint* footprint) {
    ++s.checks;
    std::vector<Diagnostic> found;
    Emitter out(s.id, s.severity, found, footprint);
    s.rule->check(*m_ctx, item, out);
    return found;
}

void Validator::replaced(const std::vector<Diagnostic>* before, const std::vector<Diagnostic>* after) {
    if (!m_patching) return;  // a full validation publishes everything anyway
    // A slice checked again mostly finds what it found before: only what differs enters or
    // leaves the report. Matched in report order, so a large slice costs n log n, not n squared.
    const auto sorted = [](const std::vector<Diagnostic>* ds) {
        std::vector<const Diagnostic*> out;
        if (ds)
            for (const Diagnostic& d : *ds) out.push_back(&d);
        std::sort(out.begin(), out.end(), [](const Diagnostic* a, const Diagnostic* b) { return reportOrder(*a, *b); });
        return out;
    };
    const std::vector<const Diagnostic*> was = sorted(before), now = sorted(after);
    auto b = was.begin();
    auto a = now.begin();
    while (b != was.end() || a != now.end()) {
        if (a == now.end() || (b != was.end() && reportOrder(**b, **a))) m_removed.push_back(**b++);
        else if (b == was.end() || reportOrder(**a, **b)) m_added.push_back(**a++);
        else ++a, ++b;  // the same diagnostic (reportOrder is a total order)
    }
}

// Replaces one key's slice, noting what leaves and enters the report.
template <typename KeyedSlices, typename Key>
void Validator::store(KeyedSlices& slices, const Key& key, std::vector<Diagnostic> found) {
    const auto it = slices.find(key);
    if (it == slices.end()) {
        if (found.empty()) return;
        replaced(nullptr, &found);
        slices.emplace(key, std::move(found));
    } else if (found.empty()) {
        replaced(&it->second, nullptr);
        slices.erase(it);
    } else if (it->second != found) {
        replaced(&it->second, &found);
        it->second = std::move(found);
    }
}

// Notes what differs between two versions of a rule's slices (both sorted by key).
template <typename KeyedSlices>
void Validator::diff(const KeyedSlices& before, const KeyedSlices& after) {
    auto b = before.begin();
    auto a = after.begin();
    while (b != before.end() || a != after.end()) {
        if (a == after.end() || (b != before.end() && b->first < a->first)) {
            replaced(&(b++)->second, nullptr);
        } else if (b == before.end() || a->first < b->first) {
            replaced(nullptr, &(a++)->second);
        } else {
            if (b->second != a->second) replaced(&b->second, &a->second);
            ++a;
            ++b;
        }
    }
}

// `fresh`: a whole-scope run into empty slices, visiting each item once (an empty answer then
// has nothing to replace).
void Validator::runHex(CheckState& s, HexCoord hex, bool fresh) {
    std::vector<Diagnostic> found;
    if (m_ctx->map().contains(hex)) found = runItem(s, ScopeItem{hex, {}, {}, ScopeKind::Hex});
    if (!(fresh && found.empty())) store(s.byHex, hex, std::move(found));
}

void Validator::runHexside(CheckState& s, HexsideId side, bool fresh) {
    std::vector<Diagnostic> found = runItem(s, ScopeItem{{}, side, {}, ScopeKind::Hexside});
    if (!(fresh && found.empty())) store(s.byHexside, side, std::move(found));
}

void Validator::runId(CheckState& s, ScopeKind kind, std::string_view id, bool fresh) {
    std::vector<Diagnostic> found;
    const bool tracked = s.rule->footprintTriggers() != 0;
    Footprint footprint;
    // A fresh run takes its ids from the records themselves, and no slice is stored yet.
    if (fresh || recordExists(kind, *m_ctx, id))
        found = runItem(s, ScopeItem{{}, {}, id, kind}, tracked ? &footprint : nullptr);
    if (tracked) remember(s.footprints, id, footprint);
    if (found.empty() && (fresh || s.byId.empty())) return;  // nothing to store or drop: spare building the key
    store(s.byId, sliceKey(*s.rule, kind, id), std::move(found));
}

// Runs a rule over its whole scope into fresh slices, then notes what differs from before.
void Validator::runAll(CheckState& s) {
    if (m_patching) m_fullRuns.push_back(s.rule);  // (a full validation runs rules side by side)
    CheckState before = std::move(s);
    s = CheckState{before.rule, before.id, before.severity, {}, {}, {}, {}, before.checks};
    const std::size_t removed = m_removed.size(), added = m_added.size();
    switch (s.rule->scope().kind) {
    case ScopeKind::Hex: {
        const HexGrid& grid = m_ctx->map().grid();
        if (s.rule->onlyWherePiecesAre())
            for (HexCoord h : occupiedHexes()) runHex(s, h, true);
        else
            for (std::size_t i = 0; i < grid.size(); ++i) runHex(s, grid.at(i), true);
        break;
    }
    case ScopeKind::Hexside: forEachHexside(m_ctx->map(), [&](HexsideId side) { runHexside(s, side, true); }); break;
    case ScopeKind::Global: store(s.byId, std::string(), runItem(s, ScopeItem{})); break;
    default:
        for (ScopeKind kind : itemKinds(*s.rule))
            for (std::string_view id : idsOf(kind)) runId(s, kind, id, true);
        break;
    }
    m_removed.resize(removed);  // the fresh slices started empty: compare with `before` instead
    m_added.resize(added);
    diff(before.byHex, s.byHex);
    diff(before.byHexside, s.byHexside);
    diff(before.byId, s.byId);
}

// The map hexes pieces are set up in, each once; a full validation finds them once for all its rules.
const std::vector<HexCoord>& Validator::occupiedHexes() {
    if (m_patching || !m_occupiedKnown) {
        m_occupied.clear();
        for (const Placement& p : m_ctx->scenario().setup)
            if (m_ctx->map().contains(p.hex)) m_occupied.push_back(p.hex);
        std::sort(m_occupied.begin(), m_occupied.end());
        m_occupied.erase(std::unique(m_occupied.begin(), m_occupied.end()), m_occupied.end());
        m_occupiedKnown = !m_patching;
    }
    return m_occupied;
}

// The ids of a record kind; a full validation finds them once for all its rules.
const std::vector<std::string_view>& Validator::idsOf(ScopeKind kind) {
    if (m_patching) {
        m_ids.clear();  // an update's whole-scope re-run: the records may have changed since
        return m_ids[kind] = allIds(kind, m_ctx->scenario());
    }
    const auto it = m_ids.find(kind);
    return it != m_ids.end() ? it->second : m_ids[kind] = allIds(kind, m_ctx->scenario());
}

// The hexes the change touched: repainted, or where a changed piece was or is set up.
std::vector<HexCoord> Validator::touchedHexes(const ChangeSet& c, std::uint32_t relevant, int radius) const {
    std::vector<HexCoord> centres = c.hexes;
    if (relevant & (kOnUnits | kOnLeaders))
        for (const auto* pieces : {&c.units, &c.leaders})
            for (const std::string& piece : *pieces)
                for (const Placement* p : m_ctx->placementsOf(piece)) centres.push_back(p->hex);
    for (const HexsideId& side : c.hexsides) {
        const auto [a, b] = hexesOf(side);
        centres.push_back(a);
        centres.push_back(b);
    }
    for (const std::string& piece : c.placements) {
        if (const auto it = m_placedAt.find(piece); it != m_placedAt.end())
            centres.insert(centres.end(), it->second.begin(), it->second.end());
        for (const Placement* p : m_ctx->placementsOf(piece)) centres.push_back(p->hex);
    }
    std::vector<HexCoord> out;
    for (HexCoord h : centres)
        for (HexCoord n : hexSpiral(h, radius))
            if (m_ctx->map().contains(n)) out.push_back(n);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void Validator::runStale(CheckState& s, const Touched& t) {
    const CheckScope scope = s.rule->scope();
    switch (scope.kind) {
    case ScopeKind::Hex:
        for (HexCoord h : touchedHexes(t.change, t.relevant, scope.radius)) runHex(s, h);
        break;
    case ScopeKind::Hexside: {
        std::set<HexsideId> sides(t.change.hexsides.begin(), t.change.hexsides.end());
        for (HexCoord h : t.change.hexes)
            for (const HexsideId& side : hexsidesOf(h)) sides.insert(side);
        for (const HexsideId& side : sides) runHexside(s, side);
        break;
    }
    case ScopeKind::Global: runAll(s); break;
    default:
        for (ScopeKind kind : itemKinds(*s.rule))
            for (const std::string& id : touchedIds(kind, t.change, t.relevant, t.scheduled)) runId(s, kind, id);
        break;
    }
}

// Files an item's new footprint under a new generation (its older entries become stale).
void Validator::remember(Footprints& f, std::string_view id, const Footprint& footprint) const {
    auto it = f.slotOf.find(id);
    if (it == f.slotOf.end()) {
        it = f.slotOf.emplace(std::string(id), static_cast<std::uint32_t>(f.items.size())).first;
        f.items.emplace_back(id);
        f.generation.push_back(0);
    }
    const std::uint32_t slot = it->second, generation = ++f.generation[slot];
    const HexGrid& grid = m_ctx->map().grid();
    for (auto [hexes, index] :
         {std::pair{&footprint.hexes, &f.byHex}, std::pair{&footprint.terrainHexes, &f.byTerrainHex}}) {
        if (index->size() != grid.size()) index->resize(grid.size());
        for (HexCoord h : *hexes)
            if (grid.contains(h)) (*index)[grid.index(h)].emplace_back(slot, generation);
    }
    for (const std::string& piece : footprint.pieces) {
        auto p = f.byPiece.find(piece);
        if (p == f.byPiece.end()) p = f.byPiece.emplace(piece, Dependents{}).first;
        p->second.emplace_back(slot, generation);
    }
}

// Re-runs the items whose footprint the change reaches: a hex within one of an edited hex (both
// hexes of an edited hexside), a moved piece, a hex a moved piece left or entered, an edited
// formation or its parent.
void Validator::runFootprints(CheckState& s, const ChangeSet& c, std::uint32_t relevant) {
    Footprints& f = s.footprints;
    std::set<std::uint32_t> slots;
    const auto take = [&](Dependents& dependents) {
        std::erase_if(dependents, [&](const auto& d) { return f.generation[d.first] != d.second; });
        for (const auto& d : dependents) slots.insert(d.first);
    };
    std::vector<HexCoord> centres, mapCentres;  // of placement and map changes; of map changes
    if (relevant & kOnHexes) mapCentres = c.hexes;
    if (relevant & kOnHexsides)
        for (const HexsideId& side : c.hexsides) {
            const auto [a, b] = hexesOf(side);
            mapCentres.push_back(a);
            mapCentres.push_back(b);
        }
    centres = mapCentres;
    if (relevant & kOnPlacements)
        for (const std::string& piece : c.placements) {
            if (const auto it = m_placedAt.find(piece); it != m_placedAt.end())
                centres.insert(centres.end(), it->second.begin(), it->second.end());
            for (const Placement* p : m_ctx->placementsOf(piece)) centres.push_back(p->hex);
            if (const auto it = f.byPiece.find(piece); it != f.byPiece.end()) take(it->second);
        }
    // A unit or leader edit reaches the items that looked at the piece (as it was), at the
    // formation it is in now (it may have joined it), and at the hexes it stands in (its side
    // decides who holds them).
    const auto pieceEdit = [&](const std::string& id, const std::string* formation) {
        if (const auto it = f.byPiece.find(id); it != f.byPiece.end()) take(it->second);
        if (formation)
            if (const auto it = f.byPiece.find(*formation); it != f.byPiece.end()) take(it->second);
        if (const auto it = m_placedAt.find(id); it != m_placedAt.end())
            centres.insert(centres.end(), it->second.begin(), it->second.end());
        for (const Placement* p : m_ctx->placementsOf(id)) centres.push_back(p->hex);
    };
    if (relevant & kOnUnits)
        for (const std::string& id : c.units) {
            pieceEdit(id, nullptr);
            for (const Unit* u : m_ctx->withId<Unit>(id)) pieceEdit(id, &u->formation);
        }
    if (relevant & kOnLeaders)
        for (const std::string& id : c.leaders) {
            pieceEdit(id, nullptr);
            for (const Leader* l : m_ctx->withId<Leader>(id)) pieceEdit(id, &l->formation);
        }
    // A formation edit reaches the items that looked at the formation or at its parent now.
    if (relevant & kOnFormations)
        for (const std::string& id : c.formations) {
            std::vector<std::string_view> ids{id};
            if (const Formation* formation = m_ctx->formation(id)) ids.push_back(formation->parent);
            for (std::string_view looked : ids)
                if (const auto it = f.byPiece.find(looked); it != f.byPiece.end()) take(it->second);
        }
    const HexGrid& grid = m_ctx->map().grid();
    for (auto [around, index] : {std::pair{&centres, &f.byHex}, std::pair{&mapCentres, &f.byTerrainHex}})
        for (HexCoord centre : *around)
            for (HexCoord h : hexSpiral(centre, 1))
                if (grid.contains(h) && grid.index(h) < index->size()) take((*index)[grid.index(h)]);
    const ScopeKind kind = s.rule->scope().kind;
    for (std::uint32_t slot : slots) {
        const std::string id = f.items[slot];  // a copy: runId may add slots
        runId(s, kind, id);
    }
}

void Validator::rememberPlacements(const std::vector<std::string>* pieces) {
    const auto remember = [&](const std::string& piece) {
        std::vector<HexCoord> hexes;
        for (const Placement* p : m_ctx->placementsOf(piece)) hexes.push_back(p->hex);
        if (hexes.empty()) m_placedAt.erase(piece);
        else m_placedAt[piece] = std::move(hexes);
    };
    if (pieces) {
        for (const std::string& piece : *pieces) remember(piece);
        return;
    }
    for (const Placement& p : m_ctx->scenario().setup) remember(p.piece);
}

// One rule's diagnostics as the report lists them: overrides and waivers applied, sorted (by
// position, then moved once: a diagnostic is heavier to move than to compare).
std::vector<Diagnostic> Validator::reportOf(const CheckState& s) const {
    std::vector<Diagnostic> found;
    for (const auto& [key, ds] : s.byHex) found.insert(found.end(), ds.begin(), ds.end());
    for (const auto& [key, ds] : s.byHexside) found.insert(found.end(), ds.begin(), ds.end());
    for (const auto& [key, ds] : s.byId) found.insert(found.end(), ds.begin(), ds.end());
    applyOverridesAndWaivers(m_ctx->scenario(), found);
    std::vector<std::uint32_t> order(found.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t a, std::uint32_t b) { return reportOrder(found[a], found[b]); });
    std::vector<Diagnostic> sorted;
    sorted.reserve(found.size());
    for (std::uint32_t i : order) sorted.push_back(std::move(found[i]));
    return sorted;
}

void Validator::publish() {
    std::vector<std::vector<Diagnostic>> byRule;
    for (const CheckState& s : m_states) byRule.push_back(reportOf(s));
    publish(std::move(byRule));
}

// Every diagnostic of a rule has the rule's severity (after overrides), and the report orders by
// severity, then rule: the rules' sorted lists, put in that order, are the sorted report.
void Validator::publish(std::vector<std::vector<Diagnostic>> byRule) {
    m_lastChange = {m_reportGeneration, m_reportGeneration + 1, std::move(m_report.m_items), {}};
    ++m_reportGeneration;
    m_removed.clear();
    m_added.clear();
    std::vector<DiagnosticList::Shared>& report = m_report.m_items;
    report.clear();
    std::erase_if(byRule, [](const auto& ds) { return ds.empty(); });
    const bool uniform = std::all_of(byRule.begin(), byRule.end(),
                                     [](const auto& ds) { return ds.front().severity == ds.back().severity; });
    std::sort(byRule.begin(), byRule.end(), [](const auto& a, const auto& b) {
        return std::tie(a.front().severity, a.front().rule) < std::tie(b.front().severity, b.front().rule);
    });
    std::size_t total = 0;
    for (const auto& ds : byRule) total += ds.size();
    report.reserve(total);
    for (auto& ds : byRule)
        for (Diagnostic& d : ds) report.push_back(std::make_shared<const Diagnostic>(std::move(d)));
    if (!uniform)
        std::sort(report.begin(), report.end(), [](const auto& a, const auto& b) { return reportOrder(*a, *b); });
    m_lastChange.added = report;
}

}  // namespace engine

namespace engine {

// Takes the diagnostics that left their slices out of the sorted report and puts the new ones in
// (each with the scenario's overrides and waivers applied, as publish() applies them), moving
// pointers: the diagnostics themselves stay put.
void Validator::publishChanges() {
    if (m_removed.empty() && m_added.empty()) return;
    m_lastChange = {m_reportGeneration, m_reportGeneration + 1, {}, {}};
    ++m_reportGeneration;
    const Scenario& sc = m_ctx->scenario();
    applyOverridesAndWaivers(sc, m_removed);
    applyOverridesAndWaivers(sc, m_added);
    std::sort(m_added.begin(), m_added.end(), reportOrder);
    std::vector<DiagnosticList::Shared>& report = m_report.m_items;
    const auto before = [](const DiagnosticList::Shared& a, const Diagnostic& b) { return reportOrder(*a, b); };
    const auto after = [](const Diagnostic& a, const DiagnosticList::Shared& b) { return reportOrder(a, *b); };
    std::vector<std::size_t> gone;  // report positions of the diagnostics that left
    for (const Diagnostic& d : m_removed) {
        for (auto it = std::lower_bound(report.begin(), report.end(), d, before);
             it != report.end() && !reportOrder(d, **it); ++it) {
            const auto at = static_cast<std::size_t>(it - report.begin());
            if (**it == d && std::find(gone.begin(), gone.end(), at) == gone.end()) {
                gone.push_back(at);
                break;
            }
        }
    }
    std::sort(gone.begin(), gone.end());
    for (std::size_t at : gone) m_lastChange.removed.push_back(report[at]);
    std::vector<std::size_t> insertAt;  // where each added diagnostic goes, in the report as it is
    for (const Diagnostic& d : m_added)
        insertAt.push_back(
            static_cast<std::size_t>(std::upper_bound(report.begin(), report.end(), d, after) - report.begin()));
    // Each diagnostic that left is a one-place range replaced by nothing; each that entered fills
    // an empty range where it goes (before a diagnostic that left from the same place). The
    // report in between moves once.
    std::vector<IndexRange> ranges;
    std::vector<std::vector<DiagnosticList::Shared>> contents;
    for (std::size_t g = 0, a = 0; g < gone.size() || a < insertAt.size();) {
        if (a == insertAt.size() || (g < gone.size() && gone[g] < insertAt[a])) {
            ranges.push_back({gone[g], gone[g] + 1});
            contents.emplace_back();
            ++g;
        } else {
            ranges.push_back({insertAt[a], insertAt[a]});
            contents.push_back({std::make_shared<const Diagnostic>(std::move(m_added[a]))});
            m_lastChange.added.push_back(contents.back().front());
            ++a;
        }
    }
    replaceRanges(report, ranges, contents);
    m_removed.clear();
    m_added.clear();
}

}  // namespace engine
