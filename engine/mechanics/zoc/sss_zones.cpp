#include "engine/mechanics/zoc/sss_zones.hpp"

#include "engine/mechanics/stacking/stacking_support.hpp"
#include "engine/mechanics/zoc/zone_support.hpp"

namespace engine {

using namespace zones;

namespace {

int zocRange(const PolicySection& section) { return static_cast<int>(section.number("zoc-range").value_or(1)); }

}  // namespace

Coverage SssZones::projects(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind) const {
    const std::string who = pieceName(ctx, at, piece);
    const std::string disruption = attribute(piece, "disruption");
    if (kind == ZoneKind::Zoc) {
        if (stacking::isLeader(piece))
            return answer(false, m_section, "zoc-projected-by", who + ": leaders project no ZOC", at);
        if (disruption == "broken") return answer(false, m_section, "zoc-projected-by", who + " is broken: no ZOC", at);
        return answer(true, m_section, "zoc-projected-by", who + " projects a ZOC", at);
    }
    const Record* range = zoiRecord(m_section, piece.unitClass);
    if (stacking::isLeader(piece) || !range || range->number("range").value_or(0) <= zocRange(m_section))
        return answer(false, m_section, "zoi-projected-by", who + ": no ZOI for " + piece.unitClass, at);
    if (!disruption.empty() && disruption != "none")
        return answer(false, m_section, "zoi-projected-by", who + " is " + disruption + " (disrupted): no ZOI", at);
    if (stacking::effectiveMode(ctx, piece) == "march")
        return answer(false, m_section, "zoi-projected-by", who + " is on March orders: no ZOI", at);
    // SSS 24.22, 24.32: a unit in an enemy ZOC is engaged, and an engaged unit loses its ZOI at once.
    for (const HexCoord n : hexSpiral(at, zocRange(m_section)))
        for (const PieceAt& enemy : ctx.occupancy.at(n))
            if (enemy.side != piece.side && n != at && projects(ctx, n, enemy, ZoneKind::Zoc).covered)
                return answer(false, m_section, "zoi-projected-by",
                              who + " is engaged (in the ZOC of " + pieceName(ctx, n, enemy) + "): no ZOI", at);
    return answer(true, *range, who + " projects a ZOI out to " + stacking::num(*range->number("range")) + " hexes", at,
                  m_section.cite);
}

int SssZones::reach(const BoardState&, const PieceAt& piece, ZoneKind kind) const {
    if (kind == ZoneKind::Zoc) return zocRange(m_section);
    const Record* range = zoiRecord(m_section, piece.unitClass);
    return range ? static_cast<int>(range->number("range").value_or(0)) : 0;
}

Coverage SssZones::covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind, HexCoord target,
                          const LineOfSight*) const {
    const int d = hexDistance(at, target);
    const int zoc = zocRange(m_section);
    if (kind == ZoneKind::Zoc) {
        const bool in = d >= 1 && d <= zoc;
        return answer(in, m_section, "zoc-range",
                      in ? inZoneOf(ctx, target, kind, at, piece) + " (adjacent)" : std::string(), target);
    }
    // SSS 24.31-24.32: the ZOI lies beyond the ZOC, out to the type's range, whatever the LOS, terrain or units.
    const int range = reach(ctx, piece, kind);
    const bool in = d > zoc && d <= range;
    const Record* rec = zoiRecord(m_section, piece.unitClass);
    if (!in || !rec) return {false, true, {}};
    return answer(true, *rec,
                  inZoneOf(ctx, target, kind, at, piece) + " (" + std::to_string(d) + " hexes, range " +
                      std::to_string(range) + ")",
                  target, m_section.cite);
}

}  // namespace engine
