#pragma once
// A grid laid out the way a ruleset's maps are: its hex shape, its numbering and its sheets. Every
// way a map is made (`new`, the elevation import, the studio's New) builds its grid here, so they
// agree on sheet names and label widths.
#include "engine/hex/hex_grid.hpp"
#include "engine/model/ruleset.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace engine {

struct RulesetGridOptions {
    std::optional<GridShape> shape{};      // the ruleset's when unset
    int sheetsAcross = 0, sheetsDown = 0;  // the ruleset's sheets unless both are given
};

// Sheets across x down: the options' when both are given, else the ruleset's (at least 1 x 1).
[[nodiscard]] std::pair<int, int> sheetCounts(const Ruleset& ruleset, const RulesetGridOptions& options = {});

// Sheet names in row-major order: the ruleset's when its layout is across x down; else letters down
// each column of sheets, then across (A, then B below it, then C at the top of the next column), as
// SSS 2.1 arranges its four sections (A C on top, B D below); after Z, S27, S28...
[[nodiscard]] std::vector<std::string> sheetNames(const Ruleset& ruleset, int across, int down);

// columns x rows hexes (totals over all sheets) in the ruleset's shape, numbering and sheets. With
// more than one sheet the labels start with the sheet name; column and row digits grow to hold a
// sheet's last column and row. HexGrid::checkConsistency says whether the sheets divide the grid.
[[nodiscard]] HexGrid rulesetGrid(const Ruleset& ruleset, int columns, int rows,
                                  const RulesetGridOptions& options = {});

}  // namespace engine
