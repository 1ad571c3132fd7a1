// schedule.night_arrival: a reinforcement arrives in a night turn where the ruleset forbids it
// (validation policy param of the rule's id with value "forbidden").
#include "engine/validation/checks/builtin_checks.hpp"

#include <algorithm>

namespace engine {
namespace {

class NightArrivalRule final : public BasicCheck {
public:
    NightArrivalRule()
        : BasicCheck({"schedule.night_arrival",
                      "a reinforcement arrives in a night turn where the ruleset forbids it",
                      Severity::Error,
                      {ScopeKind::ScheduleRow, 0},
                      kOnSchedule | kOnSettings,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override {
        const PolicySection* v = ctx.ruleset().section("validation");
        const Param* p = v ? v->param(id()) : nullptr;
        return p && p->value == "forbidden";
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const ReinforcementRow& r = *ctx.row(item.id);
        const auto& nights = ctx.scenario().turns.nightTurns;
        if (std::find(nights.begin(), nights.end(), r.turn) == nights.end()) return;
        out.emit(ruleCite(ctx.ruleset(), id(), {}),
                 "row `" + r.id + "` arrives on turn " + std::to_string(r.turn) + ", a night turn", {{"row", r.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeNightArrivalCheck() { return std::make_unique<NightArrivalRule>(); }

}  // namespace engine
