#pragma once
// What victory.unreachable needs from the movement services: the best allowance a ruleset gives a
// class in one turn (any order, any Movement Table roll: an upper bound, so that a hex called
// unreachable is unreachable under every order), and the least cost from many start hexes at once.
#include "engine/rules/movement/movement_allowance.hpp"
#include "engine/rules/movement/movement_profile.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace engine {

[[nodiscard]] std::optional<MovementAllowance> bestAllowance(const Ruleset& ruleset, const std::string& unitClass, const std::string& mode);

// Least MP to every hex from many starts at once, each start entering with MP already spent (so
// that starts with fewer turns left count as further away), within `budget`. Indexed by
// HexGrid::index; with each reached hex the previous hex on its cheapest path (dense index, -1 for
// a start), so a path can be walked back. With `targets` (dense indices) the search stops once
// they are all settled: then only hexes whose cost is at most `settledBelow` are final, though
// every finite cost is still the cost of a real path.
struct MultiStartReach {
    std::vector<double> cost;          // kProhibitedMove where not reached
    std::vector<std::int32_t> parent;
    double settledBelow = kProhibitedMove;
    [[nodiscard]] bool complete() const { return settledBelow == kProhibitedMove; }
};
[[nodiscard]] MultiStartReach costFromStarts(const MovementProfile& profile, const std::vector<std::pair<HexCoord, double>>& starts,
                                             double budget, const std::vector<std::size_t>* targets = nullptr);

}  // namespace engine
