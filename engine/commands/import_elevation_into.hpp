#pragma once
// An elevation import laid into the open map rather than over it: the imported map (on the same
// grid) gives each hex its elevation and level, the hexsides their slope features (the ruleset's
// hexside types of kind "slope") and the hexes the in-hex features the import derived; terrain,
// place names and every other hexside feature stay as the designer painted them. One undo step.
#include "engine/commands/command.hpp"
#include "engine/model/ruleset.hpp"

#include <memory>
#include <string>
#include <vector>

namespace engine {

// `into` with the elevation of `imported` (same grid, else std::invalid_argument). `derivedFeatures`
// are the in-hex feature ids the import decides (set or cleared from `imported`).
[[nodiscard]] HexMap mergeElevation(const HexMap& into, const HexMap& imported, const Ruleset& ruleset,
                                    const std::vector<std::string>& derivedFeatures);
// The command (a map replacement on the same grid).
[[nodiscard]] std::unique_ptr<Command> importElevationInto(const Document& doc, const HexMap& imported,
                                                           const std::vector<std::string>& derivedFeatures,
                                                           std::string label);

}  // namespace engine
