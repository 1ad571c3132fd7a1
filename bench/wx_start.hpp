#pragma once
// Starts wxWidgets (GTK) for a benchmark that paints or lays out through the studio; needs a
// display (run under xvfb-run). Says so and returns false when there is none. The toolkit is set up
// as the studio sets it up.
#include "editor/app/toolkit_options.hpp"

#include <wx/app.h>
#include <wx/init.h>

#include <cstdio>

namespace bench {

inline bool startWx(char* program) {
    editor::chooseToolkitOptions();
    int argc = 1;
    char* argv[] = {program, nullptr};
    wxApp::SetInstance(new wxApp);
    if (wxEntryStart(argc, argv)) return true;
    std::fprintf(stderr, "%s: cannot start wx (no display? run under xvfb-run)\n", program);
    return false;
}

}  // namespace bench
