#pragma once
// Is a unit or subordinate leader within its leader's command range? Read from the ruleset's
// <policy name="command">:
//   policy="mp"    ranges in the leader's MP along the cheapest path (SSS 21.21, CWB 10.5a): a
//                  Dijkstra trace with the movement costs of the class named by the measure-class
//                  param, enemy-held hexes impassable (SSS 26.23, CWB 10.5a path-blockers);
//   policy="hexes" ranges counted in hexes (LFM C-Ranges, R20.3); a command-radius param of "none"
//                  says the game has no command range at all (HS 8.6).
// <range from=".." [to=".."] mp|command=".." [option=".."]/> records give the ranges; an option
// overrides the number ("12", "16", "12mp") or makes it a multiple of the leader's command rating
// ("3xcr", SSS 31.84).
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/reason.hpp"

#include <optional>
#include <string>
#include <vector>

namespace engine {

struct CommandQuery {
    std::string from;  // the leader's role in the range records: "division", "corps-hq", "army"...
    std::string to;    // the subordinate's role ("unit", "brigade"...); "" = any record from `from`
    HexCoord leaderHex{};
    HexCoord subordinateHex{};
    std::string side;                   // whose command; hexes held by other sides block an MP trace
    std::optional<int> commandRating;   // needed only for ranges that are a multiple of it
    std::string rangeKind = "command";  // or "reorganization" (LFM C-Ranges, R19): the record attribute read
};

struct CommandRangeAnswer {
    bool applies = false;  // false: the ruleset has no such range (reasons say why)
    double distance = 0;   // MP or hexes; kProhibitedMove when no path exists
    double range = 0;
    std::string unit;  // "MP" or "hexes"
    bool within = false;
    bool assumed = false;  // some reason relied on an assumed value
    std::vector<Reason> reasons;
};

// Throws std::invalid_argument when a hex is off the map or the leader's class is unknown.
[[nodiscard]] CommandRangeAnswer checkCommandRange(const BoardState& context, const CommandQuery& query);

// Turns an order takes to travel `leaderMp` leader-MP at order-delivery-mp-per-turn (CWB 10.1e):
// the quotient rounded up. nullopt when the ruleset states no delivery rate.
[[nodiscard]] std::optional<int> orderDeliveryTurns(const Ruleset& ruleset, double leaderMp, Reason* why = nullptr);

}  // namespace engine
