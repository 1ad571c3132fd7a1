#pragma once
// Checking one attribute value against its schema (AttributeDef): type, range, enum values and
// the special tokens (HS cadre "C"). Shared by the unit and leader attribute rules.
#include "engine/model/ruleset.hpp"

#include <optional>
#include <string>

namespace engine {

// "" when `value` fits `def`, else what is wrong ("12 is above the maximum 6").
[[nodiscard]] std::string attributeProblem(const AttributeDef& def, const std::string& value);
// The numeric value (tokens resolved), nullopt when not a number.
[[nodiscard]] std::optional<double> attributeNumber(const AttributeDef& def, const std::string& value);
// Whether `def` applies to units of class `unitClass` (an empty class list applies to all).
[[nodiscard]] bool attributeAppliesTo(const AttributeDef& def, const std::string& unitClass);

}  // namespace engine
