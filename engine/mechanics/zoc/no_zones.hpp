#pragma once
// HS 13.6: there are no zones of control or influence; engagement and Defensive Fire take their place.
#include "engine/mechanics/zoc/section_zone_model.hpp"

namespace engine {

class NoZones final : public SectionZoneModel {
public:
    using SectionZoneModel::SectionZoneModel;
    [[nodiscard]] Coverage projects(const BoardState& ctx, HexCoord at, const PieceAt& piece,
                                    ZoneKind kind) const override;
    [[nodiscard]] int reach(const BoardState& ctx, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] Coverage covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind,
                                  HexCoord target, const LineOfSight* los) const override;
};

}  // namespace engine
