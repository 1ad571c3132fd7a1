#pragma once
// SSS 24: every combat unit not broken has a ZOC in the six adjacent hexes; one not disrupted, not engaged and not on March orders has a ZOI beyond it out to a range by unit type, through any terrain and units.
#include "engine/mechanics/zoc/section_zone_model.hpp"

namespace engine {

class SssZones final : public SectionZoneModel {
public:
    using SectionZoneModel::SectionZoneModel;
    [[nodiscard]] Coverage projects(const BoardState& ctx, HexCoord at, const PieceAt& piece,
                                    ZoneKind kind) const override;
    [[nodiscard]] int reach(const BoardState& ctx, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] Coverage covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind,
                                  HexCoord target, const LineOfSight* los) const override;
};

}  // namespace engine
