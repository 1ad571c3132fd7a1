#pragma once
// Every answer of the game mechanics comes with its reasons: what decided it, where, and which rule
// says so. The studio's probes list them; the validator's messages quote them.
#include "engine/hex/hexside.hpp"

#include <string>
#include <vector>

namespace engine {

struct Reason {
    std::string message;          // "Woods in 2719 stands 1 level above the line of sight"
    std::string cite;             // "HS 12.1a"
    bool assumed = false;         // relied on a ruleset value marked assumed="true"
    std::vector<HexCoord> hexes;  // where (may be empty)
    std::vector<HexsideId> hexsides;
};

// "message [cite] (assumed value)" for text reports.
[[nodiscard]] std::string describe(const Reason& r);

}  // namespace engine
