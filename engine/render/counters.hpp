#pragma once
// A piece on the map as wargames draw it: a square counter about two thirds of the hex in its
// side's colour, its ratings large along the bottom (legible at the zoom the studio opens with),
// its name small along the top; the pieces of a stack step up and to the right so each one shows.
// Counter faces drawn per ruleset build on these.
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"
#include "engine/render/draw_list.hpp"

namespace engine {

// In fractions of the hex's flat-to-flat size, or of the counter's side.
inline constexpr double kCounterSize = 0.66;
inline constexpr double kStackStep = 0.1;
inline constexpr double kCounterValuesHeight = 0.34;
inline constexpr double kCounterNameHeight = 0.2;

// Where the `depth`-th piece of a stack (0 at the bottom) sits on a hex centred at `hexCentre`.
[[nodiscard]] Point stackPosition(Point hexCentre, int depth, double hexSize);
// A piece's ratings as its counter prints them, in the ruleset's attribute order ("5-8").
[[nodiscard]] std::string ratingsText(const AttributeMap& values, const std::vector<AttributeDef>& schema);
// The counter of `piece` centred at `at`: `unit` or `leader` is its record in `scenario` (both null
// for an id the scenario does not define, drawn in the neutral colour).
[[nodiscard]] Counter pieceCounter(const Scenario& scenario, const Ruleset* ruleset, const std::string& piece,
                                   const Unit* unit, const Leader* leader, Point at, double hexSize);

}  // namespace engine
