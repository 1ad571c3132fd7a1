#pragma once
// The colour of a formation on its counters' band: the one the scenario gives it, else one by its
// place among its siblings of the same kind (1st red, 2nd white, 3rd blue, 4th green, as the
// corps badges of the period coloured a corps' divisions, then a few more distinct colours).
#include "engine/model/scenario.hpp"
#include "engine/render/draw_list.hpp"

#include <string>
#include <unordered_map>

namespace engine {

// The colour of the `ordinal`-th formation (0-based) of its kind under its parent.
[[nodiscard]] Rgba defaultFormationColor(std::size_t ordinal);
// Every formation's colour, by id.
[[nodiscard]] std::unordered_map<std::string, Rgba> formationColors(const Scenario& scenario);
// `formationId`'s colour in `scenario` (the first kind's red for an unknown id).
[[nodiscard]] Rgba formationColor(const Scenario& scenario, const std::string& formationId);

}  // namespace engine
