#include "editor/app/toolkit_options.hpp"

#include <cstdlib>

namespace editor {

void chooseToolkitOptions() {
    // GTK reads it as each scrolled window is made, so setting it before the first suffices.
    setenv("GTK_OVERLAY_SCROLLING", "0", /*overwrite=*/0);
}

}  // namespace editor
