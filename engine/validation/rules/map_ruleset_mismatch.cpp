// map.ruleset_mismatch: the map was made for another ruleset than the one it is used with.
#include "engine/validation/rules/builtin_rules.hpp"

namespace engine {
namespace {

class RulesetMismatchRule final : public BasicRule {
public:
    RulesetMismatchRule()
        : BasicRule({"map.ruleset_mismatch", "the map was made for another ruleset", Severity::Warning, {ScopeKind::Global, 0}, kOnMapSettings, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem&, Emitter& out) const override {
        const std::string& made = ctx.map().rulesetId();
        if (made.empty() || made == ctx.ruleset().id) return;
        // A map naming its ruleset by file (absolute once loaded) is made for the ruleset from that file.
        if (made == ctx.ruleset().file) return;
        out.emit({}, "the map was made for ruleset `" + made + "` but is used with `" + ctx.ruleset().id + "`", {{"file", "map"}});
    }
};

}  // namespace

std::unique_ptr<Rule> makeRulesetMismatchRule() { return std::make_unique<RulesetMismatchRule>(); }

}  // namespace engine
