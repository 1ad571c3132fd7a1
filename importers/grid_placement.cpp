#include "importers/grid_placement.hpp"

#include "engine/model/value_rules.hpp"

#include <algorithm>
#include <cmath>

namespace importers {

std::string utmCrsFor(double lon, double lat) {
    const int zone = std::clamp(static_cast<int>(std::floor((lon + 180.0) / 6.0)) + 1, 1, 60);
    return "EPSG:" + std::to_string((lat >= 0 ? 32600 : 32700) + zone);
}

PlaneRect gridBounds(engine::GridShape shape, double hexSize, int columns, int rows, engine::Point origin) {
    const engine::HexLayout layout{shape.orientation, hexSize, {}};
    const engine::Point zero = layout.toPoint(engine::offsetToAxial({0, 0}, shape));
    const engine::HexLayout placed{shape.orientation, hexSize, {origin.x - zero.x, origin.y - zero.y}};
    PlaneRect r{INFINITY, INFINITY, -INFINITY, -INFINITY};
    // A hex's corners are its centre plus these (the same sums HexLayout::corners makes, without
    // its six sines and cosines a hex: fitGrid asks for thousands of hexes, a dozen times).
    const auto offsets = engine::HexLayout{shape.orientation, hexSize, {}}.corners({0, 0});
    // Only the two outer columns and rows (and their neighbours, for the stagger) can reach the edge.
    const auto take = [&](int col, int row) {
        if (col < 0 || row < 0 || col >= columns || row >= rows) return;
        const engine::Point c = placed.toPoint(engine::offsetToAxial({col, row}, shape));
        for (const auto& o : offsets) {
            const engine::Point p{c.x + o.x, c.y + o.y};
            r.xmin = std::min(r.xmin, p.x);
            r.xmax = std::max(r.xmax, p.x);
            r.ymin = std::min(r.ymin, p.y);
            r.ymax = std::max(r.ymax, p.y);
        }
    };
    for (int c = 0; c < columns; ++c)
        for (int row : {0, 1, rows - 2, rows - 1}) take(c, row);
    for (int row = 0; row < rows; ++row)
        for (int c : {0, 1, columns - 2, columns - 1}) take(c, row);
    return r;
}

GridFit fitGrid(engine::GridShape shape, double hexSize, const PlaneRect& rect, int columnStep, int rowStep) {
    GridFit fit;
    if (rect.empty() || hexSize <= 0) return fit;
    columnStep = std::max(1, columnStep);
    rowStep = std::max(1, rowStep);
    const auto fits = [&](int c, int r) {
        const PlaneRect b = gridBounds(shape, hexSize, c, r, {});
        return b.width() <= rect.width() && b.height() <= rect.height();
    };
    // Hex spacing is at least 0.75 of the size in either direction, so these bound the searches;
    // fitting is monotonic, so a binary search over multiples of the step finds the largest.
    const auto largest = [](int step, int upper, auto ok) {
        int lo = 0, hi = upper / step + 1;  // ok(lo * step) holds (or lo is 0), ok(hi * step) does not
        while (hi - lo > 1) {
            const int mid = lo + (hi - lo) / 2;
            (ok(mid * step) ? lo : hi) = mid;
        }
        return lo * step;
    };
    // Counting stops one step past the largest side a map may have: the caller refuses such a
    // grid, and a tiny hex size over a wide area cannot overflow the count.
    const auto bound = [](double extent, int step) {
        const double most = static_cast<double>(engine::kGridSideRange.max + step);
        return static_cast<int>(std::min(extent, most));
    };
    const int columns = largest(columnStep, bound(rect.width() / (0.75 * hexSize) + 1, columnStep),
                                [&](int c) { return fits(c, rowStep); });
    if (columns <= 0) return fit;
    const int rows =
        largest(rowStep, bound(rect.height() / (0.75 * hexSize) + 1, rowStep), [&](int r) { return fits(columns, r); });
    if (rows <= 0) return fit;
    const PlaneRect b = gridBounds(shape, hexSize, columns, rows, {});
    fit.columns = columns;
    fit.rows = rows;
    fit.origin = {rect.xmin + (rect.width() - b.width()) / 2 - b.xmin,
                  rect.ymin + (rect.height() - b.height()) / 2 - b.ymin};
    return fit;
}

}  // namespace importers
