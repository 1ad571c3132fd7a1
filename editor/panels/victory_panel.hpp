#pragma once
// The victory pane: the scenario's victory hexes (hex, side, points, first and last turn), edited
// in place, with the points on the map per side underneath. Selecting a row selects its hex on
// the map; Add Hexes turns the victory tool on (a click on the map adds or removes one); Delete
// removes the selected one. Every edit an engine command handed to `apply`, one undo step each;
// a refusal goes to `report`. As a view of the document it follows every committed edit.
#include "editor/document/document_views.hpp"

#include <wx/panel.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

class wxButton;
class wxDataViewListCtrl;
class wxStaticText;

namespace editor {

class VictoryPanel : public wxPanel, public DocumentView {
public:
    enum Column : unsigned { kHex, kSide, kPoints, kFrom, kTo, kColumnCount };
    struct Hooks {
        std::function<void(std::unique_ptr<engine::Command>)> apply;
        std::function<void(const wxString&)> report;
        std::function<void(engine::HexCoord)> selectHex;  // a row was selected
        std::function<void()> useVictoryTool;             // Add Hexes
    };

    VictoryPanel(wxWindow* parent, Hooks hooks);

    void documentReplaced(const StudioDocument* doc) override;
    void documentChanged(const engine::ChangeSet& change, bool committed) override;

    // A cell of the row of victory hex `id` set to `text`, as an edit in place does.
    void editCell(const std::string& id, Column column, const std::string& text);
    void selectHex(const std::string& id);
    void deleteSelected();
    [[nodiscard]] std::string selectedId() const;
    [[nodiscard]] wxDataViewListCtrl& list() { return *m_list; }
    [[nodiscard]] wxString totalsText() const;

private:
    void refresh();

    Hooks m_hooks;
    const StudioDocument* m_doc = nullptr;
    wxDataViewListCtrl* m_list = nullptr;
    wxStaticText* m_totals = nullptr;
    wxButton* m_delete = nullptr;
    std::vector<std::string> m_ids;  // by list row
    // True while refresh() writes the document's values into the cells: wxGTK reports each as
    // ITEM_VALUE_CHANGED, which is not an edit (taken for one, an undone edit came back).
    bool m_refreshing = false;
};

}  // namespace editor
