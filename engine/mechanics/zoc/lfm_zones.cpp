#include "engine/mechanics/zoc/lfm_zones.hpp"

#include "engine/mechanics/stacking/stacking_support.hpp"
#include "engine/mechanics/zoc/zone_support.hpp"

namespace engine {

using namespace zones;

namespace {

bool isArtillery(const PieceAt& p) { return p.unitClass == "artillery" || p.unitClass == "horse-artillery"; }
bool isCombatUnit(const PieceAt& p) { return isArtillery(p) || p.unitClass == "infantry" || p.unitClass == "cavalry"; }
bool paramTrue(const PolicySection& s, std::string_view name) { return stacking::paramIs(s, name, "true"); }

}  // namespace

Coverage LfmZones::projects(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind) const {
    const std::string who = pieceName(ctx, at, piece);
    const char* zone = toString(kind);
    if (stacking::isLeader(piece))
        return answer(paramTrue(m_section, "leaders-project"), m_section, "leaders-project",
                      who + ": commanders are not combat units, no " + zone, at);
    if (!isCombatUnit(piece))
        return answer(false, m_section, "zoc-projected-by", who + " is not a combat unit: no " + zone, at);
    if (kind == ZoneKind::Zoc) {
        if (isArtillery(piece))
            return answer(paramTrue(m_section, "artillery-projects"), m_section, "artillery-projects",
                          who + ": artillery counts as a combat unit for ZOC", at);
        return answer(true, m_section, "zoc-projected-by", who + " projects a ZOC", at);
    }
    if (ctx.nightTurn() && stacking::paramIs(m_section, "zoi-at-night", "false"))
        return answer(false, m_section, "zoi-at-night",
                      who + ": no ZOI during night turns (turn " + std::to_string(ctx.turn) + ")", at);
    const int range = reach(ctx, piece, kind);
    if (range <= 0) return answer(false, m_section, "zoi-range", who + ": no ZOI for " + piece.unitClass, at);
    if (isArtillery(piece) && stacking::effectiveMode(ctx, piece) == "limbered")
        return answer(true, m_section, "limbered-artillery-zoi",
                      who + " is limbered and keeps a ZOI of " + std::to_string(range) + " hexes", at);
    const Record* rec = zoiRecord(m_section, piece.unitClass);
    return answer(true, *rec, who + " projects a ZOI out to " + std::to_string(range) + " hexes", at, m_section.cite);
}

int LfmZones::reach(const BoardState& ctx, const PieceAt& piece, ZoneKind kind) const {
    if (kind == ZoneKind::Zoc) return 1;
    if (isArtillery(piece) && stacking::effectiveMode(ctx, piece) == "limbered")
        if (const auto limbered = m_section.number("limbered-artillery-zoi")) return static_cast<int>(*limbered);
    const Record* rec = zoiRecord(m_section, piece.unitClass);
    return rec ? static_cast<int>(rec->number("range").value_or(0)) : 0;
}

Coverage LfmZones::covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind, HexCoord target,
                          const LineOfSight* los) const {
    const int d = hexDistance(at, target);
    const std::string what = inZoneOf(ctx, target, kind, at, piece);
    if (kind == ZoneKind::Zoc) {
        if (d > 1) return {false, true, {}};
        return answer(true, m_section, "zoc-hexes", what + (d == 0 ? " (its own hex)" : " (adjacent)"), target);
    }
    if (d > reach(ctx, piece, kind)) return {false, true, {}};
    if (d == 0)
        return answer(paramTrue(m_section, "zoi-includes-own-hex"), m_section, "zoi-includes-own-hex",
                      what + " (its own hex)", target);
    const auto seenFrom = m_section.number("los-needed-from-range").value_or(2);
    if (!paramTrue(m_section, "zoi-needs-los") || d < seenFrom)
        return answer(true, m_section, "zoi-range", what + " (" + std::to_string(d) + " hexes, no LOS needed)", target);
    if (!los)
        return {false, false,
                stacking::paramReason(m_section, "zoi-needs-los",
                                      "hex " + stacking::hexLabel(ctx, target) + ": ZOI of " +
                                          pieceName(ctx, at, piece) + " needs a line of sight, not traced",
                                      target)};
    // R6.1: units of either side never block a ZOI, so the LOS is traced over the bare map.
    BoardState bare(ctx.map, ctx.ruleset);
    bare.scenario = ctx.scenario;
    const BoardState& traceCtx = paramTrue(m_section, "zoi-blocked-by-units") ? ctx : bare;
    const LosResult sight = los->trace(
        traceCtx, LosQuery{.from = at, .to = target, .side = piece.side, .unitClass = piece.unitClass, .zoi = true});
    const std::string because = sight.reasons.empty() ? std::string() : ": " + sight.reasons.front().message;
    if (sight.verdict == LosVerdict::Blocked)
        return answer(false, m_section, "zoi-needs-los",
                      "hex " + stacking::hexLabel(ctx, target) + " is not in the ZOI of " + pieceName(ctx, at, piece) +
                          ", LOS blocked" + because,
                      target);
    if (sight.verdict == LosVerdict::Partial) {
        if (!paramTrue(m_section, "zoi-partial-los-counts"))
            return answer(false, m_section, "zoi-partial-los-counts",
                          "hex " + stacking::hexLabel(ctx, target) + " is not in the ZOI of " +
                              pieceName(ctx, at, piece) + ", LOS only partial" + because,
                          target);
        return answer(true, m_section, "zoi-partial-los-counts",
                      what + " (" + std::to_string(d) + " hexes, partial LOS counts as seen" + because + ")", target);
    }
    return answer(true, m_section, "zoi-needs-los", what + " (" + std::to_string(d) + " hexes, LOS clear)", target);
}

}  // namespace engine
