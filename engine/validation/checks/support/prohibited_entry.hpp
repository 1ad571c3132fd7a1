#pragma once
// Could a piece of one class stand in a hex at all? Not when every step into the hex from an
// adjacent map hex is prohibited, as the movement service answers it: by the hex's terrain or
// features, or by the hexsides around it (SSS 26.23, CWB 16.2c, HS 13.3, LFM R1.1). A mode that
// may not move at all (unlimbered artillery, CWB 11.2, LFM R1.4) is judged by the class's first
// mode that may: the piece reached the hex in that mode.
#include "engine/mechanics/reason.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"

#include <optional>
#include <string>
#include <vector>

namespace engine {

struct ProhibitedEntry {
    std::string unitClass;
    std::string mode;             // the mode judged ("" for classes without modes)
    std::vector<Reason> reasons;  // the prohibitions, one per distinct cause
    [[nodiscard]] bool assumed() const;
    [[nodiscard]] std::string describe() const;  // "terrain marsh in A0303: prohibited; ..."
};

// nullopt when some step into `hex` is allowed, when `hex` has no neighbour on the map, or when the
// class is unknown or may not move in any mode. An empty mode means the class's first mode.
[[nodiscard]] std::optional<ProhibitedEntry> prohibitedEntry(const Ruleset& ruleset, const HexMap& map,
                                                             const std::string& unitClass, const std::string& mode,
                                                             HexCoord hex);

}  // namespace engine
