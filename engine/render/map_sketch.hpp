#pragma once
// A small picture of a map for reports (the HTML validation report): an inline SVG of the hexes in
// their terrain colours with a numbered marker where each diagnostic is located. Marker n is
// diagnostics[n - 1], so a report's list and its picture share the numbers. A map of more than
// kSketchHexLimit hexes is drawn as its outline only, to keep the page small.
#include "engine/model/document.hpp"
#include "engine/validation/diagnostic.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace engine {

inline constexpr std::size_t kSketchHexLimit = 20000;

// "" when the map has no hexes.
[[nodiscard]] std::string mapSketchSvg(const Document& doc, const std::vector<Diagnostic>& diagnostics,
                                       double widthPx = 480);

}  // namespace engine
