// Set-up by drag: a brigade built in the order-of-battle pane is dragged onto the map (the
// canvas's drop target judges each hex the cursor enters with the engine's drop probe), a hex is
// overstacked and the problem shows in the validation pane, in the tree and on the counter; undo
// takes it away; the set-up survives save and reopen. Counters move by dragging with the Set Up
// tool (real mouse events).
#include "tests/editor/pane_fixture.hpp"

#include "editor/canvas/setup_drop.hpp"
#include "editor/document/piece_drag.hpp"
#include "editor/panels/oob_panel.hpp"
#include "editor/panels/validation_panel.hpp"
#include "editor/tools/setup_move_tool.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/location_hexes.hpp"

#include <wx/uiaction.h>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace editor;
using panetest::openGround;
using panetest::placedAt;

namespace {

wxPoint onCanvas(MainFrame& f, engine::HexCoord h) {
    const ScreenPoint p = f.canvas().view().toScreen(f.document()->doc().map.layout().toPoint(h));
    return {static_cast<int>(p.x), static_cast<int>(p.y)};
}

bool reported(MainFrame& f, const std::string& rule) {
    ValidationPanel& pane = f.validationPanel();
    for (int i = 0; i < pane.count(); ++i)
        if (pane.rowText(i, ValidationPanel::kRule) == rule) return true;
    return false;
}

// The markers the map draws at `hex` (alike ones once) and whether one of them stands for a
// finding of `rule`.
std::vector<engine::MarkerShape> markersAt(MainFrame& f, engine::HexCoord hex) {
    const engine::Document& doc = f.document()->doc();
    engine::DrawOptions options;
    options.visible = engine::hexBounds(doc.map.layout(), hex);
    options.diagnostics = &f.document()->diagnostics();
    std::vector<engine::MarkerShape> out;
    for (const engine::Marker& m : engine::buildDrawList(doc, options).markers)
        if (m.layer == engine::Layer::Validation) out.push_back(m.shape);
    return out;
}

bool markedAt(MainFrame& f, engine::HexCoord hex, const std::string& rule) {
    bool marked = false;
    engine::forEachFindingMarker(
        f.document()->doc(), f.document()->diagnostics(),
        [&](engine::HexCoord h, const engine::Diagnostic& d) { marked |= h == hex && d.rule == rule; });
    return marked;
}

}  // namespace

