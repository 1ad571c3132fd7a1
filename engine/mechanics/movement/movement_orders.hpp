#pragma once
// The orders a unit may move under that change where it may go, as the ruleset's movement rules read
// them: the zone-entry rows by order (SSS 9.111-9.211, 21.31; LFM R5.6, R22.3) and the orders that
// may not engage the enemy (HS 11.4, 11.5, 20.0). `reach --orders` and the studio's reach probe
// offer these and refuse any other name, so a misspelt order is never read as no orders.
#include "engine/model/ruleset.hpp"

#include <string>
#include <vector>

namespace engine {

// In the order the ruleset names them, each once; empty when no movement rule reads an order (CWB).
[[nodiscard]] std::vector<std::string> movementOrders(const Ruleset& ruleset);

}  // namespace engine
