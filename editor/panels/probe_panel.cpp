#include "editor/panels/probe_panel.hpp"

#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

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
    m_summary = new wxStaticText(this, wxID_ANY, _("LOS probe: click two hexes. Reach probe: click a hex."));
    m_lines = new wxListBox(this, wxID_ANY);

    auto* options = new wxFlexGridSizer(2, wxSize(FromDIP(6), FromDIP(4)));
    options->AddGrowableCol(1);
    options->Add(new wxStaticText(this, wxID_ANY, _("Unit class")), wxSizerFlags().CenterVertical());
    options->Add(m_class, wxSizerFlags().Expand());
    options->Add(new wxStaticText(this, wxID_ANY, _("Mode")), wxSizerFlags().CenterVertical());
    options->Add(m_mode, wxSizerFlags().Expand());
    options->Add(new wxStaticText(this, wxID_ANY, _("MP budget")), wxSizerFlags().CenterVertical());
    options->Add(m_budget, wxSizerFlags().Expand());
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(options, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));
    sizer->Add(m_summary, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, FromDIP(4)));
    sizer->Add(m_lines, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(4)));
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
}

void ProbePanel::setRuleset(const engine::Ruleset* ruleset) {
    m_ruleset = ruleset;
    m_reach.setUnitClass({});
    m_reach.setMode({});
    m_class->Clear();
    if (ruleset)
        for (const engine::UnitClass& c : ruleset->unitClasses)
            m_class->Append(wxString::FromUTF8(c.name.empty() ? c.id : c.name));
    if (m_class->GetCount() > 0) m_class->SetSelection(0);
    fillModes();
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

void ProbePanel::showLos(const LosProbeTool& los, const engine::HexGrid& grid) {
    const auto label = [&grid](engine::HexCoord h) { return wxString::FromUTF8(grid.label(h)); };
    if (!los.from()) return show(_("LOS probe: click the observer's hex."), {});
    if (!los.to()) return show(wxString::Format(_("LOS from %s: click the target hex."), label(*los.from())), {});
    if (!los.result())
        return show(wxString::Format(_("LOS %s to %s: %s"), label(*los.from()), label(*los.to()),
                                     wxString::FromUTF8(los.error())),
                    {});
    const engine::LosResult& r = *los.result();
    wxArrayString lines;
    for (const engine::Reason& reason : r.reasons) {
        wxString where;
        for (const engine::HexCoord h : reason.hexes) where += (where.empty() ? "" : " ") + label(h);
        lines.Add(wxString::FromUTF8(engine::describe(reason)) + (where.empty() ? wxString() : "  [" + where + "]"));
    }
    show(wxString::Format(_("LOS %s to %s: %s"), label(*los.from()), label(*los.to()), engine::toString(r.verdict)),
         lines);
}

void ProbePanel::showReach(const ReachProbeTool& reach, const engine::HexGrid& grid) {
    if (!reach.start()) return show(_("Reach probe: click the start hex."), {});
    const wxString from = wxString::FromUTF8(grid.label(*reach.start()));
    if (!reach.error().empty())
        return show(wxString::Format(_("Reach from %s: %s"), from, wxString::FromUTF8(reach.error())), {});
    wxArrayString lines;
    for (const engine::ReachedHex& h : reach.reached()) {
        if (lines.size() == kMaxListedHexes) break;
        lines.Add(wxString::Format("%s  %s MP%s", wxString::FromUTF8(grid.label(h.hex)), mpText(h.cost),
                                   h.finalOnly ? _(" (ends the move)") : wxString()));
    }
    show(wxString::Format(_("Reach from %s within %s MP: %zu hexes"), from, mpText(reach.budget()),
                          reach.reached().size()),
         lines);
}

void ProbePanel::show(const wxString& summary, const wxArrayString& lines) {
    m_summaryText = summary;
    m_summary->SetLabel(summary);
    m_summary->Wrap(std::max(FromDIP(100), GetClientSize().GetWidth() - FromDIP(8)));
    m_lines->Set(lines);
    Layout();
}

wxString ProbePanel::summary() const { return m_summaryText; }
int ProbePanel::lineCount() const { return static_cast<int>(m_lines->GetCount()); }
wxString ProbePanel::line(int i) const { return m_lines->GetString(static_cast<unsigned>(i)); }

}  // namespace editor
