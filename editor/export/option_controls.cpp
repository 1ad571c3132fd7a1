#include "editor/export/option_controls.hpp"

#include "editor/export/area_control.hpp"
#include "editor/panels/form_helpers.hpp"

#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <sstream>

namespace editor {

namespace {

using Kind = exporters::ExportOption::Kind;

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        if (!item.empty()) items.push_back(item);
    return items;
}

// "hex-size" -> "Hex size:"
wxString labelOf(const std::string& name) {
    std::string text = name;
    std::replace(text.begin(), text.end(), '-', ' ');
    if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return wxString::FromUTF8(text + ":");
}

int indexOf(const std::vector<std::string>& list, const std::string& value) {
    const auto it = std::find(list.begin(), list.end(), value);
    return it == list.end() ? wxNOT_FOUND : static_cast<int>(it - list.begin());
}

}  // namespace

OptionControls::OptionControls(wxWindow* parent, std::function<void()> changed, std::optional<std::string> selectedArea)
    : wxScrolledWindow(parent, wxID_ANY),
      m_changed(std::move(changed)),
      m_selectedArea(std::move(selectedArea)) {
    SetName("export-options");
    SetScrollRate(0, FromDIP(10));
    SetMinSize(FromDIP(wxSize(380, 360)));
}

void OptionControls::show(const exporters::ExportFormat& format) {
    Freeze();
    DestroyChildren();
    m_options = format.options;
    m_controls.clear();
    wxFlexGridSizer* grid = formGrid(this);
    const auto notify = [this](wxCommandEvent&) {
        if (m_changed) m_changed();
    };
    for (const exporters::ExportOption& o : m_options) {
        wxWindow* control = nullptr;
        switch (o.kind) {
        case Kind::Choice: {
            auto* choice = new wxChoice(this, wxID_ANY);
            for (const std::string& c : o.choices) choice->Append(wxString::FromUTF8(c));
            choice->SetSelection(std::max(0, indexOf(o.choices, o.defaultValue)));
            choice->Bind(wxEVT_CHOICE, notify);
            control = choice;
            break;
        }
        case Kind::List: {
            auto* list = new wxCheckListBox(this, wxID_ANY);
            for (const std::string& c : o.choices) list->Append(wxString::FromUTF8(c));
            for (const std::string& on : splitList(o.defaultValue))
                if (const int i = indexOf(o.choices, on); i != wxNOT_FOUND) list->Check(static_cast<unsigned>(i));
            list->Bind(wxEVT_CHECKLISTBOX, notify);
            control = list;
            break;
        }
        case Kind::Flag: {
            auto* box = new wxCheckBox(this, wxID_ANY, wxString::FromUTF8(o.help));
            box->SetValue(o.defaultValue == "true");
            box->Bind(wxEVT_CHECKBOX, notify);
            control = box;
            break;
        }
        case Kind::HexRange:
            control = new AreaControl(this, o.name, m_selectedArea, [this] {
                if (m_changed) m_changed();
            });
            break;
        case Kind::Number:
        case Kind::Length:
        case Kind::Text: {
            wxTextCtrl* text = namedText(this, o.name.c_str(), {}, wxString::FromUTF8(o.defaultValue));
            text->Bind(wxEVT_TEXT, notify);
            control = text;
            break;
        }
        }
        control->SetName(wxString::FromUTF8(o.name));
        control->SetToolTip(wxString::FromUTF8(o.help));
        addRow(grid, this, labelOf(o.name), control);
        m_controls.push_back(control);
    }
    if (m_options.empty()) grid->Add(new wxStaticText(this, wxID_ANY, _("This format has no options.")));
    SetSizer(grid, true);
    FitInside();
    Thaw();
}

std::string OptionControls::valueOf(const exporters::ExportOption& option) const {
    const wxWindow* control = m_controls[static_cast<std::size_t>(&option - m_options.data())];
    switch (option.kind) {
    case Kind::Choice: {
        const int i = static_cast<const wxChoice*>(control)->GetSelection();
        return i == wxNOT_FOUND ? std::string() : option.choices[static_cast<std::size_t>(i)];
    }
    case Kind::List: {
        const auto* list = static_cast<const wxCheckListBox*>(control);
        std::string text;
        for (std::size_t i = 0; i < option.choices.size(); ++i)
            if (list->IsChecked(static_cast<unsigned>(i))) text += (text.empty() ? "" : ",") + option.choices[i];
        return text;
    }
    case Kind::Flag: return static_cast<const wxCheckBox*>(control)->GetValue() ? "true" : "false";
    case Kind::HexRange: return static_cast<const AreaControl*>(control)->value();
    default: return static_cast<const wxTextCtrl*>(control)->GetValue().Trim().Trim(false).utf8_string();
    }
}

exporters::OptionValues OptionControls::values() const {
    exporters::OptionValues out;
    for (const exporters::ExportOption& o : m_options) {
        const std::string value = valueOf(o);
        const bool typed = o.kind != Kind::Choice && o.kind != Kind::List && o.kind != Kind::Flag;
        // An empty text field means the default; an empty list is a choice of none.
        if (value != o.defaultValue && !(typed && value.empty())) out[o.name] = value;
    }
    return out;
}

bool OptionControls::set(const std::string& name, const std::string& value) {
    const auto it = std::find_if(m_options.begin(), m_options.end(),
                                 [&](const exporters::ExportOption& o) { return o.name == name; });
    if (it == m_options.end()) return false;
    wxWindow* control = m_controls[static_cast<std::size_t>(it - m_options.begin())];
    switch (it->kind) {
    case Kind::Choice: {
        const int i = indexOf(it->choices, value);
        if (i == wxNOT_FOUND) return false;
        static_cast<wxChoice*>(control)->SetSelection(i);
        break;
    }
    case Kind::List: {
        auto* list = static_cast<wxCheckListBox*>(control);
        const std::vector<std::string> on = splitList(value);
        for (const std::string& v : on)
            if (indexOf(it->choices, v) == wxNOT_FOUND) return false;
        for (std::size_t i = 0; i < it->choices.size(); ++i)
            list->Check(static_cast<unsigned>(i), indexOf(on, it->choices[i]) != wxNOT_FOUND);
        break;
    }
    case Kind::Flag:
        if (value != "true" && value != "false") return false;
        static_cast<wxCheckBox*>(control)->SetValue(value == "true");
        break;
    case Kind::HexRange: static_cast<AreaControl*>(control)->set(value); break;
    default: static_cast<wxTextCtrl*>(control)->ChangeValue(wxString::FromUTF8(value)); break;
    }
    if (m_changed) m_changed();
    return true;
}

}  // namespace editor
