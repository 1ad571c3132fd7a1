// oob.unknown_side: a formation, leader, unit, schedule row or victory hex names a side the
// scenario does not define.
#include "engine/validation/rules/builtin_rules.hpp"

namespace engine {
namespace {

class UnknownSideRule final : public BasicRule {
public:
    UnknownSideRule()
        : BasicRule({"oob.unknown_side", "a record names a side the scenario does not define", Severity::Error,
                     {ScopeKind::Global, 0}, kOnSides | kOnFormations | kOnLeaders | kOnUnits | kOnSchedule | kOnVictory, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem&, Emitter& out) const override {
        const Scenario& sc = ctx.scenario();
        checkAll(ctx, sc.formations, "formation", false, out);
        checkAll(ctx, sc.leaders, "leader", false, out);
        checkAll(ctx, sc.units, "unit", false, out);
        checkAll(ctx, sc.schedule, "row", false, out);
        checkAll(ctx, sc.victoryHexes, "victory-hex", true, out);
    }

private:
    template <typename Records>
    static void checkAll(const RuleContext& ctx, const Records& records, const std::string& kind, bool emptyMeansAny, Emitter& out) {
        for (const auto& r : records) {
            if ((emptyMeansAny && r.side.empty()) || ctx.hasSide(r.side)) continue;
            out.emit({}, kind + " `" + r.id + "` names side `" + r.side + "`, which the scenario does not define", {{kind, r.id}});
        }
    }
};

}  // namespace

std::unique_ptr<Rule> makeUnknownSideRule() { return std::make_unique<UnknownSideRule>(); }

}  // namespace engine
