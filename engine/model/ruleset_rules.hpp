#pragma once
// What a ruleset must be for its file to read back as it is: ids a map or scenario can hold,
// each defined once per kind, and policy values of the types the rules services read
// (engine/model/policy_schema.hpp). The reader checks the same rules element by element, with
// lines; the writer refuses a ruleset that breaks them.
#include "engine/model/ruleset.hpp"

#include <string>

namespace engine {

// "" when the ruleset can be written and read back, else the first problem.
[[nodiscard]] std::string rulesetProblem(const Ruleset& ruleset);

}  // namespace engine
