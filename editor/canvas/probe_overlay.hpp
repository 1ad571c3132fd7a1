#pragma once
// Paints the probes' answers over the map: the reach probe's hexes shaded by cost with the cost
// written in them, the LOS probe's line in its verdict's colour (clear green, partial amber,
// blocked red) with the hexes and hexsides its reasons name outlined.
#include "editor/canvas/map_view.hpp"
#include "editor/tools/los_probe_tool.hpp"
#include "editor/tools/reach_probe_tool.hpp"

#include <wx/colour.h>

class wxGraphicsContext;

namespace editor {

[[nodiscard]] wxColour verdictColour(engine::LosVerdict verdict);
void paintProbes(wxGraphicsContext& gc, const MapView& view, const engine::HexMap& map, const LosProbeTool& los,
                 const ReachProbeTool& reach);

}  // namespace editor
