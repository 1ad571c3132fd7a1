#include "engine/mechanics/movement/reach.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <stdexcept>
#include <tuple>

namespace engine {

ReachOptions ReachOptions::fromRuleset(const Ruleset& ruleset, double budget) {
    ReachOptions o;
    o.budget = budget;
    if (const PolicySection* policy = ruleset.section("movement")) {
        if (const Param* p = policy->param("final-hex-rule"))
            o.finalHexAllowance = p->value == "remaining-mp-at-least-half-cost-rounded-up";
        if (const auto n = policy->number("minimum-move-hexes")) o.minimumMove = *n >= 1;
    }
    return o;
}

bool ReachResult::reached(HexCoord h) const {
    return m_grid && m_grid->contains(h) && m_cost[m_grid->index(h)] != kProhibitedMove;
}

double ReachResult::cost(HexCoord h) const { return reached(h) ? m_cost[m_grid->index(h)] : kProhibitedMove; }

bool ReachResult::finalOnly(HexCoord h) const { return reached(h) && m_final[m_grid->index(h)] != 0; }

std::vector<ReachedHex> ReachResult::hexes() const {
    std::vector<std::pair<double, std::size_t>> order;
    order.reserve(m_touched.size());
    for (const std::uint32_t i : m_touched) order.emplace_back(m_cost[i], i);
    std::sort(order.begin(), order.end());
    std::vector<ReachedHex> out;
    out.reserve(order.size());
    for (const auto& [c, i] : order) out.push_back({m_grid->at(i), c, m_final[i] != 0});
    return out;
}

std::vector<PathStep> ReachResult::pathTo(HexCoord to) const {
    std::vector<PathStep> out;
    if (!reached(to)) return out;
    for (auto i = static_cast<std::int32_t>(m_grid->index(to)); i >= 0; i = m_parent[static_cast<std::size_t>(i)]) {
        const auto u = static_cast<std::size_t>(i);
        out.push_back({m_grid->at(u), m_step[u], m_cost[u]});
    }
    std::reverse(out.begin(), out.end());
    return out;
}

namespace {

// The cost of one step under the options' enemies and road stack; `stops` when it ends the move.
double stepCost(const MovementProfile& profile, HexCoord from, int dir, const ReachOptions& options, bool& stops) {
    stops = false;
    if (!options.enemies && !options.roadStack) return profile.cost(from, dir);
    const bool stackBar =
        options.roadStack && profile.usesRoadRate(from, dir) && options.roadStack->barsRoadInto(neighbor(from, dir));
    if (!options.enemies) return stackBar ? profile.costOffRoad(from, dir) : profile.cost(from, dir);
    const PresenceStep s = options.enemies->step(profile, from, dir, stackBar);
    stops = s.endsMove;
    return s.mp;
}

}  // namespace

StepCost explainStep(const MovementProfile& profile, HexCoord from, HexCoord to, const ReachOptions& options,
                     bool* endsMove) {
    if (endsMove) *endsMove = false;
    const int dir = directionTo(from, to);
    const bool stackBar =
        dir >= 0 && options.roadStack && profile.usesRoadRate(from, dir) && options.roadStack->barsRoadInto(to);
    StepCost out = options.enemies ? options.enemies->explain(profile, from, to, stackBar, endsMove)
                                   : (stackBar ? profile.explainOffRoad(from, to) : profile.explain(from, to));
    if (stackBar) {
        for (Reason& r : options.roadStack->why(to)) out.reasons.push_back(std::move(r));
        for (const Reason& r : out.reasons) out.assumed = out.assumed || r.assumed;
    }
    return out;
}

ReachResult computeReach(const MovementProfile& profile, HexCoord from, const ReachOptions& options) {
    ReachResult result;
    computeReach(profile, from, options, result);
    return result;
}

void computeReach(const MovementProfile& profile, HexCoord from, const ReachOptions& options, ReachResult& result) {
    const HexMap& map = profile.map();
    const HexGrid& grid = map.grid();
    if (!grid.contains(from)) throw std::invalid_argument("start hex " + grid.label(from) + " is off the map");
    const std::size_t n = grid.size();
    if (result.m_grid == &grid && result.m_cost.size() == n) {
        for (const std::uint32_t i : result.m_touched) {
            result.m_cost[i] = kProhibitedMove;
            result.m_step[i] = 0;
            result.m_parent[i] = -1;
            result.m_final[i] = 0;
        }
    } else {
        result.m_grid = &grid;
        result.m_cost.assign(n, kProhibitedMove);
        result.m_step.assign(n, 0.0);
        result.m_parent.assign(n, -1);
        result.m_final.assign(n, 0);
    }
    result.m_touched.clear();
    result.m_start = from;
    result.m_settled = 0;

    std::vector<std::uint8_t> blocked;
    if (options.occupancy && !options.blockedByEnemiesOf.empty()) {
        blocked.assign(n, 0);
        for (const auto& [hex, pieces] : options.occupancy->all())
            if (grid.contains(hex) && options.occupancy->occupiedByEnemyOf(hex, options.blockedByEnemiesOf))
                blocked[grid.index(hex)] = 1;
    }

    // Ordered by g + a lower bound of what is left to the nearest target (A*: no step costs less
    // than the ruleset's cheapest, on any map), then g, then index; without targets the bound is 0.
    struct Item {
        double f, g;
        std::size_t u;
        bool operator>(const Item& o) const { return std::tie(f, g, u) > std::tie(o.f, o.g, o.u); }
    };
    std::vector<Item> storage;
    storage.reserve(1024);
    std::priority_queue<Item, std::vector<Item>, std::greater<>> heap(std::greater<>{}, std::move(storage));
    const bool guided = options.until && !options.until->empty() && !options.finalHexAllowance && !options.minimumMove;
    const double perHex = guided ? profile.cheapestStep() : 0;
    std::vector<HexCoord> goals;
    if (guided)
        for (const std::uint32_t t : *options.until) goals.push_back(grid.at(t));
    const auto leftAtLeast = [&](HexCoord h) {
        if (perHex <= 0) return 0.0;
        int hexes = std::numeric_limits<int>::max();
        for (HexCoord goal : goals) hexes = std::min(hexes, hexDistance(h, goal));
        return hexes * perHex;
    };
    const std::size_t start = grid.index(from);
    result.m_cost[start] = 0;
    result.m_touched.push_back(static_cast<std::uint32_t>(start));
    heap.push({leftAtLeast(from), 0.0, start});
    const double budget = options.budget;
    std::size_t unsettledTargets = options.until ? options.until->size() : 0;
    while (!heap.empty()) {
        const auto [f, g, u] = heap.top();
        heap.pop();
        if (g != result.m_cost[u]) continue;  // stale entry (lazy deletion)
        ++result.m_settled;
        if (unsettledTargets > 0) {
            unsettledTargets -= static_cast<std::size_t>(
                std::count(options.until->begin(), options.until->end(), static_cast<std::uint32_t>(u)));
            if (unsettledTargets == 0) break;
        }
        if (result.m_final[u]) continue;  // a final hex ends the move
        const HexCoord hu = grid.at(u);
        for (int dir = 0; dir < 6; ++dir) {
            bool stops = false;
            const double c = stepCost(profile, hu, dir, options, stops);
            if (c == kProhibitedMove) continue;
            const std::size_t v = grid.index(neighbor(hu, dir));
            if (!blocked.empty() && blocked[v]) continue;
            const double next = g + c;
            bool ends = false;
            if (next > budget + kMpTolerance) {
                const double left = budget - g + kMpTolerance;
                const bool finalHex = options.finalHexAllowance && left > 2 * kMpTolerance && left >= std::ceil(c / 2);
                const bool firstHex = options.minimumMove && u == start && budget > 0;
                if (!finalHex && !firstHex) continue;
                ends = true;
            }
            if (next < result.m_cost[v]) {
                const double bound = guided ? next + leftAtLeast(grid.at(v)) : next;
                if (guided && bound > budget + kMpTolerance) continue;  // no target within the budget this way
                if (result.m_cost[v] == kProhibitedMove) result.m_touched.push_back(static_cast<std::uint32_t>(v));
                result.m_cost[v] = next;
                result.m_step[v] = c;
                result.m_parent[v] = static_cast<std::int32_t>(u);
                result.m_final[v] = (ends || stops) ? 1 : 0;
                heap.push({bound, next, v});
            }
        }
    }
}

}  // namespace engine
