#pragma once
// The order-of-battle pane's data: the engine's OobOutline as a wxDataViewModel, side ->
// formations -> leaders and units, each row with its class icon, id, kind or class, the ruleset's
// key attributes, a formation's totals, a piece's status and the validator's problems about it. A
// filter keeps the rows whose name, id, class or status contains the text (with their ancestors,
// and everything below a formation that matches). After an edit update() rebuilds the outline and
// tells the view only the rows that came, went or changed, so the view keeps its expansion,
// selection and scroll position (bench/oob_panel_bench). Rows are told only where the view has
// built them (a parent shown and expanded once), and rows coming and going below a collapsed row
// are told when it expands (see expanding()): news the view cannot use is work spent for nothing.
#include "engine/authoring/oob_outline.hpp"
#include "engine/commands/change_set.hpp"
#include "engine/validation/diagnostic_list.hpp"
#include "engine/validation/report_change.hpp"

#include <wx/dataview.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace editor {

enum class OobKind : std::uint8_t { Side, Formation, Leader, Unit };

struct OobRow {
    OobKind kind = OobKind::Side;
    std::string id;
};

class OobModel final : public wxDataViewModel {
public:
    // Fixed columns; the ruleset's key attributes follow from kFirstAttribute on.
    enum Column : unsigned { kName, kId, kType, kTotals, kStatus, kProblems, kFirstAttribute };

    // A rename typed into the Name column: the model changes nothing itself.
    void onRename(std::function<void(const OobRow&, const std::string&)> fn) { m_rename = std::move(fn); }

    // Builds the whole tree for `doc` (nullptr: empty) and tells the view it was cleared.
    // `generation` numbers the diagnostics (StudioDocument::diagnosticsGeneration).
    void reset(const engine::Document* doc, const engine::DiagnosticList* diagnostics, std::uint64_t generation = 0);
    // After an edit of the same document: the tree brought up to date row by row. `delta`, when
    // it bridges the diagnostics shown to `generation`, spares counting every piece's problems again.
    void update(const engine::ChangeSet& change, std::uint64_t generation, const engine::ReportChange* delta = nullptr);
    // Case-insensitive; "" shows everything. Rebuilds the tree (the view is cleared).
    void setFilter(const std::string& text);
    [[nodiscard]] const std::string& filter() const { return m_filter; }

    // The view is about to expand `item` (its rows are brought up to date first), expanded it (its
    // children are now rows the view has built), or collapsed it (and so hid everything below).
    // Below a collapsed row, news of rows that came and went waits until it is expanded: a reparent
    // between two closed formations tells the view nothing it shows.
    void expanding(const wxDataViewItem& item);
    void expanded(const wxDataViewItem& item);
    void collapsed(const wxDataViewItem& item);
    [[nodiscard]] const engine::OobOutline* outline() const { return m_outline.get(); }
    [[nodiscard]] const std::vector<const engine::AttributeDef*>& attributeColumns() const { return m_attributes; }

    [[nodiscard]] wxDataViewItem itemOf(OobKind kind, const std::string& id) const;
    [[nodiscard]] std::optional<OobRow> rowOf(const wxDataViewItem& item) const;
    // Ancestors of `item`, from the top down (not the item itself).
    [[nodiscard]] std::vector<wxDataViewItem> ancestorsOf(const wxDataViewItem& item) const;
    // The side rows (to expand them when the tree opens).
    [[nodiscard]] std::vector<wxDataViewItem> sideItems() const;
    [[nodiscard]] std::size_t rowCount() const { return m_byId.size() + m_sides.size(); }
    [[nodiscard]] wxString text(const wxDataViewItem& item, unsigned column) const;
    // Errors and warnings the validator reports about a piece (not waived).
    struct Problems {
        int errors = 0;
        int warnings = 0;
        bool operator==(const Problems&) const = default;
    };
    [[nodiscard]] Problems problemsOf(const std::string& id) const;

