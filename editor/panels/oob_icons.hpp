#pragma once
// Icons of the order-of-battle tree, drawn as the military map symbols the designers know: a
// frame with a cross for infantry, a diagonal for cavalry, a dot for artillery, a flag for a
// leader, and a formation's size mark above the frame (X brigade, XX division, XXX corps...).
#include "editor/panels/oob_model.hpp"

#include <wx/bmpbndl.h>

#include <string>

namespace editor {

// `unitClass` for a unit, `formationKind` for a formation; unknown classes get a plain frame.
[[nodiscard]] wxBitmapBundle oobIcon(OobKind kind, const std::string& unitClass, const std::string& formationKind);

}  // namespace editor
