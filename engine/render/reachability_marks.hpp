#pragma once
// The Reachability layer: at each hex of a reachability table (the victory hexes and any hex asked
// about), a badge per side with the earliest turn it reaches the hex with any class ("-" when it
// cannot by the last turn), in the side's colour; and one arrival's path (the row selected in
// Scenario > Reachability) drawn through the hex centres in its side's colour.
#include "engine/authoring/reachability.hpp"
#include "engine/render/draw_list.hpp"

#include <optional>
#include <string>
#include <vector>

namespace engine {

struct ReachMarks {
    struct SideTurn {
        std::string side;
        std::optional<int> turn{};  // nullopt: not by the last turn
    };
    struct Objective {
        HexCoord hex;
        std::vector<SideTurn> sides{};  // the scenario's order
    };
    std::vector<Objective> objectives{};
    std::vector<HexCoord> path{};  // the selected arrival's path; empty for none
    std::string pathSide{};
};

// The earliest turn of each side at each hex of `table` (over its classes and modes).
[[nodiscard]] ReachMarks reachMarks(const ReachabilityTable& table, const Scenario& scenario);

// One badge: `text` in `color` on a small white hexagon centred at `at` (a hex of `hexSize`).
void appendReachBadge(DrawList& list, HexCoord hex, Point at, double hexSize, Rgba color, const std::string& text);

// The Reachability layer's badges and path for the hexes of `doc` whose bounds meet `visible`.
void appendReachMarks(DrawList& list, const Document& doc, const PlaneRect& visible, const ReachMarks& marks);

}  // namespace engine
