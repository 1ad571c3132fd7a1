#include "engine/mechanics/command/command_trace.hpp"

#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/mechanics/policy_param.hpp"
#include "engine/mechanics/stacking/stacking_support.hpp"
#include "engine/mechanics/zoc/zone_model.hpp"
#include "engine/util/words.hpp"

#include <algorithm>
#include <deque>
#include <sstream>
#include <unordered_map>

namespace engine {
namespace {

bool hasWord(const std::optional<Param>& p, const std::string& word) {
    if (!p) return false;
    const auto words = splitWords(p->value);
    return std::find(words.begin(), words.end(), word) != words.end();
}

Reason because(const Provenanced& p, std::string message, std::vector<HexCoord> hexes = {}) {
    return {std::move(message), p.cite, p.assumed, std::move(hexes), {}};
}

std::string mp(double v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

}  // namespace

CommandTraceRules::CommandTraceRules(const BoardState& ctx, std::string side)
    : m_ctx(&ctx),
      m_side(std::move(side)) {
    const Ruleset& rs = ctx.ruleset;
    // A ZOC hex is crossed only when a friendly unit holds it.
    for (const char* name : {"path-through-enemy-zoc", "trace-through-enemy-zoc"})
        if (auto p = policyParam(rs, "command", name); p && p->value == "only-if-friendly-occupied") m_zocPass = p;
    if (auto blockers = policyParam(rs, "command", "path-blockers")) {
        if (hasWord(blockers, "ezoc")) {
            m_zocPass = blockers;
            // CWB 14.1b: friendly units negate the EZOC they occupy for command traces.
            auto cancel = policyParam(rs, "command", "friendly-units-cancel-ezoc");
            if (auto zoc = policyParam(rs, "zoc", "friendly-cancels-ezoc"); zoc && !cancel) cancel = zoc;
            if (cancel && cancel->value != "false") m_zocPass = *cancel;
            else m_zocPass->value = "never";
        }
        if (hasWord(blockers, "enemy-units")) m_enemyUnits = blockers;
    }
    if (!m_enemyUnits) m_enemyUnits = policyParam(rs, "movement", "enemy-combat-unit-hex");
    if (!m_enemyUnits) m_enemyUnits = policyParam(rs, "stacking", "enemy-units-share-hex");
    m_mayEnd = policyParam(rs, "command", "trace-may-end-in-zoc");
    m_throughZoi = policyParam(rs, "command", "trace-through-zoi");
    if (auto p = policyParam(rs, "command", "zoc-zoi-costs-apply"); p && p->value == "true") {
        m_zoneCosts = p;
        const PolicySection* zoc = rs.section("zoc");
        m_zocMp = zoc ? zoc->number("zoc-enter-mp").value_or(0) : 0;
        m_zoiMp = zoc ? zoc->number("zoi-enter-mp").value_or(0) : 0;
    }

    m_model = makeZoneModel(rs);
    if (m_zoneCosts) m_los = makeLineOfSight(rs);
    // How far any enemy piece's zones reach: the hexes a flag looks around (no hex work here).
    for (const auto& [at, pieces] : ctx.occupancy.all())
        for (const PieceAt& piece : pieces)
            if (piece.side != m_side && !stacking::isLeader(piece) && m_model) {
                m_zocReach = std::max(m_zocReach, m_model->reach(ctx, piece, ZoneKind::Zoc));
                if (m_zoneCosts) m_pieceReach = std::max(m_pieceReach, m_model->reach(ctx, piece, ZoneKind::Zoi));
            }
    m_pieceReach = std::max(m_pieceReach, m_zocReach);
}

CommandTraceRules::~CommandTraceRules() = default;

bool CommandTraceRules::has(HexCoord h, std::uint8_t flag) const {
    return m_ctx->map.grid().contains(h) && (flagsAt(h) & flag) != 0;
}

std::uint8_t CommandTraceRules::flagsAt(HexCoord h) const {
    if (const auto it = m_flags.find(h); it != m_flags.end()) return it->second;
    std::uint8_t f = 0;
    const BoardState& ctx = *m_ctx;
    for (const PieceAt& piece : ctx.occupancy.at(h))
        if (!stacking::isLeader(piece)) f |= piece.side == m_side ? kFriendly : kHeld;
    // The zones of the enemy pieces near enough to cover `h`.
    const int around = m_zoneCosts ? m_pieceReach : m_zocReach;
    if (m_model) {
        for (int dq = -around; dq <= around; ++dq) {
            for (int dr = std::max(-around, -dq - around); dr <= std::min(around, -dq + around); ++dr) {
                const HexCoord at{h.q + dq, h.r + dr};
                for (const PieceAt& piece : ctx.occupancy.at(at)) {
                    if (piece.side == m_side || stacking::isLeader(piece)) continue;
                    const auto covers = [&](ZoneKind kind) {
                        return m_model->projects(ctx, at, piece, kind).covered &&
                               m_model->covers(ctx, at, piece, kind, h, m_los.get()).covered;
                    };
                    if (!(f & kZoc) && covers(ZoneKind::Zoc)) f |= kZoc;
                    if (m_zoneCosts && !(f & kZoi) && covers(ZoneKind::Zoi)) f |= kZoi;
                }
            }
        }
    }
    m_flags.emplace(h, f);
    return f;
}

bool CommandTraceRules::stopsIn(HexCoord hex) const {
    return has(hex, kZoc) && m_zocPass && m_zocPass->value != "never" && !has(hex, kFriendly);
}

bool CommandTraceRules::affects(HexCoord hex) const {
    return has(hex, kHeld) || (has(hex, kZoc) && (m_zocPass || m_zoneCosts)) || (m_zoneCosts && has(hex, kZoi));
}

RuledStep CommandTraceRules::step(HexCoord from, int dir, std::uint8_t, bool, bool) const {
    return evaluate<false>(from, dir, nullptr);
}

RuledStep CommandTraceRules::explain(HexCoord from, HexCoord to, std::uint8_t, bool, bool, StepCost& out) const {
    const RuledStep r = evaluate<true>(from, directionTo(from, to), &out);
    applyRuled(r, out);
    return r;
}

template <bool kExplain>
RuledStep CommandTraceRules::evaluate(HexCoord from, int dir, StepCost* out) const {
    RuledStep r;
    const HexCoord to = neighbor(from, dir);
    if (!m_ctx->map.grid().contains(to)) return r;
    const std::string where = m_ctx->map.grid().label(to);
    if (has(to, kHeld)) {
        r.prohibited = true;
        if constexpr (kExplain)
            out->reasons.push_back(
                because(m_enemyUnits.value_or(Param{}), "the trace may not cross the enemy unit in " + where, {to}));
        return r;
    }
    const bool zoc = has(to, kZoc), zoi = has(to, kZoi);
    if (m_zoneCosts && (zoc || zoi)) {
        r.extraMp = zoc ? m_zocMp : m_zoiMp;
        if constexpr (kExplain)
            out->reasons.push_back(because(*m_zoneCosts,
                                           std::string("the trace pays the enemy ") + (zoc ? "ZOC" : "ZOI") +
                                               " entry cost in " + where + ", +" + mp(r.extraMp) +
                                               " MP, as in movement",
                                           {to}));
    }
    if (zoc && m_zocPass) {
        if (has(to, kFriendly)) {
            if constexpr (kExplain)
                out->reasons.push_back(
                    because(*m_zocPass, "a friendly unit in " + where + " lets the trace through the enemy ZOC", {to}));
        } else if (m_zocPass->value == "never" || (m_mayEnd && m_mayEnd->value == "false")) {
            r.prohibited = true;
            if constexpr (kExplain)
                out->reasons.push_back(because(*m_zocPass, "the trace may not enter the enemy ZOC in " + where, {to}));
        } else {
            r.stops = true;
            if constexpr (kExplain)
                out->reasons.push_back(because(*m_zocPass,
                                               "the trace may end in the enemy ZOC in " + where +
                                                   " but not pass through it: no friendly unit there",
                                               {to}));
        }
    }
    if constexpr (kExplain) {
        if (zoi && m_throughZoi && m_throughZoi->value == "true")
            out->reasons.push_back(because(*m_throughZoi, "command is traced through the enemy ZOI in " + where, {to}));
    }
    return r;
}

std::vector<Reason> CommandTraceRules::rules() const {
    std::vector<Reason> out;
    if (m_enemyUnits) out.push_back(because(*m_enemyUnits, "the trace does not cross hexes held by enemy units"));
    if (m_zocPass)
        out.push_back(because(*m_zocPass, m_zocPass->value == "never"
                                              ? "the trace does not enter an enemy ZOC"
                                              : "the trace passes through an enemy ZOC hex only where a friendly "
                                                "unit is; it may end in one"));
    if (m_zoneCosts)
        out.push_back(because(*m_zoneCosts, "the trace pays ZOC and ZOI entry costs as movement does (+" + mp(m_zocMp) +
                                                " / +" + mp(m_zoiMp) + " MP)"));
    return out;
}

std::vector<std::pair<HexCoord, int>> CommandTraceRules::hexesFrom(HexCoord from, int limit) const {
    std::vector<std::pair<HexCoord, int>> out;
    const HexGrid& grid = m_ctx->map.grid();
    if (!grid.contains(from)) return out;
    std::unordered_map<HexCoord, int, HexCoordHash> dist{{from, 0}};  // a few rings: not the whole map
    std::deque<HexCoord> open{from};
    out.emplace_back(from, 0);
    while (!open.empty()) {
        const HexCoord h = open.front();
        open.pop_front();
        const int d = dist.at(h);
        if (d >= limit) continue;
        if (h != from && stopsIn(h)) continue;  // traced into, not through
        for (int dir = 0; dir < 6; ++dir) {
            const HexCoord n = neighbor(h, dir);
            if (!grid.contains(n) || dist.contains(n)) continue;
            if (evaluate<false>(h, dir, nullptr).prohibited) continue;
            dist.emplace(n, d + 1);
            out.emplace_back(n, d + 1);
            open.push_back(n);
        }
    }
    return out;
}

std::optional<int> CommandTraceRules::hexesTo(HexCoord from, HexCoord to, int limit) const {
    for (const auto& [hex, d] : hexesFrom(from, limit))
        if (hex == to) return d;
    return std::nullopt;
}

}  // namespace engine
