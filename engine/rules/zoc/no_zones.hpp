#pragma once
// HS 13.6: there are no zones of control or influence; engagement and Defensive Fire take their place.
#include "engine/rules/zoc/zone_model.hpp"

namespace engine {

class NoZones final : public ZoneModel {
public:
    explicit NoZones(const PolicySection& section) : m_section(section) {}
    [[nodiscard]] std::string id() const override { return m_section.policy; }
    [[nodiscard]] Coverage projects(const RulesContext& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] int reach(const RulesContext& ctx, const PieceAt& piece, ZoneKind kind) const override;
    [[nodiscard]] Coverage covers(const RulesContext& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind, HexCoord target,
                                  const LineOfSight* los) const override;

private:
    const PolicySection& m_section;  // the ruleset's zoc section; the ruleset outlives the model
};

}  // namespace engine
