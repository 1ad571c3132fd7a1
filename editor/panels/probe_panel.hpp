#pragma once
// The probe pane: the reach probe's options (unit class, mode, MP budget) and the answer of the
// probe used last: a one-line summary and its lines (the LOS reasons with their citations, or
// the reached hexes with their costs).
#include "editor/document/document_views.hpp"
#include "editor/tools/los_probe_tool.hpp"
#include "editor/tools/reach_probe_tool.hpp"

#include <wx/panel.h>

class wxChoice;
class wxListBox;
class wxSpinCtrlDouble;
class wxStaticText;

namespace editor {

class ProbePanel : public wxPanel, public DocumentView {
public:
    ProbePanel(wxWindow* parent, ReachProbeTool& reach);
    // Fills the class and mode choices from the ruleset (none: empty).
    void setRuleset(const engine::Ruleset* ruleset);
    // DocumentView: the choices of the new document's ruleset. The probes' answers come from the
    // frame, which asks them again after each edit.
    void documentReplaced(const StudioDocument* doc) override { setRuleset(doc ? doc->doc().ruleset.get() : nullptr); }
    void documentChanged(const engine::ChangeSet& change, bool committed) override { (void)change, (void)committed; }
    void showLos(const LosProbeTool& los, const engine::HexGrid& grid);
    void showReach(const ReachProbeTool& reach, const engine::HexGrid& grid);

    [[nodiscard]] wxString summary() const;
    [[nodiscard]] int lineCount() const;
    [[nodiscard]] wxString line(int i) const;

private:
    void fillModes();
    void show(const wxString& summary, const wxArrayString& lines);

    ReachProbeTool& m_reach;
    const engine::Ruleset* m_ruleset = nullptr;
    wxChoice* m_class = nullptr;
    wxChoice* m_mode = nullptr;
    wxSpinCtrlDouble* m_budget = nullptr;
    wxStaticText* m_summary = nullptr;
    wxString m_summaryText;  // unwrapped
    wxListBox* m_lines = nullptr;
};

}  // namespace editor
