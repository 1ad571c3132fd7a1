// schedule.scheduled_twice: the same unit or leader is brought in by more than one row (named
// directly or through a formation). Checked per piece: a schedule edit re-checks the pieces its
// rows bring.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class ScheduledTwiceRule final : public BasicCheck {
public:
    ScheduledTwiceRule()
        : BasicCheck({"schedule.scheduled_twice",
                      "a unit or leader arrives in more than one reinforcement row",
                      Severity::Error,
                      {ScopeKind::Records, 0},
                      kOnSchedule | kOnUnits | kOnLeaders | kOnFormations,
                      {}}) {}

    [[nodiscard]] std::vector<ScopeKind> recordKinds() const override { return {ScopeKind::Unit, ScopeKind::Leader}; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        checkPiece(ctx, item.record == ScopeKind::Unit ? "unit" : "leader", std::string(item.id), out);
    }

private:
    void checkPiece(const CheckContext& ctx, const std::string& kind, const std::string& piece, Emitter& out) const {
        const auto& rows = ctx.rowsBringing(piece);
        if (rows.size() < 2) return;
        std::string list;
        std::vector<Location> where{{kind, piece}};
        for (const ReinforcementRow* r : rows) {
            list += (list.empty() ? "" : ", ") + r->id + " (turn " + std::to_string(r->turn) + ")";
            where.push_back({"row", r->id});
        }
        out.emit(ruleCite(ctx.ruleset(), id(), {}),
                 kind + " `" + piece + "` arrives in " + std::to_string(rows.size()) + " rows: " + list,
                 std::move(where));
    }
};

}  // namespace

std::unique_ptr<Check> makeScheduledTwiceCheck() { return std::make_unique<ScheduledTwiceRule>(); }

}  // namespace engine
