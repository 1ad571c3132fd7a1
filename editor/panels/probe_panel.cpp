#include "editor/panels/probe_panel.hpp"

#include "editor/panels/ground_profile_box.hpp"
#include "engine/authoring/turn_track_outline.hpp"
#include "engine/mechanics/movement/movement_orders.hpp"

#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <cmath>

namespace editor {

namespace {
constexpr double kMaxBudget = 100;
// The reached hexes listed at most (the canvas shades them all).
constexpr std::size_t kMaxListedHexes = 500;

wxString mpText(double mp) {
    return std::isinf(mp) ? wxString(_("unlimited")) : wxString::Format("%g", std::round(mp * 100) / 100);
}
}  // namespace

ProbePanel::ProbePanel(wxWindow* parent, ReachProbeTool& reach)
    : wxPanel(parent),
      m_reach(reach) {
    m_class = new wxChoice(this, wxID_ANY);
    m_mode = new wxChoice(this, wxID_ANY);
    m_budget = new wxSpinCtrlDouble(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0,
                                    kMaxBudget, 0, 0.5);
    m_budget->SetToolTip(_("Movement points for the reach probe; 0 for unlimited"));
    m_side = new wxChoice(this, wxID_ANY);
    m_side->SetName("probe-side");
    m_side->SetToolTip(_("The moving side: its enemies in the set-up hold their hexes and cast their zones"));
    m_orders = new wxChoice(this, wxID_ANY);
    m_orders->SetName("probe-orders");
    m_orders->SetToolTip(
        _("The mover's orders, where the ruleset's movement reads them (as reach --orders): "
          "orders that keep a unit out of enemy zones or from engaging the enemy"));
    m_turn = new wxChoice(this, wxID_ANY);
    m_turn->SetName("probe-turn");
    m_turn->SetToolTip(
        _("A turn of the scenario's turn track (as reach --turn): at night, the ruleset's night "
          "movement rules apply"));
    m_summary = new wxStaticText(this, wxID_ANY, _("LOS probe: click two hexes. Reach probe: click a hex."));
    m_summary->SetName("probe-summary");
    m_lines = new wxListBox(this, wxID_ANY);
    m_lines->SetName("probe-lines");
    m_details = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                               wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP | wxTE_NO_VSCROLL);
    m_details->SetName("probe-details");
    m_details->SetMinSize(wxSize(-1, 8 * GetCharHeight()));
    m_ground = new GroundProfileBox(this);

    auto* options = new wxFlexGridSizer(2, wxSize(FromDIP(6), FromDIP(4)));
    options->AddGrowableCol(1);
    options->Add(new wxStaticText(this, wxID_ANY, _("Unit class")), wxSizerFlags().CenterVertical());
    options->Add(m_class, wxSizerFlags().Expand());
    options->Add(new wxStaticText(this, wxID_ANY, _("Mode")), wxSizerFlags().CenterVertical());
    options->Add(m_mode, wxSizerFlags().Expand());
    options->Add(new wxStaticText(this, wxID_ANY, _("MP budget")), wxSizerFlags().CenterVertical());
    options->Add(m_budget, wxSizerFlags().Expand());
    options->Add(new wxStaticText(this, wxID_ANY, _("Moving side")), wxSizerFlags().CenterVertical());
    options->Add(m_side, wxSizerFlags().Expand());
    options->Add(new wxStaticText(this, wxID_ANY, _("Orders")), wxSizerFlags().CenterVertical());
    options->Add(m_orders, wxSizerFlags().Expand());
    options->Add(new wxStaticText(this, wxID_ANY, _("Turn")), wxSizerFlags().CenterVertical());
    options->Add(m_turn, wxSizerFlags().Expand());
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(options, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));
    sizer->Add(m_summary, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, FromDIP(4)));
    sizer->Add(m_ground, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, FromDIP(4)));
    sizer->Add(m_lines, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(4)));
    sizer->Add(m_details, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(4)));
    SetSizer(sizer);

    m_class->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        fillModes();
        const int i = m_class->GetSelection();
        m_reach.setUnitClass(m_ruleset && i >= 0 ? m_ruleset->unitClasses.at(static_cast<std::size_t>(i)).id
                                                 : std::string());
    });
    m_mode->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int c = m_class->GetSelection(), m = m_mode->GetSelection();
        if (m_ruleset && c >= 0 && m >= 0)
            m_reach.setMode(
                m_ruleset->unitClasses.at(static_cast<std::size_t>(c)).modes.at(static_cast<std::size_t>(m)).id);
    });
    m_budget->Bind(wxEVT_SPINCTRLDOUBLE, [this](wxSpinDoubleEvent& e) { m_reach.setBudget(e.GetValue()); });
    m_side->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_side->GetSelection();
        m_reach.setSide(i > 0 ? m_sideIds.at(static_cast<std::size_t>(i - 1)) : std::string());
    });
    m_orders->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_orders->GetSelection();
        m_reach.setOrders(i > 0 ? m_orderIds.at(static_cast<std::size_t>(i - 1)) : std::string());
    });
    m_turn->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_turn->GetSelection();
        m_reach.setTurn(i > 0 ? m_turnNumbers.at(static_cast<std::size_t>(i - 1)) : 0);
    });
    m_lines->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) { pickReached(e.GetSelection()); });
}

