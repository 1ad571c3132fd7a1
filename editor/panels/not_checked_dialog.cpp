#include "editor/panels/not_checked_dialog.hpp"

#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace editor {

NotCheckedDialog::NotCheckedDialog(wxWindow* parent, const engine::Ruleset& ruleset)
    : wxDialog(parent, wxID_ANY, _("Rules Not Checked"), wxDefaultPosition, wxSize(900, 520),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_values(engine::notCheckedValues(ruleset)) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        wxString::Format(_("%zu values of ruleset %s are not checked by validation: rules of play, which the "
                           "studio does not play, or rules that need data a scenario does not hold. Each is marked "
                           "in the ruleset's template with its reason."),
                         m_values.size(), wxString::FromUTF8(ruleset.id)));
    intro->Wrap(860);
    sizer->Add(intro, 0, wxALL | wxEXPAND, 8);
    m_list = new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES | wxDV_SINGLE);
    m_list->SetName("not-checked");
    const int em = GetCharWidth();
    m_list->AppendTextColumn(_("Value"), wxDATAVIEW_CELL_INERT, 30 * em);
    m_list->AppendTextColumn(_("Citation"), wxDATAVIEW_CELL_INERT, 14 * em);
    m_list->AppendTextColumn(_("Why it is not checked"), wxDATAVIEW_CELL_INERT, 60 * em);
    for (const engine::NotChecked& n : m_values) {
        wxVector<wxVariant> row;
        row.push_back(wxString::FromUTF8(n.what));
        row.push_back(wxString::FromUTF8(n.cite));
        row.push_back(wxString::FromUTF8(n.why));
        m_list->AppendItem(row);
    }
    sizer->Add(m_list, 1, wxLEFT | wxRIGHT | wxEXPAND, 8);
    sizer->Add(CreateStdDialogButtonSizer(wxCLOSE), 0, wxALL | wxEXPAND, 8);
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_CLOSE); }, wxID_CLOSE);
    SetSizer(sizer);
    SetEscapeId(wxID_CLOSE);
}

}  // namespace editor
