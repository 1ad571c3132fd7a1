#pragma once
// The property pane (wxPropertyGrid), typed by the ruleset: for the selected hex its terrain (the
// ruleset's types), level, elevation and in-hex features; its hexsides' features as flags of the
// ruleset's hexside types (or just the selected hexside); every unit set up at the hex (name,
// side, formation, class, mode, set-up hex, and the attributes of the ruleset's schema with their
// ranges); every victory hex there (points, side, turns); or the formation (name, kind, commander),
// leader (name, rank, the ruleset's ratings) or unit chosen in the order-of-battle tree. Each edit becomes one engine command
// handed to Callbacks::apply (one undo step); a value out of range is refused before anything
// changes, with a message naming the attribute and its range.
#include "editor/document/property_edits.hpp"
#include "editor/document/selection.hpp"
#include "editor/document/studio_document.hpp"

#include <wx/panel.h>

#include <functional>
#include <map>
#include <memory>

class wxPGProperty;
class wxPropertyGrid;
class wxVariant;

namespace editor {

class PropertyPanel : public wxPanel {
public:
    struct Callbacks {
        std::function<void(std::unique_ptr<engine::Command>)> apply;
        std::function<void(const wxString&)> refused;  // optional: told why a value was refused
    };
    // `interactive` false: a refusal never opens a message box (tests, scripted use).
    PropertyPanel(wxWindow* parent, Callbacks callbacks, bool interactive = true);

    // Shows `selection` of `doc`; an empty grid for no document or an empty selection. Inside a
    // grid event the rebuild waits for the event to finish.
    void show(StudioDocument* doc, const Selection& selection);
    // Changes property `name` as the user would: validated, refused or applied. False when refused.
    bool change(const wxString& name, const wxVariant& value);
    [[nodiscard]] wxPropertyGrid& grid() { return *m_grid; }
    [[nodiscard]] const wxString& lastRefusal() const { return m_lastRefusal; }

private:
    using Editor = std::function<PropertyEdit(const wxVariant&)>;
    void rebuild();
    void addHex(engine::HexCoord hex);
    void addHexside(engine::HexsideId side, const wxString& label, const wxString& name);
    // `placement` nullptr: a unit not set up (no mode or hex to edit).
    void addUnit(const engine::Unit& unit, const engine::Placement* placement);
    void addFormation(const engine::Formation& formation);
    void addLeader(const engine::Leader& leader);
    // A formation, leader or unit chosen in the order-of-battle tree.
    void addPiece(const std::string& id);
    void addVictoryHex(const engine::VictoryHex& v);
    wxPGProperty* add(wxPGProperty* property, Editor editor = {});
    // The property an event is about, as the grid's editors see it: a flag's parent set.
    [[nodiscard]] wxPGProperty* editedProperty(wxPGProperty* p) const;
    // Runs the editor of `p` on `value`: the command, or the refusal recorded and reported.
    PropertyEdit evaluate(wxPGProperty* p, const wxVariant& value);

    wxPropertyGrid* m_grid = nullptr;
    Callbacks m_callbacks;
    bool m_interactive;
    StudioDocument* m_doc = nullptr;
    Selection m_selection;
    std::map<wxString, Editor> m_editors;        // by property name
    std::unique_ptr<engine::Command> m_pending;  // validated in CHANGING, applied in CHANGED
    int m_inEvent = 0;
    bool m_rebuildQueued = false;
    wxString m_lastRefusal;
};

}  // namespace editor