void ProbePanel::setDocument(const engine::Document* doc) {
    m_ruleset = doc ? doc->ruleset.get() : nullptr;
    m_ground->setMap(doc ? &doc->map : nullptr);
    m_reach.setUnitClass({});
    m_reach.setMode({});
    m_reach.setSide({});
    m_reach.setOrders({});
    m_reach.setTurn(0);
    m_class->Clear();
    if (m_ruleset)
        for (const engine::UnitClass& c : m_ruleset->unitClasses)
            m_class->Append(wxString::FromUTF8(c.name.empty() ? c.id : c.name));
    if (m_class->GetCount() > 0) m_class->SetSelection(0);
    fillModes();
    m_side->Clear();
    m_sideIds.clear();
    m_side->Append(_("That of the unit in the start hex"));
    if (doc && doc->scenario)
        for (const engine::Side& side : doc->scenario->sides) {
            m_side->Append(wxString::FromUTF8(side.name.empty() ? side.id : side.name));
            m_sideIds.push_back(side.id);
        }
    m_side->SetSelection(0);
    m_orders->Clear();
    m_orderIds = m_ruleset ? engine::movementOrders(*m_ruleset) : std::vector<std::string>{};
    m_orders->Append(m_orderIds.empty() ? _("None (the ruleset reads none)") : _("None"));
    for (const std::string& o : m_orderIds) m_orders->Append(wxString::FromUTF8(o));
    m_orders->SetSelection(0);
    m_orders->Enable(!m_orderIds.empty());
    m_turn->Clear();
    m_turn->Append(_("None (daytime)"));
    m_turnNumbers.clear();
    if (doc && doc->scenario)
        for (const engine::TurnSummary& t : engine::turnTrackOutline(*doc->scenario)) {
            if (!t.onTrack) continue;  // a row's turn off the track: not one --turn accepts
            m_turn->Append(wxString::Format(_("Turn %d"), t.turn) +
                           (t.time.empty() ? wxString() : " " + wxString::FromUTF8(t.time)) +
                           (t.night ? _(" (night)") : wxString()));
            m_turnNumbers.push_back(t.turn);
        }
    m_turn->SetSelection(0);
    show(_("LOS probe: click two hexes. Reach probe: click a hex."), {});
}

void ProbePanel::fillModes() {
    m_mode->Clear();
    const int c = m_class->GetSelection();
    if (!m_ruleset || c < 0) return;
    for (const engine::UnitMode& m : m_ruleset->unitClasses.at(static_cast<std::size_t>(c)).modes)
        m_mode->Append(wxString::FromUTF8(m.name.empty() ? m.id : m.name));
    if (m_mode->GetCount() > 0) m_mode->SetSelection(0);
}

namespace {

wxString hexList(const engine::HexGrid& grid, const std::vector<engine::HexCoord>& hexes) {
    wxString where;
    for (const engine::HexCoord h : hexes) where += (where.empty() ? "" : " ") + wxString::FromUTF8(grid.label(h));
    return where;
}

}  // namespace

