#pragma once
// The probe pane: the reach probe's options (unit class, mode, MP budget, moving side, orders, turn) and the
// answer of the probe used last: a summary, then for LOS every reason with its citation and the
// hexes it names (wrapped, in full), for reach the reached hexes with their costs; picking one
// shows its cheapest path, each step with the reasons for its cost. Under the LOS verdict, the real
// ground along the line (GroundProfileBox) when an elevation raster is known.
#include "editor/document/document_views.hpp"
#include "editor/tools/los_probe_tool.hpp"
#include "editor/tools/reach_probe_tool.hpp"

#include <wx/panel.h>

class wxChoice;
class wxListBox;
class wxSpinCtrlDouble;
class wxStaticText;
class wxTextCtrl;

namespace editor {

class GroundProfileBox;

class ProbePanel : public wxPanel, public DocumentView {
public:
    ProbePanel(wxWindow* parent, ReachProbeTool& reach);
    // Fills the class, mode and orders choices from the ruleset, the sides and turns from the scenario
    // (none: empty).
    void setDocument(const engine::Document* doc);
    // DocumentView: the choices of the new document. The probes' answers come from the frame,
    // which asks them again after each edit.
    void documentReplaced(const StudioDocument* doc) override { setDocument(doc ? &doc->doc() : nullptr); }
    void documentChanged(const engine::ChangeSet& change, bool committed) override { (void)change, (void)committed; }
    void showLos(const LosProbeTool& los, const engine::HexGrid& grid);
    void showReach(const ReachProbeTool& reach, const engine::HexGrid& grid);

    [[nodiscard]] wxString summary() const;
    // The answer's lines: the LOS reasons, or the reached hexes.
    [[nodiscard]] int lineCount() const;
    [[nodiscard]] wxString line(int i) const;
    // The text under the list: the LOS reasons in full, or the picked hex's path.
    [[nodiscard]] wxString details() const;
    // The ground profile under the LOS verdict.
    [[nodiscard]] GroundProfileBox& groundProfile() { return *m_ground; }
    // Picks the `i`-th reached hex as the reach probe's target (as a click in the list does).
    void pickReached(int i);

private:
    void fillModes();
    void show(const wxString& summary, const wxArrayString& lines, const wxString& details = {});
    void showPath(const ReachProbeTool& reach, const engine::HexGrid& grid);

    ReachProbeTool& m_reach;
    const engine::Ruleset* m_ruleset = nullptr;
    std::vector<std::string> m_sideIds;      // the side choice's entries after the first ("from the start hex")
    std::vector<std::string> m_orderIds;     // the orders choice's entries after the first ("none")
    std::vector<int> m_turnNumbers;          // the turn choice's entries after the first ("none")
    std::vector<engine::HexCoord> m_listed;  // the reached hexes in the list, in order
    wxChoice* m_class = nullptr;
    wxChoice* m_mode = nullptr;
    wxSpinCtrlDouble* m_budget = nullptr;
    wxChoice* m_side = nullptr;
    wxChoice* m_orders = nullptr;
    wxChoice* m_turn = nullptr;  // "none", then the turn track's turns in order
    wxStaticText* m_summary = nullptr;
    wxString m_summaryText;  // unwrapped
    wxListBox* m_lines = nullptr;
    wxArrayString m_lineTexts;
    wxTextCtrl* m_details = nullptr;
    GroundProfileBox* m_ground = nullptr;
};

}  // namespace editor
