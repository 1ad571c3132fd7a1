// Drag and drop with real pointer events (xdotool through XTest, as a hand under the window
// manager makes them): a brigade dragged from the order-of-battle tree lands on the map and the
// validation pane follows; a counter dragged off the map onto the tree leaves the map. Each is one
// undo step.
#include "tests/editor/pane_fixture.hpp"

#include "editor/panels/oob_model.hpp"
#include "editor/panels/oob_panel.hpp"
#include "editor/panels/validation_panel.hpp"
#include "editor/tools/setup_move_tool.hpp"

#include <wx/dataview.h>

#include <catch2/catch.hpp>

#include <string>

using namespace editor;
using panetest::placedAt;

namespace {

int findings(MainFrame& f, const std::string& rule) {
    ValidationPanel& pane = f.validationPanel();
    int n = 0;
    for (int i = 0; i < pane.count(); ++i) n += pane.rowText(i, ValidationPanel::kRule) == rule;
    return n;
}

// The centre of a row of the tree on the screen.
wxPoint rowOnScreen(OobPanel& pane, OobKind kind, const std::string& id) {
    const wxDataViewItem item = pane.model().itemOf(kind, id);
    pane.view().EnsureVisible(item);
    studiotest::pump();
    const wxRect r = pane.view().GetItemRect(item, 0);
    return pane.view().ClientToScreen(wxPoint(r.x + std::min(r.width / 2, 60), r.y + r.height / 2));
}

}  // namespace

TEST_CASE("real drag and drop: a brigade from the tree onto the map, a counter back onto the tree",
          "[studio][oob][setup][input]") {
    if (!studiotest::haveWindowManager()) {
        WARN("no window manager: drag and drop between windows needs one (tests/editor/run_headless.sh starts it)");
        return;
    }
    studiotest::Studio s("real-drag-and-drop");
    MainFrame& frame = *s.frame;
    frame.SetSize(frame.FromDIP(wxSize(1500, 950)));
    frame.Raise();
    studiotest::pump();
    frame.canvas().zoomToFit();
    studiotest::waitForPaint(frame);
    OobPanel& pane = frame.oobPanel();

    // Pettigrew's brigade (due on turn 3) dragged from its row onto open ground far down the map,
    // out of Heth's command range.
    const engine::HexCoord ground = panetest::openGround(s.doc(), true);
    const int outOfCommand = findings(frame, "setup.out_of_command");
    const std::size_t steps = frame.document()->stack().size();
    studiotest::dragInBackground(rowOnScreen(pane, OobKind::Formation, "pettigrew-brigade"),
                                 studiotest::hexOnScreen(frame, ground));
    REQUIRE(placedAt(frame, "pettigrew-a"));
    REQUIRE(placedAt(frame, "pettigrew-b"));
    CHECK(engine::hexDistance(*placedAt(frame, "pettigrew-a"), ground) <= 1);
    CHECK(frame.document()->stack().size() == steps + 1);
    CHECK(findings(frame, "setup.out_of_command") > outOfCommand);  // the validation pane followed the drop
    CHECK(pane.model()
              .text(pane.model().itemOf(OobKind::Unit, "pettigrew-a"), OobModel::kStatus)
              .StartsWith("set up at"));

    // The top counter of that hex dragged with the Set Up tool off the map onto the tree.
    REQUIRE(frame.setTool("set-up"));
    const engine::HexCoord from = *placedAt(frame, "pettigrew-a");
    const std::string top = topPieceAt(*s.doc().scenario, from);
    REQUIRE_FALSE(top.empty());
    const int before = findings(frame, "setup.out_of_command");
    studiotest::dragWithMouse(studiotest::hexOnScreen(frame, from), rowOnScreen(pane, OobKind::Formation, "heth-div"));
    CHECK_FALSE(placedAt(frame, top));
    CHECK(frame.document()->stack().size() == steps + 2);
    CHECK(frame.document()->stack().undoLabel() == "Remove Unit from Set-up");
    CHECK(findings(frame, "setup.out_of_command") < before);
    // Off the map (it still arrives with its reinforcement row).
    CHECK_FALSE(pane.model().text(pane.model().itemOf(OobKind::Unit, top), OobModel::kStatus).StartsWith("set up at"));
    frame.undo();
    INFO("undo: " << frame.document()->stack().size() << " steps, next undo " << frame.document()->stack().undoLabel()
                  << ", " << top << " from " << s.doc().map.grid().label(from) << ", placed "
                  << (placedAt(frame, top) ? s.doc().map.grid().label(*placedAt(frame, top)) : "nowhere"));
    CHECK(placedAt(frame, top) == from);
}
