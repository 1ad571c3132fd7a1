// victory.unreachable: a side cannot reach a victory hex it scores from its set-up and entry hexes
// by the end of the last turn. Movement reach from the movement services, with the class's best
// allowance per turn (any order or Movement Table roll) times the turns it has on the map; an
// upper bound (no ZOC, stacking, night, order or road-column limits), so the warning is never a
// false alarm about a hex the side could reach. One search per side, class and mode from all of
// the side's start hexes at once serves every victory hex, hence the global scope; it stops once
// every victory hex of the side is settled. Kept across updates: a victory hex whose kept cheapest
// path no edit touched is still reached, and the starts follow moved pieces.
#include "engine/mechanics/movement/reach.hpp"
#include "engine/validation/checks/builtin_checks.hpp"
#include "engine/validation/checks/support/best_reach.hpp"
#include "engine/validation/checks/support/profile_cache.hpp"
#include "engine/validation/checks/support/start_index.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <unordered_map>

namespace engine {
namespace {

// A kept path or proof counts as reaching its hex only this far within the budget, well above
// rounding, so that a fresh search agrees.
constexpr double kMargin = 1e-3;

// A path found by searching backwards from a victory hex: it proves the hex reached while no edit
// touches it and its start keeps its turns.
struct Proof {
    std::vector<std::size_t> path;  // dense indices, start first
    double pathCost = 0;            // MP along it, not counting what the start had spent
    double mp = 0;
    std::size_t editsSeen = 0;
};

// One search: a class in a mode from every start hex of a side at once, as last computed.
struct Search {
    Starts turnsAt;  // the starts it was computed from
    std::size_t startsRevision = 0;
    double mp = 0;
    int most = 0;
    MultiStartReach reach;
    std::size_t editsSeen = 0;                      // CheckContext::mapEdits().size() when computed
    std::unordered_map<std::size_t, Proof> proofs;  // by victory hex, found since
};

// What the rule keeps across updates (CheckContext::ruleCache).
struct ReachCache {
    int epoch = -1;                                              // the map epoch all of this is for
    std::map<std::string, std::map<std::string, Search>> sides;  // by side, then class and mode
    StartIndex starts;
    std::map<std::string, std::optional<MovementAllowance>> allowances;  // by class and mode
    std::vector<std::size_t> lastEdit;  // by dense index: 1 + its latest position in mapEdits(), 0 for none
    std::size_t editsIndexed = 0;

    void indexEdits(const CheckContext& ctx) {
        const HexGrid& grid = ctx.map().grid();
        lastEdit.resize(grid.size(), 0);
        const std::vector<HexCoord>& edits = ctx.mapEdits();
        for (; editsIndexed < edits.size(); ++editsIndexed)
            if (grid.contains(edits[editsIndexed])) lastEdit[grid.index(edits[editsIndexed])] = editsIndexed + 1;
    }
    const std::optional<MovementAllowance>& allowance(const Ruleset& rs, const std::string& cls,
                                                      const std::string& mode) {
        const std::string key = cls + " " + mode;
        const auto it = allowances.find(key);
        return it != allowances.end() ? it->second : allowances[key] = bestAllowance(rs, cls, mode);
    }
};

// A search the current starts call for.
struct Planned {
    std::string key;  // class and mode
    const MovementProfile* profile = nullptr;
    const StartIndex::ClassStarts* starts = nullptr;
    double mp = 0;
    int most = 0;
    [[nodiscard]] double budget() const { return mp * most; }
};

struct SideReach {
    std::vector<Planned> planned;
    std::string tried;  // "infantry 6 MP, cavalry 9 MP"
    Provenanced source;
};

SideReach planOf(const CheckContext& ctx, ReachCache& cache, const StartIndex::ByClass& starts) {
    SideReach out;
    for (const auto& [cls, at] : starts) {
        const UnitClass* known = ctx.ruleset().findClass(cls);
        if (!known || at.starts.empty()) continue;
        int most = 0;
        for (const auto& [hex, turns] : at.starts) most = std::max(most, turns);
        std::vector<std::string> modes;
        for (const UnitMode& m : known->modes) modes.push_back(m.id);
        if (modes.empty()) modes.emplace_back();
        for (const std::string& mode : modes) {
            const auto& ma = cache.allowance(ctx.ruleset(), cls, mode);
            if (!ma) continue;
            const MovementProfile* profile = movementProfile(ctx, cls, mode);
            if (!profile || profile->immobile()) continue;
            out.tried += (out.tried.empty() ? "" : ", ") + cls + (mode.empty() ? "" : " " + mode) + " " +
                         formatNumber(ma->mp) + " MP";
            if (out.source.cite.empty()) out.source = Provenanced{ma->reason.cite, ma->reason.assumed};
            out.planned.push_back(Planned{cls + " " + mode, profile, &at, ma->mp, most});
        }
    }
    return out;
}

// Answers "does the side reach this hex" from the kept searches where a kept cheapest path
// still proves it, and searches again (the same search a full validation makes) only otherwise.
class ReachAnswer {
public:
    ReachAnswer(const CheckContext& ctx, SideReach& plan, std::map<std::string, Search>& kept,
                const std::vector<std::size_t>& lastEdit, const std::vector<std::size_t>& targets)
        : m_ctx(ctx),
          m_plan(plan),
          m_kept(kept),
          m_lastEdit(lastEdit),
          m_targets(targets) {}

