#include "editor/panels/reachability_dialog.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/dataview.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <cstdio>

namespace editor {

namespace {

wxString hexTitle(const engine::HexGrid& grid, const engine::ObjectiveReach& o) {
    const wxString label = wxString::FromUTF8(grid.label(o.hex));
    return o.victoryId.empty() ? label : label + " (" + wxString::FromUTF8(o.victoryId) + ")";
}

wxString fromText(const engine::HexGrid& grid, const engine::ClassArrival& a) {
    const wxString piece = a.fromPiece.empty() ? wxString() : wxString::FromUTF8(a.fromPiece) + " ";
    const wxString hex = wxString::FromUTF8(grid.label(a.from));
    if (a.fromSetup) return wxString::Format(_("set-up %sat %s"), piece, hex);
    return wxString::Format(_("arrival %s(turn %d) at %s"), piece, a.fromTurn, hex);
}

wxString pathText(const engine::ClassArrival& a) {
    char mp[32];
    std::snprintf(mp, sizeof mp, "%.4g", a.mp);
    return wxString::Format(_("%zu hexes, %s MP"), a.path.size() - 1, mp);
}

}  // namespace

ReachabilityDialog::ReachabilityDialog(wxWindow* parent, const engine::Document& doc,
                                       std::vector<engine::HexCoord> extraHexes, ShowPath showPath)
    : wxDialog(parent, wxID_ANY, _("Reachability"), wxDefaultPosition, wxSize(760, 480),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc),
      m_extra(std::move(extraHexes)),
      m_showPath(std::move(showPath)) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(this, wxID_ANY,
                                   _("The earliest turn each side can reach each victory hex (and the hex selected on "
                                     "the map) with each unit class, at the best movement allowance a turn. Select a "
                                     "row to see its path on the map."));
    intro->Wrap(720);
    sizer->Add(intro, 0, wxALL | wxEXPAND, 8);
    m_zones = new wxCheckBox(this, wxID_ANY, _("Count the enemy's set-up and zones of control"), wxDefaultPosition,
                             wxDefaultSize, 0, wxDefaultValidator, "enemy-zones");
    sizer->Add(m_zones, 0, wxLEFT | wxRIGHT, 8);
    m_list = new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES | wxDV_SINGLE);
    m_list->SetName("reachability-table");
    m_list->AppendTextColumn(_("Hex"), wxDATAVIEW_CELL_INERT, 110);
    m_list->AppendTextColumn(_("Side"), wxDATAVIEW_CELL_INERT, 70);
    m_list->AppendTextColumn(_("Class"), wxDATAVIEW_CELL_INERT, 160);
    m_list->AppendTextColumn(_("Turn"), wxDATAVIEW_CELL_INERT, 80);
    m_list->AppendTextColumn(_("From"), wxDATAVIEW_CELL_INERT, 200);
    m_list->AppendTextColumn(_("Path"), wxDATAVIEW_CELL_INERT, 120);
    sizer->Add(m_list, 1, wxALL | wxEXPAND, 8);
    m_summary = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0, "summary");
    sizer->Add(m_summary, 0, wxLEFT | wxRIGHT | wxEXPAND, 8);
    auto* close = new wxButton(this, wxID_OK, _("Close"));
    sizer->Add(close, 0, wxALL | wxALIGN_RIGHT, 8);
    SetSizer(sizer);
    SetEscapeId(wxID_OK);
    m_zones->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute(); });
    m_list->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) { rowSelected(); });
    recompute();
}

const engine::ClassArrival& ReachabilityDialog::arrivalOfRow(unsigned row) const {
    const auto& [objective, arrival] = m_rows.at(row);
    return m_table.objectives[objective].arrivals[arrival];
}

const engine::ObjectiveReach& ReachabilityDialog::objectiveOfRow(unsigned row) const {
    return m_table.objectives[m_rows.at(row).first];
}

void ReachabilityDialog::recompute() {
    engine::ReachabilityOptions options;
    options.extraHexes = m_extra;
    options.enemyZones = m_zones->GetValue();
    m_table = engine::reachabilityTable(m_doc, options);
    m_rows.clear();
    m_list->DeleteAllItems();
    const engine::HexGrid& grid = m_doc.map.grid();
    std::size_t reached = 0;
    for (std::size_t o = 0; o < m_table.objectives.size(); ++o) {
        const engine::ObjectiveReach& objective = m_table.objectives[o];
        for (std::size_t i = 0; i < objective.arrivals.size(); ++i) {
            const engine::ClassArrival& a = objective.arrivals[i];
            const wxString cls = wxString::FromUTF8(a.unitClass) +
                                 (a.mode.empty() ? wxString() : " (" + wxString::FromUTF8(a.mode) + ")");
            wxVector<wxVariant> row;
            row.push_back(hexTitle(grid, objective));
            row.push_back(wxString::FromUTF8(a.side));
            row.push_back(cls);
            row.push_back(a.reached ? wxString::Format("%d", a.turn) : wxString(_("unreachable")));
            row.push_back(a.reached ? fromText(grid, a) : wxString("-"));
            row.push_back(a.reached ? pathText(a) : wxString("-"));
            m_list->AppendItem(row);
            m_rows.emplace_back(o, i);
            reached += a.reached ? 1 : 0;
        }
    }
    m_summary->SetLabel(m_table.objectives.empty()
                            ? _("No victory hexes: select a hex on the map to ask about it.")
                            : wxString::Format(_("%zu hexes, turns %d-%d: %zu of %zu arrivals by the last turn."),
                                               m_table.objectives.size(), m_table.firstTurn, m_table.lastTurn, reached,
                                               m_rows.size()));
    if (m_showPath) m_showPath(m_table, nullptr);
}

void ReachabilityDialog::rowSelected() {
    const int row = m_list->GetSelectedRow();
    if (!m_showPath) return;
    m_showPath(m_table, row == wxNOT_FOUND ? nullptr : &arrivalOfRow(static_cast<unsigned>(row)));
}

}  // namespace editor
