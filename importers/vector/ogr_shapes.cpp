#include "importers/vector/ogr_shapes.hpp"

#include <ogr_geometry.h>

#include <memory>

namespace importers {

namespace {

Polyline toPolyline(const OGRSimpleCurve& curve) {
    Polyline out;
    out.reserve(static_cast<std::size_t>(curve.getNumPoints()));
    for (int i = 0; i < curve.getNumPoints(); ++i) out.push_back({curve.getX(i), curve.getY(i)});
    return out;
}

std::vector<engine::Point> closedRing(const OGRLinearRing& ring, int& openRings) {
    std::vector<engine::Point> out = toPolyline(ring);
    if (out.size() >= 3 && (out.front().x != out.back().x || out.front().y != out.back().y)) {
        out.push_back(out.front());
        ++openRings;
    }
    return out;
}

}  // namespace

void collectShapes(const OGRGeometry& geometry, PlaneShapes& out) {
    switch (wkbFlatten(geometry.getGeometryType())) {
    case wkbPoint: {
        const auto& p = *geometry.toPoint();
        if (!p.IsEmpty()) out.points.push_back({p.getX(), p.getY()});
        break;
    }
    case wkbLineString:
    case wkbLinearRing: {
        Polyline line = toPolyline(*geometry.toSimpleCurve());
        if (line.size() >= 2) out.lines.push_back(std::move(line));
        break;
    }
    case wkbPolygon: {
        const auto& polygon = *geometry.toPolygon();
        PlanePolygon plane;
        for (const OGRLinearRing* ring : polygon) {
            auto points = closedRing(*ring, out.openRingsClosed);
            if (points.size() >= 4) plane.rings.push_back(std::move(points));
            else if (plane.rings.empty()) break;  // a degenerate outer ring: nothing to cover
        }
        if (!plane.rings.empty()) out.polygons.push_back(std::move(plane));
        break;
    }
    case wkbMultiPoint:
    case wkbMultiLineString:
    case wkbMultiPolygon:
    case wkbGeometryCollection:
        for (const OGRGeometry* part : *geometry.toGeometryCollection()) collectShapes(*part, out);
        break;
    default: {
        // Curves and surfaces with arcs: linearise, then take the result apart.
        std::unique_ptr<OGRGeometry> linear(geometry.getLinearGeometry());
        if (linear && wkbFlatten(linear->getGeometryType()) != wkbFlatten(geometry.getGeometryType()))
            collectShapes(*linear, out);
        break;
    }
    }
}

}  // namespace importers
