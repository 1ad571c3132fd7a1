// victory.unreachable: a side cannot reach a victory hex it scores from its set-up and entry hexes
// by the end of the last turn. Movement reach from the movement services, with the class's best
// allowance per turn (any order or Movement Table roll) times the turns it has on the map; an
// upper bound (no ZOC, stacking, night, order or road-column limits), so the warning is never a
// false alarm about a hex the side could reach. One search per side, class and mode from all of
// the side's start hexes at once serves every victory hex, hence the global scope.
#include "engine/rules/movement/reach.hpp"
#include "engine/validation/arrivals.hpp"
#include "engine/validation/best_reach.hpp"
#include "engine/validation/rules/builtin_rules.hpp"

#include <map>
#include <stdexcept>

namespace engine {
namespace {

// Start hexes of one side, by class: the most turns any of its pieces has there (set-up pieces
// every turn of the track, reinforcements the turns left after their row's arrival).
std::map<std::string, std::map<HexCoord, int>> startsOf(const RuleContext& ctx, const std::string& side) {
    const TurnTrack& track = ctx.scenario().turns;
    std::map<std::string, std::map<HexCoord, int>> out;
    const auto add = [&](const std::string& cls, HexCoord hex, int turns) {
        if (cls == "leader" || turns <= 0 || !ctx.map().contains(hex)) return;
        int& t = out[cls][hex];
        t = std::max(t, turns);
    };
    for (const Placement& p : ctx.scenario().setup)
        if (const Unit* u = ctx.unit(p.piece); u && u->side == side) add(u->unitClass, p.hex, track.lastTurn - track.firstTurn + 1);
    for (const ReinforcementRow& r : ctx.scenario().schedule) {
        if (r.side != side) continue;
        for (const ArrivingClass& a : arrivingClasses(ctx, r))
            for (HexCoord h : entryHexesOf(ctx, r)) add(a.unitClass, h, track.lastTurn - r.turn + 1);
    }
    return out;
}

struct SideReach {
    std::vector<std::vector<double>> costs;  // per class and mode searched: least MP, by dense index
    std::vector<double> budgets;
    std::string tried;                       // "infantry 6 MP, cavalry 9 MP"
    Provenanced source;
    [[nodiscard]] bool reaches(std::size_t index) const {
        for (std::size_t i = 0; i < costs.size(); ++i)
            if (costs[i][index] <= budgets[i] + kMpTolerance) return true;
        return false;
    }
};

SideReach reachOf(const RuleContext& ctx, const std::map<std::string, std::map<HexCoord, int>>& starts) {
    SideReach out;
    for (const auto& [cls, turnsAt] : starts) {
        const UnitClass* known = ctx.ruleset().findClass(cls);
        if (!known) continue;
        int most = 0;
        for (const auto& [hex, turns] : turnsAt) most = std::max(most, turns);
        std::vector<std::string> modes;
        for (const UnitMode& m : known->modes) modes.push_back(m.id);
        if (modes.empty()) modes.emplace_back();
        for (const std::string& mode : modes) {
            const auto ma = bestAllowance(ctx.ruleset(), cls, mode);
            if (!ma) continue;
            std::optional<MovementProfile> profile;
            try {
                profile.emplace(ctx.ruleset(), ctx.map(), cls, mode);
            } catch (const std::invalid_argument&) {
                continue;
            }
            if (profile->immobile()) continue;
            out.tried += (out.tried.empty() ? "" : ", ") + cls + (mode.empty() ? "" : " " + mode) + " " + formatNumber(ma->mp) + " MP";
            if (out.source.cite.empty()) out.source = Provenanced{ma->reason.cite, ma->reason.assumed};
            // A start with fewer turns enters the search with the MP it lacks already spent.
            const double budget = ma->mp * most;
            std::vector<std::pair<HexCoord, double>> from;
            for (const auto& [hex, turns] : turnsAt) from.emplace_back(hex, ma->mp * (most - turns));
            out.costs.push_back(costFromStarts(*profile, from, budget));
            out.budgets.push_back(budget);
        }
    }
    return out;
}

class VictoryUnreachableRule final : public BasicRule {
public:
    VictoryUnreachableRule()
        : BasicRule({"victory.unreachable", "a side cannot reach a victory hex it scores before the last turn", Severity::Warning,
                     {ScopeKind::Global, 0},
                     kOnVictory | kOnHexes | kOnHexsides | kOnMapSettings | kOnPlacements | kOnUnits | kOnLeaders | kOnFormations |
                         kOnSchedule | kOnEntryAreas | kOnSides | kOnSettings, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem&, Emitter& out) const override {
        if (ctx.scenario().victoryHexes.empty()) return;
        for (const Side& side : ctx.scenario().sides) {
            const auto starts = startsOf(ctx, side.id);
            if (starts.empty()) continue;  // nothing of this side ever on the map
            std::optional<SideReach> reach;
            for (const VictoryHex& v : ctx.scenario().victoryHexes) {
                if ((!v.side.empty() && v.side != side.id) || !ctx.map().contains(v.hex)) continue;
                if (!reach) reach = reachOf(ctx, starts);
                if (reach->reaches(ctx.map().grid().index(v.hex))) continue;
                out.emit(reach->source,
                         "victory hex `" + v.id + "` at " + ctx.label(v.hex) + " cannot be reached by " + side.id + " by the end of turn " +
                             std::to_string(ctx.scenario().turns.lastTurn) + " from its set-up and entry hexes, at the best allowance per turn (" +
                             reach->tried + ") times the turns each piece has (no ZOC, stacking, night or order limits counted)",
                         {{"victory-hex", v.id}, {"hex", ctx.label(v.hex)}, {"side", side.id}});
            }
        }
    }
};

}  // namespace

std::unique_ptr<Rule> makeVictoryUnreachableRule() { return std::make_unique<VictoryUnreachableRule>(); }

}  // namespace engine
