#include "editor/app/studio_app.hpp"

#include "editor/app/main_frame.hpp"

#include <wx/cmdline.h>
#include <wx/image.h>
#include <wx/stdpaths.h>

#include <cstdlib>
#include <string_view>

namespace editor {

bool asksForHelp(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (const std::string_view a = argv[i]; a == "-h" || a == "--help") return true;
    return false;
}

const char* studioUsage() {
    return "Usage: ridgeline-studio [-h] [FILE]\n"
           "Opens the Ridgeline studio, with FILE when given: a map (.rlmap) or a scenario (.rlscn).\n"
           "  -h, --help  show this help and exit\n"
           "Example: ridgeline-studio samples/sss-mcpherson-ridge/scenario.rlscn\n"
           "A recovery copy of unsaved work goes to $RIDGELINE_RECOVERY_DIR when set.\n";
}

std::filesystem::path recoveryDirectory() {
    if (const char* env = std::getenv("RIDGELINE_RECOVERY_DIR")) return env;
    return std::filesystem::path(wxStandardPaths::Get().GetUserDataDir().utf8_string()) / "recovery";
}

bool StudioApp::OnInit() {
    SetAppName("ridgeline-studio");
    wxInitAllImageHandlers();
    static const wxCmdLineEntryDesc kOptions[] = {
        {wxCMD_LINE_SWITCH, "h", "help", "show this help and exit", wxCMD_LINE_VAL_NONE, wxCMD_LINE_OPTION_HELP},
        {wxCMD_LINE_PARAM, nullptr, nullptr,
         "a map (.rlmap) or scenario (.rlscn), e.g. samples/sss-mcpherson-ridge/scenario.rlscn", wxCMD_LINE_VAL_STRING,
         wxCMD_LINE_PARAM_OPTIONAL},
        wxCMD_LINE_DESC_END};
    wxCmdLineParser parser(kOptions, argc, argv);
    if (parser.Parse() != 0) return false;
    m_rulesets = engine::RulesetLibrary::standard();
    m_frame = new MainFrame(m_rulesets, recoveryDirectory());
    m_frame->Show();
    m_frame->offerRecovery();
    if (parser.GetParamCount() > 0 && !m_frame->document()) m_frame->openFile(parser.GetParam(0).utf8_string());
    return true;
}

}  // namespace editor
