#pragma once
// The real ground under a map: elevations (metres) of an elevation raster at points of the map's
// grid CRS, bilinear between cell centres. The window under the map is read once; a window over
// `maxCells` is read every k-th cell, so memory stays bounded whatever the raster's size.
#include "engine/model/hex_map.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace importers {

class GroundRaster {
public:
    // Throws std::runtime_error naming the file when GDAL cannot read it, it has no georeference,
    // no transformation into the map's CRS exists, or the map does not lie on it.
    GroundRaster(const std::string& path, const engine::HexMap& map, std::optional<double> metresPerUnit = {},
                 std::size_t maxCells = std::size_t{32} << 20);
    ~GroundRaster();
    GroundRaster(const GroundRaster&) = delete;
    GroundRaster& operator=(const GroundRaster&) = delete;

    // The ground at points (x[k], y[k]) of the map's CRS; NaN where the raster has no data. x and y
    // are overwritten (they are transformed in place).
    void sample(std::vector<double>& x, std::vector<double>& y, std::vector<double>& out) const;
    [[nodiscard]] double at(engine::Point p) const;
    // Ground metres between two neighbouring samples of the window as read.
    [[nodiscard]] double cellMetres() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

}  // namespace importers
