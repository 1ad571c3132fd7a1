#include "engine/mechanics/zoc/no_zones.hpp"

#include "engine/mechanics/zoc/zone_support.hpp"

namespace engine {

using namespace zones;

Coverage NoZones::projects(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind) const {
    return answer(false, m_section, kind == ZoneKind::Zoc ? "zoc" : "zoi",
                  pieceName(ctx, at, piece) + ": this system has no " + toString(kind), at);
}

int NoZones::reach(const BoardState&, const PieceAt&, ZoneKind) const { return -1; }

Coverage NoZones::covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind, HexCoord,
                         const LineOfSight*) const {
    return projects(ctx, at, piece, kind);
}

}  // namespace engine
