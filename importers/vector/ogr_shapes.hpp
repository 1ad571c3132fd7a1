#pragma once
// OGR geometries flattened into the plane shapes the hex geometry works with (GDAL kept out of
// the geometry code). Multi-geometries and collections are taken apart.
#include "importers/vector/hex_coverage.hpp"
#include "importers/vector/hexside_tracing.hpp"

#include <vector>

class OGRGeometry;

namespace importers {

struct PlaneShapes {
    std::vector<engine::Point> points;
    std::vector<Polyline> lines;
    std::vector<PlanePolygon> polygons;
    int openRingsClosed = 0;  // rings whose last point did not repeat the first
    [[nodiscard]] bool empty() const { return points.empty() && lines.empty() && polygons.empty(); }
};

void collectShapes(const OGRGeometry& geometry, PlaneShapes& out);

}  // namespace importers
