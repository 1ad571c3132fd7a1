#pragma once
// The derivation choices an elevation import leaves to the ruleset unless told: ridge levels and
// brow slope hexsides. Each is the option when given, else the ruleset's derivation parameter
// (ridge-levels; brow-slope), else the built-in default, with a Reason saying which.
#include "importers/elevation/elevation_import.hpp"

#include <string>

namespace importers {

// Ridge levels: the option, else the derivation's ridge-levels (off | raise | brows), else raise.
// False with `error` when the ruleset names a value that is none of those.
bool chooseRidges(const engine::Ruleset& ruleset, const std::optional<RidgeLevels>& option, RidgeLevels& out,
                  engine::Reason& reason, std::string& error);

// Slope hexsides: the option, else brows when the derivation names a brow-slope type, else
// gradient. False with `error` when brows are asked of a ruleset that names no brow-slope type
// (or one that is not among its slope hexside types).
bool chooseSlopes(const engine::Ruleset& ruleset, const std::optional<SlopeHexsides>& option, SlopeHexsides& out,
                  engine::Reason& reason, std::string& error);

}  // namespace importers
