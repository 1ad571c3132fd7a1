#pragma once
// How `fidelity` and `import-dem --report-fidelity` print a map-fidelity measurement.
#include "importers/fidelity/map_fidelity.hpp"

#include <string>

namespace cli {

// The agreement in one line: "hs: 87.1 % of 2000 pairs agree (2-15 hexes, eye 2 m)".
[[nodiscard]] std::string fidelityLine(const importers::FidelityResult& r);
// The whole report as text: the line, the confusion matrix, the bands, the `top` most blamed hexes
// and hexsides.
[[nodiscard]] std::string fidelityText(const engine::HexMap& map, const importers::FidelityResult& r, int top);
[[nodiscard]] std::string fidelityJson(const engine::HexMap& map, const importers::FidelityResult& r, int top);

}  // namespace cli
