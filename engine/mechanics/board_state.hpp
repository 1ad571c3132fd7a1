#pragma once
// The board the game mechanics (movement, LOS, stacking, zones, command) read: the map, the
// ruleset, the option choices in force (the scenario's, else the ruleset's defaults), and where
// the pieces stand (from a scenario's set-up, or none).
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"

#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace engine {

// A unit or leader standing in a hex.
struct PieceAt {
    std::string id;
    std::string side;
    std::string unitClass;  // "leader" for leaders
    std::string mode;       // set-up mode, "" = default
    int facing = -1;
    const Unit* unit = nullptr;      // null for leaders
    const Leader* leader = nullptr;  // null for units
};

class Occupancy {
public:
    Occupancy() = default;
    // From a scenario's set-up; placements off the map or naming unknown pieces are skipped.
    Occupancy(const Scenario& scenario, const HexMap& map);
    void add(HexCoord hex, PieceAt piece);
    [[nodiscard]] const std::vector<PieceAt>& at(HexCoord hex) const;
    [[nodiscard]] bool occupied(HexCoord hex) const { return !at(hex).empty(); }
    [[nodiscard]] bool occupiedByEnemyOf(HexCoord hex, std::string_view side) const;
    [[nodiscard]] const std::unordered_map<HexCoord, std::vector<PieceAt>, HexCoordHash>& all() const {
        return m_pieces;
    }

private:
    std::unordered_map<HexCoord, std::vector<PieceAt>, HexCoordHash> m_pieces;
};

struct BoardState {
    const HexMap& map;
    const Ruleset& ruleset;
    const Scenario* scenario = nullptr;  // null: a bare map
    Occupancy occupancy;                 // empty for a bare map
    int turn = 0;                        // the game turn asked about; 0 = none given (read as daytime)

    BoardState(const HexMap& m, const Ruleset& rs, const Scenario* sc = nullptr);
    // The value of a ruleset option: the scenario's choice, else the ruleset default, else "".
    [[nodiscard]] std::string option(std::string_view id) const;
    // The turn is on the scenario's turn track's night list (CWB 29.0, LFM R23, SSS 1.21).
    [[nodiscard]] bool nightTurn() const;
};

}  // namespace engine
