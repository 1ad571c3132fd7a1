#include "editor/panels/oob_panel.hpp"

#include "editor/document/piece_drag.hpp"
#include "engine/authoring/oob_clipboard.hpp"
#include "engine/io/load_error.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/srchctrl.h>

namespace editor {

namespace {

enum MenuId {
    kRename = wxID_HIGHEST + 1,
    kAddSide,
    kAddFormation,
    kAddLeader,
    kAddUnit,
    kDuplicate,
    kDelete,
    kCut,
    kCopy,
    kPaste
};

}  // namespace

OobPanel::OobPanel(wxWindow* parent, Callbacks callbacks, bool interactive)
    : wxPanel(parent),
      m_model(new OobModel),
      m_callbacks(std::move(callbacks)),
      m_interactive(interactive) {
    const int em = GetCharWidth();
    m_filter = new wxSearchCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(18 * em, -1), wxTE_PROCESS_ENTER);
    m_filter->SetDescriptiveText(_("Filter: name, id, class, status"));
    m_class = new wxChoice(this, wxID_ANY);
    m_class->SetToolTip(_("Class of the unit Add Unit makes"));
    const auto button = [this](const wxString& label, const wxString& tip, std::function<void()> fn) {
        auto* b = new wxButton(this, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
        b->SetToolTip(tip);
        b->Bind(wxEVT_BUTTON, [fn = std::move(fn)](wxCommandEvent&) { fn(); });
        return b;
    };
    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    bar->Add(m_filter, wxSizerFlags(1).CenterVertical());
    for (wxButton* b :
         {button(_("+ Side"), _("Add a side"), [this] { addSide(); }),
          button(_("+ Formation"), _("Add a formation under the selected one"), [this] { addFormation(); }),
          button(_("+ Leader"), _("Add a leader to the selected formation"), [this] { addLeader(); })})
        bar->Add(b, wxSizerFlags().CenterVertical().Border(wxLEFT, em / 2));
    bar->Add(button(_("+ Unit"), _("Add a unit of the chosen class to the selected formation"), [this] { addUnit(); }),
             wxSizerFlags().CenterVertical().Border(wxLEFT, em / 2));
    bar->Add(m_class, wxSizerFlags().CenterVertical());
    bar->Add(button(_("Duplicate"), _("Duplicate the selected formation with all its pieces (Ctrl+D)"),
                    [this] { duplicateSelected(); }),
             wxSizerFlags().CenterVertical().Border(wxLEFT, em / 2));
    bar->Add(button(_("Delete"), _("Delete the selected pieces (Delete)"), [this] { deleteSelected(); }),
             wxSizerFlags().CenterVertical().Border(wxLEFT, em / 2));

    m_view = new RowTree(this, wxID_ANY, true);
    m_view->AssociateModel(m_model);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(bar, wxSizerFlags().Expand().Border(wxALL, em / 2));
    sizer->Add(m_view, wxSizerFlags(1).Expand());
    SetSizer(sizer);
    rebuildColumns();

    m_confirm = [this](const wxString& question) {
        return !m_interactive || wxMessageBox(question, _("Delete"), wxYES_NO | wxICON_QUESTION, this) == wxYES;
    };
    m_model->onRename([this](const OobRow& row, const std::string& name) {
        const engine::RecordKind kind = row.kind == OobKind::Side        ? engine::RecordKind::Side
                                        : row.kind == OobKind::Formation ? engine::RecordKind::Formation
                                        : row.kind == OobKind::Leader    ? engine::RecordKind::Leader
                                                                         : engine::RecordKind::Unit;
        run([&] { return engine::renameRecord(m_doc->doc(), kind, row.id, name); });
    });
    m_filter->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { setFilter(m_filter->GetValue()); });
    m_view->Bind(EVT_ROW_TREE_EXPANDING, [this](RowTreeEvent& e) { m_model->expanding(e.GetItem()); });
    m_view->Bind(EVT_ROW_TREE_EXPANDED, [this](RowTreeEvent& e) { m_model->expanded(e.GetItem()); });
    m_view->Bind(EVT_ROW_TREE_COLLAPSED, [this](RowTreeEvent& e) { m_model->collapsed(e.GetItem()); });
    m_view->Bind(EVT_ROW_TREE_SELECTION_CHANGED, [this](RowTreeEvent&) {
        if (m_quiet || !m_callbacks.selected) return;
        const auto rows = selectedRows();
        if (rows.size() == 1) m_callbacks.selected(rows.front());
    });
    m_view->Bind(EVT_ROW_TREE_CONTEXT_MENU, [this](RowTreeEvent&) { showContextMenu(); });
    m_view->Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
        const bool ctrl = e.GetModifiers() == wxMOD_CONTROL;
        switch (e.GetKeyCode()) {
        case WXK_DELETE: deleteSelected(); return;
        case WXK_F2: renameSelected(); return;
        default: break;
        }
        if (ctrl && e.GetKeyCode() == 'C') copySelected();
        else if (ctrl && e.GetKeyCode() == 'X') cutSelected();
        else if (ctrl && e.GetKeyCode() == 'V') paste();
        else if (ctrl && e.GetKeyCode() == 'D') duplicateSelected();
        else e.Skip();
    });
    bindDragAndDrop();
}

