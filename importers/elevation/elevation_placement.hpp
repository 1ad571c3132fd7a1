#pragma once
// Where an elevation import would put its grid, without reading a pixel: the raster's outline
// and the grid's rectangle in the grid CRS, for previews (the studio's Import Elevation dialog)
// and for checking options before a long import. Same options and errors as importElevation.
#include "engine/model/ruleset.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/grid_placement.hpp"

#include <string>
#include <vector>

namespace importers {

struct ElevationPlacement : ImportDiagnostics {
    std::string gridCrs;                   // "EPSG:32618"; empty for a local plane
    std::vector<engine::Point> footprint;  // the raster's outline in the grid CRS, a closed ring
    PlaneRect grid;                        // bounds of every hex of the grid the import would make
    int columns = 0, rows = 0;
    double hexSizeMetres = 0;
    engine::GridShape shape{};
    engine::Point origin{};                 // centre of offset hex (0,0) in the grid CRS
    int rasterWidth = 0, rasterHeight = 0;  // pixels
    double cellMetres = 0;
};

// Errors (rule ids "import.*", as importElevation reports them) leave the geometry empty.
[[nodiscard]] ElevationPlacement placeElevationGrid(const std::string& rasterPath, const engine::Ruleset& ruleset,
                                                    const ElevationImportOptions& options);

}  // namespace importers
