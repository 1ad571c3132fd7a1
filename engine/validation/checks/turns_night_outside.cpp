// turns.night_outside: a night turn that is not on the turn track.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class NightOutsideRule final : public BasicCheck {
public:
    NightOutsideRule()
        : BasicCheck({"turns.night_outside",
                      "a night turn lies outside the turn track",
                      Severity::Error,
                      {ScopeKind::Global, 0},
                      kOnSettings,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        const TurnTrack& t = ctx.scenario().turns;
        for (int night : t.nightTurns)
            if (night < t.firstTurn || night > t.lastTurn)
                out.emit(citeOf(ctx.ruleset(), "turn-track", "night-turn-length",
                                citeOf(ctx.ruleset(), "turn-track", "night")),
                         "night turn " + std::to_string(night) + " is outside the turn track " +
                             std::to_string(t.firstTurn) + "-" + std::to_string(t.lastTurn),
                         {{"file", "scenario"}});
    }
};

}  // namespace

std::unique_ptr<Check> makeNightOutsideCheck() { return std::make_unique<NightOutsideRule>(); }

}  // namespace engine
