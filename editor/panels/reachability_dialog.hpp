#pragma once
// Scenario ▸ Reachability…: the reachability table of the open document (engine::reachabilityTable):
// for each victory hex and the hex selected on the map, the earliest turn each side reaches it
// with each unit class, from where, and the path's length. Selecting a row outlines its path on
// the map; the check box counts the enemy's set-up and zones (the CLI's --zoc) and recomputes.
#include "engine/authoring/reachability.hpp"

#include <wx/dialog.h>

#include <functional>
#include <vector>

class wxCheckBox;
class wxDataViewListCtrl;
class wxStaticText;

namespace editor {

class ReachabilityDialog : public wxDialog {
public:
    using ShowPath = std::function<void(const engine::ReachabilityTable&, const engine::ClassArrival*)>;
    // `doc` has a scenario and outlives the dialog; `extraHexes` are asked about besides the
    // victory hexes; `showPath` is told the table and the arrival of the selected row (null for
    // none) whenever either changes.
    ReachabilityDialog(wxWindow* parent, const engine::Document& doc, std::vector<engine::HexCoord> extraHexes,
                       ShowPath showPath);

    [[nodiscard]] const engine::ReachabilityTable& table() const { return m_table; }
    [[nodiscard]] wxDataViewListCtrl& list() { return *m_list; }
    // The arrival a row of the list shows.
    [[nodiscard]] const engine::ClassArrival& arrivalOfRow(unsigned row) const;
    [[nodiscard]] const engine::ObjectiveReach& objectiveOfRow(unsigned row) const;

private:
    void recompute();
    void rowSelected();

    const engine::Document& m_doc;
    std::vector<engine::HexCoord> m_extra;
    ShowPath m_showPath;
    engine::ReachabilityTable m_table;
    std::vector<std::pair<std::size_t, std::size_t>> m_rows;  // (objective, arrival) by list row
    wxDataViewListCtrl* m_list = nullptr;
    wxCheckBox* m_zones = nullptr;
    wxStaticText* m_summary = nullptr;
};

}  // namespace editor
