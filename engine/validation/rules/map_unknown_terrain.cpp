// map.unknown_terrain: a hex uses a terrain id the ruleset does not define (the map was painted
// for another ruleset, or a palette was edited).
#include "engine/validation/rules/builtin_rules.hpp"

namespace engine {
namespace {

class UnknownTerrainRule final : public BasicRule {
public:
    UnknownTerrainRule()
        : BasicRule({"map.unknown_terrain", "a hex has a terrain type the ruleset does not define", Severity::Error,
                     {ScopeKind::Hex, 0}, kOnHexes, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const std::string_view t = ctx.map().terrain(item.hex);
        if (t.empty() || ctx.ruleset().findTerrain(t)) return;
        out.emit(elementCite(ctx.ruleset(), "terrain"),
                 "hex " + ctx.label(item.hex) + " has terrain `" + std::string(t) + "`, which ruleset " + ctx.ruleset().id + " does not define",
                 {{"hex", ctx.label(item.hex)}});
    }
};

}  // namespace

std::unique_ptr<Rule> makeUnknownTerrainRule() { return std::make_unique<UnknownTerrainRule>(); }

}  // namespace engine
