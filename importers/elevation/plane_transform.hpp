#pragma once
// Internal (includes GDAL): a point transform between two CRSs in x/y (longitude first) order that
// short-cuts to the identity when both are the same CRS or either is absent (a local plane).
// Not thread-safe: each worker makes its own.
#include <ogr_spatialref.h>

#include <memory>
#include <string>

namespace importers {

class PlaneTransform {
public:
    PlaneTransform() = default;
    // Throws std::runtime_error naming both CRSs when PROJ has no transformation between them.
    PlaneTransform(const OGRSpatialReference* from, const OGRSpatialReference* to);
    [[nodiscard]] bool identity() const { return !m_ct; }
    // Transforms n points in place; false when any fails (they are then NaN).
    bool apply(int n, double* x, double* y) const;
    bool apply(double& x, double& y) const { return apply(1, &x, &y); }

private:
    struct Deleter {
        void operator()(OGRCoordinateTransformation* ct) const { OGRCoordinateTransformation::DestroyCT(ct); }
    };
    std::unique_ptr<OGRCoordinateTransformation, Deleter> m_ct;
};

// "EPSG:32618" when the CRS has an EPSG code, else its WKT.
[[nodiscard]] std::string crsText(const OGRSpatialReference& srs);

}  // namespace importers
