#pragma once
// The map as a table and back: `ridgeline dump` writes one row per hex (or hexside), `ridgeline
// apply` reads such a table, edited in a spreadsheet or produced by a script, and sets what it
// names. Apply checks every row before it changes anything, so a bad row leaves the map untouched.
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

enum class TableFormat : std::uint8_t { Csv, Json };

// Converts a point in the map's CRS to longitude/latitude (degrees); false when it cannot.
// Supplied by the caller (the CLI uses PROJ through GDAL); the engine does no projection itself.
using ToLonLat = std::function<bool(Point xy, double& lon, double& lat)>;

// Columns: label, sheet, column, row (global offset, 0-based), x, y, lon, lat, elevation_m,
// level, terrain, features (space separated), provenance, name.
[[nodiscard]] std::string dumpHexes(const HexMap& map, TableFormat format, const ToLonLat& toLonLat = {});
// Columns: label_a, label_b, features. Only hexsides that carry a feature.
[[nodiscard]] std::string dumpHexsides(const HexMap& map, TableFormat format);

struct TableApplyResult {
    std::vector<std::string> errors;  // "FILE:LINE: what is wrong"; nothing was changed if any
    int hexesChanged = 0;
    int hexsidesChanged = 0;
    [[nodiscard]] bool ok() const { return errors.empty(); }
};

// Hex tables need a `label` column and any of terrain, level, elevation_m, features, provenance,
// name. Hexside tables need label_a, label_b and features. An empty cell leaves the value as it
// is; "-" clears it. Ids are checked against the ruleset when one is given.
[[nodiscard]] TableApplyResult applyTable(HexMap& map, std::string_view csv, const Ruleset* ruleset,
                                          const std::string& fileName);

}  // namespace engine
