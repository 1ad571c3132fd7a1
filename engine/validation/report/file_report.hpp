#pragma once
// One file's entry of a validation report, from a document already loaded: its ruleset, the checks
// that apply to it and everything they find. `ridgeline validate` and the report export formats
// (the studio's File > Export...) build their reports through it, so both say the same.
#include "engine/model/document.hpp"
#include "engine/validation/report/validation_report.hpp"

#include <string>

namespace engine {

// `file` is how the report names the document; `withPicture` adds the map sketch the HTML report shows.
[[nodiscard]] FileReport reportOf(const Document& doc, std::string file, bool withPicture);

}  // namespace engine
