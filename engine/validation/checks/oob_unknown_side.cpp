// oob.unknown_side: a formation, leader, unit, schedule row or victory hex names a side the
// scenario does not define. Checked per record id; a change to the sides re-checks them all.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UnknownSideRule final : public BasicCheck {
public:
    UnknownSideRule()
        : BasicCheck({"oob.unknown_side",
                      "a record names a side the scenario does not define",
                      Severity::Error,
                      {ScopeKind::Records, 0},
                      kOnSides | kOnFormations | kOnLeaders | kOnUnits | kOnSchedule | kOnVictory,
                      {}}) {}

    [[nodiscard]] std::vector<ScopeKind> recordKinds() const override {
        return {ScopeKind::Formation, ScopeKind::Leader, ScopeKind::Unit, ScopeKind::ScheduleRow,
                ScopeKind::VictoryHex};
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        switch (item.record) {
        case ScopeKind::Formation: checkAll(ctx, ctx.withId<Formation>(item.id), "formation", false, out); break;
        case ScopeKind::Leader: checkAll(ctx, ctx.withId<Leader>(item.id), "leader", false, out); break;
        case ScopeKind::Unit: checkAll(ctx, ctx.withId<Unit>(item.id), "unit", false, out); break;
        case ScopeKind::ScheduleRow: checkAll(ctx, ctx.withId<ReinforcementRow>(item.id), "row", false, out); break;
        case ScopeKind::VictoryHex: checkAll(ctx, ctx.withId<VictoryHex>(item.id), "victory-hex", true, out); break;
        default: break;
        }
    }

private:
    template <typename Record>
    static void checkAll(const CheckContext& ctx, const std::vector<const Record*>& records, const std::string& kind,
                         bool emptyMeansAny, Emitter& out) {
        for (const Record* r : records) {
            if ((emptyMeansAny && r->side.empty()) || ctx.hasSide(r->side)) continue;
            out.emit({}, kind + " `" + r->id + "` names side `" + r->side + "`, which the scenario does not define",
                     {{kind, r->id}});
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeUnknownSideCheck() { return std::make_unique<UnknownSideRule>(); }

}  // namespace engine
