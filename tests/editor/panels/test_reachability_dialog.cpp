// Scenario ▸ Reachability…: the table of the open scenario with the selected hex, a row chosen with
// the mouse outlined on the map as its path, the enemy's zones counted when the box is ticked.
#include "tests/editor/studio_fixture.hpp"

#include "editor/panels/reachability_dialog.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/dataview.h>

#include <catch2/catch.hpp>

using namespace editor;
using studiotest::clickAt;
using studiotest::Studio;

namespace {

// The list row of `side`'s `cls` arriving at `hex`; -1 when none.
int rowOf(ReachabilityDialog& dialog, engine::HexCoord hex, const std::string& side, const std::string& cls) {
    for (unsigned r = 0; r < static_cast<unsigned>(dialog.list().GetItemCount()); ++r) {
        const engine::ClassArrival& a = dialog.arrivalOfRow(r);
        if (dialog.objectiveOfRow(r).hex == hex && a.side == side && a.unitClass == cls) return static_cast<int>(r);
    }
    return -1;
}

}  // namespace

TEST_CASE("Scenario > Reachability: the selected hex's table, a row's path on the map, the zones counted",
          "[studio][reachability]") {
    Studio s("reachability");
    const engine::HexCoord archer = s.hex("A0205");  // Archer A's set-up hex
    s.frame->selectHex(archer);
    studiotest::pump();
    bool sawTable = false, pathShown = false, zonesCounted = false;
    std::vector<engine::HexCoord> expectedPath;
    std::string plainTurn;
    studiotest::WhenDialogShows answer([&](wxDialog& d) {
        auto* dialog = dynamic_cast<ReachabilityDialog*>(&d);
        if (!dialog) return;
        sawTable = dialog->table().objectives.size() == 1 && dialog->table().objectives.front().hex == archer;
        const int row = rowOf(*dialog, archer, "union", "cavalry");
        if (row < 0) return;
        expectedPath = dialog->arrivalOfRow(static_cast<unsigned>(row)).path;
        plainTurn = dialog->list().GetTextValue(static_cast<unsigned>(row), 3).utf8_string();
        wxDataViewListCtrl& list = dialog->list();
        const wxRect rect = list.GetItemRect(list.RowToItem(row), list.GetColumn(1));
        clickAt(list, rect.GetPosition() + rect.GetSize() / 2);
        if (list.GetSelectedRow() != row) {
            WARN("the click did not select the row under this display; selecting it");
            list.SelectRow(static_cast<unsigned>(row));
            wxDataViewEvent changed(wxEVT_DATAVIEW_SELECTION_CHANGED, &list, list.RowToItem(row));
            list.ProcessWindowEvent(changed);
        }
        studiotest::pump();
        pathShown = s.frame->canvas().highlight() == expectedPath;

        auto* zones = studiotest::field<wxCheckBox>(d, "enemy-zones");
        clickAt(*zones, wxPoint(8, zones->GetSize().y / 2));
        if (!zones->GetValue()) {
            WARN("the click did not tick the box under this display; ticking it");
            zones->SetValue(true);
            wxCommandEvent ticked(wxEVT_CHECKBOX, zones->GetId());
            ticked.SetEventObject(zones);
            ticked.SetInt(1);
            zones->ProcessWindowEvent(ticked);
        }
        studiotest::pump();
        const int zonedRow = rowOf(*dialog, archer, "union", "cavalry");
        zonesCounted = dialog->table().enemyZones && zonedRow >= 0 &&
                       !dialog->arrivalOfRow(static_cast<unsigned>(zonedRow)).reached &&
                       dialog->list().GetTextValue(static_cast<unsigned>(zonedRow), 3) == "unreachable";
        auto* close = dynamic_cast<wxButton*>(d.FindWindow(wxID_OK));
        if (close) clickAt(*close, wxPoint(close->GetSize().x / 2, close->GetSize().y / 2));
        if (d.IsModal()) d.EndModal(wxID_OK);
    });
    REQUIRE(s.frame->runAction("scenario.reachability"));
    CHECK(answer.acted());
    CHECK(sawTable);
    CHECK(plainTurn == "1");  // Buford's cavalry is next to Archer on turn 1 (no zones counted)
    REQUIRE(expectedPath.size() >= 2);
    CHECK(expectedPath.back() == archer);
    CHECK(pathShown);
    CHECK(zonesCounted);  // the enemy's set-up hex is not entered (SSS 26.23)
}
