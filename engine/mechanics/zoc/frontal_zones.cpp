#include "engine/mechanics/zoc/frontal_zones.hpp"

#include "engine/mechanics/stacking/stacking_support.hpp"
#include "engine/mechanics/zoc/zone_support.hpp"
#include "engine/model/number_text.hpp"

#include <sstream>

namespace engine {

using namespace zones;

namespace {

// The facing direction (0..5): the set-up's, else the unit's "facing" attribute; -1 when neither.
int facingOf(const PieceAt& piece) {
    if (piece.facing >= 0 && piece.facing < 6) return piece.facing;
    if (const auto f = parseInteger(attribute(piece, "facing")); f && *f >= 0 && *f < 6) return static_cast<int>(*f);
    return -1;
}

// "infantry:line cavalry:dismounted ..." from zoc-projected-by: the class and mode pairs that exert a ZOC.
bool projectingFormation(const PolicySection& section, const std::string& unitClass, const std::string& mode) {
    const Param* p = section.param("zoc-projected-by");
    std::istringstream pairs(p ? p->value : std::string());
    for (std::string pair; pairs >> pair;)
        if (pair == unitClass + ":" + mode) return true;
    return false;
}

}  // namespace

Coverage FrontalZones::projects(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind) const {
    const std::string who = pieceName(ctx, at, piece);
    if (kind == ZoneKind::Zoi) return answer(false, m_section, "zoi", who + ": this system has no ZOI", at);
    const std::string mode = stacking::effectiveMode(ctx, piece);
    if (!projectingFormation(m_section, piece.unitClass, mode))
        return answer(false, m_section, "zoc-projected-by",
                      who + " in " + (mode.empty() ? "no formation" : mode) + " exerts no ZOC", at);
    if (attribute(piece, "morale-state") == "routed" && stacking::paramIs(m_section, "routed-zoc", "false"))
        return answer(false, m_section, "routed-zoc", who + " is routed: no ZOC", at);
    if (facingOf(piece) < 0)
        return answer(false, m_section, "facing", who + " has no facing: its ZOC cannot be placed", at);
    return answer(true, m_section, "zoc-hexes", who + " exerts a ZOC through its three frontal hexsides", at);
}

int FrontalZones::reach(const BoardState&, const PieceAt&, ZoneKind kind) const {
    return kind == ZoneKind::Zoc ? 1 : -1;
}

Coverage FrontalZones::covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind, HexCoord target,
                              const LineOfSight*) const {
    const int dir = directionTo(at, target);
    const int facing = facingOf(piece);
    if (kind != ZoneKind::Zoc || dir < 0 || facing < 0) return {false, true, {}};
    // CWB 13.0: the front is the faced hexside and its two neighbours.
    const int offset = (dir - facing + 6) % 6;
    if (offset != 0 && offset != 1 && offset != 5) return {false, true, {}};
    return answer(true, m_section, "zoc-hexes",
                  inZoneOf(ctx, target, kind, at, piece) + " (across a frontal hexside, whatever the terrain)", target);
}

}  // namespace engine
