// turns.order: the turn track's last turn comes before its first.
#include "engine/validation/rules/builtin_rules.hpp"

namespace engine {
namespace {

class TurnOrderRule final : public BasicRule {
public:
    TurnOrderRule()
        : BasicRule({"turns.order", "the last turn comes before the first", Severity::Error, {ScopeKind::Global, 0}, kOnSettings, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem&, Emitter& out) const override {
        const TurnTrack& t = ctx.scenario().turns;
        if (!ctx.hasScenario() || t.lastTurn >= t.firstTurn) return;
        out.emit(citeOf(ctx.ruleset(), "turn-track", "last-turn"),
                 "the turn track ends on turn " + std::to_string(t.lastTurn) + ", before its first turn " + std::to_string(t.firstTurn),
                 {{"file", "scenario"}});
    }
};

}  // namespace

std::unique_ptr<Rule> makeTurnOrderRule() { return std::make_unique<TurnOrderRule>(); }

}  // namespace engine
