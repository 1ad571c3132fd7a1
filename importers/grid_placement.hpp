#pragma once
// Where a hex grid goes on the ground: the UTM zone that suits a place, and the largest grid of a
// given shape and hex size that fits wholly inside a rectangle of a projected CRS (metres).
#include "engine/hex/hex_grid.hpp"
#include "engine/hex/hex_layout.hpp"

#include <string>

namespace importers {

struct PlaneRect {
    double xmin = 0, ymin = 0, xmax = 0, ymax = 0;
    [[nodiscard]] double width() const { return xmax - xmin; }
    [[nodiscard]] double height() const { return ymax - ymin; }
    [[nodiscard]] bool empty() const { return !(xmax > xmin && ymax > ymin); }
};

// "EPSG:326NN" (north) or "EPSG:327NN" (south): the WGS 84 UTM zone holding lon/lat.
[[nodiscard]] std::string utmCrsFor(double lonDegrees, double latDegrees);

struct GridFit {
    int columns = 0;
    int rows = 0;
    engine::Point origin{};  // centre of offset hex (0,0), the Georef origin
};

// The bounding rectangle of every hex polygon of a columns x rows grid whose offset (0,0) hex
// is centred at `origin`.
[[nodiscard]] PlaneRect gridBounds(engine::GridShape shape, double hexSize, int columns, int rows,
                                   engine::Point origin);

// The largest grid (columns a multiple of `columnStep`, rows of `rowStep`) whose hexes all lie in
// `rect`, centred in it. columns/rows are 0 when not even one block of hexes fits.
[[nodiscard]] GridFit fitGrid(engine::GridShape shape, double hexSize, const PlaneRect& rect, int columnStep = 1,
                              int rowStep = 1);

}  // namespace importers
