// schedule.entry_not_on_edge: reinforcements enter at map-edge hexes (SSS 2.1, CWB 1.1e,
// LFM R26.1). Applies where the ruleset's validation policy cites it (param of the rule's id).
#include "engine/validation/rules/builtin_rules.hpp"

namespace engine {
namespace {

class EntryNotOnEdgeRule final : public BasicRule {
public:
    EntryNotOnEdgeRule()
        : BasicRule({"schedule.entry_not_on_edge", "a reinforcement's entry hex is not on a map edge", Severity::Error,
                     {ScopeKind::ScheduleRow, 0}, kOnSchedule | kOnEntryAreas, {}}) {}

    [[nodiscard]] bool appliesTo(const RuleContext& ctx) const override { return hasRuleParam(ctx.ruleset(), id()); }

    void check(const RuleContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const ReinforcementRow& r = *ctx.row(item.id);
        std::vector<HexCoord> hexes;
        if (r.entryHex) hexes.push_back(*r.entryHex);
        else if (const EntryArea* a = ctx.entryArea(r.entryArea)) hexes = a->hexes;
        for (HexCoord h : hexes) {
            if (!ctx.map().contains(h) || isOnMapEdge(ctx.map(), h)) continue;
            out.emit(ruleCite(ctx.ruleset(), id(), {}), "row `" + r.id + "` enters at hex " + ctx.label(h) + ", which is not on a map edge",
                     {{"row", r.id}, {"hex", ctx.label(h)}});
        }
    }
};

}  // namespace

std::unique_ptr<Rule> makeEntryNotOnEdgeRule() { return std::make_unique<EntryNotOnEdgeRule>(); }

}  // namespace engine
