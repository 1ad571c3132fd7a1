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

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <unordered_map>

namespace engine {
namespace {

// Start hexes with the most turns any piece has there (set-up pieces every turn of the track,
// reinforcements the turns left after their row's arrival), sorted by hex.
using Starts = std::vector<std::pair<HexCoord, int>>;
using StartsByClass = std::map<std::string, Starts>;

int turnsAt(const Starts& starts, HexCoord hex) {
    const auto it = std::lower_bound(starts.begin(), starts.end(), hex, [](const auto& s, HexCoord h) { return s.first < h; });
    return it != starts.end() && it->first == hex ? it->second : 0;
}

// Every side's starts by class, in one pass over the set-up and the schedule.
std::map<std::string, StartsByClass> startsBySide(const RuleContext& ctx) {
    const TurnTrack& track = ctx.scenario().turns;
    std::map<std::string, StartsByClass> out;
    const auto add = [&](const std::string& side, const std::string& cls, HexCoord hex, int turns) {
        if (cls == "leader" || turns <= 0 || !ctx.map().contains(hex)) return;
        out[side][cls].emplace_back(hex, turns);
    };
    for (const Placement& p : ctx.scenario().setup)
        if (const Unit* u = ctx.unit(p.piece)) add(u->side, u->unitClass, p.hex, track.lastTurn - track.firstTurn + 1);
    for (const ReinforcementRow& r : ctx.scenario().schedule)
        for (const ArrivingClass& a : arrivingClasses(ctx, r))
            for (HexCoord h : entryHexesOf(ctx, r)) add(r.side, a.unitClass, h, track.lastTurn - r.turn + 1);
    for (auto& [side, byClass] : out)
        for (auto& [cls, starts] : byClass) {
            // By hex, the most turns first; then one entry per hex.
            std::sort(starts.begin(), starts.end(), [](const auto& x, const auto& y) { return x.first < y.first || (x.first == y.first && x.second > y.second); });
            starts.erase(std::unique(starts.begin(), starts.end(), [](const auto& x, const auto& y) { return x.first == y.first; }), starts.end());
        }
    return out;
}

// One search: a class in a mode from every start hex of a side at once, as last computed.
struct Search {
    Starts turnsAt;  // the starts it was computed from
    double mp = 0;
    int most = 0;
    std::vector<double> cost;          // least MP, by dense index
    std::vector<std::int32_t> parent;  // previous hex on the cheapest path, -1 at a start
    std::size_t editsSeen = 0;         // RuleContext::mapEdits().size() when computed
};

// The searches kept across updates (RuleContext::ruleCache), by side then class and mode.
struct ReachCache {
    int epoch = -1;
    std::map<std::string, std::map<std::string, Search>> sides;
    std::size_t startsRevision = 0;  // RuleContext::recordRevision() + 1 the starts were found at; 0 for none
    std::map<std::string, StartsByClass> starts;
    std::unordered_map<std::size_t, std::size_t> lastEdit;  // dense index -> its latest position in mapEdits()
    std::size_t editsIndexed = 0;

    void indexEdits(const RuleContext& ctx) {
        const std::vector<HexCoord>& edits = ctx.mapEdits();
        for (; editsIndexed < edits.size(); ++editsIndexed)
            if (ctx.map().grid().contains(edits[editsIndexed])) lastEdit[ctx.map().grid().index(edits[editsIndexed])] = editsIndexed;
    }
};

// A search the current starts call for.
struct Planned {
    std::string key;  // class and mode
    std::optional<MovementProfile> profile;
    const Starts* turnsAt = nullptr;
    double mp = 0;
    int most = 0;
    [[nodiscard]] double budget() const { return mp * most; }
};

struct SideReach {
    std::vector<Planned> planned;
    std::string tried;  // "infantry 6 MP, cavalry 9 MP"
    Provenanced source;
};

SideReach planOf(const RuleContext& ctx, const StartsByClass& starts) {
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
            Planned p{cls + " " + mode, std::nullopt, &turnsAt, ma->mp, most};
            try {
                p.profile.emplace(ctx.ruleset(), ctx.map(), cls, mode);
            } catch (const std::invalid_argument&) {
                continue;
            }
            if (p.profile->immobile()) continue;
            out.tried += (out.tried.empty() ? "" : ", ") + cls + (mode.empty() ? "" : " " + mode) + " " + formatNumber(ma->mp) + " MP";
            if (out.source.cite.empty()) out.source = Provenanced{ma->reason.cite, ma->reason.assumed};
            out.planned.push_back(std::move(p));
        }
    }
    return out;
}

