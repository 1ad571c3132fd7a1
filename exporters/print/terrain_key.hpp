#pragma once
// The Terrain Effects Chart as designers print it beside the map, built from the ruleset: each
// terrain and hexside type with its colour, name and movement cost per unit class (and mode),
// and the rule each comes from.
#include "engine/model/ruleset.hpp"
#include "engine/render/draw_list.hpp"

#include <string>
#include <vector>

typedef struct _cairo cairo_t;

namespace exporters {

struct KeyRow {
    std::string name;
    engine::Rgba color;
    bool hexside = false;            // drawn as a line, not a swatch
    std::vector<std::string> costs;  // one per column: "2", "P", "+1", "up +2, down +1", "" (none)
    std::string cite;
};

struct TerrainKey {
    std::vector<std::string> columns;  // "Infantry", "Cavalry (Mounted)", "All units"
    std::vector<KeyRow> rows;          // terrain types, then hexside types
};

[[nodiscard]] TerrainKey terrainKey(const engine::Ruleset& ruleset);

// Draws the chart with its top-left at (x, y) mm, fitted to `width` mm; returns its height.
double drawTerrainKey(cairo_t* cr, const TerrainKey& key, double x, double y, double width);

}  // namespace exporters
