#include "editor/export/area_control.hpp"

#include "editor/panels/form_helpers.hpp"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

namespace editor {

AreaControl::AreaControl(wxWindow* parent, const std::string& name, std::optional<std::string> selection,
                         std::function<void()> changed)
    : wxPanel(parent, wxID_ANY),
      m_selection(std::move(selection)),
      m_changed(std::move(changed)) {
    SetName(wxString::FromUTF8(name));
    m_scope = new wxChoice(this, wxID_ANY);
    m_scope->SetName(wxString::FromUTF8(name + "-scope"));
    m_scope->Append(_("Whole map"));
    m_scope->Append(m_selection ? wxString::Format(_("Selection (%s)"), wxString::FromUTF8(*m_selection))
                                : _("Selection (none on the map)"));
    m_scope->Append(_("Hex range"));
    m_range = namedText(this, (name + "-range").c_str(), {}, "FIRST:LAST");
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(m_scope, wxSizerFlags().CentreVertical());
    row->Add(m_range, wxSizerFlags(1).CentreVertical().Border(wxLEFT, FromDIP(4)));
    SetSizer(row);
    m_scope->SetSelection(static_cast<int>(m_selection ? Scope::Selection : Scope::WholeMap));
    scopeChosen();
    m_scope->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        scopeChosen();
        if (m_changed) m_changed();
    });
    m_range->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        if (m_changed) m_changed();
    });
}

AreaControl::Scope AreaControl::scope() const { return static_cast<Scope>(m_scope->GetSelection()); }

void AreaControl::scopeChosen() {
    // Selection with nothing selected prints the whole map; the field shows what is printed.
    if (scope() == Scope::Selection && !m_selection) m_scope->SetSelection(static_cast<int>(Scope::WholeMap));
    if (scope() == Scope::Selection) m_range->ChangeValue(wxString::FromUTF8(*m_selection));
    else if (scope() == Scope::WholeMap) m_range->ChangeValue("");
    m_range->Enable(scope() == Scope::HexRange);
}

std::string AreaControl::value() const {
    if (scope() == Scope::WholeMap) return {};
    if (scope() == Scope::Selection) return m_selection.value_or("");
    return m_range->GetValue().Trim().Trim(false).utf8_string();
}

void AreaControl::set(const std::string& value) {
    const Scope s = value.empty() ? Scope::WholeMap : value == m_selection ? Scope::Selection : Scope::HexRange;
    m_scope->SetSelection(static_cast<int>(s));
    scopeChosen();
    if (s == Scope::HexRange) m_range->ChangeValue(wxString::FromUTF8(value));
}

}  // namespace editor
