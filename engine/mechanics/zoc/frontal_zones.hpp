#pragma once
// CWB 14.0: a unit in line (or unlimbered artillery) that is not routed exerts a ZOC into the three hexes across its frontal hexsides, whatever the terrain; there is no ZOI.
#include "engine/mechanics/zoc/section_zone_model.hpp"

namespace engine {

class FrontalZones final : public SectionZoneModel {
public:
    using SectionZoneModel::SectionZoneModel;
    [[nodiscard]] Coverage projects(const BoardState& ctx, HexCoord at, const PieceAt& piece,
                                    ZoneKind kind) const override;
    [[nodiscard]] int reach(const BoardState& ctx, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] Coverage covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind,
                                  HexCoord target, const LineOfSight* los) const override;
};

}  // namespace engine
