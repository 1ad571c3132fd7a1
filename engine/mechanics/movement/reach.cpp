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

std::int64_t ReachResult::bestNode(HexCoord h) const {
    if (!m_grid || !m_grid->contains(h)) return -1;
    const std::size_t n = m_grid->size(), i = m_grid->index(h);
    if (m_states == 1) return m_cost[i] == kProhibitedMove ? -1 : static_cast<std::int64_t>(i);
    // The cheapest node the move may end in; else the cheapest one passed through.
    std::int64_t best = -1, pass = -1;
    for (std::size_t s = 0; s < m_states; ++s) {
        const std::size_t node = s * n + i;
        if (m_cost[node] == kProhibitedMove) continue;
        std::int64_t& slot = (m_flags[node] & kPassOnly) ? pass : best;
        if (slot < 0 || m_cost[node] < m_cost[static_cast<std::size_t>(slot)]) slot = static_cast<std::int64_t>(node);
    }
    return best >= 0 ? best : pass;
}

bool ReachResult::reached(HexCoord h) const { return bestNode(h) >= 0; }

double ReachResult::cost(HexCoord h) const {
    const auto node = bestNode(h);
    return node < 0 ? kProhibitedMove : m_cost[static_cast<std::size_t>(node)];
}

bool ReachResult::finalOnly(HexCoord h) const {
    const auto node = bestNode(h);
    return node >= 0 && (m_flags[static_cast<std::size_t>(node)] & kFinal) != 0;
}

bool ReachResult::passOnly(HexCoord h) const {
    const auto node = bestNode(h);
    return node >= 0 && (m_flags[static_cast<std::size_t>(node)] & kPassOnly) != 0;
}

std::vector<ReachedHex> ReachResult::hexes() const {
    std::vector<std::tuple<double, std::size_t, std::size_t>> order;  // cost, dense index, node
    order.reserve(m_touched.size());
    for (const std::uint32_t i : m_touched) {
        const auto node = static_cast<std::size_t>(bestNode(m_grid->at(i)));
        order.emplace_back(m_cost[node], i, node);
    }
    std::sort(order.begin(), order.end());
    std::vector<ReachedHex> out;
    out.reserve(order.size());
    for (const auto& [c, i, node] : order)
        out.push_back({m_grid->at(i), c, (m_flags[node] & kFinal) != 0, (m_flags[node] & kPassOnly) != 0});
    return out;
}

std::vector<PathStep> ReachResult::pathTo(HexCoord to) const {
    std::vector<PathStep> out;
    const auto best = bestNode(to);
    if (best < 0) return out;
    const std::size_t n = m_grid->size();
    for (auto node = static_cast<std::int32_t>(best); node >= 0; node = m_parent[static_cast<std::size_t>(node)]) {
        const auto u = static_cast<std::size_t>(node);
        out.push_back(
            {m_grid->at(u % n), m_step[u], m_cost[u], static_cast<std::uint8_t>(u / n), (m_flags[u] & kRoadRate) != 0});
    }
    std::reverse(out.begin(), out.end());
    return out;
}

namespace {

// The cost of one step under the options' enemies and road stack; `stops` when it ends the move,
// `roadRate` when it is paid at a road rate.
double stepCost(const MovementProfile& profile, HexCoord from, int dir, const ReachOptions& options, bool& stops,
                bool& roadRate) {
    stops = false;
    if (!options.enemies && !options.roadStack) {
        roadRate = options.rules && profile.usesRoadRate(from, dir);
        return profile.cost(from, dir);
    }
    const bool road = profile.usesRoadRate(from, dir);
    const bool stackBar = road && options.roadStack && options.roadStack->barsRoadInto(neighbor(from, dir));
    roadRate = road && !stackBar && !(options.enemies && options.enemies->barsRoad(from, neighbor(from, dir)));
    if (!options.enemies) return stackBar ? profile.costOffRoad(from, dir) : profile.cost(from, dir);
    const PresenceStep s = options.enemies->step(profile, from, dir, stackBar);
    stops = s.endsMove;
    return s.mp;
}

}  // namespace

