#pragma once
// The rules of a ruleset that validation cannot check: the values its template marks
// unapplied="why" (rules of play, or rules that need data a scenario does not hold). Validation
// reports name them beside the findings, so a clean report does not claim more than was checked.
#include "engine/model/ruleset.hpp"

#include <string>
#include <vector>

namespace engine {

struct NotChecked {
    std::string what;  // "option weather", "movement/night-movement", "stacking/<limit terrain=woods>"
    std::string cite;  // "SSS 18.11"
    std::string why;   // the template's reason
    bool operator==(const NotChecked&) const = default;
};

// In template order within each kind: options, then each policy section's params and records.
[[nodiscard]] std::vector<NotChecked> notCheckedValues(const Ruleset& ruleset);

}  // namespace engine