OobPanel::~OobPanel() { m_model->DecRef(); }

void OobPanel::rebuildColumns() {
    const int em = GetCharWidth();
    // Columns of short values are not cut with an ellipsis.
    std::vector<RowTreeColumn> columns = {{_("Name"), OobModel::kName, 30 * em, true, true},
                                          {_("Id"), OobModel::kId, 12 * em, false, true},
                                          {_("Kind"), OobModel::kType, 10 * em, false, false}};
    for (std::size_t i = 0; i < m_model->attributeColumns().size(); ++i)
        columns.push_back({wxString::FromUTF8(m_model->attributeColumns()[i]->name),
                           OobModel::kFirstAttribute + static_cast<unsigned>(i), 7 * em, false, false});
    columns.push_back({_("Totals"), OobModel::kTotals, 20 * em, false, false});
    columns.push_back({_("Status"), OobModel::kStatus, 22 * em, false, true});
    columns.push_back({_("Problems"), OobModel::kProblems, 14 * em, false, false});
    m_view->setColumns(std::move(columns));
}

void OobPanel::fillClasses() {
    m_class->Clear();
    m_classIds.clear();
    if (const engine::OobOutline* o = m_model->outline())
        for (const engine::UnitClass* c : o->schema().unitClasses) {
            m_classIds.push_back(c->id);
            m_class->Append(wxString::FromUTF8(c->name.empty() ? c->id : c->name));
        }
    if (!m_classIds.empty()) m_class->SetSelection(0);
}

void OobPanel::documentReplaced(const StudioDocument* doc) {
    m_doc = doc && doc->doc().scenario ? doc : nullptr;
    m_quiet = true;
    m_model->reset(m_doc ? &m_doc->doc() : nullptr, m_doc ? &m_doc->diagnostics() : nullptr,
                   m_doc ? m_doc->diagnosticsGeneration() : 0);
    rebuildColumns();
    fillClasses();
    expandSides();
    m_quiet = false;
}

void OobPanel::documentChanged(const engine::ChangeSet& change, bool committed) {
    if (!committed || !m_doc) return;
    m_quiet = true;
    m_model->update(change, m_doc->diagnosticsGeneration(), &m_doc->findingsDelta());
    m_quiet = false;
}

void OobPanel::expand(const wxDataViewItem& item) {
    m_view->Expand(item);  // its expanding event brings the rows below up to date first
}

void OobPanel::expandSides() {
    for (const wxDataViewItem& side : m_model->sideItems()) expand(side);
}

void OobPanel::setFilter(const wxString& text) {
    if (m_filter->GetValue() != text) m_filter->ChangeValue(text);
    m_quiet = true;
    m_model->setFilter(text.utf8_string());
    // A filtered tree is short: open it all, so every match is in view.
    std::vector<wxDataViewItem> open = m_model->sideItems();
    while (!text.empty() && !open.empty()) {
        const wxDataViewItem item = open.back();
        open.pop_back();
        expand(item);
        wxDataViewItemArray children;
        m_model->GetChildren(item, children);
        for (const wxDataViewItem& c : children)
            if (m_model->IsContainer(c)) open.push_back(c);
    }
    if (text.empty()) expandSides();
    m_quiet = false;
}

