#include "engine/validation/checks/support/best_reach.hpp"

#include "engine/mechanics/movement/reach.hpp"

#include <cmath>
#include <queue>
#include <set>
#include <unordered_map>

namespace engine {
namespace {

// The cost on arrival after the step from `from` in direction `dir`, having spent `spent`, with the
// enemy's presence; a step that ends the move ends the turn.
double priced(const MovementProfile& profile, const EnemyPresence& enemies, double turnMp, HexCoord from, int dir,
              double spent) {
    const PresenceStep step = enemies.step(profile, from, dir);
    if (step.mp == kProhibitedMove) return kProhibitedMove;
    const double next = spent + step.mp;
    if (!step.endsMove || turnMp <= 0) return next;
    return std::ceil(next / turnMp - kMpTolerance) * turnMp;
}

}  // namespace

std::optional<MovementAllowance> bestAllowance(const Ruleset& ruleset, const std::string& unitClass,
                                               const std::string& mode) {
    std::optional<MovementAllowance> best;
    const auto consider = [&](std::optional<MovementAllowance> ma) {
        if (ma && ma->mp > 0 && (!best || ma->mp > best->mp)) best = std::move(ma);
    };
    consider(movementAllowance(ruleset, unitClass, mode));
    const PolicySection* policy = ruleset.section("movement");
    if (!policy) return best;
    std::set<std::string> orders;
    for (const Record& r : policy->records) {
        if (!r.get("order").empty()) orders.insert(r.get("order"));
        if (r.kind == "movement-table-point")
            if (const auto roll = r.number("roll"))
                consider(movementTableAllowance(ruleset, static_cast<int>(*roll), unitClass));
    }
    for (const std::string& order : orders) consider(movementAllowance(ruleset, unitClass, mode, order));
    return best;
}

MultiStartReach costFromStarts(const MovementProfile& profile, const std::vector<std::pair<HexCoord, double>>& starts,
                               double budget, const std::vector<std::size_t>* targets, StartSearchZones zones) {
    const HexGrid& grid = profile.map().grid();
    MultiStartReach out;
    out.cost.assign(grid.size(), kProhibitedMove);
    out.parent.assign(grid.size(), -1);
    std::vector<std::uint8_t> wanted;
    std::size_t open = 0;  // targets not settled yet
    if (targets) {
        wanted.assign(grid.size(), 0);
        for (std::size_t t : *targets)
            if (t < wanted.size() && !wanted[t]) wanted[t] = 1, ++open;
    }
    using Item = std::pair<double, std::size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> heap;
    for (const auto& [hex, spent] : starts) {
        if (!grid.contains(hex) || spent > budget + kMpTolerance || spent >= out.cost[grid.index(hex)]) continue;
        out.cost[grid.index(hex)] = spent;
        heap.push({spent, grid.index(hex)});
    }
    while (!heap.empty()) {
        const auto [g, u] = heap.top();
        heap.pop();
        if (g != out.cost[u]) continue;
        if (targets && wanted[u] && (wanted[u] = 0, --open == 0)) {
            out.settledBelow = g;  // every target settled: the rest of the map is not needed
            break;
        }
        const HexCoord hu = grid.at(u);
        for (int dir = 0; dir < 6; ++dir) {
            const double next =
                zones.enemies ? priced(profile, *zones.enemies, zones.turnMp, hu, dir, g) : g + profile.cost(hu, dir);
            if (next == kProhibitedMove || next > budget + kMpTolerance) continue;
            const std::size_t v = grid.index(neighbor(hu, dir));
            if (next > out.cost[v] || (next == out.cost[v] && (out.parent[v] >= 0 || next == g))) continue;
            const bool better = next < out.cost[v];
            out.cost[v] = next;
            out.parent[v] = static_cast<std::int32_t>(u);
            if (better) heap.push({next, v});
        }
    }
    return out;
}

bool reachedFromSomeStart(const MovementProfile& profile, HexCoord target, double budget,
                          const std::function<std::optional<double>(HexCoord)>& spentAt, std::vector<std::size_t>& path,
                          double& pathCost) {
    const HexGrid& grid = profile.map().grid();
    if (!grid.contains(target)) return false;
    std::unordered_map<std::size_t, double> toTarget;   // least MP from a hex to the target, as found so far
    std::unordered_map<std::size_t, std::size_t> next;  // the hex after it on that path
    using Item = std::pair<double, std::size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> heap;
    toTarget[grid.index(target)] = 0;
    heap.push({0.0, grid.index(target)});
    while (!heap.empty()) {
        const auto [d, v] = heap.top();
        heap.pop();
        if (d != toTarget[v]) continue;
        const HexCoord hv = grid.at(v);
        if (const auto spent = spentAt(hv); spent && *spent + d <= budget + kMpTolerance) {
            path.assign(1, v);
            for (auto it = next.find(v); it != next.end(); it = next.find(it->second)) path.push_back(it->second);
            pathCost = d;
            return true;
        }
        for (int dir = 0; dir < 6; ++dir) {
            const HexCoord hu = neighbor(hv, dir);
            if (!grid.contains(hu)) continue;
            const double cost = d + profile.cost(hu, oppositeDirection(dir));  // the step from hu into hv
            if (cost > budget + kMpTolerance) continue;
            const auto [it, fresh] = toTarget.try_emplace(grid.index(hu), cost);
            if (!fresh && cost >= it->second) continue;
            it->second = cost;
            next[grid.index(hu)] = v;
            heap.push({cost, grid.index(hu)});
        }
    }
    return false;
}

}  // namespace engine
