// ridgeline-studio [FILE]: the studio's entry point; everything else is the editor library.
// --help is answered before wx starts, so it works without a display and exits 0.
#include "editor/app/studio_app.hpp"
#include "editor/app/toolkit_options.hpp"

#include <cstdio>

wxIMPLEMENT_APP_NO_MAIN(editor::StudioApp);

int main(int argc, char** argv) {
    if (editor::asksForHelp(argc, argv)) {
        std::fputs(editor::studioUsage(), stdout);
        return 0;
    }
    editor::chooseToolkitOptions();
    return wxEntry(argc, argv);
}
