#pragma once
// The file-level checks `ridgeline validate` runs on a loaded document: ids unique, references
// between records resolve, every id the map and scenario use is known to the ruleset, every
// placed hex is on the map. The rules-based checks (stacking, LOS, command...) come on top.
#include "engine/model/document.hpp"
#include "engine/validation/diagnostic.hpp"

#include <vector>

namespace engine {

[[nodiscard]] std::vector<Diagnostic> checkMapFile(const HexMap& map, const Ruleset& ruleset);
[[nodiscard]] std::vector<Diagnostic> checkScenarioFile(const Scenario& scenario, const HexMap& map, const Ruleset& ruleset);
// Both, as they apply to the document; sorted by severity, rule, first location.
[[nodiscard]] std::vector<Diagnostic> checkDocumentFile(const Document& doc);

}  // namespace engine
