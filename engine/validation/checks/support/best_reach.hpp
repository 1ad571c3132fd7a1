#pragma once
// What victory.unreachable needs from the movement services: the best allowance a ruleset gives a
// class in one turn (any order, any Movement Table roll: an upper bound, so that a hex called
// unreachable is unreachable under every order), and the least cost from many start hexes at once.
#include "engine/mechanics/movement/enemy_presence.hpp"
#include "engine/mechanics/movement/movement_allowance.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace engine {

[[nodiscard]] std::optional<MovementAllowance> bestAllowance(const Ruleset& ruleset, const std::string& unitClass,
                                                             const std::string& mode);

// Least MP to every hex from many starts at once, each start entering with MP already spent (so
// that starts with fewer turns left count as further away), within `budget`. Indexed by
// HexGrid::index; with each reached hex the previous hex on its cheapest path (dense index, -1 for
// a start), so a path can be walked back. With `targets` (dense indices) the search stops once
// they are all settled: then only hexes whose cost is at most `settledBelow` are final, though
// every finite cost is still the cost of a real path. With `enemies` each step is priced with the
// enemy's presence (held hexes barred, zone costs, no road rate into or out of a zone) and a step
// that ends the move (a ZOC) ends the turn: the rest of that turn's `turnMp` is lost, turns being
// counted in multiples of `turnMp` from cost 0. A start that a real path reaches at the same cost
// takes the path (the piece is there by then, not only arriving).
struct MultiStartReach {
    std::vector<double> cost;  // kProhibitedMove where not reached
    std::vector<std::int32_t> parent;
    double settledBelow = kProhibitedMove;
    [[nodiscard]] bool complete() const { return settledBelow == kProhibitedMove; }
};
struct StartSearchZones {
    const EnemyPresence* enemies = nullptr;
    double turnMp = 0;  // 0: a ZOC's stop is not counted
};
[[nodiscard]] MultiStartReach costFromStarts(const MovementProfile& profile,
                                             const std::vector<std::pair<HexCoord, double>>& starts, double budget,
                                             const std::vector<std::size_t>* targets = nullptr,
                                             StartSearchZones zones = {});

// Whether some start reaches `target` within `budget`, searching backwards from the target over
// the steps into it (cheap when a start is near, as after an edit that broke a kept path).
// `spentAt(hex)` is the MP a start at that hex enters with, or nullopt for no start there. When
// reached, `path` gets the dense indices from that start to the target and `pathCost` their MP
// (not counting what the start had spent).
[[nodiscard]] bool reachedFromSomeStart(const MovementProfile& profile, HexCoord target, double budget,
                                        const std::function<std::optional<double>(HexCoord)>& spentAt,
                                        std::vector<std::size_t>& path, double& pathCost);

}  // namespace engine
