#pragma once
// File > New Map...: every ruleset the library finds (engine::RulesetLibrary::available: the
// built-in four and a user's own in $RIDGELINE_RULESETS), listed by name, the map's columns and
// rows, and the terrain every hex starts with (the ruleset's first, usually clear), so a new map
// does not open with every hex in error (`ridgeline new --terrain ID` does the same). OK is
// refused, naming the reason, when the ruleset's sheets do not divide the grid (engine::rulesetGrid,
// as `ridgeline new` builds it). Controls carry names ("ruleset", "columns", "rows",
// "base-terrain") so tests fill the form as a user would.
#include "engine/io/ruleset_library.hpp"

#include <wx/dialog.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

class wxChoice;
class wxListBox;
class wxSpinCtrl;
class wxStaticText;

namespace editor {

struct NewMapRequest {
    std::string ruleset;  // what RulesetLibrary::resolve takes
    int columns = 0;
    int rows = 0;
    std::string baseTerrain;  // a terrain id of the ruleset
};

class NewMapDialog : public wxDialog {
public:
    NewMapDialog(wxWindow* parent, engine::RulesetLibrary& rulesets, int columns, int rows);

    // The form as a request; false with `error` saying what is wrong.
    bool readRequest(NewMapRequest& out, wxString& error) const;
    // The label each listed ruleset shows: "Simpler Summer Storm (sss)".
    [[nodiscard]] static wxString label(const engine::RulesetListing& ruleset);
    // Chooses the ruleset `ref` (an id) as the user would (the terrain list follows); false if absent.
    bool selectRuleset(std::string_view ref);

private:
    // Lists the chosen ruleset's terrain types, its first chosen.
    void listTerrain();

    engine::RulesetLibrary& m_rulesets;
    std::vector<engine::RulesetListing> m_listed;  // the rows of m_list, in order
    wxListBox* m_list = nullptr;
    wxSpinCtrl* m_columns = nullptr;
    wxSpinCtrl* m_rows = nullptr;
    wxChoice* m_terrain = nullptr;
    std::shared_ptr<const engine::Ruleset> m_terrainOf;  // the ruleset m_terrain lists
    wxStaticText* m_error = nullptr;
};

}  // namespace editor