bool OobPanel::select(OobKind kind, const std::string& id) {
    const wxDataViewItem item = m_model->itemOf(kind, id);
    if (!item.IsOk()) return false;
    m_quiet = true;
    for (const wxDataViewItem& a : m_model->ancestorsOf(item)) expand(a);
    m_view->UnselectAll();
    m_view->Select(item);
    m_view->SetCurrentItem(item);
    m_view->EnsureVisible(item);
    m_quiet = false;
    return true;
}

bool OobPanel::selectFor(const engine::Diagnostic& d) {
    for (const engine::Location& l : d.locations) {
        const OobKind kind = l.kind == "unit"        ? OobKind::Unit
                             : l.kind == "leader"    ? OobKind::Leader
                             : l.kind == "formation" ? OobKind::Formation
                             : l.kind == "side"      ? OobKind::Side
                                                     : OobKind::Side;
        if ((l.kind == "unit" || l.kind == "leader" || l.kind == "formation" || l.kind == "side") && select(kind, l.id))
            return true;
    }
    return false;
}

std::vector<OobRow> OobPanel::selectedRows() const {
    wxDataViewItemArray items;
    m_view->GetSelections(items);
    std::vector<OobRow> rows;
    for (const wxDataViewItem& item : items)
        if (auto row = m_model->rowOf(item)) rows.push_back(*row);
    return rows;
}

std::vector<std::string> OobPanel::selectedPieces() const {
    std::vector<std::string> ids;
    for (const OobRow& row : selectedRows())
        if (row.kind != OobKind::Side) ids.push_back(row.id);
    return ids;
}

engine::ParentTarget OobPanel::targetOfSelection() const {
    const engine::OobOutline* o = m_model->outline();
    const auto rows = selectedRows();
    engine::ParentTarget target;
    if (o && !o->sides().empty()) target.side = o->sides().front();
    if (!o || rows.empty()) return target;
    const OobRow& row = rows.front();
    switch (row.kind) {
    case OobKind::Side: target.side = row.id; break;
    case OobKind::Formation:
        if (const auto* f = o->formation(row.id)) target = {f->side, f->id};
        break;
    case OobKind::Leader:
        if (const auto* l = o->leader(row.id)) target = {l->side, o->formation(l->formation) ? l->formation : ""};
        break;
    case OobKind::Unit:
        if (const auto* u = o->unit(row.id)) target = {u->side, o->formation(u->formation) ? u->formation : ""};
        break;
    }
    return target;
}

bool OobPanel::run(const std::function<std::unique_ptr<engine::Command>()>& build) {
    if (!m_doc) return false;
    try {
        std::unique_ptr<engine::Command> command = build();
        if (command && m_callbacks.apply) m_callbacks.apply(std::move(command));
        return true;
    } catch (const std::invalid_argument& e) {
        refuse(wxString::FromUTF8(e.what()));
    } catch (const engine::LoadError& e) {
        refuse(wxString::FromUTF8(e.what()));
    }
    return false;
}

void OobPanel::refuse(const wxString& why) {
    m_lastError = why;
    if (m_interactive) wxMessageBox(why, _("Order of battle"), wxOK | wxICON_WARNING, this);
}

std::string OobPanel::addSide() {
    std::string id;
    if (!m_doc) return id;
    run([&] {
        auto cmd = engine::addSide(m_doc->doc(), "New side");
        if (cmd) id = cmd->record().id;
        return cmd;
    });
    if (!id.empty()) select(OobKind::Side, id);
    return id;
}

