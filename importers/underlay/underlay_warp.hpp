#pragma once
// Underlays: a georeferenced raster (GeoTIFF, an image with a world file, or any image placed by
// ground control points) warped into the map's CRS and extent as an RGBA image the studio draws
// under the hexes. The map file records only the source and its georeference (engine::Underlay).
#include "engine/model/hex_map.hpp"
#include "importers/import_diagnostics.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace importers {

struct PlaneExtent {
    double xmin = 0, ymin = 0, xmax = 0, ymax = 0;
};

// North-up RGBA pixels, top row first, covering `extent` of the map's CRS.
struct RgbaImage {
    int width = 0;
    int height = 0;
    PlaneExtent extent;
    std::vector<std::uint8_t> rgba;  // width * height * 4
    [[nodiscard]] const std::uint8_t* pixel(int column, int row) const {
        return rgba.data() +
               (static_cast<std::size_t>(row) * static_cast<std::size_t>(width) + static_cast<std::size_t>(column)) * 4;
    }
};

struct UnderlayOptions {
    std::string image;                             // path GDAL can open
    std::vector<engine::GroundControlPoint> gcps;  // in the map's CRS; empty = the image's own georeference
    double groundPerPixel = 0;                     // output resolution in CRS units; 0 = a 32nd of the hex size
    int maxSide = 8192;                            // the output is never larger than this on either side
    ProgressFn progress;
};

struct UnderlayResult : ImportDiagnostics {
    RgbaImage image;
    double coveredShare = 0;  // part of the map's extent the image covers (alpha > 0)
};

// The bounding box of every hex of the map, in its CRS.
[[nodiscard]] PlaneExtent mapExtent(const engine::HexMap& map);

// Errors ("import.underlay.*"): a map without georeference, an unreadable image, an image with no
// georeference and no GCPs, fewer than 3 GCPs, a CRS that cannot be transformed.
[[nodiscard]] UnderlayResult warpUnderlay(const engine::HexMap& map, const UnderlayOptions& options);

// Writes an image through GDAL: ".png" (with a world file beside it when `georeferenced`) or
// ".tif" (a GeoTIFF in `crs`). Empty on success, else what went wrong. For previews and fixtures.
[[nodiscard]] std::string writeRgbaImage(const RgbaImage& image, const std::string& path, const std::string& crs,
                                         bool georeferenced);

}  // namespace importers