TEST_CASE("set-up by drag: a brigade onto the map, an overstacked hex shown at once and undone, saved and reopened",
          "[studio][oob][setup]") {
    studiotest::Studio s("setup-drop");
    MainFrame& frame = *s.frame;
    OobPanel& pane = frame.oobPanel();
    REQUIRE(pane.select(OobKind::Formation, "heth-div"));
    const std::string brigade = pane.addFormation();
    std::vector<std::string> regiments;
    for (int i = 0; i < 3; ++i) {
        REQUIRE(pane.select(OobKind::Formation, brigade));
        regiments.push_back(pane.addUnit("infantry"));
    }
    REQUIRE(pane.select(OobKind::Formation, brigade));
    const std::string leader = pane.addLeader();
    frame.canvas().zoomToFit();
    studiotest::waitForPaint(frame);

    // The drag enters the canvas over open ground: the hex is judged and outlined.
    const engine::HexCoord ground = openGround(s.doc());
    PieceDropTarget& drop = frame.setupDrop();
    setDraggedPieces({brigade});
    const wxPoint at = onCanvas(frame, ground);
    CHECK(drop.OnEnter(at.x, at.y, wxDragCopy) == wxDragCopy);
    REQUIRE(drop.drag() != nullptr);
    CHECK(drop.drag()->hex() == ground);
    CHECK(drop.drag()->verdict().legal);
    CHECK(frame.GetStatusBar()->GetStatusText(0) == "legal");
    const std::size_t steps = frame.document()->stack().size();
    REQUIRE(drop.dropAt(ground, {brigade}));
    CHECK(drop.drag() == nullptr);
    CHECK(frame.document()->stack().size() == steps + 1);
    for (const std::string& piece : regiments) CHECK(placedAt(frame, piece) == ground);
    CHECK(placedAt(frame, leader) == ground);
    CHECK(
        pane.model().text(pane.model().itemOf(OobKind::Unit, regiments[0]), OobModel::kStatus).StartsWith("set up at"));

    // A fourth unit dragged over the full hex: the feedback says why, with the rule's citation.
    const std::string davis = "davis-a";
    setDraggedPieces({davis});
    drop.OnEnter(at.x, at.y, wxDragCopy);
    REQUIRE(drop.drag() != nullptr);
    CHECK_FALSE(drop.drag()->verdict().legal);
    REQUIRE_FALSE(drop.drag()->verdict().problems.empty());
    CHECK(drop.drag()->verdict().problems.front().kind == engine::DropProblem::Kind::OverStacked);
    INFO(frame.GetStatusBar()->GetStatusText(0));
    CHECK(frame.GetStatusBar()->GetStatusText(0).Contains("[SSS 25"));
    // Dropped anyway: the problem is in the validation pane, on the counter and in the tree.
    CHECK_FALSE(reported(frame, "stacking.over_limit"));
    const std::vector<engine::MarkerShape> markersBefore = markersAt(frame, ground);
    REQUIRE(drop.dropAt(ground, {davis}));
    CHECK(placedAt(frame, davis) == ground);
    CHECK(reported(frame, "stacking.over_limit"));
    CHECK(markedAt(frame, ground, "stacking.over_limit"));
    const std::vector<engine::MarkerShape> markersAfter = markersAt(frame, ground);
    CHECK(std::count(markersAfter.begin(), markersAfter.end(), engine::MarkerShape::Error) == 1);
    // Undo: the problem goes from the pane and the map.
    frame.undo();
    CHECK_FALSE(reported(frame, "stacking.over_limit"));
    CHECK_FALSE(markedAt(frame, ground, "stacking.over_limit"));
    CHECK(markersAt(frame, ground) == markersBefore);
    CHECK(placedAt(frame, davis) != ground);

    // Saved and reopened: the same set-up and order of battle.
    const engine::Scenario before = *s.doc().scenario;
    REQUIRE(frame.saveAs(s.dir / "saved.rlscn"));
    REQUIRE(frame.openFile(s.dir / "saved.rlscn"));
    CHECK(s.doc().scenario->setup == before.setup);
    CHECK(s.doc().scenario->units == before.units);
    CHECK(s.doc().scenario->formations == before.formations);
    CHECK(s.doc().scenario->leaders == before.leaders);
    CHECK(frame.oobPanel().model().itemOf(OobKind::Formation, brigade).IsOk());
}

TEST_CASE("set-up tool: a counter dragged to another hex with the mouse moves, one undo step (real input events)",
          "[studio][oob][setup][input]") {
    studiotest::Studio s("setup-move");
    MainFrame& frame = *s.frame;
    frame.Raise();
    REQUIRE(frame.setTool("set-up"));
    frame.canvas().zoomToFit();
    studiotest::waitForPaint(frame);
    const engine::HexCoord from = *placedAt(frame, "davis-b");
    REQUIRE(topPieceAt(*s.doc().scenario, from) == "davis-b");
    const engine::HexCoord to = openGround(s.doc());
    const std::size_t steps = frame.document()->stack().size();

    wxUIActionSimulator input;
    input.MouseMove(frame.canvas().ClientToScreen(onCanvas(frame, from)));
    studiotest::pump();
    input.MouseDown();
    studiotest::pump();
    const wxPoint a = onCanvas(frame, from), b = onCanvas(frame, to);
    for (int i = 1; i <= 5; ++i) {
        input.MouseMove(frame.canvas().ClientToScreen(a + (b - a) * i / 5));
        studiotest::pump();
    }
    input.MouseUp();
    studiotest::pump();
    CHECK(placedAt(frame, "davis-b") == to);
    CHECK(frame.document()->stack().size() == steps + 1);
    CHECK(frame.document()->stack().undoLabel() == "Move Unit");
    frame.undo();
    CHECK(placedAt(frame, "davis-b") == from);
}
