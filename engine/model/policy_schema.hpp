#pragma once
// The types of the policy values the rules services read, by name (<param name="zoc-range"
// value="1"/>, <limit sp="8"/>): the ruleset reader refuses a value of another type at its line,
// so a typo ("ture", "2,5") never silently becomes the service's built-in default. A new typed
// param is added here once; the ruleset tests check that every param the shipped templates give
// a number or a flag is listed.
#include <cstdint>
#include <string>
#include <string_view>

namespace engine {

enum class PolicyValueType : std::uint8_t { Number, Boolean, Text };

[[nodiscard]] PolicyValueType paramType(std::string_view name);
// "" when `value` fits the type of param `name` (any value fits an untyped param).
[[nodiscard]] std::string paramValueProblem(std::string_view name, std::string_view value);
// "" when `value` fits the type of record attribute `attribute`.
[[nodiscard]] std::string recordValueProblem(std::string_view attribute, std::string_view value);

}  // namespace engine