StepCost explainStep(const MovementProfile& profile, HexCoord from, HexCoord to, const ReachOptions& options,
                     bool* endsMove, StepAt at) {
    if (endsMove) *endsMove = false;
    const int dir = directionTo(from, to);
    const bool road = dir >= 0 && profile.usesRoadRate(from, dir);
    const bool stackBar = road && options.roadStack && options.roadStack->barsRoadInto(to);
    const bool offRoad = stackBar || (road && at.declineRoad);
    StepCost out = options.enemies ? options.enemies->explain(profile, from, to, offRoad, endsMove)
                                   : (offRoad ? profile.explainOffRoad(from, to) : profile.explain(from, to));
    if (road && at.declineRoad && !stackBar && !(options.enemies && options.enemies->barsRoad(from, to)))
        out.reasons.push_back(
            {"along the road without the road rate: the rate would bar what follows", "", false, {to}, {}});
    if (stackBar) {
        for (Reason& r : options.roadStack->why(to)) out.reasons.push_back(std::move(r));
        for (const Reason& r : out.reasons) out.assumed = out.assumed || r.assumed;
    }
    if (options.rules && dir >= 0) {
        const bool roadRate = road && !offRoad && !(options.enemies && options.enemies->barsRoad(from, to));
        const RuledStep ruled = options.rules->explain(from, to, at.state, roadRate, at.firstStep, out);
        if (endsMove) *endsMove = !ruled.prohibited && (*endsMove || ruled.stops);
    }
    return out;
}

