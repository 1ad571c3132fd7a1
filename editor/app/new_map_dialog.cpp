#include "editor/app/new_map_dialog.hpp"

#include "editor/panels/form_helpers.hpp"
#include "engine/model/ruleset_grid.hpp"

#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace editor {
namespace {

constexpr int kMaxHexes = 1000;  // per side

wxSpinCtrl* spin(wxWindow* parent, const char* name, int value) {
    auto* s = new wxSpinCtrl(parent, wxID_ANY, wxString::Format("%d", value), wxDefaultPosition, wxDefaultSize,
                             wxSP_ARROW_KEYS, 1, kMaxHexes, value);
    s->SetName(name);
    return s;
}

}  // namespace

wxString NewMapDialog::label(const engine::RulesetListing& ruleset) {
    return wxString::FromUTF8(ruleset.name.empty() ? ruleset.ref : ruleset.name + " (" + ruleset.ref + ")");
}

NewMapDialog::NewMapDialog(wxWindow* parent, engine::RulesetLibrary& rulesets, int columns, int rows)
    : wxDialog(parent, wxID_ANY, _("New Map"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_rulesets(rulesets) {
    wxArrayString labels;
    wxString unreadable;
    for (engine::RulesetListing& listing : m_rulesets.available()) {
        if (!listing.error.empty()) {
            unreadable += "\n" + wxString::FromUTF8(listing.file.string() + ": " + listing.error);
            continue;
        }
        labels.Add(label(listing));
        m_listed.push_back(std::move(listing));
    }
    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, labels, wxLB_SINGLE);
    m_list->SetName("ruleset");
    // Wide enough for the longest name, tall enough for every row: nothing is clipped.
    int widest = 0;
    for (const wxString& l : labels) widest = std::max(widest, GetTextExtent(l).GetWidth());
    const int rowHeight = GetCharHeight() + FromDIP(6);
    m_list->SetMinSize(wxSize(widest + FromDIP(40), rowHeight * std::max<int>(4, static_cast<int>(labels.size()))));
    if (!labels.empty()) m_list->SetSelection(0);

    wxFlexGridSizer* size = formGrid(this);
    m_columns = static_cast<wxSpinCtrl*>(addRow(size, this, _("Columns:"), spin(this, "columns", columns)));
    m_rows = static_cast<wxSpinCtrl*>(addRow(size, this, _("Rows:"), spin(this, "rows", rows)));
    m_terrain = new wxChoice(this, wxID_ANY);
    m_terrain->SetName("base-terrain");
    addRow(size, this, _("Every hex:"), m_terrain);
    listTerrain();
    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { listTerrain(); });

    auto* top = new wxBoxSizer(wxVERTICAL);
    const int border = FromDIP(10);
    top->Add(new wxStaticText(this, wxID_ANY, _("Ruleset:")), wxSizerFlags().Border(wxLEFT | wxRIGHT | wxTOP, border));
    top->Add(m_list, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT, border));
    if (!unreadable.empty()) {
        auto* note = new wxStaticText(this, wxID_ANY, _("Not listed (they do not load):") + unreadable);
        note->SetName("unreadable");
        top->Add(note, wxSizerFlags().Border(wxLEFT | wxRIGHT | wxTOP, border));
    }
    top->Add(size, wxSizerFlags().Expand().Border(wxALL, border));
    m_error = errorLine(this);
    top->Add(m_error, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, border));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, border));
    SetSizerAndFit(top);
    closeOnlyWhenValid(*this, m_error, [this](wxString& error) {
        NewMapRequest request;
        return readRequest(request, error);
    });
    m_list->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) {
        wxCommandEvent ok(wxEVT_BUTTON, wxID_OK);
        ok.SetEventObject(this);
        ProcessWindowEvent(ok);
    });
}

void NewMapDialog::listTerrain() {
    m_terrain->Clear();
    m_terrainOf.reset();
    const int row = m_list->GetSelection();
    if (row == wxNOT_FOUND) return;
    try {
        m_terrainOf = m_rulesets.resolve(m_listed[static_cast<std::size_t>(row)].ref);
    } catch (const std::exception&) {
        return;  // readRequest names the problem
    }
    for (const engine::TerrainType& t : m_terrainOf->terrain)
        m_terrain->Append(wxString::FromUTF8(t.name.empty() ? t.id : t.name));
    m_terrain->SetSelection(m_terrain->IsEmpty() ? wxNOT_FOUND : 0);
    Layout();
}

bool NewMapDialog::selectRuleset(std::string_view ref) {
    for (std::size_t i = 0; i < m_listed.size(); ++i) {
        if (m_listed[i].ref != ref) continue;
        m_list->SetSelection(static_cast<int>(i));
        listTerrain();
        return true;
    }
    return false;
}

bool NewMapDialog::readRequest(NewMapRequest& out, wxString& error) const {
    const int row = m_list->GetSelection();
    if (row == wxNOT_FOUND && m_listed.empty()) {
        wxString searched;
        for (const auto& dir : m_rulesets.searchDirs()) searched += " " + wxString::FromUTF8(dir.string());
        error = wxString::Format(_("No ruleset found (searched%s): set RIDGELINE_RULESETS to a folder of ruleset "
                                   "files."),
                                 searched);
        return false;
    }
    if (row == wxNOT_FOUND) {
        error = _("Ruleset: choose the ruleset of the new map.");
        return false;
    }
    out.ruleset = m_listed[static_cast<std::size_t>(row)].ref;
    out.columns = m_columns->GetValue();
    out.rows = m_rows->GetValue();
    try {
        const auto ruleset = m_rulesets.resolve(out.ruleset);
        const std::string why = engine::rulesetGrid(*ruleset, out.columns, out.rows).checkConsistency();
        if (!why.empty()) {
            error = wxString::Format(_("Columns and rows: %s."), wxString::FromUTF8(why));
            return false;
        }
        const int terrain = m_terrain->GetSelection();
        if (!m_terrainOf || m_terrainOf->id != ruleset->id || terrain == wxNOT_FOUND) {
            error = _("Every hex: choose the terrain the map starts with.");
            return false;
        }
        out.baseTerrain = ruleset->terrain[static_cast<std::size_t>(terrain)].id;
    } catch (const std::exception& e) {
        error = wxString::FromUTF8(e.what());
        return false;
    }
    return true;
}

}  // namespace editor
