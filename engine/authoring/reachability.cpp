#include "engine/authoring/reachability.hpp"

#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/movement/enemy_presence.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "engine/validation/check_context.hpp"
#include "engine/validation/checks/support/arrivals.hpp"
#include "engine/validation/checks/support/best_reach.hpp"
#include "engine/validation/checks/support/profile_cache.hpp"
#include "engine/validation/checks/support/start_index.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <stdexcept>

namespace engine {
namespace {

// A cost that is a whole number of turns on paper is not pushed into the next turn by rounding.
constexpr double kTurnTolerance = 1e-9;

struct Track {
    int first = 1, last = 1;
    [[nodiscard]] int turns() const { return last - first + 1; }
};

// The piece or row of the side's class that starts at `hex` on turn `turn`.
std::string startingPiece(const CheckContext& ctx, const std::string& side, const std::string& cls, HexCoord hex,
                          bool setup, int turn) {
    if (setup) {
        for (const Placement* p : ctx.placementsAt(hex))
            if (const Unit* u = ctx.unit(p->piece); u && u->side == side && u->unitClass == cls) return u->id;
        return {};
    }
    for (const ReinforcementRow& row : ctx.scenario().schedule) {
        if (row.side != side || std::max(row.turn, ctx.scenario().turns.firstTurn) != turn) continue;
        const std::vector<HexCoord> entry = entryHexesOf(ctx, row);
        if (std::find(entry.begin(), entry.end(), hex) == entry.end()) continue;
        const std::vector<ArrivingClass> classes = arrivingClasses(ctx, row);
        if (std::any_of(classes.begin(), classes.end(), [&](const ArrivingClass& a) { return a.unitClass == cls; }))
            return row.id;
    }
    return {};
}

// The searches of one class of one side, each mode in turn; the earliest arrival at each objective.
class ClassSearch {
public:
    ClassSearch(const CheckContext& ctx, const Track& track, const std::vector<std::size_t>& targets,
                const EnemyPresence* enemies)
        : m_ctx(ctx),
          m_track(track),
          m_targets(targets),
          m_enemies(enemies) {}

    std::vector<ClassArrival> run(const std::string& side, const std::string& cls, const Starts& starts) const {
        std::vector<ClassArrival> best(m_targets.size(), ClassArrival{side, cls});
        const UnitClass* known = m_ctx.ruleset().findClass(cls);
        if (!known) return best;
        std::vector<std::string> modes;
        for (const UnitMode& m : known->modes) modes.push_back(m.id);
        if (modes.empty()) modes.emplace_back();
        for (const std::string& mode : modes) {
            const std::optional<MovementAllowance> ma = bestAllowance(m_ctx.ruleset(), cls, mode);
            const MovementProfile* profile = ma ? movementProfile(m_ctx, cls, mode) : nullptr;
            if (!profile || profile->immobile()) continue;
            search(*profile, *ma, starts, best);
        }
        return best;
    }

private:
    void search(const MovementProfile& profile, const MovementAllowance& ma, const Starts& starts,
                std::vector<ClassArrival>& best) const {
        const HexGrid& grid = m_ctx.map().grid();
        // A piece available on a later turn enters the search with the MP of the turns before it spent.
        const auto spentBefore = [&](int turns) { return ma.mp * std::max(0, m_track.turns() - turns); };
        std::vector<std::pair<HexCoord, double>> from;
        for (const auto& [hex, turns] : starts) from.emplace_back(hex, spentBefore(turns));
        const MultiStartReach reach =
            costFromStarts(profile, from, ma.mp * m_track.turns(), &m_targets, StartSearchZones{m_enemies, ma.mp});
        for (std::size_t i = 0; i < m_targets.size(); ++i) {
            ClassArrival& a = best[i];
            if (!a.reached && ma.mp > a.allowance) {
                a.allowance = ma.mp;
                a.allowanceReason = ma.reason;
                a.mode = profile.mode();
            }
            const double cost = reach.cost[m_targets[i]];
            if (cost == kProhibitedMove) continue;
            std::vector<HexCoord> path;
            for (auto at = static_cast<std::int32_t>(m_targets[i]); at >= 0;
                 at = reach.parent[static_cast<std::size_t>(at)])
                path.push_back(grid.at(static_cast<std::size_t>(at)));
            std::reverse(path.begin(), path.end());
            const int turns = turnsAt(starts, path.front());
            const int fromTurn = std::max(m_track.first, m_track.last - turns + 1);
            const int turn =
                std::max(fromTurn, m_track.first + static_cast<int>(std::ceil(cost / ma.mp - kTurnTolerance)) - 1);
            const double mp = cost - spentBefore(turns);
            if (a.reached && (a.turn < turn || (a.turn == turn && a.mp <= mp))) continue;
            const bool setup = turns >= m_track.turns();
            a = ClassArrival{a.side,
                             a.unitClass,
                             profile.mode(),
                             ma.mp,
                             ma.reason,
                             true,
                             turn,
                             mp,
                             path.front(),
                             fromTurn,
                             startingPiece(m_ctx, a.side, a.unitClass, path.front(), setup, fromTurn),
                             setup,
                             std::move(path)};
        }
    }

