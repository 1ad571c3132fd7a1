#pragma once
// The HTML validation report (`ridgeline validate --format html`): one self-contained page (styles
// inline, no scripts, nothing fetched) with a section per file: its counts, a picture of its map
// with a numbered marker at each located problem (FileReport::mapPicture), and the problems
// grouped by rule, each rule with its citations and every diagnostic numbered as on the picture.
#include "engine/validation/report/validation_report.hpp"

#include <string>

namespace engine {

[[nodiscard]] std::string htmlReport(const ValidationReport& report);

}  // namespace engine
