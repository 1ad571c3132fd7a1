#pragma once
// LFM R20.7 (example T28): a regiment is in command when it is within its brigade commander's range
// (C-Ranges: 2 hexes) and he is in command, or adjacent to an in-command regiment of its own
// brigade. The word passes from neighbour to neighbour, so a brigade may stretch beyond the range and
// still be wholly in command: a flood fill across the brigade from the regiments within range.
// Read from the ruleset's command section: regiment-chain-adjacent-same-brigade = true turns the
// chain on; without it only the range counts.
#include "engine/mechanics/command/command_range.hpp"

#include <string>
#include <vector>

namespace engine {

// One regiment of the brigade and where it stands.
struct ChainMember {
    std::string id;
    HexCoord hex;
};

struct ChainedCommand {
    std::string id;
    HexCoord hex;
    bool inCommand = false;
    std::string via;  // "" when within the commander's range, else the adjacent in-command regiment's id
    std::vector<Reason> reasons;
};

struct ChainAnswer {
    bool chainApplies = false;            // the ruleset passes command along adjacent regiments
    std::vector<ChainedCommand> members;  // in the order given
    std::vector<Reason> reasons;          // the chain rule, or why it does not apply
    [[nodiscard]] const ChainedCommand* find(const std::string& id) const;
};

// `commander` gives the commander's role (query.from, e.g. "brigade"), hex and side; its
// subordinateHex is ignored. The commander is taken to be in command (his own roll or range is
// checkCommandRange's and the command roll's business). Throws as checkCommandRange does.
[[nodiscard]] ChainAnswer chainCommand(const BoardState& ctx, const CommandQuery& commander,
                                       const std::vector<ChainMember>& regiments);

// The placed units of a scenario whose formation is `formationId` (a brigade's regiments).
[[nodiscard]] std::vector<ChainMember> formationMembers(const BoardState& ctx, const std::string& formationId);

}  // namespace engine
