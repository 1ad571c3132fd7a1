#pragma once
// The studio's icon (editor/app/resources/ridgeline-studio.svg): the window's icons at the sizes
// window managers ask for, and the one About shows.
#include <wx/iconbndl.h>

namespace editor {

[[nodiscard]] wxIconBundle studioIcons();
[[nodiscard]] wxIcon studioIcon(int pixels);

}  // namespace editor