std::string OobPanel::addFormation() {
    std::string id;
    const engine::OobOutline* o = m_model->outline();
    if (!m_doc || !o) return id;
    const engine::ParentTarget target = targetOfSelection();
    // One level below the parent's kind, the top kind at the top of a side.
    const auto& kinds = o->schema().formationKinds;
    std::string kind = kinds.empty() ? "brigade" : kinds.front();
    if (const auto* parent = o->formation(target.formation)) {
        const auto at = std::find(kinds.begin(), kinds.end(), parent->kind);
        kind = at != kinds.end() && at + 1 != kinds.end() ? *(at + 1) : (kinds.empty() ? kind : kinds.back());
    }
    run([&] {
        auto cmd = engine::addFormation(m_doc->doc(), {"", "New " + kind, kind, target.side, target.formation, ""});
        if (cmd) id = cmd->record().id;
        return cmd;
    });
    if (!id.empty()) select(OobKind::Formation, id);
    return id;
}

std::string OobPanel::addLeader() {
    std::string id;
    const engine::OobOutline* o = m_model->outline();
    if (!m_doc || !o) return id;
    const engine::ParentTarget target = targetOfSelection();
    const auto* formation = o->formation(target.formation);
    run([&] {
        auto cmd = engine::addLeader(
            m_doc->doc(),
            {"", "New leader", target.side, target.formation, formation ? formation->kind : std::string(), {}});
        if (cmd) id = cmd->record().id;
        return cmd;
    });
    if (!id.empty()) select(OobKind::Leader, id);
    return id;
}

std::string OobPanel::addUnit(const std::string& unitClass) {
    std::string id;
    if (!m_doc) return id;
    std::string cls = unitClass;
    if (cls.empty() && m_class->GetSelection() != wxNOT_FOUND)
        cls = m_classIds[static_cast<std::size_t>(m_class->GetSelection())];
    const engine::ParentTarget target = targetOfSelection();
    run([&] {
        auto cmd = engine::addUnit(m_doc->doc(), {"", "New " + cls, target.side, target.formation, cls, {}});
        if (cmd) id = cmd->record().id;
        return cmd;
    });
    if (!id.empty()) select(OobKind::Unit, id);
    return id;
}

std::string OobPanel::duplicateSelected() {
    std::string id;
    const auto rows = selectedRows();
    if (!m_doc || rows.size() != 1 || rows.front().kind != OobKind::Formation) {
        refuse(_("Select one formation to duplicate."));
        return id;
    }
    run([&] { return engine::duplicateFormation(m_doc->doc(), rows.front().id, &id); });
    if (!id.empty()) select(OobKind::Formation, id);
    return id;
}

bool OobPanel::deleteSelected() {
    if (!m_doc) return false;
    const auto rows = selectedRows();
    if (rows.size() == 1 && rows.front().kind == OobKind::Side) {
        const std::string side = rows.front().id;
        const auto count = engine::countSideDeletion(m_doc->doc(), side);
        const wxString question = wxString::Format(_("Delete side %s with %s?"), wxString::FromUTF8(side),
                                                   wxString::FromUTF8(count.describe()));
        if (!m_confirm(question)) return false;
        return run([&] { return engine::deleteSide(m_doc->doc(), side); });
    }
    const auto pieces = selectedPieces();
    if (pieces.empty()) return false;
    const auto count = engine::countDeletion(m_doc->doc(), pieces);
    const wxString question = wxString::Format(_("Delete %s?"), wxString::FromUTF8(count.describe()));
    if (!m_confirm(question)) return false;
    return run([&] { return engine::deletePieces(m_doc->doc(), pieces); });
}

bool OobPanel::copySelected() {
    const auto pieces = selectedPieces();
    if (!m_doc || pieces.empty()) return false;
    const std::string xml = engine::copyPieces(m_doc->doc(), pieces);
    wxClipboardLocker lock;
    if (!lock) return false;
    return wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(xml)));
}

bool OobPanel::cutSelected() {
    if (!copySelected()) return false;
    const auto pieces = selectedPieces();
    return run([&] { return engine::deletePieces(m_doc->doc(), pieces); });
}

