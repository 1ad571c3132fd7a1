#pragma once
// Writes a single-band raster from a height function through GDAL, row band by row band (memory
// stays bounded however large the raster). Used by `make-terrain`, the tests and the benchmark.
#include "importers/import_diagnostics.hpp"

#include <array>
#include <functional>
#include <string>

namespace importers {

struct RasterSpec {
    int width = 0;
    int height = 0;
    std::array<double, 6> geoTransform{0, 1, 0, 0, 0, -1};  // GDAL order: x0, dx, rx, y0, ry, dy
    bool georeferenced = true;                              // false: write no geotransform and no CRS
    std::string crs;                                        // "EPSG:32618"; empty = none
    std::string driver = "GTiff";      // any GDAL driver; those without Create go through a MEM copy
    std::string dataType = "Float32";  // GDAL type name: Byte, Int16, UInt16, Int32, Float32, Float64
    bool tiled = true;                 // GTiff only
    int blockSize = 256;
    bool hasNoData = true;
    double noData = -9999;
    std::string unit = "m";  // band unit type ("m", "ft", "" for none)
};

// Height at the centre of a cell, in the raster's CRS; NaN writes no-data. Called from one thread.
using HeightFn = std::function<double(double x, double y)>;

// Writes `path`; false and a message naming the file when it fails (or was cancelled).
[[nodiscard]] bool writeRaster(const std::string& path, const RasterSpec& spec, const HeightFn& height,
                               std::string& error, const ProgressFn& progress = {});

}  // namespace importers
