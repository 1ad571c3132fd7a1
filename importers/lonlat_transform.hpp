#pragma once
// Map CRS -> longitude/latitude through PROJ (via GDAL's OSR), for tables and reports.
#include "engine/table/hex_table.hpp"

#include <string>

namespace importers {

// A transform from `crs` (any definition OSR accepts: "EPSG:32618", WKT, PROJ string) to WGS 84
// longitude/latitude. Empty function and a message in `error` when the CRS is unusable.
[[nodiscard]] engine::ToLonLat makeToLonLat(const std::string& crs, std::string& error);

}  // namespace importers
