// map.ruleset_mismatch: the map was made for another ruleset than the one it is used with.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class RulesetMismatchRule final : public BasicCheck {
public:
    RulesetMismatchRule()
        : BasicCheck({"map.ruleset_mismatch",
                      "the map was made for another ruleset",
                      Severity::Warning,
                      {ScopeKind::Global, 0},
                      kOnMapSettings,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        const std::string& made = ctx.map().rulesetId();
        if (made.empty() || made == ctx.ruleset().id) return;
        // A map naming its ruleset by file (absolute once loaded) is made for the ruleset from that file.
        if (made == ctx.ruleset().file) return;
        out.emit({}, "the map was made for ruleset `" + made + "` but is used with `" + ctx.ruleset().id + "`",
                 {{"file", "map"}});
    }
};

}  // namespace

std::unique_ptr<Check> makeRulesetMismatchCheck() { return std::make_unique<RulesetMismatchRule>(); }

}  // namespace engine
