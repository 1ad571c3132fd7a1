#pragma once
// File > New from Ruleset...: every ruleset the library finds (engine::RulesetLibrary::available:
// the built-in four and a user's own in $RIDGELINE_RULESETS), listed by name, and the map's
// columns and rows. OK is refused, naming the reason, when the ruleset's sheets do not divide the
// grid (engine::rulesetGrid, as `ridgeline new` builds it). Controls carry names ("ruleset",
// "columns", "rows") so tests fill the form as a user would.
#include "engine/io/ruleset_library.hpp"

#include <wx/dialog.h>

#include <string>
#include <vector>

class wxListBox;
class wxSpinCtrl;
class wxStaticText;

namespace editor {

struct NewMapRequest {
    std::string ruleset;  // what RulesetLibrary::resolve takes
    int columns = 0;
    int rows = 0;
};

class NewMapDialog : public wxDialog {
public:
    NewMapDialog(wxWindow* parent, engine::RulesetLibrary& rulesets, int columns, int rows);

    // The form as a request; false with `error` saying what is wrong.
    bool readRequest(NewMapRequest& out, wxString& error) const;
    // The label each listed ruleset shows: "Simpler Summer Storm (sss)".
    [[nodiscard]] static wxString label(const engine::RulesetListing& ruleset);

private:
    engine::RulesetLibrary& m_rulesets;
    std::vector<engine::RulesetListing> m_listed;  // the rows of m_list, in order
    wxListBox* m_list = nullptr;
    wxSpinCtrl* m_columns = nullptr;
    wxSpinCtrl* m_rows = nullptr;
    wxStaticText* m_error = nullptr;
};

}  // namespace editor
