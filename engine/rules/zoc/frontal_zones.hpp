#pragma once
// CWB 14.0: a unit in line (or unlimbered artillery) that is not routed exerts a ZOC into the three hexes across its frontal hexsides, whatever the terrain; there is no ZOI.
#include "engine/rules/zoc/zone_model.hpp"

namespace engine {

class FrontalZones final : public ZoneModel {
public:
    explicit FrontalZones(const PolicySection& section) : m_section(section) {}
    [[nodiscard]] std::string id() const override { return m_section.policy; }
    [[nodiscard]] Coverage projects(const RulesContext& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] int reach(const RulesContext& ctx, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] Coverage covers(const RulesContext& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind, HexCoord target,
                                  const LineOfSight* los) const override;

private:
    const PolicySection& m_section;  // the ruleset's zoc section; the ruleset outlives the model
};

}  // namespace engine
