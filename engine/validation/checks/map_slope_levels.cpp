// map.slope_levels: where the ruleset defines slope hexsides by level differences (HS 3.2d: a
// Slope joins hexes 1 level apart, a Steep Slope 2 or more), the hexside must match the levels.
// Which hexside types are the slope and steep slope: the validation policy's slope-hexside and
// steep-slope-hexside; the level differences: the derivation policy.
#include "engine/validation/checks/builtin_checks.hpp"

#include <cstdlib>

namespace engine {
namespace {

class SlopeLevelsRule final : public BasicCheck {
public:
    SlopeLevelsRule()
        : BasicCheck({"map.slope_levels",
                      "a slope hexside does not match the level difference of its hexes",
                      Severity::Error,
                      {ScopeKind::Hexside, 0},
                      kOnHexes | kOnHexsides,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override {
        const PolicySection* d = ctx.ruleset().section("derivation");
        const PolicySection* v = ctx.ruleset().section("validation");
        return d && v && v->param("slope-hexside") && d->number("slope-levels") && v->param("steep-slope-hexside") &&
               d->number("steep-slope-min-levels");
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const HexMap& map = ctx.map();
        if (map.hexsideMask(item.hexside) == 0) return;
        const auto [a, b] = hexesOf(item.hexside);
        if (!map.contains(a) || !map.contains(b) || !map.hasLevel(a) || !map.hasLevel(b)) return;
        const PolicySection& d = *ctx.ruleset().section("derivation");
        const PolicySection& v = *ctx.ruleset().section("validation");
        const int diff = std::abs(map.level(a) - map.level(b));
        const std::string where = "hexside " + ctx.hexsideKey(item.hexside);
        const std::vector<Location> at{{"hexside", ctx.hexsideKey(item.hexside)}};
        const std::string levels = " joins levels " + std::to_string(map.level(a)) + " and " +
                                   std::to_string(map.level(b)) + " (difference " + std::to_string(diff) + ")";
        const Param& slope = *v.param("slope-hexside");
        const int slopeLevels = static_cast<int>(*d.number("slope-levels"));
        if (map.hasHexsideFeature(item.hexside, slope.value) && diff != slopeLevels)
            out.emit(*d.param("slope-levels"),
                     where + ": " + slope.value + levels + ", must be exactly " + std::to_string(slopeLevels), at);
        const Param& steep = *v.param("steep-slope-hexside");
        const int steepMin = static_cast<int>(*d.number("steep-slope-min-levels"));
        if (map.hasHexsideFeature(item.hexside, steep.value) && diff < steepMin)
            out.emit(*d.param("steep-slope-min-levels"),
                     where + ": " + steep.value + levels + ", must be at least " + std::to_string(steepMin), at);
    }
};

}  // namespace

std::unique_ptr<Check> makeSlopeLevelsCheck() { return std::make_unique<SlopeLevelsRule>(); }

}  // namespace engine