std::vector<StepCost> explainPath(const MovementProfile& profile, const ReachOptions& options, const ReachResult& reach,
                                  HexCoord to) {
    std::vector<StepCost> out;
    const auto path = reach.pathTo(to);
    for (std::size_t i = 1; i < path.size(); ++i)
        out.push_back(
            explainStep(profile, path[i - 1].hex, path[i].hex, options, nullptr,
                        {path[i - 1].state, i == 1,
                         options.rules && options.rules->states() > 1 && !path[i].roadRate &&
                             profile.usesRoadRate(path[i - 1].hex, directionTo(path[i - 1].hex, path[i].hex))}));
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
    const StepRules* rules = options.rules;
    const std::size_t states = rules ? static_cast<std::size_t>(rules->states()) : 1;
    if (result.m_grid == &grid && result.m_cost.size() == n * states && result.m_states == states) {
        for (const std::uint32_t i : result.m_touched) {
            for (std::size_t s = 0; s < states; ++s) {
                const std::size_t node = s * n + i;
                result.m_cost[node] = kProhibitedMove;
                result.m_step[node] = 0;
                result.m_parent[node] = -1;
                result.m_flags[node] = 0;
            }
        }
    } else {
        result.m_grid = &grid;
        result.m_states = states;
        result.m_cost.assign(n * states, kProhibitedMove);
        result.m_step.assign(n * states, 0.0);
        result.m_parent.assign(n * states, -1);
        result.m_flags.assign(n * states, 0);
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
    // than the ruleset's cheapest, on any map), then g, then node; without targets the bound is 0.
    struct Item {
        double f, g;
        std::size_t u;
        bool operator>(const Item& o) const { return std::tie(f, g, u) > std::tie(o.f, o.g, o.u); }
    };
    std::vector<Item> storage;
    storage.reserve(1024);
    std::priority_queue<Item, std::vector<Item>, std::greater<>> heap(std::greater<>{}, std::move(storage));
    // With more than one state a target's first settled node may be one the move cannot end in: no
    // early stop then (the rules' searches are bounded by their budget).
    const bool targets = options.until && !options.until->empty() && states == 1;
    const bool guided = targets && !options.finalHexAllowance && !options.minimumMove;
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
    std::size_t unsettledTargets = targets ? options.until->size() : 0;
    const auto untouched = [&](std::size_t v) {
        for (std::size_t s = 0; s < states; ++s)
            if (result.m_cost[s * n + v] != kProhibitedMove) return false;
        return true;
    };
    while (!heap.empty()) {
        const auto [f, g, node] = heap.top();
        heap.pop();
        if (g != result.m_cost[node]) continue;  // stale entry (lazy deletion)
        ++result.m_settled;
        if (unsettledTargets > 0) {
            unsettledTargets -= static_cast<std::size_t>(
                std::count(options.until->begin(), options.until->end(), static_cast<std::uint32_t>(node)));
            if (unsettledTargets == 0) break;
        }
        if (result.m_flags[node] & ReachResult::kFinal) continue;  // a final hex ends the move
        const std::size_t u = states == 1 ? node : node % n;
        const auto state = static_cast<std::uint8_t>(states == 1 ? 0 : node / n);
        const HexCoord hu = grid.at(u);
        for (int dir = 0; dir < 6; ++dir) {
            bool stops = false, roadRate = false;
            const double c = stepCost(profile, hu, dir, options, stops, roadRate);
            if (c == kProhibitedMove) continue;
            const std::size_t v = grid.index(neighbor(hu, dir));
            if (!blocked.empty() && blocked[v]) continue;
            // With rules that read the road bit, a unit on a road may also decline the road rate (paying
            // what the hex costs off the road) to keep what the rate would bar (LFM R2.2: "A unit may
            // combine different road types and non-road movement").
            const bool decline = roadRate && states > 1;
            for (int variant = 0; variant < (decline ? 2 : 1); ++variant) {
                double cost = c;
                bool stop = stops, road = roadRate;
                if (variant == 1) {
                    road = false;
                    if (options.enemies) {
                        const PresenceStep off = options.enemies->step(profile, hu, dir, true);
                        cost = off.mp;
                        stop = off.endsMove;
                    } else {
                        cost = profile.costOffRoad(hu, dir);
                    }
                    if (cost == kProhibitedMove) continue;
                }
                std::size_t next = v;
                bool mayEnd = true;
                if (rules) {
                    const RuledStep ruled = rules->step(hu, dir, state, road, u == start);
                    if (ruled.prohibited) continue;
                    cost += ruled.extraMp;
                    mayEnd = ruled.mayEnd;
                    stop = stop || ruled.stops;
                    next = ruled.state * n + v;
                }
                const double total = g + cost;
                bool ends = false;
                if (total > budget + kMpTolerance) {
                    const double left = budget - g + kMpTolerance;
                    const bool finalHex =
                        options.finalHexAllowance && left > 2 * kMpTolerance && left >= std::ceil(cost / 2);
                    const bool firstHex = options.minimumMove && u == start && budget > 0;
                    if (!finalHex && !firstHex) continue;
                    ends = true;
                }
                if ((ends || stop) && !mayEnd) continue;  // it would have to stop where it may not end
                if (total < result.m_cost[next]) {
                    const double bound = guided ? total + leftAtLeast(grid.at(v)) : total;
                    if (guided && bound > budget + kMpTolerance) continue;  // no target within the budget this way
                    if (result.m_cost[next] == kProhibitedMove && untouched(v))
                        result.m_touched.push_back(static_cast<std::uint32_t>(v));
                    result.m_cost[next] = total;
                    result.m_step[next] = cost;
                    result.m_parent[next] = static_cast<std::int32_t>(node);
                    result.m_flags[next] = static_cast<std::uint8_t>(((ends || stop) ? ReachResult::kFinal : 0) |
                                                                     (mayEnd ? 0 : ReachResult::kPassOnly) |
                                                                     (road ? ReachResult::kRoadRate : 0));
                    heap.push({bound, total, next});
                }
            }
        }
    }
}

}  // namespace engine
