#pragma once
// File ▸ New Scenario...: a ruleset, a map (an existing .rlmap, a new blank map of so many columns
// and rows, or a blank map to import elevation onto next), a name and the scenario file. The
// scenario gets the ruleset's sides (engine::newScenario); only the files named here are written.
// Controls carry names ("ruleset", "map-source", "map-file", "columns", "rows", "name",
// "scenario-file") so tests fill the form as a user would.
#include "engine/io/ruleset_library.hpp"

#include <wx/dialog.h>

#include <filesystem>
#include <string>

class wxChoice;
class wxRadioBox;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace editor {

struct NewScenarioRequest {
    enum class MapSource : std::uint8_t { Existing, Blank, Elevation };
    std::string ruleset = "sss";  // a built-in ruleset id
    MapSource source = MapSource::Blank;
    std::filesystem::path mapFile;  // the map to use, or where the blank map is saved
    int columns = 30;
    int rows = 20;
    std::string name;
    std::filesystem::path scenarioFile;
};

// Writes the request's files (the blank map, when new, then the scenario; atomic saves) and
// returns the scenario's path. Throws engine::LoadError for a map that does not load, and
// std::exception naming the file for anything else.
std::filesystem::path createScenarioFiles(const NewScenarioRequest& request, engine::RulesetLibrary& rulesets);

class NewScenarioDialog : public wxDialog {
public:
    explicit NewScenarioDialog(wxWindow* parent);
    // Reads and checks every field: false with `error` naming the field and the problem.
    bool readRequest(NewScenarioRequest& out, wxString& error) const;

private:
    void enableFields();

    wxChoice* m_ruleset = nullptr;
    wxRadioBox* m_source = nullptr;
    wxTextCtrl* m_mapFile = nullptr;
    wxSpinCtrl* m_columns = nullptr;
    wxSpinCtrl* m_rows = nullptr;
    wxTextCtrl* m_name = nullptr;
    wxTextCtrl* m_scenarioFile = nullptr;
    wxStaticText* m_error = nullptr;
};

}  // namespace editor
