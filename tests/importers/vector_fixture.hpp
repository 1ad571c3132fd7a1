#pragma once
// Shared by the vector and underlay importer tests: a temp directory, a small georeferenced map,
// and GeoJSON fixtures written on the fly (GDAL/OGR reads them like any other source).
#include "engine/model/hex_map.hpp"
#include "tests/importers/raster_fixture.hpp"

#include <fstream>
#include <string>
#include <vector>

namespace vectortest {

using rastertest::TempDir;

inline constexpr double kHexSize = 100.0;
inline const engine::Point kOrigin{300000, 4400000};

// 10 x 8 flat-topped hexes of 100 m in WGS 84 / UTM 18N.
inline engine::HexMap smallMap(const std::string& crs = "EPSG:32618") {
    engine::HexMap map(engine::HexGrid(engine::GridShape{}, 10, 8, {}, engine::NumberingScheme{}), kHexSize);
    map.setRulesetId("sss");
    if (!crs.empty()) map.setGeoref({crs, kOrigin});
    return map;
}

inline engine::HexCoord at(const engine::HexMap& map, int col, int row) { return map.grid().fromOffset({col, row}); }
inline engine::Point centre(const engine::HexMap& map, int col, int row) {
    return map.layout().toPoint(at(map, col, row));
}

inline std::string coordinates(const std::vector<engine::Point>& points) {
    std::string out = "[";
    for (const auto& p : points)
        out += (out.size() > 1 ? "," : "") + ("[" + std::to_string(p.x) + "," + std::to_string(p.y) + "]");
    return out + "]";
}

struct JsonFeature {
    std::string id;
    std::string cls;
    std::string geometry;  // GeoJSON geometry object
};

inline std::string line(const std::vector<engine::Point>& points) {
    return R"({"type":"LineString","coordinates":)" + coordinates(points) + "}";
}
inline std::string polygon(const std::vector<engine::Point>& ring) {
    return R"({"type":"Polygon","coordinates":[)" + coordinates(ring) + "]}";
}
inline std::string point(engine::Point p) {
    return R"({"type":"Point","coordinates":[)" + std::to_string(p.x) + "," + std::to_string(p.y) + "]}";
}

// A GeoJSON layer; `epsg` 0 leaves the CRS out (RFC 7946: WGS 84 longitude/latitude).
inline void writeGeoJson(const std::string& path, const std::vector<JsonFeature>& features, int epsg = 32618) {
    std::ofstream out(path);
    out << R"({"type":"FeatureCollection",)";
    if (epsg) out << R"("crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::)" << epsg << R"("}},)";
    out << R"("features":[)";
    for (std::size_t i = 0; i < features.size(); ++i)
        out << (i ? "," : "") << R"({"type":"Feature","properties":{"id":")" << features[i].id << R"(","cls":")"
            << features[i].cls << R"("},"geometry":)" << features[i].geometry << "}";
    out << "]}\n";
}

}  // namespace vectortest
