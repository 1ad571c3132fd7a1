#pragma once
// When can each side first reach its objectives? For every victory hex of a scenario (and any other
// hex asked about), the earliest turn each side reaches it with each unit class it has, from its
// set-up and its scheduled arrivals, with the path of that arrival. Movement is the movement
// services' (terrain, hexsides, slopes, roads) and, as an option, the enemy's set-up (held hexes,
// zone costs, a ZOC ends the turn's move). One search per side, class and mode from all of the
// class's starts at once serves every hex asked about, as victory.unreachable searches.
//
// A turn's movement is the best allowance the ruleset gives the class in one turn (its MA, or the
// best Movement Table result or order MA: SSS 13.25, CWB 16.1c, HS 13.2, LFM C-MA). A hex whose
// cheapest path costs C MP from a start available on turn t is reached on turn
// t + ceil(C / MA) - 1 (turn t itself for the start hex): a lower bound, since MP do not carry
// over from turn to turn, and orders, stacking, night, the final-hex and minimum-move allowances
// and MP lost on the turn of arrival are not counted.
#include "engine/mechanics/reason.hpp"
#include "engine/model/document.hpp"

#include <optional>
#include <string>
#include <vector>

namespace engine {

struct ReachabilityOptions {
    std::vector<HexCoord> extraHexes{};  // asked about besides the victory hexes
    bool enemyZones = false;             // the enemy's set-up: held hexes barred, zone costs, ZOC stops
};

// The earliest arrival of one side's class at one hex.
struct ClassArrival {
    std::string side;
    std::string unitClass;
    std::string mode{};        // the mode of the search that arrives first ("" for a class without modes)
    double allowance = 0;      // MP a turn; 0 when the ruleset gives the class none
    Reason allowanceReason{};  // the record and cite it comes from
    bool reached = false;      // by the last turn of the track
    int turn = 0;              // when reached
    double mp = 0;             // MP along the path (from its start)
    HexCoord from{};           // where the path starts
    int fromTurn = 0;          // the turn the piece is there: the first turn, or its arrival
    std::string fromPiece{};   // a set-up piece of the class there, or the arriving row's id
    bool fromSetup = false;
    std::vector<HexCoord> path{};  // from `from` to the hex, both included
};

struct ObjectiveReach {
    HexCoord hex;
    std::string victoryId{};               // "" for a hex asked about that is not a victory hex
    std::string scoredBy{};                // the victory hex's side ("" = either)
    std::vector<ClassArrival> arrivals{};  // by side (the scenario's order), then class
};

struct ReachabilityTable {
    int firstTurn = 1, lastTurn = 1;
    bool enemyZones = false;
    std::vector<ObjectiveReach> objectives{};  // the victory hexes on the map, then the extra hexes
};

// Throws std::invalid_argument when the document has no scenario or no ruleset, or an extra hex is
// off the map.
[[nodiscard]] ReachabilityTable reachabilityTable(const Document& doc, const ReachabilityOptions& options = {});

}  // namespace engine
