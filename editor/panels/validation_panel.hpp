#pragma once
// The validation pane: the validator's diagnostics as a tree grouped by severity and rule (icon,
// message, citation, location), waived ones greyed. Selecting a problem hands it to onSelect (the
// frame centres the map on it and selects it); Previous / Next step through the problems not
// waived; "Waive..." (button or context menu) asks for a comment and hands it to onWaive, which
// adds the waiver as an undoable command. As a view of the document it shows the validator's
// report after every committed edit.
#include "editor/document/document_views.hpp"
#include "editor/panels/validation_model.hpp"
#include "editor/widgets/row_tree.hpp"

#include <wx/panel.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxStaticText;

namespace editor {

class ValidationPanel : public wxPanel, public DocumentView {
public:
    // Columns of rowText(), one per field of a diagnostic.
    enum Column { kSeverity, kRule, kCitation, kMessage, kLocation };

    explicit ValidationPanel(wxWindow* parent);
    ~ValidationPanel() override;

    // Shows `diagnostics` (in report order); the problem selected before stays selected when it is still reported.
    void setDiagnostics(engine::DiagnosticList diagnostics);
    // DocumentView: the document's diagnostics, again after each committed edit.
    void documentReplaced(const StudioDocument* doc) override;
    void documentChanged(const engine::ChangeSet& change, bool committed) override;
    void onSelect(std::function<void(const engine::Diagnostic&)> fn) { m_onSelect = std::move(fn); }
    void onWaive(std::function<void(const engine::Diagnostic&, const std::string& comment)> fn) {
        m_onWaive = std::move(fn);
    }
    void onRemoveWaiver(std::function<void(const engine::Diagnostic&)> fn) { m_onRemoveWaiver = std::move(fn); }
    // Asks for a waiver's comment (nullopt: cancelled). The default shows a text entry dialog.
    void setCommentPrompt(std::function<std::optional<wxString>(const engine::Diagnostic&)> fn) {
        m_prompt = std::move(fn);
    }

    // Diagnostics in the order shown.
    [[nodiscard]] int count() const { return static_cast<int>(m_model->diagnostics().size()); }
    [[nodiscard]] const engine::DiagnosticList& diagnostics() const { return m_model->diagnostics(); }
    [[nodiscard]] std::optional<std::size_t> selectedIndex() const;
    // Selects problem `index` as a click would.
    void select(int index);
    // Selects the next (+1) or previous (-1) problem that is not waived, wrapping around; false
    // when there is none.
    bool step(int direction);
    // The Waive... button: asks for a comment and waives the selected problem.
    void waiveSelected();
    [[nodiscard]] bool canWaiveSelected() const;
    void removeSelectedWaiver();
    [[nodiscard]] wxButton& waiveButton() { return *m_waive; }
    [[nodiscard]] wxString rowText(int index, int column) const;
    [[nodiscard]] bool isExpanded(int index) const;

private:
    void selectQuietly(std::optional<std::size_t> index);
    void showContextMenu();
    void syncButtons();

    const StudioDocument* m_doc = nullptr;
    std::uint64_t m_shownGeneration = 0;  // of the diagnostics the list shows
    ValidationModel* m_model = nullptr;
    RowTree* m_view = nullptr;
    wxStaticText* m_summary = nullptr;
    wxButton* m_previous = nullptr;
    wxButton* m_next = nullptr;
    wxButton* m_waive = nullptr;
    bool m_quiet = false;  // selection changed by code, not by the user
    std::function<void(const engine::Diagnostic&)> m_onSelect;
    std::function<void(const engine::Diagnostic&, const std::string&)> m_onWaive;
    std::function<void(const engine::Diagnostic&)> m_onRemoveWaiver;
    std::function<std::optional<wxString>(const engine::Diagnostic&)> m_prompt;
};

// The index of the next (+1) or previous (-1) diagnostic after `from` that is not waived, wrapping
// around; from nothing, the first (or last). nullopt when every one is waived.
[[nodiscard]] std::optional<std::size_t> nextProblem(const engine::DiagnosticList& diagnostics,
                                                     std::optional<std::size_t> from, int direction);

}  // namespace editor
