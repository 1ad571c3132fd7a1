#pragma once
// LFM R5/R6: a combat unit's ZOC is its own hex and the six around it; its ZOI reaches 3 hexes (artillery 5) but only hexes it can see, traced with no units in the way (R6.1).
#include "engine/mechanics/zoc/section_zone_model.hpp"

namespace engine {

class LfmZones final : public SectionZoneModel {
public:
    using SectionZoneModel::SectionZoneModel;
    [[nodiscard]] Coverage projects(const BoardState& ctx, HexCoord at, const PieceAt& piece,
                                    ZoneKind kind) const override;
    [[nodiscard]] int reach(const BoardState& ctx, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] Coverage covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind,
                                  HexCoord target, const LineOfSight* los) const override;
};

}  // namespace engine
