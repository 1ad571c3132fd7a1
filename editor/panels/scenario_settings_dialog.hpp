#pragma once
// Scenario ▸ Settings: name and id, the sides' names, the turn track (date, start time, minutes per
// turn, first and last turn, night turns), the ruleset's named options (its readings of the
// rulebooks' contradictions), severity overrides, the special rules and the victory conditions of
// each side (one paragraph per condition). OK hands back the edits as command builders, each built
// on the document as the ones before it left it; the frame stages them as one undo step.
#include "editor/document/studio_document.hpp"

#include <wx/dialog.h>

#include <map>
#include <string>
#include <vector>

class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace editor {

class ScenarioSettingsDialog : public wxDialog {
public:
    // `doc` has a scenario.
    ScenarioSettingsDialog(wxWindow* parent, const engine::Document& doc);

    // The edits the form asks for, in order; false with `error` when a field is wrong (named).
    bool edits(std::vector<CommandBuilder>& out, wxString& error) const;
    // A field by name (name, id, side.<id>, date, start, minutes, first, last, night, option.<id>,
    // severity, special-rules, victory.<side id>; "victory." for either side).
    [[nodiscard]] wxWindow* field(const std::string& name) const;

private:
    wxTextCtrl* text(wxWindow* parent, const std::string& name, const std::string& value, long style = 0);

    const engine::Document& m_doc;
    std::map<std::string, wxWindow*> m_fields;
    wxStaticText* m_error = nullptr;
};

// Paragraphs of a text (separated by blank lines), trimmed, empty ones dropped.
[[nodiscard]] std::vector<std::string> paragraphs(const std::string& text);

}  // namespace editor
