#include "importers/vector/hex_coverage.hpp"

// GCC 12 reports -Wmaybe-uninitialized inside Boost.Geometry's intersection templates (a known
// false positive in its rescale policy); it is silenced for this file only.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include <algorithm>
#include <limits>

namespace importers {

namespace bg = boost::geometry;
using BgPoint = bg::model::d2::point_xy<double>;
using BgPolygon = bg::model::polygon<BgPoint>;
using BgMultiPolygon = bg::model::multi_polygon<BgPolygon>;

namespace {

BgPolygon toBoost(const PlanePolygon& polygon) {
    BgPolygon out;
    for (std::size_t i = 0; i < polygon.rings.size(); ++i) {
        auto& ring = i == 0 ? out.outer() : out.inners().emplace_back();
        for (const engine::Point& p : polygon.rings[i]) ring.push_back({p.x, p.y});
    }
    bg::correct(out);  // closes rings, orients them the way Boost expects
    return out;
}

BgPolygon hexPolygon(const engine::HexLayout& layout, engine::HexCoord h) {
    BgPolygon out;
    for (const engine::Point& p : layout.corners(h)) out.outer().push_back({p.x, p.y});
    bg::correct(out);
    return out;
}

// Calls visit(hex) for every on-map hex whose centre lies within a hex's reach of the polygon's box.
template <typename Visit>
void forHexesNear(const engine::HexGrid& grid, const engine::HexLayout& layout, const BgPolygon& polygon, Visit visit) {
    double xmin = std::numeric_limits<double>::max(), ymin = xmin, xmax = -xmin, ymax = -xmin;
    for (const BgPoint& p : polygon.outer()) {
        xmin = std::min(xmin, p.x()), xmax = std::max(xmax, p.x());
        ymin = std::min(ymin, p.y()), ymax = std::max(ymax, p.y());
    }
    if (polygon.outer().empty()) return;
    const double margin = layout.circumradius();
    int colMin = std::numeric_limits<int>::max(), colMax = std::numeric_limits<int>::min();
    int rowMin = colMin, rowMax = colMax;
    for (const double x : {xmin - margin, xmax + margin})
        for (const double y : {ymin - margin, ymax + margin}) {
            const engine::OffsetCoord o = grid.offset(layout.toHex({x, y}));
            colMin = std::min(colMin, o.col), colMax = std::max(colMax, o.col);
            rowMin = std::min(rowMin, o.row), rowMax = std::max(rowMax, o.row);
        }
    colMin = std::max(colMin - 1, 0), rowMin = std::max(rowMin - 1, 0);
    colMax = std::min(colMax + 1, grid.columns() - 1), rowMax = std::min(rowMax + 1, grid.rows() - 1);
    for (int row = rowMin; row <= rowMax; ++row)
        for (int col = colMin; col <= colMax; ++col) visit(grid.fromOffset({col, row}));
}

}  // namespace

double hexArea(const engine::HexLayout& layout) { return bg::area(hexPolygon(layout, {0, 0})); }

std::vector<std::pair<engine::HexCoord, double>> hexAreas(const engine::HexGrid& grid, const engine::HexLayout& layout,
                                                          const PlanePolygon& polygon) {
    std::vector<std::pair<engine::HexCoord, double>> out;
    const BgPolygon shape = toBoost(polygon);
    forHexesNear(grid, layout, shape, [&](engine::HexCoord h) {
        const BgPolygon hex = hexPolygon(layout, h);
        if (bg::disjoint(hex, shape)) return;
        BgMultiPolygon overlap;
        bg::intersection(hex, shape, overlap);
        const double area = bg::area(overlap);
        if (area > 0) out.emplace_back(h, area);
    });
    return out;
}

std::vector<engine::HexCoord> hexCentresInside(const engine::HexGrid& grid, const engine::HexLayout& layout,
                                               const PlanePolygon& polygon) {
    std::vector<engine::HexCoord> out;
    const BgPolygon shape = toBoost(polygon);
    forHexesNear(grid, layout, shape, [&](engine::HexCoord h) {
        const engine::Point c = layout.toPoint(h);
        if (bg::within(BgPoint{c.x, c.y}, shape)) out.push_back(h);
    });
    return out;
}

}  // namespace importers
