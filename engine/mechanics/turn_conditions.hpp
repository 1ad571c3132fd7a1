#pragma once
// What the scenario's turn track says about one game turn for the game mechanics, and what each
// ruleset makes of a night turn:
//   - LOS: the los section's night-visibility-hexes limits the range (CWB 29.0a: 1 hex, with CWB 19.4);
//     where the rulebook states no night limit the los section says night-visibility = unlimited
//     (SSS, LFM; assumed) or the turn-track section has no night at all (HS);
//   - ZOI: zoi-at-night = false in the zoc section removes every ZOI (LFM R23.5).
// The services read the turn from BoardState::turn; this gives the answer's reasons and checks
// that the turn is on the track.
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/reason.hpp"

#include <optional>
#include <vector>

namespace engine {

struct TurnConditions {
    int turn = 0;
    bool night = false;
    std::optional<int> losLimitHexes;  // the LOS range limit this turn, when the ruleset sets one
    std::vector<Reason> reasons;       // the turn track's word and the ruleset's reading of it
};

// Throws std::invalid_argument when the context has no scenario or `turn` is not on its turn track.
[[nodiscard]] TurnConditions turnConditions(const BoardState& ctx, int turn);

}  // namespace engine
