#pragma once
// GIS export through GDAL/OGR: the map and scenario as layers in the map's CRS. A GeoPackage
// holds them all, with a layer_styles table (QGIS's) so QGIS draws the terrain in the ruleset's
// colours; a GeoJSON file holds one of them. Reads the document, never changes it; the file is
// written under a temporary name and renamed, so a cancelled or failed export leaves none.
//   hexes           polygon  label, section, column, row, terrain, level, elevation_mean,
//                            provenance, features, name
//   hexsides        line     hex_a, hex_b, features, level_difference
//   victory_hexes   point    id, label, side, vp, from_turn, to_turn
//   entry_hexes     point    label, areas, area_names, reinforcements
//   setup           point    piece, name, side, formation, class, facing, mode, label
//   reinforcements  table    id, turn, side, units, formations, entry_hex, entry_area, mode,
//                            condition, roll
// The last four need a scenario.
#include "exporters/export_format.hpp"

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace exporters {

enum class GisFormat : std::uint8_t { GeoPackage, GeoJson };

struct GisExportOptions {
    std::filesystem::path output;
    GisFormat format = GisFormat::GeoPackage;
    std::string layer = "hexes";  // GeoJSON: the one layer the file holds
    bool styles = true;           // GeoPackage: write QGIS styles (layer_styles)
    engine::ProgressFn progress;  // may be empty
};

struct GisExportResult : ExportDiagnostics {
    std::filesystem::path output;               // "" when nothing was written
    std::map<std::string, long long> features;  // per layer written
};

[[nodiscard]] GisExportResult exportGis(const engine::Document& doc, const GisExportOptions& options);

// The layer names, in the order they are written; `withScenario` adds the scenario's layers.
[[nodiscard]] std::vector<std::string> gisLayerNames(bool withScenario);

// gpkg, geojson for the registry.
[[nodiscard]] std::vector<ExportFormat> gisFormats();

}  // namespace exporters
