// schedule.entry_enemy_held: a row's entry hex holds enemy pieces at set-up (with an entry area,
// every hex of it does). Arrivals may not enter enemy-occupied hexes (SSS 26.23, CWB 16.5, LFM
// R26.6); the rulebooks leave the arrival to the displaced-entry rules (SSS 14.47, LFM R26.7).
#include "engine/validation/checks/builtin_checks.hpp"
#include "engine/validation/checks/support/arrivals.hpp"

namespace engine {
namespace {

class EntryEnemyHeldRule final : public BasicCheck {
public:
    EntryEnemyHeldRule()
        : BasicCheck({"schedule.entry_enemy_held",
                      "a reinforcement's entry hex is held by the enemy at set-up",
                      Severity::Warning,
                      {ScopeKind::ScheduleRow, 0},
                      kOnSchedule | kOnEntryAreas | kOnPlacements | kOnUnits | kOnLeaders,
                      {}}) {}

    // Who is set up matters only at the row's entry hexes: a move elsewhere, or an edit of a piece
    // set up elsewhere (its side), re-checks no row.
    [[nodiscard]] std::uint32_t footprintTriggers() const override { return kOnPlacements | kOnUnits | kOnLeaders; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const ReinforcementRow& r = *ctx.row(item.id);
        const std::vector<HexCoord> hexes = entryHexesOf(ctx, r);
        if (hexes.empty()) return;
        for (HexCoord h : hexes) out.dependsOn(h);
        std::vector<Location> where{{"row", r.id}};
        std::string held;
        for (HexCoord h : hexes) {
            std::string enemies;
            for (const Placement* p : ctx.placementsAt(h)) {
                const std::string_view side = ctx.sideOfPiece(p->piece);
                if (side.empty() || side == r.side) continue;
                enemies += (enemies.empty() ? "" : ", ") + p->piece;
                where.push_back({ctx.unit(p->piece) ? "unit" : "leader", p->piece});
            }
            if (enemies.empty()) return;  // one free entry hex is enough
            held += (held.empty() ? "" : "; ") + ctx.label(h) + " (" + enemies + ")";
        }
        out.emit(citeOf(ctx.ruleset(), "stacking", "enemy-units-share-hex"),
                 "row `" + r.id + "` (" + r.side + ", turn " + std::to_string(r.turn) + ") enters at " + held +
                     ", held by the enemy at set-up",
                 std::move(where));
    }
};

}  // namespace

std::unique_ptr<Check> makeEntryEnemyHeldCheck() { return std::make_unique<EntryEnemyHeldRule>(); }

}  // namespace engine