    const CheckContext& m_ctx;
    const Track& m_track;
    const std::vector<std::size_t>& m_targets;
    const EnemyPresence* m_enemies;
};

}  // namespace

ReachabilityTable reachabilityTable(const Document& doc, const ReachabilityOptions& options) {
    if (!doc.scenario) throw std::invalid_argument("reachability needs a scenario (a map alone has no pieces)");
    if (!doc.ruleset) throw std::invalid_argument("reachability needs the scenario's ruleset");
    const Scenario& sc = *doc.scenario;
    const HexGrid& grid = doc.map.grid();
    ReachabilityTable table;
    table.firstTurn = sc.turns.firstTurn;
    table.lastTurn = sc.turns.lastTurn;
    table.enemyZones = options.enemyZones;
    std::vector<std::size_t> targets;
    const auto listed = [&](HexCoord h) {
        return std::any_of(table.objectives.begin(), table.objectives.end(),
                           [&](const ObjectiveReach& o) { return o.hex == h; });
    };
    for (const VictoryHex& v : sc.victoryHexes)
        if (grid.contains(v.hex) && !listed(v.hex)) table.objectives.push_back(ObjectiveReach{v.hex, v.id, v.side});
    for (HexCoord h : options.extraHexes) {
        if (!grid.contains(h)) throw std::invalid_argument("hex " + grid.label(h) + " is off the map");
        if (!listed(h)) table.objectives.push_back(ObjectiveReach{h});
    }
    for (const ObjectiveReach& o : table.objectives) targets.push_back(grid.index(o.hex));
    if (targets.empty()) return table;

    CheckContext ctx(doc);
    StartIndex starts;
    starts.update(ctx);
    const Track track{sc.turns.firstTurn, sc.turns.lastTurn};
    std::optional<BoardState> board;  // where the enemy stands, with the zones option
    if (options.enemyZones) board.emplace(doc.map, *doc.ruleset, &sc);
    for (const Side& side : sc.sides) {
        const StartIndex::ByClass* byClass = starts.side(side.id);
        if (!byClass) continue;  // nothing of this side ever on the map
        std::optional<EnemyPresence> enemies;
        if (board) enemies.emplace(*board, side.id);
        const ClassSearch search(ctx, track, targets, enemies ? &*enemies : nullptr);
        for (const auto& [cls, at] : *byClass) {
            if (at.starts.empty()) continue;
            std::vector<ClassArrival> arrivals = search.run(side.id, cls, at.starts);
            for (std::size_t i = 0; i < arrivals.size(); ++i)
                table.objectives[i].arrivals.push_back(std::move(arrivals[i]));
        }
    }
    return table;
}

}  // namespace engine
