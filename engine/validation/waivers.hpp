#pragma once
// The scenario's say over the report: severity overrides per rule ("ignore" drops the rule's
// diagnostics) and waivers per (rule, location key). A waived diagnostic stays in the report,
// marked waived with the waiver's comment; it no longer counts towards --fail-on.
#include "engine/model/scenario.hpp"
#include "engine/validation/diagnostic.hpp"

#include <vector>

namespace engine {

void applyOverridesAndWaivers(const Scenario& scenario, std::vector<Diagnostic>& diagnostics);

}  // namespace engine