void ProbePanel::showLos(const LosProbeTool& los, const engine::HexGrid& grid) {
    const auto label = [&grid](engine::HexCoord h) { return wxString::FromUTF8(grid.label(h)); };
    m_ground->showLine(los.from(), los.to(),
                       los.result() ? std::optional(los.result()->verdict) : std::optional<engine::LosVerdict>());
    if (!los.from()) return show(_("LOS probe: click the observer's hex."), {});
    if (!los.to()) {
        const wxString ask = wxString::Format(_("LOS from %s: click the target hex."), label(*los.from()));
        return show(los.error().empty() ? ask : ask + "\n" + wxString::FromUTF8(los.error()), {});
    }
    if (!los.result())
        return show(wxString::Format(_("LOS %s to %s: %s"), label(*los.from()), label(*los.to()),
                                     wxString::FromUTF8(los.error())),
                    {});
    // As the CLI prints it: the verdict, whether fire is allowed, the fire-table shift, the hexes
    // the line passes, and every reason with its citation and the hexes it names.
    const engine::LosResult& r = *los.result();
    wxString summary =
        wxString::Format(_("LOS %s to %s: %s"), label(*los.from()), label(*los.to()), engine::toString(r.verdict));
    if (!r.fireAllowed) summary += "\n" + _("Fire: not allowed (see the reasons).");
    if (r.columnShiftLeft) summary += "\n" + wxString::Format(_("Fire table: %d column(s) left."), r.columnShiftLeft);
    wxArrayString lines;
    wxString details;
    for (const engine::Reason& reason : r.reasons) {
        const wxString where = hexList(grid, reason.hexes);
        lines.Add(wxString::FromUTF8(engine::describe(reason)) + (where.empty() ? wxString() : "  [" + where + "]"));
        details += "- " + lines.Last() + "\n";
    }
    wxString passes;
    for (const engine::LineStep& step : r.line.steps)
        passes += (passes.empty() ? "" : " ") + label(step.hex) +
                  (step.kind == engine::LineStep::Kind::Spine ? "|" + label(step.other) : wxString());
    details += _("Hexes: ") + passes;
    show(summary, lines, details);
    m_lines->Hide();  // the reasons read in full below
    Layout();
}

void ProbePanel::showReach(const ReachProbeTool& reach, const engine::HexGrid& grid) {
    m_lines->Show();
    m_ground->showLine({}, {}, {});
    if (!reach.start()) return show(_("Reach probe: click the start hex."), {});
    const wxString from = wxString::FromUTF8(grid.label(*reach.start()));
    if (!reach.error().empty())
        return show(wxString::Format(_("Reach from %s: %s"), from, wxString::FromUTF8(reach.error())), {});
    wxArrayString lines;
    m_listed.clear();
    for (const engine::ReachedHex& h : reach.reached()) {
        if (lines.size() == kMaxListedHexes) break;
        lines.Add(wxString::Format("%s  %s MP%s", wxString::FromUTF8(grid.label(h.hex)), mpText(h.cost),
                                   h.finalOnly ? _(" (ends the move)") : wxString()));
        m_listed.push_back(h.hex);
    }
    const wxString side = reach.movingSide().empty()
                              ? wxString(_("no side: every unit ignored"))
                              : wxString::Format(_("as %s"), wxString::FromUTF8(reach.movingSide()));
    show(wxString::Format(_("Reach from %s within %s MP (%s): %zu hexes"), from, mpText(reach.budget()), side,
                          reach.reached().size()),
         lines);
    showPath(reach, grid);
}

void ProbePanel::showPath(const ReachProbeTool& reach, const engine::HexGrid& grid) {
    if (!reach.target()) {
        m_details->SetValue(_("Pick a hex in the list to see its path."));
        return;
    }
    for (std::size_t i = 0; i < m_listed.size(); ++i)
        if (m_listed[i] == *reach.target()) m_lines->SetSelection(static_cast<int>(i));
    wxString text = wxString::Format(_("Path to %s:"), wxString::FromUTF8(grid.label(*reach.target()))) + "\n";
    for (const engine::Reason& reason : reach.startReasons())
        text += _("From the start: ") + wxString::FromUTF8(engine::describe(reason)) + "\n";
    for (const ReachProbeTool::Step& step : reach.path()) {
        text += wxString::Format("%s -> %s: %s MP (total %s)\n", wxString::FromUTF8(grid.label(step.from)),
                                 wxString::FromUTF8(grid.label(step.to)), mpText(step.cost), mpText(step.total));
        for (const engine::Reason& reason : step.reasons)
            text += "    " + wxString::FromUTF8(engine::describe(reason)) + "\n";
    }
    m_details->SetValue(text);
}

void ProbePanel::pickReached(int i) {
    if (i < 0 || static_cast<std::size_t>(i) >= m_listed.size()) return;
    m_reach.setTarget(m_listed[static_cast<std::size_t>(i)]);
}

void ProbePanel::show(const wxString& summary, const wxArrayString& lines, const wxString& details) {
    m_summaryText = summary;
    m_summary->SetLabel(summary);
    m_summary->Wrap(std::max(FromDIP(100), GetClientSize().GetWidth() - FromDIP(8)));
    m_lineTexts = lines;
    m_lines->Set(lines);
    m_details->SetValue(details);
    Layout();
}

wxString ProbePanel::summary() const { return m_summaryText; }
int ProbePanel::lineCount() const { return static_cast<int>(m_lineTexts.size()); }
wxString ProbePanel::line(int i) const { return m_lineTexts[static_cast<std::size_t>(i)]; }
wxString ProbePanel::details() const { return m_details->GetValue(); }

}  // namespace editor
