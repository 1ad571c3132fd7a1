#pragma once
// HS 13.6: there are no zones of control or influence; engagement and Defensive Fire take their place.
#include "engine/rules/zoc/section_zone_model.hpp"

namespace engine {

class NoZones final : public SectionZoneModel {
public:
    using SectionZoneModel::SectionZoneModel;
    [[nodiscard]] Coverage projects(const RulesContext& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] int reach(const RulesContext& ctx, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] Coverage covers(const RulesContext& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind, HexCoord target,
                                  const LineOfSight* los) const override;
};

}  // namespace engine
