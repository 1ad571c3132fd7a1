#pragma once
// The hex of a georeferenced map that holds a landmark given in longitude/latitude: the hex whose
// centre is nearest (checked to be within a hex of it).
#include "importers/lonlat_transform.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <numbers>

namespace landmarks {

inline engine::HexCoord hexAt(const engine::HexMap& map, double lon, double lat) {
    std::string why;
    const auto toLonLat = importers::makeToLonLat(map.georef().crs, why);
    REQUIRE(toLonLat);
    engine::HexCoord best{};
    double bestDistance = INFINITY;
    const double k = std::cos(lat * std::numbers::pi / 180);
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        double hlon = 0, hlat = 0;
        REQUIRE(toLonLat(map.layout().toPoint(map.grid().at(i)), hlon, hlat));
        const double d = std::hypot((hlon - lon) * k, hlat - lat);
        if (d < bestDistance) {
            bestDistance = d;
            best = map.grid().at(i);
        }
    }
    REQUIRE(bestDistance * 111000 < map.hexSizeMetres());
    return best;
}

}  // namespace landmarks
