#pragma once
// QGIS styles for a GeoPackage export: QML documents (QGIS's own style format) that draw the hexes
// in the ruleset's terrain colours and the hexsides in their feature colours, stored in the
// layer_styles table QGIS reads when it opens a GeoPackage layer (one default style per layer).
#include "engine/model/ruleset.hpp"

#include <string>

class GDALDataset;

namespace exporters {

// Hexes: a categorized renderer on the `terrain` field, one category per terrain type.
[[nodiscard]] std::string hexesQml(const engine::Ruleset& ruleset);
// Hexsides: a rule-based renderer, one rule per hexside feature type found in `features`.
[[nodiscard]] std::string hexsidesQml(const engine::Ruleset& ruleset);

// Creates layer_styles (as QGIS creates it) and stores the default style of `hexes` and
// `hexsides`. Throws std::runtime_error when OGR refuses.
void writeQgisStyles(GDALDataset& ds, const engine::Ruleset& ruleset);

}  // namespace exporters
