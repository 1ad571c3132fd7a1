#include "editor/panels/victory_panel.hpp"

#include "editor/panels/form_helpers.hpp"

#include "engine/commands/schedule_commands.hpp"
#include "engine/commands/victory_commands.hpp"
#include "engine/model/find_by_id.hpp"

#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <stdexcept>

namespace editor {

namespace {

wxString turnText(int turn) { return turn == 0 ? wxString() : wxString::Format("%d", turn); }

wxVector<wxVariant> rowValues(const engine::VictoryHex& v, const engine::HexGrid& grid) {
    wxVector<wxVariant> values;
    for (const wxString& text : {wxString::FromUTF8(grid.label(v.hex)), wxString::FromUTF8(v.side),
                                 wxString::Format("%d", v.vp), turnText(v.fromTurn), turnText(v.toTurn)})
        values.push_back(text);
    return values;
}

// "" is 0 (from the start, to the end); otherwise a whole number.
bool parseTurn(const std::string& text, int& out) {
    if (text.empty()) return out = 0, true;
    long v = 0;
    if (!wxString::FromUTF8(text).ToLong(&v)) return false;
    out = static_cast<int>(v);
    return true;
}

}  // namespace

VictoryPanel::VictoryPanel(wxWindow* parent, Hooks hooks)
    : wxPanel(parent, wxID_ANY),
      m_hooks(std::move(hooks)) {
    SetName("victory");
    m_list = new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES);
    m_list->SetName("victory-hex-list");
    // Each column as wide as its title in the header (GTK pads a header's label by about two
    // characters each side) or its usual cells, whichever is wider.
    const int em = GetCharWidth();
    const auto column = [&](const wxString& title, int cellChars) {
        m_list->AppendTextColumn(title, wxDATAVIEW_CELL_EDITABLE,
                                 std::max(GetTextExtent(title).GetWidth() + 4 * em, cellChars * em));
    };
    column(_("Hex"), 7);
    column(_("Side"), 8);
    column(_("VP"), 4);
    column(_("From turn"), 4);
    column(_("To turn"), 4);
    m_list->Bind(wxEVT_DATAVIEW_ITEM_VALUE_CHANGED, [this](wxDataViewEvent& e) {
        if (m_refreshing) return;
        const int row = m_list->ItemToRow(e.GetItem());
        if (row < 0 || static_cast<std::size_t>(row) >= m_ids.size()) return;
        const std::string id = m_ids[static_cast<std::size_t>(row)];
        const auto column = static_cast<Column>(e.GetColumn());
        const std::string typed =
            m_list->GetTextValue(static_cast<unsigned>(row), column).Trim().Trim(false).utf8_string();
        CallAfter([this, id, column, typed] { editCell(id, column, typed); });
    });
    m_list->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        m_delete->Enable(!selectedId().empty());
        if (!m_doc || selectedId().empty() || !m_hooks.selectHex) return;
        if (const auto* v = engine::findById(m_doc->doc().scenario->victoryHexes, selectedId()))
            m_hooks.selectHex(v->hex);
    });
    m_totals = new wxStaticText(this, wxID_ANY, "");
    m_totals->SetName("victory-totals");
    auto* add = new wxButton(this, wxID_ANY, _("Add Hexes"));
    add->SetToolTip(_("The victory tool: a click on the map adds a victory hex, or removes one"));
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_hooks.useVictoryTool) m_hooks.useVictoryTool();
    });
    m_delete = new wxButton(this, wxID_ANY, _("Delete"));
    m_delete->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { deleteSelected(); });
    m_delete->Disable();
    // The totals on a line of their own: the pane sits in a narrow column.
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->AddStretchSpacer();
    buttons->Add(add, 0, wxLEFT, FromDIP(4));
    buttons->Add(m_delete, 0, wxLEFT, FromDIP(4));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_list, 1, wxEXPAND | wxALL, FromDIP(4));
    sizer->Add(m_totals, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(4));
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(4));
    SetSizer(sizer);
}

void VictoryPanel::documentReplaced(const StudioDocument* doc) {
    m_doc = doc;
    refresh();
}

void VictoryPanel::documentChanged(const engine::ChangeSet& change, bool committed) {
    if (committed && (!change.victoryHexes.empty() || !change.sides.empty())) refresh();
}

