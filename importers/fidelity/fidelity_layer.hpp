#pragma once
// A fidelity measurement as the studio and the CLI show it: the agreement in one line, and the
// per-hex counts as the Map Fidelity layer's shading (the share of lines through each hex that the
// rules get wrong), both read from measureFidelity's result, so the map, the status bar and
// `ridgeline fidelity` give the same numbers.
#include "engine/render/fidelity_shading.hpp"
#include "importers/fidelity/map_fidelity.hpp"

#include <string>

namespace importers {

// "hs: 87.1 % of 2000 pairs agree with the ground (2-15 hexes, eye 2m, seed 1, clear terrain)".
[[nodiscard]] std::string fidelityHeadline(const FidelityResult& r);

// lies / lines of every hex of the measured grid; NaN for a hex no line passed.
[[nodiscard]] engine::FidelityShading fidelityShading(const FidelityResult& r);

}  // namespace importers
