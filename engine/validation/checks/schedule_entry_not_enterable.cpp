// schedule.entry_not_enterable: a class arriving in a row may not enter any of the row's entry
// hexes (its terrain, features or hexsides prohibit every step in, as the movement service answers
// it: SSS 26.23, CWB 16.2c, HS 13.3, LFM R1.1). With an entry area, one enterable hex is enough.
#include "engine/validation/checks/builtin_checks.hpp"
#include "engine/validation/checks/support/arrivals.hpp"
#include "engine/validation/checks/support/prohibited_entry.hpp"

namespace engine {
namespace {

class EntryNotEnterableRule final : public BasicCheck {
public:
    EntryNotEnterableRule()
        : BasicCheck({"schedule.entry_not_enterable",
                      "a reinforcement's entry hex may not be entered by a class arriving there",
                      Severity::Error,
                      {ScopeKind::ScheduleRow, 0},
                      kOnSchedule | kOnEntryAreas | kOnUnits | kOnLeaders | kOnFormations | kOnHexes | kOnHexsides |
                          kOnMapSettings,
                      {}}) {}
    // Only the entry hexes and the steps into them from their neighbours matter, and the pieces
    // the row brings (their classes; a member joining or leaving a formation it brings).
    [[nodiscard]] std::uint32_t footprintTriggers() const override {
        return kOnHexes | kOnHexsides | kOnUnits | kOnLeaders | kOnFormations;
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const ReinforcementRow& r = *ctx.row(item.id);
        std::vector<HexCoord> hexes;
        for (HexCoord h : entryHexesOf(ctx, r))
            if (ctx.map().contains(h)) hexes.push_back(h);  // off-map entries are schedule.entry_off_map's business
        for (HexCoord h : hexes) out.dependsOn(h);
        if (hexes.empty()) return;
        for (const ArrivingClass& a : arrivingClasses(ctx, r, &out)) {
            std::vector<ProhibitedEntry> banned;
            for (HexCoord h : hexes) {
                auto b = prohibitedEntry(ctx.ruleset(), ctx.map(), a.unitClass, a.mode, h);
                if (!b) break;
                banned.push_back(std::move(*b));
            }
            if (banned.size() != hexes.size()) continue;
            std::string labels, why;
            bool assumed = false;
            for (std::size_t i = 0; i < hexes.size(); ++i) {
                labels += (i ? ", " : "") + ctx.label(hexes[i]);
                why += (i ? "; " : "") + banned[i].describe();
                assumed = assumed || banned[i].assumed();
            }
            const std::string how =
                a.unitClass + (banned.front().mode.empty() ? "" : " in " + banned.front().mode + " mode");
            std::vector<Location> where{{"row", r.id}};
            for (HexCoord h : hexes) where.push_back({"hex", ctx.label(h)});
            out.emit(Provenanced{banned.front().reasons.front().cite, assumed},
                     "row `" + r.id + "` brings " + how + " (`" + a.example + "`) to " +
                         (hexes.size() == 1 ? "hex " : "hexes ") + labels +
                         ", which it may not enter from any side: " + why,
                     std::move(where));
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeEntryNotEnterableCheck() { return std::make_unique<EntryNotEnterableRule>(); }

}  // namespace engine
