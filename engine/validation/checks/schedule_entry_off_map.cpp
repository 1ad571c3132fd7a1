// schedule.entry_off_map: a reinforcement row's entry hex is not on the map.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class EntryOffMapRule final : public BasicCheck {
public:
    EntryOffMapRule()
        : BasicCheck({"schedule.entry_off_map",
                      "a reinforcement's entry hex is off the map",
                      Severity::Error,
                      {ScopeKind::ScheduleRow, 0},
                      kOnSchedule,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const ReinforcementRow& r = *ctx.row(item.id);
        if (!r.entryHex || ctx.map().contains(*r.entryHex)) return;
        out.emit(ruleCite(ctx.ruleset(), id(), {}),
                 "row `" + r.id + "` enters at " + ctx.label(*r.entryHex) + ", off the map", {{"row", r.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeEntryOffMapCheck() { return std::make_unique<EntryOffMapRule>(); }

}  // namespace engine
