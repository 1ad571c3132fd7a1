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

std::vector<double> costFromStarts(const MovementProfile& profile, const std::vector<std::pair<HexCoord, double>>& starts, double budget,
                                   std::vector<std::int32_t>* parent) {
    const HexGrid& grid = profile.map().grid();
    std::vector<double> cost(grid.size(), kProhibitedMove);
    if (parent) parent->assign(grid.size(), -1);
    using Item = std::pair<double, std::size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> heap;
    for (const auto& [hex, spent] : starts) {
        if (!grid.contains(hex) || spent > budget + kMpTolerance || spent >= cost[grid.index(hex)]) continue;
        cost[grid.index(hex)] = spent;
        heap.push({spent, grid.index(hex)});
    }
    while (!heap.empty()) {
        const auto [g, u] = heap.top();
        heap.pop();
        if (g != cost[u]) continue;
        const HexCoord hu = grid.at(u);
        for (int dir = 0; dir < 6; ++dir) {
            const double next = g + profile.cost(hu, dir);
            if (next > budget + kMpTolerance) continue;
            const std::size_t v = grid.index(neighbor(hu, dir));
            if (next >= cost[v]) continue;
            cost[v] = next;
            if (parent) (*parent)[v] = static_cast<std::int32_t>(u);
            heap.push({next, v});
        }
    }
    return cost;
}

}  // namespace engine
