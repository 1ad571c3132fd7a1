#include "engine/validation/checks/support/start_index.hpp"

#include "engine/validation/checks/support/arrivals.hpp"

#include <algorithm>

namespace engine {
namespace {

// By hex, the most turns first.
bool startOrder(const std::pair<HexCoord, int>& x, const std::pair<HexCoord, int>& y) {
    return x.first < y.first || (x.first == y.first && x.second > y.second);
}

}  // namespace

int turnsAt(const Starts& starts, HexCoord hex) {
    const auto it =
        std::lower_bound(starts.begin(), starts.end(), hex, [](const auto& s, HexCoord h) { return s.first < h; });
    return it != starts.end() && it->first == hex ? it->second : 0;
}

void StartIndex::update(const CheckContext& ctx) {
    if (m_setupEpoch != ctx.setupEpoch()) {
        rebuild(ctx);
        return;
    }
    using Kind = CheckContext::SetupEdit::Kind;
    std::unordered_set<std::string> pieces;  // edited leaders and units
    const auto& edits = ctx.setupEdits();
    for (; m_editsSeen < edits.size(); ++m_editsSeen) {
        const CheckContext::SetupEdit& e = edits[m_editsSeen];
        if (e.kind == Kind::Row) {
            schedule(ctx, e.id);
        } else {
            place(ctx, e.id);  // a piece's side or class may have changed, or it went
            if (e.kind == Kind::Piece) pieces.insert(e.id);
        }
    }
    if (pieces.empty()) return;
    // What a row brings: a row naming an edited piece, and any row bringing a formation (the
    // piece may have joined or left it).
    for (const ReinforcementRow& r : ctx.scenario().schedule) {
        bool again = !r.formations.empty();
        for (std::size_t i = 0; i < r.units.size() && !again; ++i) again = pieces.contains(r.units[i]);
        if (again) schedule(ctx, r.id);
    }
}

const StartIndex::ByClass* StartIndex::side(const std::string& side) const {
    const auto it = m_sides.find(side);
    if (it == m_sides.end()) return nullptr;
    const bool any =
        std::any_of(it->second.begin(), it->second.end(), [](const auto& c) { return !c.second.starts.empty(); });
    return any ? &it->second : nullptr;
}

void StartIndex::rebuild(const CheckContext& ctx) {
    std::map<std::string, ByClass> before = std::move(m_sides);
    m_sides.clear();
    m_ofPiece.clear();
    m_ofRow.clear();
    m_setupEpoch = ctx.setupEpoch();
    m_editsSeen = ctx.setupEdits().size();
    m_bulk = true;  // add() appends; sorted once below
    for (const Placement& p : ctx.scenario().setup)
        if (!m_ofPiece.count(p.piece)) place(ctx, p.piece);
    for (const ReinforcementRow& r : ctx.scenario().schedule)
        if (!m_ofRow.count(r.id)) schedule(ctx, r.id);
    m_bulk = false;
    // Starts found the same as before keep their revision, so searches made from them stay current.
    for (auto& [side, byClass] : m_sides)
        for (auto& [cls, at] : byClass) {
            std::sort(at.starts.begin(), at.starts.end(), startOrder);
            const auto s = before.find(side);
            if (s == before.end()) continue;
            const auto c = s->second.find(cls);
            if (c != s->second.end() && c->second.starts == at.starts) at.revision = c->second.revision;
        }
}

void StartIndex::place(const CheckContext& ctx, const std::string& piece) {
    std::vector<Entry> now;
    if (const Unit* u = ctx.unit(piece)) {
        const TurnTrack& track = ctx.scenario().turns;
        for (const Placement* p : ctx.placementsOf(piece))
            if (ctx.map().contains(p->hex))
                now.push_back(Entry{u->side, u->unitClass, p->hex, track.lastTurn - track.firstTurn + 1});
    }
    replace(m_ofPiece[piece], std::move(now));
}

void StartIndex::schedule(const CheckContext& ctx, const std::string& row) {
    std::vector<Entry> now;
    const TurnTrack& track = ctx.scenario().turns;
    for (const ReinforcementRow* r : ctx.withId<ReinforcementRow>(row))
        for (const ArrivingClass& a : arrivingClasses(ctx, *r))
            for (HexCoord h : entryHexesOf(ctx, *r))
                if (ctx.map().contains(h)) now.push_back(Entry{r->side, a.unitClass, h, track.lastTurn - r->turn + 1});
    replace(m_ofRow[row], std::move(now));
}

void StartIndex::replace(std::vector<Entry>& entries, std::vector<Entry> now) {
    for (const Entry& e : entries) remove(e);
    entries = std::move(now);
    for (const Entry& e : entries) add(e);
}

void StartIndex::add(const Entry& e) {
    // Leaders are not scored as reaching anything; a piece off the map or without turns starts nowhere.
    if (e.unitClass == "leader" || e.turns <= 0) return;
    ClassStarts& at = m_sides[e.side][e.unitClass];
    const std::pair<HexCoord, int> start{e.hex, e.turns};
    if (m_bulk) at.starts.push_back(start);
    else at.starts.insert(std::upper_bound(at.starts.begin(), at.starts.end(), start, startOrder), start);
    at.revision = ++m_revisions;
}

void StartIndex::remove(const Entry& e) {
    if (e.unitClass == "leader" || e.turns <= 0) return;
    ClassStarts& at = m_sides[e.side][e.unitClass];
    const std::pair<HexCoord, int> start{e.hex, e.turns};
    const auto it = std::lower_bound(at.starts.begin(), at.starts.end(), start, startOrder);
    if (it == at.starts.end() || *it != start) return;
    at.starts.erase(it);
    at.revision = ++m_revisions;
}

}  // namespace engine
