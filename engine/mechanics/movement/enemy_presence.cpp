#include "engine/mechanics/movement/enemy_presence.hpp"

#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/mechanics/stacking/stacking_support.hpp"
#include "engine/mechanics/zoc/zone_model.hpp"

#include <sstream>

namespace engine {
namespace {

std::optional<Param> paramOf(const PolicySection* section, std::string_view name) {
    const Param* p = section ? section->param(name) : nullptr;
    return p ? std::optional<Param>(*p) : std::nullopt;
}

Reason because(const std::optional<Param>& p, std::string message, HexCoord hex) {
    return {std::move(message), p ? p->cite : "", p && p->assumed, {hex}, {}};
}

bool isFalse(const std::optional<Param>& p) { return p && p->value == "false"; }

std::string mp(double v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

// Artillery classes by name ("artillery", "horse-artillery"): SSS 2.41 treats horse artillery as artillery.
bool artilleryClass(const std::string& unitClass) { return unitClass.find("artillery") != std::string::npos; }

}  // namespace

EnemyPresence::EnemyPresence(const BoardState& ctx, std::string side)
    : m_ctx(&ctx),
      m_side(std::move(side)),
      m_flags(ctx.map.grid().size(), 0) {
    const PolicySection* zoc = ctx.ruleset.section("zoc");
    m_zocMpParam = paramOf(zoc, "zoc-enter-mp");
    m_zoiMpParam = paramOf(zoc, "zoi-enter-mp");
    m_zocStopParam = paramOf(zoc, "zoc-must-stop");
    m_zocRoadParam = paramOf(zoc, "road-movement-into-or-out-of-zoc");
    m_zoiRoadParam = paramOf(zoc, "road-movement-into-or-out-of-zoi");
    m_artilleryParam = paramOf(zoc, "artillery-may-enter-zoc");
    m_heldParam = paramOf(ctx.ruleset.section("movement"), "enemy-combat-unit-hex");
    if (!m_heldParam) m_heldParam = paramOf(ctx.ruleset.section("stacking"), "enemy-units-share-hex");
    m_zocMp = m_zocMpParam ? m_zocMpParam->number().value_or(0) : 0;
    m_zoiMp = m_zoiMpParam ? m_zoiMpParam->number().value_or(0) : 0;
    m_zocStops = m_zocStopParam && m_zocStopParam->value == "true";

    const HexGrid& grid = ctx.map.grid();
    const auto model = makeZoneModel(ctx.ruleset);
    const auto los = makeLineOfSight(ctx.ruleset);
    for (const auto& [at, pieces] : ctx.occupancy.all()) {
        for (const PieceAt& piece : pieces) {
            if (piece.side == m_side) continue;
            if (grid.contains(at) && !stacking::isLeader(piece)) m_flags[grid.index(at)] |= kHeld;
            if (!model) continue;
            for (const ZoneKind kind : {ZoneKind::Zoc, ZoneKind::Zoi}) {
                const Zone zone = zoneOf(ctx, *model, at, piece, kind, los.get());
                for (const HexCoord h : zone.hexes) m_flags[grid.index(h)] |= kind == ZoneKind::Zoc ? kZoc : kZoi;
            }
        }
    }
}

bool EnemyPresence::flag(HexCoord h, std::uint8_t bit) const {
    const HexGrid& grid = m_ctx->map.grid();
    return grid.contains(h) && (m_flags[grid.index(h)] & bit) != 0;
}

bool EnemyPresence::barsRoad(HexCoord from, HexCoord to) const {
    return (isFalse(m_zocRoadParam) && (inZoc(from) || inZoc(to))) ||
           (isFalse(m_zoiRoadParam) && (inZoi(from) || inZoi(to)));
}

bool EnemyPresence::artilleryBarred(const MovementProfile& profile) const {
    return isFalse(m_artilleryParam) && artilleryClass(profile.unitClass());
}

PresenceStep EnemyPresence::step(const MovementProfile& profile, HexCoord from, int dir, bool roadBarred) const {
    const HexCoord to = neighbor(from, dir);
    if (held(to)) return {};
    const bool noRoad = roadBarred || barsRoad(from, to);
    double c = noRoad ? profile.costOffRoad(from, dir) : profile.cost(from, dir);
    if (c == kProhibitedMove) return {};
    if (inZoc(to)) {
        if (artilleryBarred(profile)) return {};
        return {c + m_zocMp, m_zocStops};
    }
    if (inZoi(to)) c += m_zoiMp;
    return {c, false};
}

StepCost EnemyPresence::explain(const MovementProfile& profile, HexCoord from, HexCoord to, bool roadBarred,
                                bool* endsMove) const {
    const HexGrid& grid = m_ctx->map.grid();
    const bool noRoad = roadBarred || barsRoad(from, to);
    StepCost out = noRoad ? profile.explainOffRoad(from, to) : profile.explain(from, to);
    if (endsMove) *endsMove = false;
    const std::string where = grid.label(to);
    if (held(to)) {
        out.reasons.push_back(
            because(m_heldParam, "hex " + where + " holds an enemy unit: it may not be entered or passed through", to));
        out.mp = kProhibitedMove;
    }
    const int dir = directionTo(from, to);
    if (barsRoad(from, to) && profile.usesRoadRate(from, dir)) {
        const bool zoc = isFalse(m_zocRoadParam) && (inZoc(from) || inZoc(to));
        const auto& param = zoc ? m_zocRoadParam : m_zoiRoadParam;
        out.reasons.push_back(because(param,
                                      std::string("no road rate into or out of an enemy ") + (zoc ? "ZOC" : "ZOI") +
                                          " (" + grid.label(from) + " -> " + where + ")",
                                      to));
    }
    const bool zoc = inZoc(to), zoi = inZoi(to);
    if (zoc || zoi) {
        const auto model = makeZoneModel(m_ctx->ruleset);
        const auto los = makeLineOfSight(m_ctx->ruleset);
        if (model) {
            const ZoneCheck check = enemyZonesAt(*m_ctx, *model, to, m_side, los.get());
            for (const Reason& r : check.reasons) out.reasons.push_back(r);
        }
    }
    if (zoc && artilleryBarred(profile)) {
        out.reasons.push_back(
            because(m_artilleryParam, profile.unitClass() + " may never enter an enemy ZOC (" + where + ")", to));
        out.mp = kProhibitedMove;
    } else if (zoc) {
        if (m_zocMp > 0)
            out.reasons.push_back(
                because(m_zocMpParam, "entering the enemy ZOC in " + where + " costs " + mp(m_zocMp) + " MP more", to));
        if (m_zocStops) {
            out.reasons.push_back(because(m_zocStopParam, "entering an enemy ZOC ends the move", to));
            if (endsMove) *endsMove = out.mp != kProhibitedMove;
        }
        out.mp += m_zocMp;
    } else if (zoi && m_zoiMp > 0) {
        out.reasons.push_back(
            because(m_zoiMpParam, "entering the enemy ZOI in " + where + " costs " + mp(m_zoiMp) + " MP more", to));
        out.mp += m_zoiMp;
    }
    out.prohibited = out.mp == kProhibitedMove;
    for (const Reason& r : out.reasons) out.assumed = out.assumed || r.assumed;
    return out;
}

}  // namespace engine
