#include "engine/validation/best_reach.hpp"

#include "engine/rules/movement/reach.hpp"

#include <queue>
#include <set>

namespace engine {

std::optional<MovementAllowance> bestAllowance(const Ruleset& ruleset, const std::string& unitClass, const std::string& mode) {
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
            if (const auto roll = r.number("roll")) consider(movementTableAllowance(ruleset, static_cast<int>(*roll), unitClass));
    }
    for (const std::string& order : orders) consider(movementAllowance(ruleset, unitClass, mode, order));
    return best;
}

MultiStartReach costFromStarts(const MovementProfile& profile, const std::vector<std::pair<HexCoord, double>>& starts, double budget,
                               const std::vector<std::size_t>* targets) {
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
            const double next = g + profile.cost(hu, dir);
            if (next > budget + kMpTolerance) continue;
            const std::size_t v = grid.index(neighbor(hu, dir));
            if (next >= out.cost[v]) continue;
            out.cost[v] = next;
            out.parent[v] = static_cast<std::int32_t>(u);
            heap.push({next, v});
        }
    }
    return out;
}

}  // namespace engine
