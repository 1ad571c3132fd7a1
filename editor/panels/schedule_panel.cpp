#include "editor/panels/schedule_panel.hpp"

#include "editor/document/piece_drag.hpp"
#include "editor/document/studio_document.hpp"
#include "editor/panels/turn_track_strip.hpp"
#include "engine/authoring/turn_track_outline.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/schedule_commands.hpp"
#include "engine/model/find_by_id.hpp"
#include "engine/validation/report_change.hpp"

#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/dnd.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <set>
#include <stdexcept>

namespace editor {

namespace {

// Text dropped at a point of a window, handed to `drop` with the point.
class TextDropTarget final : public wxTextDropTarget {
public:
    explicit TextDropTarget(std::function<bool(wxPoint, const wxString&)> drop)
        : m_drop(std::move(drop)) {}
    bool OnDropText(wxCoord x, wxCoord y, const wxString& text) override {
        setDraggedPieces({});  // the drag is over: the map outlines no hex for it any more
        return m_drop({x, y}, text);
    }

private:
    std::function<bool(wxPoint, const wxString&)> m_drop;
};

const wxString kRowDragPrefix = "schedule-row:";

// Whether an order-of-battle edit can change what the rows show: a row names an edited piece, or
// brings a formation (its pieces, counted on the turn, may have come or gone).
bool rowsReadPieces(const engine::Scenario& s, const engine::ChangeSet& change) {
    if (change.units.empty() && change.leaders.empty() && change.formations.empty()) return false;
    std::set<std::string_view> edited(change.units.begin(), change.units.end());
    edited.insert(change.leaders.begin(), change.leaders.end());
    return std::any_of(s.schedule.begin(), s.schedule.end(), [&](const engine::ReinforcementRow& r) {
        return !r.formations.empty() ||
               std::any_of(r.units.begin(), r.units.end(), [&](const std::string& id) { return edited.contains(id); });
    });
}

// Whether the findings moved on from `shown` in a way the rows show: a finding about a row came
// or went. Without a difference that bridges the two reports, assume so.
bool rowFindingsChanged(const StudioDocument& doc, std::uint64_t shown) {
    if (doc.diagnosticsGeneration() == shown) return false;
    const engine::ReportChange& delta = doc.findingsDelta();
    if (!delta.bridges(shown, doc.diagnosticsGeneration())) return true;
    const auto aboutRow = [](const engine::DiagnosticList::Shared& d) {
        return std::any_of(d->locations.begin(), d->locations.end(),
                           [](const engine::Location& l) { return l.kind == "row"; });
    };
    return std::any_of(delta.added.begin(), delta.added.end(), aboutRow) ||
           std::any_of(delta.removed.begin(), delta.removed.end(), aboutRow);
}

}  // namespace

wxString rowDragText(const std::string& row) { return kRowDragPrefix + wxString::FromUTF8(row); }

SchedulePanel::SchedulePanel(wxWindow* parent, Hooks hooks)
    : wxPanel(parent, wxID_ANY),
      m_hooks(std::move(hooks)) {
    SetName("schedule");
    m_strip = new TurnTrackStrip(this);
    m_strip->onTurnSelected([this](int turn) { selectTurn(turn); });
    m_strip->onNightToggled([this](int turn, bool night) {
        apply([&](const engine::Document& d) { return engine::setNightTurn(d, turn, night); });
    });
    m_strip->SetDropTarget(new TextDropTarget([this](wxPoint p, const wxString& text) {
        const std::optional<int> turn = m_strip->turnAt(p);
        return turn && dropPieces(piecesOfDragText(text.utf8_string()), *turn);
    }));

    m_rows = new wxDataViewCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES | wxDV_VERT_RULES);
    m_rows->SetName("schedule-rows");
    m_model = new ScheduleModel;
    m_model->onEdit([this](const std::string& row, ScheduleModel::Column c, const std::string& text) {
        // After the view has finished its edit: the command's update replaces the row.
        CallAfter([this, row, c, text] { editCell(row, c, text); });
    });
    m_rows->AssociateModel(m_model);
    m_model->DecRef();
    const int em = GetCharWidth();
    const auto column = [&](const wxString& title, ScheduleModel::Column c, int width, bool editable) {
        m_rows->AppendTextColumn(title, c, editable ? wxDATAVIEW_CELL_EDITABLE : wxDATAVIEW_CELL_INERT, width * em,
                                 wxALIGN_NOT, wxDATAVIEW_COL_RESIZABLE);
    };
    column(_("Turn"), ScheduleModel::kTurn, 26, true);
    column(_("Side"), ScheduleModel::kSide, 7, false);
    column(_("Units and formations"), ScheduleModel::kPieces, 28, false);
    column(_("Entry"), ScheduleModel::kEntry, 14, true);
    column(_("Arrival mode"), ScheduleModel::kMode, 10, true);
    column(_("Condition"), ScheduleModel::kCondition, 12, true);
    column(_("Roll"), ScheduleModel::kRoll, 7, true);
    column(_("Problems"), ScheduleModel::kProblems, 40, false);
    m_rows->SetDropTarget(new TextDropTarget([this](wxPoint p, const wxString& text) {
        wxDataViewItem item;
        wxDataViewColumn* col = nullptr;
        m_rows->HitTest(p, item, col);
        const std::optional<int> turn = m_model->turnOf(item);
        return turn && dropPieces(piecesOfDragText(text.utf8_string()), *turn, m_model->rowOf(item));
    }));
    m_rows->EnableDragSource(wxDF_UNICODETEXT);
    m_rows->Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& e) {
        const std::string row = m_model->rowOf(e.GetItem());
        if (row.empty()) return e.Veto();
        e.SetDataObject(new wxTextDataObject(rowDragText(row)));
        setDraggedPieces({});  // a row, not pieces: the map judges no set-up while it is dragged
        e.SetDragFlags(wxDrag_CopyOnly);
    });
    m_rows->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        const std::optional<int> turn = m_model->turnOf(m_rows->GetSelection());
        if (turn) {
            m_strip->selectTurn(*turn);
            if (m_doc && m_hooks.showArrivals)
                m_hooks.showArrivals(*turn, engine::arrivalHexes(*m_doc->doc().scenario, *turn));
        }
        m_deleteRow->Enable(!selectedRow().empty());
        const std::string problems = m_model->problemsOf(selectedRow());
        m_rows->SetToolTip(wxString::FromUTF8(problems));
    });

    m_areas = new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES);
    m_areas->SetName("entry-areas");
    m_areas->AppendTextColumn(_("Entry area"), wxDATAVIEW_CELL_EDITABLE, 20 * em);
    m_areas->AppendTextColumn(_("Id"), wxDATAVIEW_CELL_INERT, 12 * em);
    m_areas->AppendTextColumn(_("Hexes"), wxDATAVIEW_CELL_INERT, 20 * em);
    m_areas->Bind(wxEVT_DATAVIEW_ITEM_VALUE_CHANGED, [this](wxDataViewEvent& e) {
        const int row = m_areas->ItemToRow(e.GetItem());
        if (row < 0 || e.GetColumn() != 0) return;
        const std::string area = m_areaIds.at(static_cast<std::size_t>(row));
        const std::string name = m_areas->GetTextValue(static_cast<unsigned>(row), 0).utf8_string();
        CallAfter([this, area, name] { renameEntryArea(area, name); });
    });
    m_areas->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        const bool any = !selectedArea().empty();
        m_deleteArea->Enable(any);
        m_paintArea->Enable(any);
    });

    m_deleteRow = new wxButton(this, wxID_ANY, _("Delete Row"));
    m_deleteRow->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { deleteSelectedRow(); });
    auto* addArea = new wxButton(this, wxID_ANY, _("Add Area"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    addArea->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { addEntryArea(_("Entry area").utf8_string()); });
    m_deleteArea = new wxButton(this, wxID_ANY, _("Delete Area"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_deleteArea->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { deleteSelectedArea(); });
    m_paintArea = new wxButton(this, wxID_ANY, _("Paint Hexes"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_paintArea->SetToolTip(_("Click hexes on the map to add them to the area or take them out"));
    m_paintArea->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (!selectedArea().empty() && m_hooks.paintArea) m_hooks.paintArea(selectedArea());
    });

    // The strip along the top; the rows beside the entry areas, which take what width is left.
    const int gap = FromDIP(4);
    auto* areaButtons = new wxWrapSizer(wxHORIZONTAL);
    for (wxButton* b : {addArea, m_paintArea, m_deleteArea}) areaButtons->Add(b, 0, wxRIGHT | wxBOTTOM, gap);
    auto* areaColumn = new wxBoxSizer(wxVERTICAL);
    areaColumn->Add(m_areas, 1, wxEXPAND | wxBOTTOM, gap);
    areaColumn->Add(areaButtons, 0, wxEXPAND);
    auto* rowColumn = new wxBoxSizer(wxVERTICAL);
    rowColumn->Add(m_rows, 1, wxEXPAND | wxBOTTOM, gap);
    auto* rowButtons = new wxBoxSizer(wxHORIZONTAL);
    // Cut short rather than widen the pane: the entry areas beside it need the room.
    auto* hint = new wxStaticText(this, wxID_ANY, _("Drop pieces on a turn; click its top line for night."),
                                  wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    hint->SetToolTip(_("Drop pieces on a turn to bring them in; click a turn's top line for night or day."));
    hint->SetMinSize(wxSize(10 * em, -1));
    m_rows->SetMinSize(wxSize(30 * em, 3 * GetCharHeight()));  // its rows and columns scroll
    m_areas->SetMinSize(wxSize(16 * em, 3 * GetCharHeight()));
    rowButtons->Add(hint, 1, wxALIGN_CENTRE_VERTICAL);
    rowButtons->Add(m_deleteRow, 0);
    rowColumn->Add(rowButtons, 0, wxEXPAND);
    auto* body = new wxBoxSizer(wxHORIZONTAL);
    body->Add(rowColumn, 3, wxEXPAND | wxRIGHT, gap);
    body->Add(areaColumn, 2, wxEXPAND);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_strip, 0, wxEXPAND | wxALL, gap);
    sizer->Add(body, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    SetSizer(sizer);
    m_deleteRow->Disable();
    m_deleteArea->Disable();
    m_paintArea->Disable();
}

SchedulePanel::~SchedulePanel() { m_rows->AssociateModel(nullptr); }

void SchedulePanel::documentReplaced(const StudioDocument* doc) {
    m_doc = doc;
    m_strip->selectTurn(std::nullopt);
    refresh();
    refreshAreas();
}

void SchedulePanel::documentChanged(const engine::ChangeSet& change, bool committed) {
    if (!committed || !m_doc) return;
    // The rows read the schedule, the turn track, the order of battle (what a formation brings)
    // and the findings about rows: a move of a counter or a map edit that changed none of these
    // leaves them.
    const bool rowsRead = !change.scheduleRows.empty() || change.settings || !change.sides.empty() ||
                          (m_doc->doc().scenario && rowsReadPieces(*m_doc->doc().scenario, change));
    if (rowsRead || rowFindingsChanged(*m_doc, m_shownGeneration)) refresh();
    else m_shownGeneration = m_doc->diagnosticsGeneration();
    if (!change.entryAreas.empty()) refreshAreas();
}

void SchedulePanel::refresh() {
    m_shownGeneration = m_doc ? m_doc->diagnosticsGeneration() : 0;
    const engine::Document* doc = m_doc ? &m_doc->doc() : nullptr;
    std::vector<engine::TurnSummary> outline;
    if (doc && doc->scenario) outline = engine::turnTrackOutline(*doc->scenario);
    m_model->update(doc, m_doc ? &m_doc->diagnostics() : nullptr, outline);
    // Every group open: the rows are what the pane is for (and wxGTK must have built a group's
    // rows before it is told one went).
    for (const wxDataViewItem& g : m_model->groups()) m_rows->Expand(g);
    std::set<std::string> problemRows;
    if (doc && doc->scenario)
        for (const engine::ReinforcementRow& r : doc->scenario->schedule)
            if (!m_model->problemsOf(r.id).empty()) problemRows.insert(r.id);
    m_strip->setTurns(doc && doc->scenario ? &*doc->scenario : nullptr, std::move(outline), problemRows);
    m_deleteRow->Enable(!selectedRow().empty());
}

void SchedulePanel::refreshAreas() {
    const std::string selected = selectedArea();
    m_areas->DeleteAllItems();
    m_areaIds.clear();
    if (m_doc && m_doc->doc().scenario) {
        const engine::HexGrid& grid = m_doc->doc().map.grid();
        for (const engine::EntryArea& a : m_doc->doc().scenario->entryAreas) {
            wxString hexes;
            for (engine::HexCoord h : a.hexes) hexes += (hexes.empty() ? "" : " ") + wxString::FromUTF8(grid.label(h));
            wxVector<wxVariant> values;
            for (const wxString& v : {wxString::FromUTF8(a.name), wxString::FromUTF8(a.id), hexes}) values.push_back(v);
            m_areas->AppendItem(values);
            m_areaIds.push_back(a.id);
        }
    }
    selectArea(selected);
}

bool SchedulePanel::apply(const std::function<std::unique_ptr<engine::Command>(const engine::Document&)>& build) {
    if (!m_doc || !m_doc->doc().scenario) return false;
    try {
        auto cmd = build(m_doc->doc());
        if (!cmd || !m_hooks.apply) return false;
        m_hooks.apply(std::move(cmd));
        return true;
    } catch (const std::invalid_argument& e) {
        if (m_hooks.report) m_hooks.report(wxString::FromUTF8(e.what()));
        refresh();  // the cell shows the document's value again
        return false;
    }
}

void SchedulePanel::selectTurn(int turn) {
    m_strip->selectTurn(turn);
    if (const wxDataViewItem g = m_model->itemOfTurn(turn)) {
        m_rows->Select(g);
        m_rows->EnsureVisible(g);
    } else {
        m_rows->UnselectAll();
    }
    if (m_doc && m_doc->doc().scenario && m_hooks.showArrivals)
        m_hooks.showArrivals(turn, engine::arrivalHexes(*m_doc->doc().scenario, turn));
}

void SchedulePanel::editCell(const std::string& row, ScheduleModel::Column column, const std::string& text) {
    switch (column) {
    case ScheduleModel::kTurn: {
        int turn = 0;
        if (!wxString::FromUTF8(text).ToInt(&turn)) {
            if (m_hooks.report)
                m_hooks.report(wxString::Format(_("`%s` is not a turn number"), wxString::FromUTF8(text)));
            return refresh();
        }
        return void(apply([&](const engine::Document& d) { return engine::setArrivalTurn(d, row, turn); }));
    }
    case ScheduleModel::kEntry: {
        const auto entry = m_doc ? engine::parseEntry(m_doc->doc(), text) : std::nullopt;
        if (!entry) {
            if (m_hooks.report)
                m_hooks.report(wxString::Format(_("`%s` is neither a hex of the map nor an entry area"),
                                                wxString::FromUTF8(text)));
            return refresh();
        }
        return void(apply([&](const engine::Document& d) {
            return engine::setArrivalEntry(d, row, engine::ArrivalEntry{entry->hex, entry->area});
        }));
    }
    case ScheduleModel::kMode:
        return void(apply([&](const engine::Document& d) { return engine::setArrivalMode(d, row, text); }));
    case ScheduleModel::kCondition:
        return void(apply([&](const engine::Document& d) { return engine::setArrivalCondition(d, row, text); }));
    case ScheduleModel::kRoll:
        return void(apply([&](const engine::Document& d) { return engine::setArrivalRoll(d, row, text); }));
    default: return;
    }
}

bool SchedulePanel::dropPieces(const std::vector<std::string>& pieces, int turn, const std::string& row) {
    if (!m_doc || !m_doc->doc().scenario || pieces.empty()) return false;
    if (!row.empty()) return apply([&](const engine::Document& d) { return engine::addToScheduleRow(d, row, pieces); });
    return apply([&](const engine::Document& d) { return engine::scheduleArrival(d, pieces, turn, {}); });
}

bool SchedulePanel::dropOnMap(std::optional<engine::HexCoord> hex, const wxString& text) {
    if (!text.StartsWith(kRowDragPrefix) || !hex || !m_doc || !m_doc->doc().scenario) return false;
    const std::string row = text.Mid(kRowDragPrefix.length()).utf8_string();
    engine::ArrivalEntry entry{hex, {}};
    for (const engine::EntryArea& a : m_doc->doc().scenario->entryAreas)
        if (std::find(a.hexes.begin(), a.hexes.end(), *hex) != a.hexes.end()) entry = {std::nullopt, a.id};
    apply([&](const engine::Document& d) { return engine::setArrivalEntry(d, row, entry); });
    return true;
}

void SchedulePanel::selectRow(const std::string& row) {
    const wxDataViewItem item = m_model->itemOfRow(row);
    if (!item) return;
    m_rows->Select(item);
    m_rows->EnsureVisible(item);
    if (const auto turn = m_model->turnOf(item)) m_strip->selectTurn(*turn);
    m_deleteRow->Enable(true);
}

std::string SchedulePanel::selectedRow() const { return m_model->rowOf(m_rows->GetSelection()); }

void SchedulePanel::deleteSelectedRow() {
    const std::string row = selectedRow();
    if (!row.empty()) apply([&](const engine::Document& d) { return engine::deleteScheduleRow(d, row); });
}

void SchedulePanel::addEntryArea(const std::string& name) {
    std::string id;
    apply([&](const engine::Document& d) { return engine::addEntryArea(d, name, {}, &id); });
    if (!id.empty()) selectArea(id);
}

void SchedulePanel::renameEntryArea(const std::string& area, const std::string& name) {
    apply([&](const engine::Document& d) -> std::unique_ptr<engine::Command> {
        const engine::EntryArea* a = engine::findById(d.scenario->entryAreas, area);
        if (!a || a->name == name) return nullptr;
        engine::EntryArea renamed = *a;
        renamed.name = name;
        return engine::ReplaceEntryAreaCommand::make(d, area, std::move(renamed), "Rename Entry Area");
    });
    refreshAreas();  // a refused or unchanged name shows the document's again
}

void SchedulePanel::deleteSelectedArea() {
    const std::string area = selectedArea();
    if (!area.empty()) apply([&](const engine::Document& d) { return engine::deleteEntryArea(d, area); });
}

std::string SchedulePanel::selectedArea() const {
    const int row = m_areas->GetSelectedRow();
    return row < 0 || static_cast<std::size_t>(row) >= m_areaIds.size() ? std::string()
                                                                        : m_areaIds[static_cast<std::size_t>(row)];
}

void SchedulePanel::selectArea(const std::string& area) {
    m_areas->UnselectAll();
    for (std::size_t i = 0; i < m_areaIds.size(); ++i)
        if (m_areaIds[i] == area) m_areas->SelectRow(static_cast<unsigned>(i));
    const bool any = !selectedArea().empty();
    m_deleteArea->Enable(any);
    m_paintArea->Enable(any);
}

}  // namespace editor
