// victory.unreachable: a side cannot reach a victory hex it scores from its set-up and entry hexes
// by the end of the last turn. Movement reach from the movement services, with the class's best
// allowance per turn (any order or Movement Table roll) times the turns it has on the map; an
// upper bound (no ZOC, stacking, night, order or road-column limits), so the warning is never a
// false alarm about a hex the side could reach.
#include "engine/validation/arrivals.hpp"
#include "engine/rules/movement/reach.hpp"
#include "engine/validation/best_reach.hpp"
#include "engine/validation/rules/builtin_rules.hpp"

#include <map>
#include <stdexcept>
#include <unordered_map>

namespace engine {
namespace {

// Where one side's pieces of one class start: set-up hexes (looked up through the context's index
// as the search meets them) with every turn of the track, entry hexes with the turns left after
// the row's arrival.
struct Starts {
    bool setUp = false;                                            // some piece of the class is set up on the map
    std::unordered_map<HexCoord, int, HexCoordHash> entryTurns;   // entry hex -> most turns left
};

std::map<std::string, Starts> startsOf(const RuleContext& ctx, const std::string& side) {
    const TurnTrack& track = ctx.scenario().turns;
    std::map<std::string, Starts> out;
    for (const Placement& p : ctx.scenario().setup)
        if (const Unit* u = ctx.unit(p.piece); u && u->side == side && ctx.map().contains(p.hex)) out[u->unitClass].setUp = true;
    for (const ReinforcementRow& r : ctx.scenario().schedule) {
        const int turns = track.lastTurn - r.turn + 1;
        if (r.side != side || turns <= 0) continue;
        for (const ArrivingClass& a : arrivingClasses(ctx, r)) {
            if (a.unitClass == "leader") continue;
            for (HexCoord h : entryHexesOf(ctx, r)) {
                if (!ctx.map().contains(h)) continue;
                int& t = out[a.unitClass].entryTurns[h];
                t = std::max(t, turns);
            }
        }
    }
    return out;
}

// The most turns a piece of `side` and `cls` has to move from `hex` (0 when none starts there).
int turnsFrom(const RuleContext& ctx, const Starts& starts, const std::string& side, const std::string& cls, HexCoord hex) {
    int turns = 0;
    if (starts.setUp)
        for (const Placement* p : ctx.placementsAt(hex))
            if (const Unit* u = ctx.unit(p->piece); u && u->side == side && u->unitClass == cls) {
                const TurnTrack& track = ctx.scenario().turns;
                turns = track.lastTurn - track.firstTurn + 1;
            }
    if (const auto it = starts.entryTurns.find(hex); it != starts.entryTurns.end()) turns = std::max(turns, it->second);
    return turns;
}

class VictoryUnreachableRule final : public BasicRule {
public:
    VictoryUnreachableRule()
        : BasicRule({"victory.unreachable", "a side cannot reach a victory hex it scores before the last turn", Severity::Warning,
                     {ScopeKind::VictoryHex, 0},
                     kOnVictory | kOnHexes | kOnHexsides | kOnMapSettings | kOnPlacements | kOnUnits | kOnLeaders | kOnFormations |
                         kOnSchedule | kOnEntryAreas | kOnSides | kOnSettings, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const VictoryHex& v = *ctx.victoryHex(item.id);
        if (!ctx.map().contains(v.hex)) return;
        for (const Side& side : ctx.scenario().sides) {
            if (!v.side.empty() && v.side != side.id) continue;
            const auto starts = startsOf(ctx, side.id);
            if (starts.empty()) continue;  // nothing of this side ever on the map
            std::string tried;
            Provenanced source;
            if (reaches(ctx, v.hex, side.id, starts, tried, source)) continue;
            out.emit(source,
                     "victory hex `" + v.id + "` at " + ctx.label(v.hex) + " cannot be reached by " + side.id + " by the end of turn " +
                         std::to_string(ctx.scenario().turns.lastTurn) + " from its set-up and entry hexes, at the best allowance per turn (" +
                         tried + ") times the turns each piece has (no ZOC, stacking, night or order limits counted)",
                     {{"victory-hex", v.id}, {"hex", ctx.label(v.hex)}, {"side", side.id}});
        }
    }

private:
    // Whether some class in some mode reaches `target`; `tried` lists the allowances used.
    static bool reaches(const RuleContext& ctx, HexCoord target, const std::string& side, const std::map<std::string, Starts>& starts,
                        std::string& tried, Provenanced& source) {
        const TurnTrack& track = ctx.scenario().turns;
        for (const auto& [cls, from] : starts) {
            const UnitClass* known = ctx.ruleset().findClass(cls);
            if (!known) continue;
            int most = from.setUp ? track.lastTurn - track.firstTurn + 1 : 0;
            for (const auto& [hex, turns] : from.entryTurns) most = std::max(most, turns);
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
                tried += (tried.empty() ? "" : ", ") + cls + (mode.empty() ? "" : " " + mode) + " " + formatNumber(ma->mp) + " MP";
                if (source.cite.empty()) source = Provenanced{ma->reason.cite, ma->reason.assumed};
                const auto found = cheapestSourceTo(*profile, target, ma->mp * most, [&](HexCoord h, double mp) {
                    const int turns = turnsFrom(ctx, from, side, cls, h);
                    return turns > 0 && mp <= ma->mp * turns + kMpTolerance;
                });
                if (found) return true;
            }
        }
        return false;
    }
};

}  // namespace

std::unique_ptr<Rule> makeVictoryUnreachableRule() { return std::make_unique<VictoryUnreachableRule>(); }

}  // namespace engine
