#include "importers/lonlat_transform.hpp"

#include <ogr_spatialref.h>

#include <memory>

namespace importers {

engine::ToLonLat makeToLonLat(const std::string& crs, std::string& error) {
    OGRSpatialReference source;
    if (source.SetFromUserInput(crs.c_str()) != OGRERR_NONE) {
        error = "the CRS `" + crs + "` is not one GDAL/PROJ understands";
        return {};
    }
    OGRSpatialReference wgs84;
    wgs84.SetWellKnownGeogCS("WGS84");
    // Longitude first, whatever the authority's axis order says.
    source.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    wgs84.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    std::shared_ptr<OGRCoordinateTransformation> ct(OGRCreateCoordinateTransformation(&source, &wgs84));
    if (!ct) {
        error = "no transformation from `" + crs + "` to WGS 84 longitude/latitude";
        return {};
    }
    return [ct](engine::Point p, double& lon, double& lat) {
        double x = p.x, y = p.y;
        if (!ct->Transform(1, &x, &y)) return false;
        lon = x;
        lat = y;
        return true;
    };
}

}  // namespace importers
