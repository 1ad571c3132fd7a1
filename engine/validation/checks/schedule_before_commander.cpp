// schedule.before_commander: a formation arrives before the leader who commands it (warning; the
// brigade can do little without him, LFM R26.1).
#include "engine/validation/checks/builtin_checks.hpp"

#include <algorithm>
#include <optional>

namespace engine {
namespace {

class BeforeCommanderRule final : public BasicCheck {
public:
    BeforeCommanderRule()
        : BasicCheck({"schedule.before_commander",
                      "a formation arrives before its commander",
                      Severity::Warning,
                      {ScopeKind::Global, 0},
                      kOnSchedule | kOnFormations | kOnLeaders | kOnUnits | kOnPlacements | kOnSettings,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        for (const ReinforcementRow& r : ctx.scenario().schedule)
            for (const std::string& fid : r.formations) {
                const Formation* f = ctx.formation(fid);
                if (!f || f->commander.empty() || !ctx.leader(f->commander)) continue;
                const auto arrives = arrival(ctx, f->commander);
                if (!arrives || *arrives <= r.turn) continue;
                out.emit(ruleCite(ctx.ruleset(), id(), {}),
                         f->kind + " `" + f->id + "` arrives on turn " + std::to_string(r.turn) + " (row `" + r.id +
                             "`), its commander `" + f->commander + "` only on turn " + std::to_string(*arrives),
                         {{"row", r.id}, {"formation", f->id}, {"leader", f->commander}});
            }
    }

private:
    // The first turn the piece is on the map: the first turn when set up, else its earliest row.
    static std::optional<int> arrival(const CheckContext& ctx, const std::string& piece) {
        if (!ctx.placementsOf(piece).empty()) return ctx.scenario().turns.firstTurn;
        std::optional<int> first;
        for (const ReinforcementRow* r : ctx.rowsBringing(piece)) first = first ? std::min(*first, r->turn) : r->turn;
        return first;
    }
};

}  // namespace

std::unique_ptr<Check> makeBeforeCommanderCheck() { return std::make_unique<BeforeCommanderRule>(); }

}  // namespace engine
