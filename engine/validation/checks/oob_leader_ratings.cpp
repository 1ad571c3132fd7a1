// oob.leader_ratings: leader ratings must be defined by the ruleset, fit their schema (type,
// range, values) and be present when required (SSS 2.31, CWB 25.0, HS 10.6, LFM R20.2).
#include "engine/validation/attribute_checks.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class LeaderRatingsRule final : public BasicCheck {
public:
    LeaderRatingsRule()
        : BasicCheck({"oob.leader_ratings",
                      "a leader rating is unknown, missing or out of range",
                      Severity::Error,
                      {ScopeKind::Leader, 0},
                      kOnLeaders,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Leader& l = *ctx.leader(item.id);
        const std::string who = "leader `" + l.id + "`";
        for (const auto& [name, value] : l.ratings)
            if (!ctx.ruleset().findLeaderAttribute(name))
                out.emit(elementCite(ctx.ruleset(), "attributes"),
                         who + " has rating `" + name + "`, which ruleset " + ctx.ruleset().id + " does not define",
                         {{"leader", l.id}});
        for (const AttributeDef& def : ctx.ruleset().leaderAttributes) {
            const auto it = l.ratings.find(def.id);
            if (it == l.ratings.end()) {
                if (def.required) out.emit(def, who + " lacks required rating `" + def.id + "`", {{"leader", l.id}});
            } else if (const std::string problem = attributeProblem(def, it->second); !problem.empty()) {
                out.emit(def, who + " " + def.id + ": " + problem, {{"leader", l.id}});
            }
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeLeaderRatingsCheck() { return std::make_unique<LeaderRatingsRule>(); }

}  // namespace engine
