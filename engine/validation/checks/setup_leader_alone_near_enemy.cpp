// setup.leader_alone_near_enemy: a leader set up with no friendly unit in his hex, next to an enemy
// unit: he is displaced as soon as the enemy enters (SSS 28.31). Applies where the validation
// policy has a param of this id.
#include "engine/validation/checks/builtin_checks.hpp"

#include <algorithm>

namespace engine {
namespace {

class LeaderAloneNearEnemyRule final : public BasicCheck {
public:
    LeaderAloneNearEnemyRule()
        : BasicCheck({"setup.leader_alone_near_enemy",
                      "a leader stands alone next to enemy units",
                      Severity::Warning,
                      {ScopeKind::Hex, 1},
                      kOnPlacements | kOnUnits | kOnLeaders,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override { return hasRuleParam(ctx.ruleset(), id()); }

    [[nodiscard]] bool onlyWherePiecesAre() const override { return true; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const auto& here = ctx.placementsAt(item.hex);
        for (const Placement* p : here) {
            const Leader* l = ctx.leader(p->piece);
            if (!l) continue;
            const bool escorted = std::any_of(here.begin(), here.end(), [&](const Placement* q) {
                const Unit* u = ctx.unit(q->piece);
                return u && u->side == l->side;
            });
            if (escorted) continue;
            std::string enemies;
            std::vector<Location> where{{"leader", l->id}, {"hex", ctx.label(item.hex)}};
            for (HexCoord n : neighbors(item.hex)) {
                if (!ctx.map().contains(n)) continue;
                for (const Placement* q : ctx.placementsAt(n)) {
                    const Unit* u = ctx.unit(q->piece);
                    if (!u || u->side == l->side) continue;
                    enemies += (enemies.empty() ? "" : ", ") + u->id + " at " + ctx.label(n);
                    where.push_back({"unit", u->id});
                }
            }
            if (enemies.empty()) continue;
            out.emit(ruleCite(ctx.ruleset(), id(), {}),
                     "leader `" + l->id + "` stands alone in hex " + ctx.label(item.hex) + " next to enemy units (" +
                         enemies + ")",
                     std::move(where));
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeLeaderAloneNearEnemyCheck() { return std::make_unique<LeaderAloneNearEnemyRule>(); }

}  // namespace engine
