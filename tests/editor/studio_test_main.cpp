// Catch2 runner for the studio tests: starts wx (GTK) once, with an active event loop so tests
// can pump events, then runs the Catch session. Needs a display: CTest runs it through
// run_headless.sh, which starts Xvfb when DISPLAY is unset.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "editor/app/toolkit_options.hpp"

#include <wx/app.h>
#include <wx/evtloop.h>
#include <wx/fileconf.h>
#include <wx/image.h>
#include <wx/init.h>

#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

int main(int argc, char** argv) {
    if (!std::getenv("DISPLAY")) {
        std::fprintf(stderr, "studio_tests need a display: run them through tests/editor/run_headless.sh (xvfb-run)\n");
        return 2;
    }
    editor::chooseToolkitOptions();
    int wxArgc = 1;
    char* wxArgv[] = {argv[0], nullptr};
    wxApp::SetInstance(new wxApp);
    if (!wxEntryStart(wxArgc, wxArgv)) {
        std::fprintf(stderr, "cannot initialise wxWidgets (is the display reachable?)\n");
        return 2;
    }
    wxInitAllImageHandlers();
    // The studio keeps recent files and its layout in wxConfig: the tests use a private file, not
    // the user's settings.
    const std::filesystem::path config =
        std::filesystem::temp_directory_path() / ("ridgeline-studio-test-" + std::to_string(::getpid()) + ".ini");
    delete wxConfigBase::Set(
        new wxFileConfig("ridgeline-studio", "", wxString::FromUTF8(config.string()), "", wxCONFIG_USE_LOCAL_FILE));
    // A failed wx assertion fails the run with its message: the default handler opens a modal
    // dialog, which under Xvfb nobody closes (the run would hang until CI's time limit).
    wxSetAssertHandler(
        [](const wxString& file, int line, const wxString& func, const wxString& cond, const wxString& msg) {
            std::fprintf(stderr, "wx assertion failed: %s:%d in %s: %s %s\n", file.utf8_str().data(), line,
                         func.utf8_str().data(), cond.utf8_str().data(), msg.utf8_str().data());
            std::abort();
        });
    int result = 0;
    {
        wxGUIEventLoop loop;
        wxEventLoopActivator active(&loop);
        result = Catch::Session().run(argc, argv);
    }
    wxEntryCleanup();
    std::error_code ec;
    std::filesystem::remove(config, ec);
    return result;
}
