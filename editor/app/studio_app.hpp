#pragma once
// The studio application: parses `ridgeline-studio [FILE]`, owns the ruleset library, opens the
// main frame, offers a recovery copy left by a crash, then opens FILE.
#include "engine/io/ruleset_library.hpp"

#include <wx/app.h>

namespace editor {

class MainFrame;

class StudioApp : public wxApp {
public:
    bool OnInit() override;
    [[nodiscard]] MainFrame* frame() const { return m_frame; }

private:
    engine::RulesetLibrary m_rulesets;
    MainFrame* m_frame = nullptr;
};

// True when the command line asks for -h / --help; the usage text printed then.
[[nodiscard]] bool asksForHelp(int argc, char** argv);
[[nodiscard]] const char* studioUsage();

// Where autosave writes: $RIDGELINE_RECOVERY_DIR, else the user data directory's "recovery".
[[nodiscard]] std::filesystem::path recoveryDirectory();

}  // namespace editor
