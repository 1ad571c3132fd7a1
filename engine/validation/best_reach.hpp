#pragma once
// What victory.unreachable needs from the movement services: the best allowance a ruleset gives a
// class in one turn (any order, any Movement Table roll: an upper bound, so that a hex called
// unreachable is unreachable under every order), and the cheapest way from any of many start hexes
// to one hex, searched backwards from that hex over the movement profile's step costs.
#include "engine/rules/movement/movement_allowance.hpp"
#include "engine/rules/movement/movement_profile.hpp"

#include <functional>
#include <optional>
#include <string>

namespace engine {

[[nodiscard]] std::optional<MovementAllowance> bestAllowance(const Ruleset& ruleset, const std::string& unitClass, const std::string& mode);

// Searches from `target` outwards in order of the MP needed to move from a hex to `target` (at most
// `budget`), and returns the first hex `accept(hex, mp)` takes with that cost; nullopt when none.
struct SourceFound {
    HexCoord hex;
    double mp = 0;
};
[[nodiscard]] std::optional<SourceFound> cheapestSourceTo(const MovementProfile& profile, HexCoord target, double budget,
                                                          const std::function<bool(HexCoord, double)>& accept);

}  // namespace engine
