#include "editor/validation_panel.hpp"

#include <wx/listctrl.h>
#include <wx/sizer.h>

namespace editor {

namespace {
enum Column { kSeverity, kRule, kCitation, kMessage, kLocation };
}  // namespace

ValidationPanel::ValidationPanel(wxWindow* parent) : wxPanel(parent) {
    m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    const int em = GetCharWidth();
    m_list->AppendColumn(_("Severity"), wxLIST_FORMAT_LEFT, 8 * em);
    m_list->AppendColumn(_("Rule"), wxLIST_FORMAT_LEFT, 18 * em);
    m_list->AppendColumn(_("Citation"), wxLIST_FORMAT_LEFT, 10 * em);
    m_list->AppendColumn(_("Message"), wxLIST_FORMAT_LEFT, 50 * em);
    m_list->AppendColumn(_("Location"), wxLIST_FORMAT_LEFT, 14 * em);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_list, wxSizerFlags(1).Expand());
    SetSizer(sizer);
    m_list->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) {
        const auto index = static_cast<std::size_t>(e.GetIndex());
        if (index < m_diagnostics.size() && m_onSelect) m_onSelect(m_diagnostics[index]);
    });
}

void ValidationPanel::setDiagnostics(const std::vector<engine::Diagnostic>& diagnostics) {
    m_diagnostics = diagnostics;
    m_list->Freeze();
    m_list->DeleteAllItems();
    for (std::size_t i = 0; i < m_diagnostics.size(); ++i) {
        const engine::Diagnostic& d = m_diagnostics[i];
        const long row = m_list->InsertItem(static_cast<long>(i), wxGetTranslation(engine::toString(d.severity)));
        m_list->SetItem(row, kRule, wxString::FromUTF8(d.rule));
        m_list->SetItem(row, kCitation, wxString::FromUTF8(d.citation));
        m_list->SetItem(row, kMessage, wxString::FromUTF8(d.message) + (d.waived ? wxString(_(" (waived)")) : wxString()));
        wxString where;
        for (const engine::Location& l : d.locations) where += (where.empty() ? "" : ", ") + wxString::FromUTF8(l.key());
        m_list->SetItem(row, kLocation, where);
    }
    m_list->Thaw();
}

int ValidationPanel::count() const { return m_list->GetItemCount(); }

void ValidationPanel::select(int index) {
    m_list->SetItemState(index, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    m_list->EnsureVisible(index);
}

wxString ValidationPanel::rowText(int index, int column) const { return m_list->GetItemText(index, column); }

}  // namespace editor
