// turns.night_outside: a night turn that is not on the turn track.
#include "engine/validation/rules/builtin_rules.hpp"

namespace engine {
namespace {

class NightOutsideRule final : public BasicRule {
public:
    NightOutsideRule()
        : BasicRule({"turns.night_outside", "a night turn lies outside the turn track", Severity::Error, {ScopeKind::Global, 0}, kOnSettings, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem&, Emitter& out) const override {
        const TurnTrack& t = ctx.scenario().turns;
        for (int night : t.nightTurns)
            if (night < t.firstTurn || night > t.lastTurn)
                out.emit(citeOf(ctx.ruleset(), "turn-track", "night-turn-length", citeOf(ctx.ruleset(), "turn-track", "night")),
                         "night turn " + std::to_string(night) + " is outside the turn track " + std::to_string(t.firstTurn) + "-" +
                             std::to_string(t.lastTurn),
                         {{"file", "scenario"}});
    }
};

}  // namespace

std::unique_ptr<Rule> makeNightOutsideRule() { return std::make_unique<NightOutsideRule>(); }

}  // namespace engine
