// schedule.turn_outside_track: a reinforcement row arrives on a turn the turn track does not have.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class TurnOutsideTrackRule final : public BasicCheck {
public:
    TurnOutsideTrackRule()
        : BasicCheck({"schedule.turn_outside_track",
                      "a reinforcement arrives on a turn outside the turn track",
                      Severity::Error,
                      {ScopeKind::ScheduleRow, 0},
                      kOnSchedule | kOnSettings,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const ReinforcementRow& r = *ctx.row(item.id);
        const TurnTrack& t = ctx.scenario().turns;
        if (r.turn >= t.firstTurn && r.turn <= t.lastTurn) return;
        out.emit(ruleCite(ctx.ruleset(), id(), citeOf(ctx.ruleset(), "turn-track", "last-turn")),
                 "row `" + r.id + "` arrives on turn " + std::to_string(r.turn) + ", outside the turn track " +
                     std::to_string(t.firstTurn) + "-" + std::to_string(t.lastTurn),
                 {{"row", r.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeTurnOutsideTrackCheck() { return std::make_unique<TurnOutsideTrackRule>(); }

}  // namespace engine
