#pragma once
// Vector import (GDAL/OGR): features of any OGR source (GeoPackage, Shapefile, GeoJSON, OSM),
// reprojected to the map's CRS, become terrain, in-hex features and hexside features as a
// mapping template says. Returns the changes; never touches an open document.
#include "engine/model/hex_map.hpp"
#include "importers/import_diagnostics.hpp"
#include "importers/vector/vector_mapping.hpp"

#include <string>
#include <utility>
#include <vector>

namespace importers {

struct VectorImportOptions {
    std::string source;  // any path or connection string GDALOpenEx accepts
    VectorMapping mapping;
    std::string rulesetId;  // whose targets apply; "" = the map's ruleset
    ProgressFn progress;    // may be empty
};

struct VectorImportResult : ImportDiagnostics {
    std::vector<std::pair<engine::HexCoord, std::string>> terrain;      // one per hex
    std::vector<std::pair<engine::HexCoord, std::string>> hexFeatures;  // may repeat a hex
    std::vector<std::pair<engine::HexsideId, std::string>> hexsideFeatures;
    std::vector<std::string> clipped;  // "furniture_lines road-emmitsburg: partly off the map"
    std::vector<std::string> skipped;  // features (or rules) that gave nothing, and why
    int featuresRead = 0;
    [[nodiscard]] std::size_t hexCount() const;      // distinct hexes given terrain or features
    [[nodiscard]] std::size_t hexsideCount() const;  // distinct hexsides given features
};

// Errors (unreadable source, missing layer, bad filter, no or untransformable CRS, a map without
// a georeference) come back as diagnostics with rule ids "import.vector.*" and no changes.
[[nodiscard]] VectorImportResult importVector(const engine::HexMap& map, const VectorImportOptions& options);

// The result as target cells (provenance Vector) and hexside masks for `map`, interning ids in its
// palettes: the input of engine::setCells / setHexsideMasks. Features are added, never removed.
[[nodiscard]] std::vector<std::pair<engine::HexCoord, engine::HexCell>> targetCells(engine::HexMap& map,
                                                                                    const VectorImportResult& result);
[[nodiscard]] std::vector<std::pair<engine::HexsideId, engine::FeatureMask>> targetHexsideMasks(
    engine::HexMap& map, const VectorImportResult& result);
// Applies both to a map (the CLI's copy).
void applyVectorImport(engine::HexMap& map, const VectorImportResult& result);

// What an import did, as the CLI prints it and the studio shows it: "N features read, N hexes and
// N hexsides set", then the clipped and the skipped features under their headings, a line each.
[[nodiscard]] std::string describeVectorImport(const VectorImportResult& result);

}  // namespace importers
