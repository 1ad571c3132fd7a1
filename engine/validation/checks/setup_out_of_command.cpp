// setup.out_of_command: a subordinate starts out of his commander's command range (SSS 21.31,
// 7.32, 5.22 in leader MP along paths; CWB 10.5a in leader MP; LFM R20.3-R20.7 in hexes, a
// regiment also in command through an adjacent chain of its brigade, R20.7). HS has no command
// range (HS 8.6). Per formation: its commander and his direct subordinates. The footprint is those
// pieces, the hexes the commander's trace reached (for map edits) and the hexes whose occupants
// the answers looked at (the paths to subordinates, enemy-held hexes blocking), so a placement or
// map edit re-checks only the formations it can change. A subordinate further in hexes than the
// budget buys at the ruleset's cheapest step is out of range on any map: no trace for him, and the
// trace for the others stops once they are settled (no trace at all when none is near).
#include "engine/validation/checks/builtin_checks.hpp"
#include "engine/validation/checks/support/command_at_start.hpp"
#include "engine/validation/checks/support/profile_cache.hpp"

#include "engine/model/number_text.hpp"

#include <algorithm>

namespace engine {
namespace {

struct Placed {
    const Subordinate* who;
    HexCoord hex;
    const Record* record;
    double range;
    Provenanced source;
    std::optional<double> distance;
    bool within = false;
};

class OutOfCommandRule final : public BasicCheck {
public:
    OutOfCommandRule()
        : BasicCheck({"setup.out_of_command",
                      "a subordinate starts out of his commander's command range",
                      Severity::Warning,
                      {ScopeKind::Formation, 0},
                      kOnFormations | kOnUnits | kOnLeaders | kOnPlacements | kOnHexes | kOnHexsides | kOnSides |
                          kOnSettings | kOnMapSettings,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override {
        const PolicySection* policy = ctx.ruleset().section("command");
        if (!policy || (policy->policy != "mp" && policy->policy != "hexes")) return false;
        const Param* radius = policy->param("command-radius");
        return !(radius && radius->value == "none");  // HS 8.6
    }
    [[nodiscard]] std::uint32_t footprintTriggers() const override {
        return kOnPlacements | kOnHexes | kOnHexsides | kOnFormations | kOnUnits | kOnLeaders;
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Formation& f = *ctx.formation(item.id);
        const Leader* leader = f.commander.empty() ? nullptr : ctx.leader(f.commander);
        if (!f.commander.empty()) out.dependsOnPiece(f.commander);  // a leader of that id may come
        if (!leader || ctx.placementsOf(leader->id).empty()) return;  // not on the map at the start
        const HexCoord from = ctx.placementsOf(leader->id).front()->hex;
        if (!ctx.map().contains(from)) return;
        const PolicySection& policy = *ctx.ruleset().section("command");
        const std::string role = commandRole(policy, f.kind);

        std::vector<std::string_view> looked;
        std::vector<Subordinate> subs = directSubordinates(ctx, f, &looked);
        for (std::string_view id : looked) out.dependsOnPiece(id);
        std::vector<Placed> placed;
        double budget = 0;
        for (const Subordinate& s : subs) {
            out.dependsOnPiece(s.id);
            const auto& at = ctx.placementsOf(s.id);
            if (at.empty() || !ctx.map().contains(at.front()->hex)) continue;
            const Record* record = commandRangeRecord(policy, role, s.roles);
            if (!record) continue;
            Placed p{&s, at.front()->hex, record, 0, {}, {}, false};
            const auto range = commandRange(ctx, *record, *leader, p.source);
            if (!range) continue;
            p.range = *range;
            budget = std::max(budget, p.range);
            placed.push_back(std::move(p));
        }
        if (placed.empty()) return;

        const bool inMp = policy.policy == "mp";
        if (inMp) {
            const Param* cls = policy.param("measure-class");
            const std::string measureClass = cls ? cls->value : "leader";
            // Subordinates more hexes away than the budget buys at the cheapest step the ruleset
            // has are out of reach on any map: no trace, and no map edit can change that.
            const MovementProfile* profile = movementProfile(ctx, measureClass, {});
            const double cheapest = profile ? profile->cheapestStep() : 0;
            const auto near = [&](const Placed& p) {
                return hexDistance(from, p.hex) * cheapest <= budget + kMpTolerance;
            };
            std::vector<HexCoord> targets;
            for (const Placed& p : placed)
                if (near(p)) targets.push_back(p.hex);
            if (targets.empty()) {
                emitOutOfRange(ctx, f, *leader, from, placed, out, true);
                return;
            }
            // The trace stops once the near subordinates are settled.
            CommandTrace trace(ctx, measureClass, from, f.side, budget, targets);
            for (HexCoord h : trace.searched()) out.dependsOnTerrain(h);
            for (Placed& p : placed) {
                if (!near(p)) continue;
                p.distance = trace.distanceTo(p.hex);
                p.within = p.distance && *p.distance <= p.range + kMpTolerance;
            }
            for (HexCoord h : trace.occupancyLookedAt()) out.dependsOn(h);
        } else {
            for (Placed& p : placed) {
                p.distance = hexDistance(from, p.hex);
                p.within = *p.distance <= p.range;
            }
            chainRegiments(ctx, policy, placed);
        }
        emitOutOfRange(ctx, f, *leader, from, placed, out, inMp);
    }

private:
    static void emitOutOfRange(const CheckContext& ctx, const Formation& f, const Leader& leader, HexCoord from,
                               const std::vector<Placed>& placed, Emitter& out, bool inMp) {
        const std::string unit = inMp ? " MP" : " hexes";
        const std::string measure = inMp ? " (leader MP along the cheapest path, enemy-held hexes impassable)" : "";
        for (const Placed& p : placed) {
            if (p.within) continue;
            const std::string distance =
                p.distance ? formatNumber(*p.distance) + unit : "more than " + formatNumber(p.range) + unit;
            out.emit(p.source,
                     std::string(p.who->isLeader ? "leader `" : "unit `") + p.who->id + "` at " + ctx.label(p.hex) +
                         " starts " + distance + " from its commander `" + leader.id + "` (" + f.kind + " " + f.id +
                         ") at " + ctx.label(from) + ", range " + formatNumber(p.range) + unit + measure,
                     {{p.who->isLeader ? "leader" : "unit", p.who->id}, {"formation", f.id}, {"leader", leader.id}});
        }
    }

    // LFM R20.7: a regiment out of range is still in command when adjacent to one of its brigade's
    // regiments that is (a chain of any length).
    static void chainRegiments(const CheckContext&, const PolicySection& policy, std::vector<Placed>& placed) {
        const Param* chain = policy.param("regiment-chain-adjacent-same-brigade");
        if (!chain || chain->value != "true") return;
        for (bool grew = true; grew;) {
            grew = false;
            for (Placed& p : placed) {
                if (p.within || p.who->isLeader) continue;
                for (const Placed& q : placed) {
                    if (!q.within || q.who->isLeader || hexDistance(p.hex, q.hex) > 1) continue;
                    p.within = grew = true;
                    break;
                }
            }
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeOutOfCommandCheck() { return std::make_unique<OutOfCommandRule>(); }

}  // namespace engine