    [[nodiscard]] bool reaches(std::size_t index) {
        for (const Planned& p : m_plan.planned)
            if (const auto it = m_kept.find(p.key);
                it != m_kept.end() && (stillReaches(it->second, p, index) || stillProves(it->second, p, index)))
                return true;
        for (const Planned& p : m_plan.planned) {
            if (const std::optional<bool> known = keptAnswer(p, index)) {
                if (*known) return true;
                continue;
            }
            // An edit broke the kept answer: a search backwards from the hex finds the nearest start
            // without searching the whole map again; with nothing kept, one search serves every hex.
            if (m_kept.count(p.key) && backwards(p, index)) return true;
        }
        // Not reached from a near start: settle it with a search from every start (kept current).
        for (const Planned& p : m_plan.planned)
            if (!keptAnswer(p, index) && exact(p, index)) return true;
        return false;
    }

private:
    // Where the kept search's path to a hex still holds: no map edit since lies on it and its
    // start still is one. `pathCost` is its MP not counting what the start had spent; `spent` the
    // MP on arrival, counting what the start has spent now (fewer turns, more MP spent).
    struct KeptPath {
        double pathCost = 0, spent = 0;
    };
    [[nodiscard]] std::optional<KeptPath> alongKeptPath(const Search& s, const Planned& p, std::size_t index) const {
        const MultiStartReach& r = s.reach;
        if (r.cost.empty() || r.cost[index] >= kProhibitedMove || s.mp != p.mp) return std::nullopt;
        std::size_t at = index;
        for (;;) {
            if (m_lastEdit[at] > s.editsSeen) return std::nullopt;
            if (r.parent[at] < 0) break;
            at = static_cast<std::size_t>(r.parent[at]);
        }
        const HexCoord root = m_ctx.map().grid().at(at);
        const int before = turnsAt(s.turnsAt, root), now = turnsAt(p.starts->starts, root);
        if (before == 0 || now == 0) return std::nullopt;
        const double pathCost = r.cost[index] - s.mp * (s.most - before);
        return KeptPath{pathCost, pathCost + p.mp * (p.most - now)};
    }

    // The kept path still reaches the hex within the budget (less kMargin).
    [[nodiscard]] bool stillReaches(const Search& s, const Planned& p, std::size_t index) const {
        const auto kept = alongKeptPath(s, p, index);
        return kept && kept->spent <= p.budget() - kMargin;
    }

    // A proof found backwards still holds: no edit on its path, and its start has the turns it needs.
    [[nodiscard]] bool stillProves(const Search& s, const Planned& p, std::size_t index) const {
        const auto it = s.proofs.find(index);
        if (it == s.proofs.end() || it->second.mp != p.mp) return false;
        const Proof& proof = it->second;
        for (std::size_t at : proof.path)
            if (m_lastEdit[at] > proof.editsSeen) return false;
        const int turns = turnsAt(p.starts->starts, m_ctx.map().grid().at(proof.path.front()));
        return turns > 0 && proof.pathCost + p.mp * (p.most - turns) <= p.budget() - kMargin;
    }

    // The kept search's answer while it is current (no edit since, same starts) and settled that far.
    [[nodiscard]] std::optional<bool> keptAnswer(const Planned& p, std::size_t index) const {
        const auto it = m_kept.find(p.key);
        if (it == m_kept.end()) return std::nullopt;
        const Search& s = it->second;
        const bool current = !s.reach.cost.empty() && s.editsSeen == m_ctx.mapEdits().size() && s.mp == p.mp &&
                             s.most == p.most && s.startsRevision == p.starts->revision;
        if (!current) return std::nullopt;
        const double cost = s.reach.cost[index];
        if (cost <= p.budget() + kMpTolerance) return true;  // a real path within the budget
        if (s.reach.complete() || cost <= s.reach.settledBelow) return false;
        return std::nullopt;
    }

