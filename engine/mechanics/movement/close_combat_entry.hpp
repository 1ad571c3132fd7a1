#pragma once
// The MP a unit pays to move into an enemy-held hex to close-combat (CWB 23.0a, example E17): the
// cost of entering the hex as the profile prices it, plus the movement policy's
// close-combat-entry-extra-mp. Classes listed in close-combat-barred-classes may not attack so
// (CWB 23.1i: artillery). A ruleset without the param has no such move (the answer says so).
#include "engine/mechanics/movement/movement_profile.hpp"

namespace engine {

// `from` and `to` must be adjacent (std::invalid_argument otherwise).
[[nodiscard]] StepCost closeCombatEntryCost(const MovementProfile& profile, HexCoord from, HexCoord to);

}  // namespace engine
