#pragma once
// The turn track as the schedule pane and its strip show it: each turn with its time of day (from
// the track's start time and turn length), whether it is a night turn, the reinforcement rows on
// it and how many pieces each side brings; rows on turns outside the track are listed too, marked,
// so nothing in the file is missing from the strip. Built once from a scenario, linear in its rows.
#include "engine/model/document.hpp"
#include "engine/model/oob_subtree.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace engine {

// "HH:MM" of `turn` (the start time plus the turns before it), "day 2 HH:MM" past midnight; ""
// when the track states no start time or turn length.
[[nodiscard]] std::string turnTime(const TurnTrack& track, int turn);

struct TurnSummary {
    int turn = 0;
    std::string time;  // turnTime
    bool night = false;
    bool onTrack = true;                  // false: a row names a turn outside first..last
    std::vector<std::string> rows;        // schedule row ids, in file order
    std::map<std::string, int> arrivals;  // side id -> leaders and units arriving (formations expanded)
    bool operator==(const TurnSummary&) const = default;
};

// One summary per turn of the track, then one per turn outside it that a row names, in turn order.
[[nodiscard]] std::vector<TurnSummary> turnTrackOutline(const Scenario& scenario);

// Leaders and units a row brings: its pieces, and everything below its formations.
[[nodiscard]] int arrivingPieces(const OobSubtrees& oob, const ReinforcementRow& row);

// Where the arrivals of `turn` enter: each row's entry hex and every hex of its entry area, each
// hex once, in row order.
[[nodiscard]] std::vector<HexCoord> arrivalHexes(const Scenario& scenario, int turn);

// What an entry typed in the schedule pane means: a hex label of the map, or an entry area's id
// or name; "" clears the entry. nullopt when it is none of these.
struct ParsedEntry {
    std::optional<HexCoord> hex;
    std::string area;
};
[[nodiscard]] std::optional<ParsedEntry> parseEntry(const Document& doc, const std::string& text);

}  // namespace engine
