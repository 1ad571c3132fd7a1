#pragma once
// The native scenario file (".rlscn", XML root <ridgeline-scenario>), see docs/file-formats.md.
// Hexes are printed labels of the scenario's map, so reading and writing need its grid.
#include "engine/hex/hex_grid.hpp"
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"

#include <filesystem>
#include <string>
#include <string_view>

namespace engine {

inline constexpr std::string_view kScenarioExtension = ".rlscn";

// Throws LoadError (file, line, what is wrong): bad XML, wrong types, hexes not on the map,
// references to sides, formations, leaders, units or entry areas that do not exist, and — when
// `ruleset` is given — options the ruleset does not define. Duplicate ids are kept (the validator
// reports them).
[[nodiscard]] Scenario parseScenario(std::string_view xml, const std::string& fileName, const HexGrid& grid,
                                     const Ruleset* ruleset = nullptr);
// Deterministic. Throws std::invalid_argument for what cannot be written faithfully (a hex off the
// map, a facing that is not a direction, an attribute name that is reserved or not an XML name).
[[nodiscard]] std::string writeScenario(const Scenario& scenario, const HexGrid& grid);
// Atomic; throws std::runtime_error when the file cannot be written.
void saveScenario(const Scenario& scenario, const HexGrid& grid, const std::filesystem::path& path);

}  // namespace engine
