#pragma once
// The validation pane's data: diagnostics as a tree grouped by severity, then rule, with an icon
// per severity (wxArtProvider), the message, citation and location of each. Waived diagnostics
// stay in the tree, drawn greyed. Items are pointers to nodes owned here; reset() replaces the
// whole tree and tells the view (Cleared); update() tells it only the rows that came, went or
// changed, so after an edit the view keeps its rows, expansion and scroll position, and a report
// of thousands of problems shows in a fraction of the time (bench/validation_panel_bench).
#include "engine/validation/diagnostic_list.hpp"

#include <wx/dataview.h>

#include <memory>
#include <optional>
#include <vector>

namespace editor {

class ValidationModel final : public wxDataViewModel {
public:
    enum Column : unsigned { kProblem, kCitation, kLocation, kColumnCount };

    // Rebuilds the tree from `diagnostics`, which are in report order (severity, rule, location)
    // as the validator's report is. The model shares the report's findings: no copies.
    void reset(engine::DiagnosticList diagnostics);
    // The same result as reset(), told to the view row by row: the items of problems still
    // reported stay valid (and selected). Falls back to reset() when most rows change. The view
    // must have built every group's rows (expanded each once, as the pane does after every
    // update).
    // A finding the incremental validator kept is the same shared object in both reports, so
    // pairing them compares pointers, not thousands of diagnostics.
    void update(engine::DiagnosticList diagnostics);
    [[nodiscard]] const engine::DiagnosticList& diagnostics() const { return m_diagnostics; }
    [[nodiscard]] wxDataViewItem itemOf(std::size_t index) const;
    // The diagnostic an item shows; nullopt for a group row.
    [[nodiscard]] std::optional<std::size_t> indexOf(const wxDataViewItem& item) const;
    // Severity and rule groups, parents before children (for expanding them all).
    [[nodiscard]] std::vector<wxDataViewItem> groups() const;
    // The text the view shows in `column` of `item`.
    [[nodiscard]] wxString text(const wxDataViewItem& item, unsigned column) const;

    // wxDataViewModel
    unsigned int GetColumnCount() const override { return kColumnCount; }
    wxString GetColumnType(unsigned int column) const override;
    void GetValue(wxVariant& value, const wxDataViewItem& item, unsigned int column) const override;
    bool SetValue(const wxVariant&, const wxDataViewItem&, unsigned int) override { return false; }
    bool GetAttr(const wxDataViewItem& item, unsigned int column, wxDataViewItemAttr& attr) const override;
    wxDataViewItem GetParent(const wxDataViewItem& item) const override;
    bool IsContainer(const wxDataViewItem& item) const override;
    bool HasContainerColumns(const wxDataViewItem&) const override { return true; }
    unsigned int GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const override;

private:
    struct Node {
        Node* parent = nullptr;
        std::vector<std::unique_ptr<Node>> children;
        engine::Severity severity = engine::Severity::Error;
        std::string rule;                       // "" for a severity group
        std::optional<std::size_t> diagnostic;  // set for a leaf
        std::size_t leaves = 0, waived = 0;     // a group's problems below it (its title shows them)
    };
    static Node* nodeOf(const wxDataViewItem& item) { return static_cast<Node*>(item.GetID()); }
    // Sets every group's counts: once per change of the report, not at each repaint of its row.
    void countLeaves();
    void removeLeaf(Node* leaf);
    void addLeaf(std::size_t index);
    [[nodiscard]] Node* groupFor(const engine::Diagnostic& d);

    engine::DiagnosticList m_diagnostics;
    std::vector<std::unique_ptr<Node>> m_roots;
    std::vector<Node*> m_leaves;  // by diagnostic index
};

}  // namespace editor