bool OobPanel::paste() {
    if (!m_doc) return false;
    wxString text;
    {
        wxClipboardLocker lock;
        if (!lock || !wxTheClipboard->IsSupported(wxDF_UNICODETEXT)) return false;
        wxTextDataObject data;
        if (!wxTheClipboard->GetData(data)) return false;
        text = data.GetText();
    }
    const engine::ParentTarget target = targetOfSelection();
    std::vector<std::string> pasted;
    const bool done = run([&] { return engine::pastePieces(m_doc->doc(), text.utf8_string(), target, &pasted); });
    if (done && !pasted.empty()) {
        const engine::OobOutline* o = m_model->outline();
        const OobKind kind = o && o->formation(pasted.front()) ? OobKind::Formation
                             : o && o->leader(pasted.front())  ? OobKind::Leader
                                                               : OobKind::Unit;
        select(kind, pasted.front());
    }
    return done && !pasted.empty();
}

void OobPanel::renameSelected() {
    wxDataViewItemArray items;
    m_view->GetSelections(items);
    if (items.size() == 1) m_view->EditItem(items.front(), 0);
}

bool OobPanel::reparent(const std::vector<std::string>& pieces, const OobRow& onto) {
    const engine::OobOutline* o = m_model->outline();
    if (!m_doc || !o || pieces.empty()) return false;
    engine::ParentTarget target;
    std::string before;
    switch (onto.kind) {
    case OobKind::Side: target.side = onto.id; break;
    case OobKind::Formation:
        if (const auto* f = o->formation(onto.id)) target = {f->side, f->id};
        break;
    case OobKind::Leader:
    case OobKind::Unit: {
        // Dropped on a piece: put just before it, under its formation.
        const auto* u = o->unit(onto.id);
        const auto* l = o->leader(onto.id);
        const std::string& side = u ? u->side : l->side;
        const std::string& formation = u ? u->formation : l->formation;
        target = {side, o->formation(formation) ? formation : ""};
        before = onto.id;
        break;
    }
    }
    return run([&] { return engine::reparentPieces(m_doc->doc(), pieces, target, before); });
}

void OobPanel::showContextMenu() {
    wxMenu menu;
    menu.Append(kRename, _("&Rename\tF2"));
    menu.AppendSeparator();
    menu.Append(kAddSide, _("Add &Side"));
    menu.Append(kAddFormation, _("Add &Formation"));
    menu.Append(kAddLeader, _("Add &Leader"));
    menu.Append(kAddUnit, _("Add &Unit"));
    menu.AppendSeparator();
    menu.Append(kCut, _("Cu&t\tCtrl+X"));
    menu.Append(kCopy, _("&Copy\tCtrl+C"));
    menu.Append(kPaste, _("&Paste\tCtrl+V"));
    menu.Append(kDuplicate, _("D&uplicate\tCtrl+D"));
    menu.Append(kDelete, _("&Delete\tDelete"));
    switch (GetPopupMenuSelectionFromUser(menu)) {
    case kRename: renameSelected(); break;
    case kAddSide: addSide(); break;
    case kAddFormation: addFormation(); break;
    case kAddLeader: addLeader(); break;
    case kAddUnit: addUnit(); break;
    case kCut: cutSelected(); break;
    case kCopy: copySelected(); break;
    case kPaste: paste(); break;
    case kDuplicate: duplicateSelected(); break;
    case kDelete: deleteSelected(); break;
    default: break;
    }
}

void OobPanel::bindDragAndDrop() {
    RowTree::DragAndDrop dnd;
    dnd.begin = [this](const wxDataViewItem& pressed) -> wxDataObject* {
        auto pieces = selectedPieces();
        const auto row = m_model->rowOf(pressed);
        if (!row || row->kind == OobKind::Side) return nullptr;
        if (std::find(pieces.begin(), pieces.end(), row->id) == pieces.end()) pieces = {row->id};
        setDraggedPieces(pieces);
        return new wxTextDataObject(wxString::FromUTF8(piecesDragText(pieces)));
    };
    dnd.canDrop = [this](const wxDataViewItem& onto) { return m_model->rowOf(onto).has_value(); };
    dnd.drop = [this](const wxDataViewItem& item, const wxString& text) {
        const auto onto = m_model->rowOf(item);
        const auto pieces = piecesOfDragText(text.utf8_string());
        // A piece dragged back from the map is taken off it; one dragged within the tree moves.
        if (onto && !pieces.empty()) reparent(pieces, *onto);
    };
    m_view->setDragAndDrop(std::move(dnd));
}

}  // namespace editor
