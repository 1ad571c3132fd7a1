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

std::optional<SourceFound> cheapestSourceTo(const MovementProfile& profile, HexCoord target, double budget,
                                            const std::function<bool(HexCoord, double)>& accept) {
    const HexGrid& grid = profile.map().grid();
    if (!grid.contains(target)) return std::nullopt;
    // Searches are small next to the map (they stop at the first start hex): the cost array is
    // kept between calls and only the entries a search touched are reset.
    thread_local std::vector<double> cost;
    thread_local std::vector<std::size_t> touched;
    if (cost.size() != grid.size()) cost.assign(grid.size(), kProhibitedMove);
    const auto set = [&](std::size_t i, double mp) {
        if (cost[i] == kProhibitedMove) touched.push_back(i);
        cost[i] = mp;
    };
    using Item = std::pair<double, std::size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> heap;
    set(grid.index(target), 0);
    heap.push({0.0, grid.index(target)});
    std::optional<SourceFound> found;
    while (!heap.empty() && !found) {
        const auto [g, u] = heap.top();
        heap.pop();
        if (g != cost[u]) continue;
        const HexCoord hu = grid.at(u);
        if (accept(hu, g)) found = SourceFound{hu, g};
        for (int dir = 0; dir < 6 && !found; ++dir) {
            const HexCoord from = neighbor(hu, dir);
            if (!grid.contains(from)) continue;
            const double next = g + profile.cost(from, oppositeDirection(dir));  // the step from `from` into `hu`
            const std::size_t v = grid.index(from);
            if (next > budget + kMpTolerance || next >= cost[v]) continue;
            set(v, next);
            heap.push({next, v});
        }
    }
    for (std::size_t i : touched) cost[i] = kProhibitedMove;
    touched.clear();
    return found;
}

}  // namespace engine
