// map.level_elevation: two neighbouring hexes whose level difference disagrees with their
// elevation difference by a whole level height or more (levels are elevation bands).
#include "engine/validation/checks/builtin_checks.hpp"

#include <cmath>

namespace engine {
namespace {

class LevelElevationRule final : public BasicCheck {
public:
    LevelElevationRule()
        : BasicCheck({"map.level_elevation",
                      "neighbouring levels disagree with elevations and the level height",
                      Severity::Error,
                      {ScopeKind::Hexside, 0},
                      kOnHexes,
                      {}}) {}

    // Only rulesets with a fixed level height (HS and LFM set it per map).
    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override {
        return ctx.ruleset().scale.levelHeightMetres.has_value() && *ctx.ruleset().scale.levelHeightMetres > 0;
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const HexMap& map = ctx.map();
        const auto [a, b] = hexesOf(item.hexside);
        if (!map.contains(a) || !map.contains(b) || !map.hasLevel(a) || !map.hasLevel(b)) return;
        const double ea = map.elevation(a), eb = map.elevation(b);
        if (std::isnan(ea) || std::isnan(eb)) return;
        const double h = *ctx.ruleset().scale.levelHeightMetres;
        const int dLevels = map.level(a) - map.level(b);
        const double dLevelsByElevation = (ea - eb) / h;
        if (std::abs(dLevelsByElevation - dLevels) < 1.0 + 1e-9) return;
        out.emit(ctx.ruleset().scale,
                 "hexes " + ctx.label(a) + " and " + ctx.label(b) + " differ by " +
                     formatNumber(static_cast<double>(dLevels)) + " levels but by " +
                     formatNumber(std::round((ea - eb) * 100) / 100) + " m in elevation, " +
                     formatNumber(std::round(dLevelsByElevation * 100) / 100) + " levels at a level height of " +
                     formatNumber(std::round(h * 100) / 100) + " m",
                 {{"hex", ctx.label(a)}, {"hex", ctx.label(b)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeLevelElevationCheck() { return std::make_unique<LevelElevationRule>(); }

}  // namespace engine
