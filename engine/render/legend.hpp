#pragma once
// The map's key: what each colour and symbol on it means, drawn by the same functions that draw
// the map (terrain fills and level shading from the ruleset, hexside symbols, markers, the sides'
// counters), so the studio's legend pane and a printed map's key cannot disagree with the map.
#include "engine/model/document.hpp"
#include "engine/render/draw_list.hpp"

#include <string>
#include <vector>

namespace engine {

// Each sample is drawn in this box of the plane (y up), a hex of size 1 at its middle.
inline constexpr PlaneRect kLegendSampleBox{-0.9, -0.6, 0.9, 0.6};

struct LegendEntry {
    std::string
        section;  // "Terrain", "Levels", "Elevation", "Hexsides", "Markers", "Sides", "Fidelity", "Reachability"
    std::string label;
    std::string cite;    // the rule the symbol stands for, when there is one
    std::string sideId;  // a side's entry (its colour can be edited)
    DrawList sample;
};

// The layers of measurements the studio shows besides the document's own (none on a printed map).
struct LegendLayers {
    bool fidelity = false;      // the Map Fidelity shading's ramp
    bool reachability = false;  // the Reachability layer's badges and path
};

[[nodiscard]] std::vector<LegendEntry> buildLegend(const Document& doc, const LegendLayers& measured = {});

}  // namespace engine
