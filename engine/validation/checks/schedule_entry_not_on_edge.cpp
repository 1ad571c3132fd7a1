// schedule.entry_not_on_edge: reinforcements enter at map-edge hexes (SSS 2.1, CWB 1.1e,
// LFM R26.1). Applies where the ruleset's validation policy cites it (param of the rule's id).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class EntryNotOnEdgeRule final : public BasicCheck {
public:
    EntryNotOnEdgeRule()
        : BasicCheck({"schedule.entry_not_on_edge",
                      "a reinforcement's entry hex is not on a map edge",
                      Severity::Error,
                      {ScopeKind::ScheduleRow, 0},
                      kOnSchedule | kOnEntryAreas,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override { return hasRuleParam(ctx.ruleset(), id()); }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const ReinforcementRow& r = *ctx.row(item.id);
        std::vector<HexCoord> hexes;
        if (r.entryHex) hexes.push_back(*r.entryHex);
        else if (const EntryArea* a = ctx.entryArea(r.entryArea)) hexes = a->hexes;
        for (HexCoord h : hexes) {
            if (!ctx.map().contains(h) || isOnMapEdge(ctx.map(), h)) continue;
            out.emit(ruleCite(ctx.ruleset(), id(), {}),
                     "row `" + r.id + "` enters at hex " + ctx.label(h) + ", which is not on a map edge",
                     {{"row", r.id}, {"hex", ctx.label(h)}});
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeEntryNotOnEdgeCheck() { return std::make_unique<EntryNotOnEdgeRule>(); }

}  // namespace engine
