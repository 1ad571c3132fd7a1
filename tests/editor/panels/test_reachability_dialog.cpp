// Scenario ▸ Reachability…: the table of the open scenario with the selected hex, a row chosen with
// the mouse outlined on the map as its path (and drawn on the Reachability layer), the enemy's zones
// counted when the box is ticked; the Reachability layer ticked in the Layers pane: each side's
// earliest turn as badges at the victory hexes.
#include "tests/editor/studio_fixture.hpp"

#include "editor/panels/reachability_dialog.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/dataview.h>

#include "editor/panels/legend_panel.hpp"
#include "engine/render/reachability_marks.hpp"

#include <algorithm>
#include <cstdlib>

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
        pathShown = s.frame->canvas().highlight() == expectedPath && s.frame->reachabilityLayer() &&
                    s.frame->reachabilityLayer()->path == expectedPath &&
                    s.frame->reachabilityLayer()->pathSide == "union" &&
                    s.frame->canvas().layers().visible(engine::Layer::Reachability);

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

TEST_CASE("Reachability layer: each side's earliest turn at the victory hexes, and the dialog's path, on the map",
          "[studio][reachability]") {
    Studio s("reachability-layer");
    s.frame->SetSize(1600, 1000);
    studiotest::pump();
    REQUIRE_FALSE(s.frame->canvas().layers().visible(engine::Layer::Reachability));
    REQUIRE_FALSE(s.frame->reachabilityLayer());
    // The sample has no victory hexes: the hex the designer selects is asked about.
    const engine::HexCoord archer = s.hex("A0205");
    s.frame->selectHex(archer);
    // Ticked in the Layers pane: computed as the dialog and the CLI compute it.
    s.frame->canvas().zoomToFit();
    studiotest::waitForPaint(*s.frame);
    const wxImage before = studiotest::ownPixels(s.frame->canvas());
    studiotest::clickLayerBox(*s.frame, engine::Layer::Reachability);
    REQUIRE(s.frame->reachabilityLayer());
    engine::ReachabilityOptions asked;
    asked.extraHexes = {archer};
    const engine::ReachabilityTable table = engine::reachabilityTable(s.doc(), asked);
    const engine::ReachMarks& marks = *s.frame->reachabilityLayer();
    REQUIRE(marks.objectives.size() == table.objectives.size());
    REQUIRE_FALSE(marks.objectives.empty());
    for (std::size_t o = 0; o < table.objectives.size(); ++o) {
        CHECK(marks.objectives[o].hex == table.objectives[o].hex);
        REQUIRE(marks.objectives[o].sides.size() == s.doc().scenario->sides.size());
        for (const engine::ReachMarks::SideTurn& st : marks.objectives[o].sides) {
            std::optional<int> earliest;
            for (const engine::ClassArrival& a : table.objectives[o].arrivals)
                if (a.side == st.side && a.reached && (!earliest || a.turn < *earliest)) earliest = a.turn;
            CHECK(st.turn == earliest);
        }
    }
    const auto& legend = s.frame->legend().entries();
    CHECK(std::count_if(legend.begin(), legend.end(),
                        [](const engine::LegendEntry& e) { return e.section == "Reachability"; }) == 2);
    // The badges in the sides' colours beside each victory hex on the screen.
    studiotest::waitForPaint(*s.frame);
    const wxImage after = studiotest::ownPixels(s.frame->canvas());
    const engine::HexLayout layout = s.doc().map.layout();
    const double size = s.doc().map.hexSizeMetres();
    int badgesChanged = 0;
    for (const engine::ReachMarks::Objective& o : marks.objectives) {
        const engine::Point c = layout.toPoint(o.hex);
        const ScreenPoint left = s.frame->canvas().view().toScreen({c.x - 0.3 * size, c.y});
        const int x = static_cast<int>(left.x), y = static_cast<int>(left.y);
        if (x < 0 || y < 0 || x >= after.GetWidth() || y >= after.GetHeight()) continue;
        const auto differs = [&](int dx, int dy) {
            return before.GetRed(x + dx, y + dy) != after.GetRed(x + dx, y + dy) ||
                   before.GetGreen(x + dx, y + dy) != after.GetGreen(x + dx, y + dy) ||
                   before.GetBlue(x + dx, y + dy) != after.GetBlue(x + dx, y + dy);
        };
        if (differs(0, 0) || differs(2, 2) || differs(-2, -2)) ++badgesChanged;
    }
    CHECK(badgesChanged == static_cast<int>(marks.objectives.size()));
    // Unticked: gone from the map.
    studiotest::clickLayerBox(*s.frame, engine::Layer::Reachability);
    studiotest::waitForPaint(*s.frame);
    const wxImage hidden = studiotest::ownPixels(s.frame->canvas());
    REQUIRE(hidden.GetSize() == before.GetSize());
    for (const engine::ReachMarks::Objective& o : marks.objectives) {
        const engine::Point c = layout.toPoint(o.hex);
        const ScreenPoint left = s.frame->canvas().view().toScreen({c.x - 0.3 * size, c.y});
        const int x = static_cast<int>(left.x), y = static_cast<int>(left.y);
        // As before the layer, but for antialiasing.
        CHECK(std::abs(int(hidden.GetRed(x, y)) - int(before.GetRed(x, y))) <= 8);
        CHECK(std::abs(int(hidden.GetGreen(x, y)) - int(before.GetGreen(x, y))) <= 8);
        CHECK(std::abs(int(hidden.GetBlue(x, y)) - int(before.GetBlue(x, y))) <= 8);
    }
}
