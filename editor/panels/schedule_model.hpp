#pragma once
// The schedule pane's data: the reinforcement rows grouped by turn (the group row shows the turn,
// its time of day, night, and the pieces each side brings), one row per reinforcement row with its
// side, pieces, entry, arrival mode, condition, variable-arrival roll and the validator's findings
// about it. update() tells the view only the rows that came, went or changed; an edit made in
// place goes to onEdit, which turns it into an engine command (the model never changes by itself).
#include "engine/authoring/turn_track_outline.hpp"
#include "engine/model/document.hpp"
#include "engine/validation/diagnostic_list.hpp"

#include <wx/dataview.h>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace editor {

class ScheduleModel final : public wxDataViewModel {
public:
    enum Column : unsigned { kTurn, kSide, kPieces, kEntry, kMode, kCondition, kRoll, kProblems, kColumnCount };
    // A row's cell edited in place: the row id, the column and the text typed.
    using EditFn = std::function<void(const std::string& row, Column column, const std::string& text)>;

    void onEdit(EditFn fn) { m_onEdit = std::move(fn); }
    // Brings the tree in line with `doc` (nullptr or no scenario: empty), its diagnostics and its
    // turn track's outline (engine::turnTrackOutline), told row by row. The document must outlive
    // the next update.
    void update(const engine::Document* doc, const engine::DiagnosticList* diagnostics,
                const std::vector<engine::TurnSummary>& outline);

    [[nodiscard]] wxDataViewItem itemOfRow(const std::string& row) const;
    [[nodiscard]] wxDataViewItem itemOfTurn(int turn) const;
    // The row an item shows ("" for a turn group) and the turn it is under.
    [[nodiscard]] std::string rowOf(const wxDataViewItem& item) const;
    [[nodiscard]] std::optional<int> turnOf(const wxDataViewItem& item) const;
    [[nodiscard]] std::vector<wxDataViewItem> groups() const;
    [[nodiscard]] wxString text(const wxDataViewItem& item, unsigned column) const;
    // The findings about a row, one per line ("" when none).
    [[nodiscard]] std::string problemsOf(const std::string& row) const;

    // wxDataViewModel
    unsigned int GetColumnCount() const override { return kColumnCount; }
    wxString GetColumnType(unsigned int) const override { return "string"; }
    void GetValue(wxVariant& value, const wxDataViewItem& item, unsigned int column) const override;
    bool SetValue(const wxVariant& value, const wxDataViewItem& item, unsigned int column) override;
    bool IsEnabled(const wxDataViewItem& item, unsigned int column) const override;
    bool GetAttr(const wxDataViewItem& item, unsigned int column, wxDataViewItemAttr& attr) const override;
    wxDataViewItem GetParent(const wxDataViewItem& item) const override;
    bool IsContainer(const wxDataViewItem& item) const override;
    bool HasContainerColumns(const wxDataViewItem&) const override { return true; }
    unsigned int GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const override;

private:
    struct Node {
        int turn = 0;
        std::string row;  // "" for a turn group
        engine::ReinforcementRow shown;
        std::string problems;
        std::string groupText;
    };
    static Node* nodeOf(const wxDataViewItem& item) { return static_cast<Node*>(item.GetID()); }
    [[nodiscard]] Node* group(int turn) const;
    [[nodiscard]] std::string piecesText(const engine::ReinforcementRow& row) const;
    [[nodiscard]] std::string entryText(const engine::ReinforcementRow& row) const;

    const engine::Document* m_doc = nullptr;
    std::map<int, std::unique_ptr<Node>> m_groups;
    std::map<std::string, std::unique_ptr<Node>> m_rows;
    EditFn m_onEdit;
};

}  // namespace editor