    // Searches backwards from the hex until it meets a start, or a hex whose kept path still
    // holds; the whole path found is kept as the hex's proof for the next updates.
    [[nodiscard]] bool backwards(const Planned& p, std::size_t index) {
        Search& kept = m_kept[p.key];
        const HexGrid& grid = m_ctx.map().grid();
        const auto startSpent = [&](HexCoord hex) -> std::optional<double> {
            const int turns = turnsAt(p.starts->starts, hex);
            if (turns == 0) return std::nullopt;
            return p.mp * (p.most - turns);  // a start with fewer turns has the MP it lacks already spent
        };
        const auto spentAt = [&](HexCoord hex) -> std::optional<double> {
            std::optional<double> spent = startSpent(hex);
            if (const auto k = alongKeptPath(kept, p, grid.index(hex)); k && (!spent || k->spent < *spent))
                spent = k->spent;
            return spent;
        };
        Proof proof{{}, 0, p.mp, m_ctx.mapEdits().size()};
        if (!reachedFromSomeStart(*p.profile, grid.at(index), p.budget(), spentAt, proof.path, proof.pathCost))
            return false;
        // Met a kept path rather than a start: the proof runs from that path's start.
        const std::size_t met = proof.path.front();
        const auto start = startSpent(grid.at(met));
        if (const auto k = alongKeptPath(kept, p, met); k && (!start || k->spent < *start)) {
            std::vector<std::size_t> before;
            for (auto at = static_cast<std::int32_t>(met); kept.reach.parent[static_cast<std::size_t>(at)] >= 0;) {
                at = kept.reach.parent[static_cast<std::size_t>(at)];
                before.push_back(static_cast<std::size_t>(at));
            }
            proof.path.insert(proof.path.begin(), before.rbegin(), before.rend());
            proof.pathCost += k->pathCost;
        }
        kept.proofs[index] = std::move(proof);
        return true;
    }

    // A search from the current starts, stopping once every victory hex of the side is settled.
    bool exact(const Planned& p, std::size_t index) {
        Search& s = m_kept[p.key];
        // A start with fewer turns enters the search with the MP it lacks already spent.
        std::vector<std::pair<HexCoord, double>> from;
        for (const auto& [hex, turns] : p.starts->starts) from.emplace_back(hex, p.mp * (p.most - turns));
        std::vector<std::size_t> targets = m_targets;
        targets.push_back(index);
        s.reach = costFromStarts(*p.profile, from, p.budget(), &targets);
        s.turnsAt = p.starts->starts;
        s.startsRevision = p.starts->revision;
        s.mp = p.mp;
        s.most = p.most;
        s.editsSeen = m_ctx.mapEdits().size();
        return s.reach.cost[index] <= p.budget() + kMpTolerance;
    }

    const CheckContext& m_ctx;
    SideReach& m_plan;
    std::map<std::string, Search>& m_kept;
    const std::vector<std::size_t>& m_lastEdit;
    const std::vector<std::size_t>& m_targets;
};

class VictoryUnreachableRule final : public BasicCheck {
public:
    VictoryUnreachableRule()
        : BasicCheck({"victory.unreachable",
                      "a side cannot reach a victory hex it scores before the last turn",
                      Severity::Warning,
                      {ScopeKind::Global, 0},
                      kOnVictory | kOnHexes | kOnHexsides | kOnMapSettings | kOnPlacements | kOnUnits | kOnLeaders |
                          kOnFormations | kOnSchedule | kOnEntryAreas | kOnSides | kOnSettings,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        if (ctx.scenario().victoryHexes.empty()) return;
        ReachCache& cache = ctx.ruleCache<ReachCache>(id());
        if (cache.epoch != ctx.mapEpoch()) {
            cache = ReachCache{};
            cache.epoch = ctx.mapEpoch();
        }
        cache.indexEdits(ctx);
        cache.starts.update(ctx);
        const HexGrid& grid = ctx.map().grid();
        for (const Side& side : ctx.scenario().sides) {
            const StartIndex::ByClass* starts = cache.starts.side(side.id);
            if (!starts) continue;  // nothing of this side ever on the map
            std::vector<const VictoryHex*> scored;
            std::vector<std::size_t> targets;
            for (const VictoryHex& v : ctx.scenario().victoryHexes)
                if ((v.side.empty() || v.side == side.id) && ctx.map().contains(v.hex)) {
                    scored.push_back(&v);
                    targets.push_back(grid.index(v.hex));
                }
            if (scored.empty()) continue;
            SideReach reach = planOf(ctx, cache, *starts);
            ReachAnswer answer(ctx, reach, cache.sides[side.id], cache.lastEdit, targets);
            for (const VictoryHex* v : scored) {
                if (answer.reaches(grid.index(v->hex))) continue;
                out.emit(reach.source,
                         "victory hex `" + v->id + "` at " + ctx.label(v->hex) + " cannot be reached by " + side.id +
                             " by the end of turn " + std::to_string(ctx.scenario().turns.lastTurn) +
                             " from its set-up and entry hexes, at the best allowance per turn (" + reach.tried +
                             ") times the turns each piece has (no ZOC, stacking, night or order limits counted)",
                         {{"victory-hex", v->id}, {"hex", ctx.label(v->hex)}, {"side", side.id}});
            }
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeVictoryUnreachableCheck() { return std::make_unique<VictoryUnreachableRule>(); }

}  // namespace engine
