#pragma once
// An elevation import laid onto an existing map's grid, so its result can go into that map
// (engine::mergeElevation / engine::importElevationInto): the studio's "Into the open map" and
// `ridgeline import-dem --into MAP` share these.
#include "importers/elevation/elevation_import.hpp"

#include <string>
#include <vector>

namespace importers {

// Sets `options` to lay exactly `map`'s grid (hex size, shape, sheets, CRS, origin, columns x
// rows) and no base terrain. False with `error` when the map has no georeference to lay it by.
bool layOnMapGrid(const engine::HexMap& map, ElevationImportOptions& options, std::string& error);
// The in-hex feature ids the import derived (HS Sloping...), each once: the merge takes them from
// the import and leaves every other feature as the map has it.
[[nodiscard]] std::vector<std::string> derivedFeatureIds(const ElevationReport& report);

}  // namespace importers
