// turns.order: the turn track's last turn comes before its first.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class TurnOrderRule final : public BasicCheck {
public:
    TurnOrderRule()
        : BasicCheck({"turns.order",
                      "the last turn comes before the first",
                      Severity::Error,
                      {ScopeKind::Global, 0},
                      kOnSettings,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        const TurnTrack& t = ctx.scenario().turns;
        if (!ctx.hasScenario() || t.lastTurn >= t.firstTurn) return;
        out.emit(citeOf(ctx.ruleset(), "turn-track", "last-turn"),
                 "the turn track ends on turn " + std::to_string(t.lastTurn) + ", before its first turn " +
                     std::to_string(t.firstTurn),
                 {{"file", "scenario"}});
    }
};

}  // namespace

std::unique_ptr<Check> makeTurnOrderCheck() { return std::make_unique<TurnOrderRule>(); }

}  // namespace engine