// Answers "does the side reach this hex" from the kept searches where a kept cheapest path
// still proves it, and searches again (the same search a full validation makes) only otherwise.
class ReachAnswer {
public:
    ReachAnswer(const RuleContext& ctx, SideReach& plan, std::map<std::string, Search>& kept,
                const std::unordered_map<std::size_t, std::size_t>& lastEdit)
        : m_ctx(ctx), m_plan(plan), m_kept(kept), m_lastEdit(lastEdit) {}

    [[nodiscard]] bool reaches(std::size_t index) {
        for (const Planned& p : m_plan.planned)
            if (const auto it = m_kept.find(p.key); it != m_kept.end() && stillReaches(it->second, p, index)) return true;
        for (const Planned& p : m_plan.planned) {
            const Search& s = exact(p);
            if (s.cost[index] <= p.budget() + kMpTolerance) return true;
        }
        return false;
    }

private:
    // The kept path to `index` is untouched by the map edits since and its start still has as
    // many turns, so it still costs what it did: the hex is reached (with a margin well above
    // rounding, so that a fresh search agrees).
    [[nodiscard]] bool stillReaches(const Search& s, const Planned& p, std::size_t index) const {
        constexpr double kMargin = 1e-3;
        if (s.cost.empty() || s.cost[index] >= kProhibitedMove || s.mp != p.mp) return false;
        std::size_t at = index;
        for (;;) {
            if (const auto it = m_lastEdit.find(at); it != m_lastEdit.end() && it->second >= s.editsSeen) return false;
            if (s.parent[at] < 0) break;
            at = static_cast<std::size_t>(s.parent[at]);
        }
        const HexCoord root = m_ctx.map().grid().at(at);
        const int before = turnsAt(s.turnsAt, root), now = turnsAt(*p.turnsAt, root);
        if (before == 0 || now == 0) return false;
        const double pathCost = s.cost[index] - s.mp * (s.most - before);
        return pathCost <= p.mp * now - kMargin;
    }

    const Search& exact(const Planned& p) {
        Search& s = m_kept[p.key];
        if (!s.cost.empty() && s.editsSeen == m_ctx.mapEdits().size() && s.mp == p.mp && s.turnsAt == *p.turnsAt) return s;
        // A start with fewer turns enters the search with the MP it lacks already spent.
        std::vector<std::pair<HexCoord, double>> from;
        for (const auto& [hex, turns] : *p.turnsAt) from.emplace_back(hex, p.mp * (p.most - turns));
        s.cost = costFromStarts(*p.profile, from, p.budget(), &s.parent);
        s.turnsAt = *p.turnsAt;
        s.mp = p.mp;
        s.most = p.most;
        s.editsSeen = m_ctx.mapEdits().size();
        return s;
    }

    const RuleContext& m_ctx;
    SideReach& m_plan;
    std::map<std::string, Search>& m_kept;
    const std::unordered_map<std::size_t, std::size_t>& m_lastEdit;
};

class VictoryUnreachableRule final : public BasicRule {
public:
    VictoryUnreachableRule()
        : BasicRule({"victory.unreachable", "a side cannot reach a victory hex it scores before the last turn", Severity::Warning,
                     {ScopeKind::Global, 0},
                     kOnVictory | kOnHexes | kOnHexsides | kOnMapSettings | kOnPlacements | kOnUnits | kOnLeaders | kOnFormations |
                         kOnSchedule | kOnEntryAreas | kOnSides | kOnSettings, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem&, Emitter& out) const override {
        if (ctx.scenario().victoryHexes.empty()) return;
        ReachCache& cache = ctx.ruleCache<ReachCache>(id());
        if (cache.epoch != ctx.mapEpoch()) cache = ReachCache{ctx.mapEpoch(), {}, 0, {}, {}, 0};
        cache.indexEdits(ctx);
        if (cache.startsRevision != ctx.recordRevision() + 1) {  // map edits move no start
            cache.starts = startsBySide(ctx);
            cache.startsRevision = ctx.recordRevision() + 1;
        }
        for (const Side& side : ctx.scenario().sides) {
            const auto found = cache.starts.find(side.id);
            if (found == cache.starts.end()) continue;  // nothing of this side ever on the map
            const StartsByClass& starts = found->second;
            std::optional<SideReach> reach;
            std::optional<ReachAnswer> answer;
            for (const VictoryHex& v : ctx.scenario().victoryHexes) {
                if ((!v.side.empty() && v.side != side.id) || !ctx.map().contains(v.hex)) continue;
                if (!reach) {
                    reach = planOf(ctx, starts);
                    answer.emplace(ctx, *reach, cache.sides[side.id], cache.lastEdit);
                }
                if (answer->reaches(ctx.map().grid().index(v.hex))) continue;
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
