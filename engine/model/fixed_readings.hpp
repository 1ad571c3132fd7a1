#pragma once
// Ruleset values that state the one reading a game mechanic is built on: the cwb line of sight is
// symmetric (CWB 19.3a), hexside costs add to the hex's (CWB 16.2b), and so on. The ruleset says
// it so that the rule is cited where it belongs; the code implements exactly that value. A ruleset
// giving another value asks for a rule the engine does not have: unsupportedValues() lists those,
// and the validator reports them (ruleset.unsupported_value).
#include "engine/model/ruleset.hpp"

#include <span>
#include <string_view>
#include <vector>

namespace engine {

struct FixedReading {
    std::string_view section;  // policy section name: "los", "movement"...
    std::string_view policy;   // the section's policy (model) it holds for
    std::string_view param;
    std::string_view value;  // the one value implemented
    std::string_view by;     // what implements it
};

[[nodiscard]] std::span<const FixedReading> fixedReadings();

struct UnsupportedValue {
    const FixedReading* reading;
    const Param* param;  // the ruleset's param, whose value differs
};

// The params of `ruleset` that name a fixed reading of their section's policy with another value.
[[nodiscard]] std::vector<UnsupportedValue> unsupportedValues(const Ruleset& ruleset);

}  // namespace engine