    // wxDataViewModel
    unsigned int GetColumnCount() const override;
    wxString GetColumnType(unsigned int column) const override;
    void GetValue(wxVariant& value, const wxDataViewItem& item, unsigned int column) const override;
    bool SetValue(const wxVariant& value, const wxDataViewItem& item, unsigned int column) override;
    bool IsEnabled(const wxDataViewItem&, unsigned int) const override { return true; }
    bool GetAttr(const wxDataViewItem& item, unsigned int column, wxDataViewItemAttr& attr) const override;
    wxDataViewItem GetParent(const wxDataViewItem& item) const override;
    bool IsContainer(const wxDataViewItem& item) const override;
    bool HasContainerColumns(const wxDataViewItem&) const override { return true; }
    unsigned int GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const override;

private:
    struct Node {
        Node* parent = nullptr;
        OobRow row;
        std::vector<std::unique_ptr<Node>> children;
        bool expanded = false;  // expanded in the view at least once: its children are built there
        bool open = false;      // expanded in the view now (with every row above it)
        bool heard = true;      // false: added below a collapsed row, the view has not heard of it yet
        // While news below this collapsed row waits: the children the view knows, and those gone
        // from the model (kept alive: the view still lists them).
        std::optional<std::vector<Node*>> viewChildren;
        std::vector<std::unique_ptr<Node>> heldGone;
        // The row's texts when the view was last told it changed; none while the view may show others.
        std::optional<std::string> told;
    };
    static Node* nodeOf(const wxDataViewItem& item) { return static_cast<Node*>(item.GetID()); }
    // Whether the view has built the rows below `parent` (nullptr: the top).
    [[nodiscard]] static bool built(const Node* parent);
    // Whether the view shows the rows below `parent` (nullptr: the top): it and every row above it
    // are expanded.
    [[nodiscard]] static bool shown(const Node* parent);
    // Whether the view has heard of `node` and every row above it (nullptr: the top).
    [[nodiscard]] static bool heardOf(const Node* node);
    // Tells the view which children of `node` came and went while it was collapsed.
    void tellHeld(Node* node);
    // The rows that should be below a node (or the sides, for nullptr), filter applied.
    [[nodiscard]] std::vector<OobRow> wantedBelow(const Node* node) const;
    void computeVisible();
    // Brings the children of `node` to `wanted`, then theirs (`deep`; new rows always get theirs);
    // tells the view where it has rows (`known`: the view has heard of `node`; rows below a new
    // one are told with it).
    void sync(Node* node, std::vector<std::unique_ptr<Node>>& children, const std::vector<OobRow>& wanted,
              std::vector<std::unique_ptr<Node>>& gone, bool known, bool deep = true);
    // Whether the outline lists the sides the tree shows, in its order.
    [[nodiscard]] bool sameSides() const;
    // The row a leader or unit sits under in the outline; nullopt when the scenario lacks it.
    [[nodiscard]] std::optional<OobRow> holderOf(OobKind kind, const std::string& id) const;
    void index(Node* node);
    void unindex(Node* node);
    // Tells the view `node` changed; with `compare`, only when its texts differ from those it was last told.
    void tellChanged(Node* node, bool compare);
    // Every column's text of the row, one after another: what the view shows of it.
    [[nodiscard]] std::string rowTexts(Node* node) const;
    void countProblems();
    // Counts (`by` 1) or uncounts (-1) the problems of `findings`, noting the pieces they name.
    void countProblems(const std::vector<engine::DiagnosticList::Shared>& findings, int by,
                       std::unordered_set<std::string>* named);
    [[nodiscard]] const engine::Side* sideOf(const std::string& id) const;

    const engine::Document* m_doc = nullptr;
    const engine::DiagnosticList* m_diagnostics = nullptr;
    std::uint64_t m_generation = 0;  // of the diagnostics m_problems counts
    std::unique_ptr<engine::OobOutline> m_outline;
    std::vector<const engine::AttributeDef*> m_attributes;
    std::vector<std::unique_ptr<Node>> m_sides;
    std::unordered_map<std::string, Node*> m_byId;  // formations, leaders and units share an id space
    std::unordered_map<std::string, Problems> m_problems;
    std::string m_filter;                       // lower case
    std::unordered_set<std::string> m_visible;  // with a filter: "kind:id" of the rows kept
    std::function<void(const OobRow&, const std::string&)> m_rename;
};

}  // namespace editor
