#include "importers/elevation/elevation_into_map.hpp"

#include <algorithm>

namespace importers {

bool layOnMapGrid(const engine::HexMap& map, ElevationImportOptions& options, std::string& error) {
    if (map.georef().crs.empty()) {
        error = "the map has no georeference to lay the raster on";
        return false;
    }
    const engine::HexGrid& grid = map.grid();
    options.hexSizeMetres = map.hexSizeMetres();
    options.gridCrs = map.georef().crs;
    options.shape = grid.shape();
    options.sectionsAcross = std::max(1, grid.sections().across);
    options.sectionsDown = std::max(1, grid.sections().down);
    options.bbox.reset();
    options.origin = map.georef().origin;
    options.columns = grid.columns();
    options.rows = grid.rows();
    options.baseTerrain.clear();
    return true;
}

std::vector<std::string> derivedFeatureIds(const ElevationReport& report) {
    std::vector<std::string> ids;
    for (const DerivedHexFeature& f : report.hexFeatures)
        if (std::find(ids.begin(), ids.end(), f.featureId) == ids.end()) ids.push_back(f.featureId);
    return ids;
}

}  // namespace importers
