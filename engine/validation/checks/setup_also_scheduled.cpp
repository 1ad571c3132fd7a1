// setup.also_scheduled: a piece that is set up is also brought in by a reinforcement row (each
// unit appears exactly once across the set-up and all reinforcement groups, CWB 16.6).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class AlsoScheduledRule final : public BasicCheck {
public:
    AlsoScheduledRule()
        : BasicCheck({"setup.also_scheduled",
                      "a piece is both set up and scheduled as a reinforcement",
                      Severity::Error,
                      {ScopeKind::Placement, 0},
                      kOnPlacements | kOnSchedule | kOnUnits | kOnLeaders | kOnFormations,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const auto& rows = ctx.rowsBringing(item.id);
        if (rows.empty()) return;
        const ReinforcementRow& r = *rows.front();
        out.emit(elementCite(ctx.ruleset(), "turn-track"),
                 "`" + std::string(item.id) + "` is set up and also arrives on turn " + std::to_string(r.turn) +
                     " (row `" + r.id + "`)",
                 {{"unit", std::string(item.id)}, {"row", r.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeAlsoScheduledCheck() { return std::make_unique<AlsoScheduledRule>(); }

}  // namespace engine
