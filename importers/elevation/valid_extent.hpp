#pragma once
// Internal (GDAL): where a raster holds data, so that a fitted grid lies wholly on data. No-data
// that reaches the raster's edge (an SRTM tile void outside the area of interest, the slivers of
// a warped mosaic) is cut off; holes inside the data stay, to be reported and filled per hex.
#include "importers/elevation/raster_source.hpp"

namespace importers {

struct PixelRect {  // continuous pixel coordinates, (0, 0) the raster's top-left corner
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    [[nodiscard]] bool empty() const { return !(x1 > x0 && y1 > y0); }
};

// The largest pixel rectangle inside the data, from the validity mask at overview resolution (at
// most `maxCells` on a side). The whole raster when GDAL knows every cell is valid or the raster's
// outline holds data all round (then only its outermost cells are read); empty without data.
[[nodiscard]] PixelRect validDataRect(const RasterSource& source, int maxCells = 1024);

}  // namespace importers
