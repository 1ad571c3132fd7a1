#pragma once
// The order-of-battle pane: the scenario's sides, formations, leaders and units as a tree
// (OobModel, drawn by RowTree) with a filter box and buttons to add a side, formation, leader or unit (kind and
// class from the ruleset), duplicate and delete (after a confirmation that counts what goes);
// rename in place (F2), cut, copy and paste as an XML fragment on the system clipboard (so two
// studios exchange pieces), reparent by dragging rows within the tree, and drag pieces onto the map
// to set them up (the canvas's drop target reads the same drag data). Every edit is one engine
// command handed to Callbacks::apply; refusals are shown, never half applied. As a view of the
// document it updates row by row after each committed edit.
#include "editor/document/document_views.hpp"
#include "editor/panels/oob_model.hpp"
#include "editor/widgets/row_tree.hpp"
#include "engine/commands/oob_commands.hpp"

#include <wx/panel.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

class wxChoice;
class wxSearchCtrl;

namespace editor {

class OobPanel : public wxPanel, public DocumentView {
public:
    struct Callbacks {
        std::function<void(std::unique_ptr<engine::Command>)> apply;
        std::function<void(const OobRow&)> selected;  // optional: a single row selected by the user
    };
    // `interactive` false: confirmations are yes, refusals go to lastError() (tests, scripts).
    OobPanel(wxWindow* parent, Callbacks callbacks, bool interactive = true);
    ~OobPanel() override;

    // DocumentView
    void documentReplaced(const StudioDocument* doc) override;
    void documentChanged(const engine::ChangeSet& change, bool committed) override;

    // The pane's commands, as its buttons, menu and keys run them. Adding puts the new record
    // under the selected formation (or side) and selects it; the id of what was added is returned
    // ("" when refused).
    std::string addSide();
    std::string addFormation();
    std::string addLeader();
    std::string addUnit(const std::string& unitClass = {});  // "" = the class chosen in the pane
    std::string duplicateSelected();
    bool deleteSelected();  // asks first (see setConfirm)
    bool copySelected();
    bool cutSelected();
    bool paste();
    void renameSelected();  // starts editing the name in place
    bool reparent(const std::vector<std::string>& pieces, const OobRow& onto);
    // Asks the designer to confirm a deletion; the default shows a message box.
    void setConfirm(std::function<bool(const wxString&)> fn) { m_confirm = std::move(fn); }

    // Selects a row (expanding what is above it) without telling Callbacks::selected.
    bool select(OobKind kind, const std::string& id);
    // Selects the first piece a diagnostic names; false when it names none in the tree.
    bool selectFor(const engine::Diagnostic& diagnostic);
    [[nodiscard]] std::vector<OobRow> selectedRows() const;
    void setFilter(const wxString& text);
    [[nodiscard]] OobModel& model() { return *m_model; }
    [[nodiscard]] RowTree& view() { return *m_view; }
    [[nodiscard]] wxChoice& classChoice() { return *m_class; }
    [[nodiscard]] const wxString& lastError() const { return m_lastError; }

private:
    void rebuildColumns();
    void fillClasses();
    void expandSides();
    void expand(const wxDataViewItem& item);
    // Where an added record goes: the selected formation, or the selected piece's formation, or
    // the top of the selected (else the first) side.
    [[nodiscard]] engine::ParentTarget targetOfSelection() const;
    [[nodiscard]] std::vector<std::string> selectedPieces() const;
    // Runs an engine builder; a refusal (std::invalid_argument, engine::LoadError) is shown.
    bool run(const std::function<std::unique_ptr<engine::Command>()>& build);
    void refuse(const wxString& why);
    void showContextMenu();
    void bindDragAndDrop();

    const StudioDocument* m_doc = nullptr;
    OobModel* m_model = nullptr;
    RowTree* m_view = nullptr;
    wxSearchCtrl* m_filter = nullptr;
    wxChoice* m_class = nullptr;
    std::vector<std::string> m_classIds;
    Callbacks m_callbacks;
    bool m_interactive;
    bool m_quiet = false;  // selection changed by code
    std::function<bool(const wxString&)> m_confirm;
    wxString m_lastError;
};

}  // namespace editor
