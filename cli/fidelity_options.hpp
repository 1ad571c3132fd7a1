#pragma once
// The measurement options `fidelity` and `import-dem --report-fidelity` share.
#include "cli/arguments.hpp"
#include "importers/fidelity/map_fidelity.hpp"

namespace cli {

// --pairs, --range MIN-MAX, --eye LENGTH, --seed, --terrain, --vertical-unit; UsageError on bad values.
[[nodiscard]] importers::FidelityOptions fidelityOptions(const Arguments& args);
// --top N (default 10).
[[nodiscard]] int topOption(const Arguments& args);

}  // namespace cli
