#pragma once
// How `fidelity` and `import-dem --report-fidelity` print a map-fidelity measurement.
#include "importers/fidelity/map_fidelity.hpp"

#include <string>

namespace cli {

// The whole report as text: the line (importers::fidelityHeadline), the confusion matrix, the bands, the `top` most blamed hexes
// and hexsides.
[[nodiscard]] std::string fidelityText(const engine::HexMap& map, const importers::FidelityResult& r, int top);
[[nodiscard]] std::string fidelityJson(const engine::HexMap& map, const importers::FidelityResult& r, int top);

}  // namespace cli
