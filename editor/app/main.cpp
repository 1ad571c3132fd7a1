// ridgeline-studio [FILE]: the studio's entry point; everything else is the editor library.
#include "editor/studio_app.hpp"

wxIMPLEMENT_APP(editor::StudioApp);
