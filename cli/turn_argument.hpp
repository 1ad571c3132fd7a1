#pragma once
// --turn N for the rules commands (los, reach): the turn on the scenario's turn track whose night or
// day the rules apply (CWB 29.0a night visibility, LFM R23.5 no ZOI at night).
#include "cli/arguments.hpp"
#include "engine/mechanics/turn_conditions.hpp"

#include <optional>

namespace cli {

// Sets ctx.turn from --turn when given and returns what the turn track says about it; nullopt
// without --turn. UsageError for a malformed number, a bare map or a turn not on the track.
[[nodiscard]] std::optional<engine::TurnConditions> applyTurnArgument(const Arguments& args, engine::BoardState& ctx);

}  // namespace cli
