// schedule.undefined_entry: a reinforcement row names neither an entry hex nor an entry area, or
// an entry area that does not exist (CWB 16.6: each group has an entry letter or area).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UndefinedEntryRule final : public BasicCheck {
public:
    UndefinedEntryRule()
        : BasicCheck({"schedule.undefined_entry",
                      "a reinforcement has no entry hex or names an undefined entry area",
                      Severity::Error,
                      {ScopeKind::ScheduleRow, 0},
                      kOnSchedule | kOnEntryAreas,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const ReinforcementRow& r = *ctx.row(item.id);
        if (r.entryHex) return;
        const Provenanced cite = ruleCite(ctx.ruleset(), id(), {});
        if (r.entryArea.empty())
            out.emit(cite, "row `" + r.id + "` names neither an entry hex nor an entry area", {{"row", r.id}});
        else if (!ctx.entryArea(r.entryArea))
            out.emit(cite, "row `" + r.id + "` enters at area `" + r.entryArea + "`, which is not defined",
                     {{"row", r.id}, {"entry-area", r.entryArea}});
        else if (ctx.entryArea(r.entryArea)->hexes.empty())
            out.emit(cite, "row `" + r.id + "` enters at area `" + r.entryArea + "`, which has no hexes",
                     {{"row", r.id}, {"entry-area", r.entryArea}});
    }
};

}  // namespace

std::unique_ptr<Check> makeUndefinedEntryCheck() { return std::make_unique<UndefinedEntryRule>(); }

}  // namespace engine