void VictoryPanel::refresh() {
    m_refreshing = true;
    const engine::Scenario* s = m_doc && m_doc->doc().scenario ? &*m_doc->doc().scenario : nullptr;
    std::vector<std::string> ids;
    if (s)
        for (const engine::VictoryHex& v : s->victoryHexes) ids.push_back(v.id);
    if (ids != m_ids) {
        const std::string selected = selectedId();
        m_list->DeleteAllItems();
        m_ids = ids;
        for (const engine::VictoryHex& v : s ? s->victoryHexes : std::vector<engine::VictoryHex>{})
            m_list->AppendItem(rowValues(v, m_doc->doc().map.grid()));
        if (!selected.empty()) selectHex(selected);
    } else if (s) {
        // The same hexes: only the cells that changed are told.
        for (std::size_t r = 0; r < s->victoryHexes.size(); ++r) {
            const wxVector<wxVariant> values = rowValues(s->victoryHexes[r], m_doc->doc().map.grid());
            for (unsigned c = 0; c < kColumnCount; ++c)
                if (m_list->GetTextValue(static_cast<unsigned>(r), c) != values[c].GetString())
                    m_list->SetTextValue(values[c].GetString(), static_cast<unsigned>(r), c);
        }
    }
    m_refreshing = false;
    showText(m_totals, totalsText());
    m_delete->Enable(!selectedId().empty());
}

wxString VictoryPanel::totalsText() const {
    if (!m_doc || !m_doc->doc().scenario) return {};
    const engine::Scenario& s = *m_doc->doc().scenario;
    const std::map<std::string, int> totals = engine::victoryTotals(s);
    wxString text = _("VP on the map:");
    for (const engine::Side& side : s.sides) {
        const auto it = totals.find(side.id);
        text += wxString::Format("  %s %d", wxString::FromUTF8(side.id), it == totals.end() ? 0 : it->second);
    }
    if (const auto it = totals.find(""); it != totals.end()) text += wxString::Format(_("  either %d"), it->second);
    return text;
}

void VictoryPanel::editCell(const std::string& id, Column column, const std::string& text) {
    if (!m_doc || !m_doc->doc().scenario) return;
    const engine::Document& doc = m_doc->doc();
    const engine::VictoryHex* v = engine::findById(doc.scenario->victoryHexes, id);
    if (!v) return;
    engine::VictoryHex after = *v;
    wxString problem;
    switch (column) {
    case kHex:
        if (const auto hex = doc.map.grid().parseLabel(text)) after.hex = *hex;
        else problem = wxString::Format(_("`%s` is not a hex of the map"), wxString::FromUTF8(text));
        break;
    case kSide: after.side = text; break;
    case kPoints:
        if (long vp = 0; wxString::FromUTF8(text).ToLong(&vp)) after.vp = static_cast<int>(vp);
        else problem = wxString::Format(_("`%s` is not a number of points"), wxString::FromUTF8(text));
        break;
    case kFrom:
    case kTo:
        if (!parseTurn(text, column == kFrom ? after.fromTurn : after.toTurn))
            problem = wxString::Format(_("`%s` is not a turn"), wxString::FromUTF8(text));
        break;
    case kColumnCount: return;
    }
    try {
        if (problem.empty()) {
            if (auto cmd = engine::editVictoryHex(doc, id, std::move(after)); cmd && m_hooks.apply)
                return m_hooks.apply(std::move(cmd));
        }
    } catch (const std::invalid_argument& e) {
        problem = wxString::FromUTF8(e.what());
    }
    if (!problem.empty() && m_hooks.report) m_hooks.report(problem);
    m_ids.clear();  // the cell shows the document's value again
    refresh();
}

void VictoryPanel::selectHex(const std::string& id) {
    for (std::size_t i = 0; i < m_ids.size(); ++i)
        if (m_ids[i] == id) m_list->SelectRow(static_cast<unsigned>(i));
    m_delete->Enable(!selectedId().empty());
}

std::string VictoryPanel::selectedId() const {
    const int row = m_list->GetSelectedRow();
    return row < 0 || static_cast<std::size_t>(row) >= m_ids.size() ? std::string()
                                                                    : m_ids[static_cast<std::size_t>(row)];
}

void VictoryPanel::deleteSelected() {
    const std::string id = selectedId();
    if (m_doc && !id.empty() && m_hooks.apply)
        if (auto cmd = engine::deleteVictoryHex(m_doc->doc(), id)) m_hooks.apply(std::move(cmd));
}

}  // namespace editor
