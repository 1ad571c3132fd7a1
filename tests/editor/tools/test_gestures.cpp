// The gesture lifecycle every dragging tool shares (GestureTool): one press-drag-release is one
// undo step, and however a gesture ends (release, Esc, a second press, a lost mouse capture) the
// frame's views hear about it, so the panes and the validator never fall behind the document.
#include "tests/editor/studio_fixture.hpp"

#include "editor/panels/validation_panel.hpp"
#include "editor/tools/hexside_feature_tool.hpp"
#include "editor/tools/level_tool.hpp"
#include "editor/tools/terrain_brush_tool.hpp"
#include "engine/io/map_file.hpp"

#include <catch2/catch.hpp>

#include <wx/uiaction.h>

using namespace editor;
using studiotest::CountingView;
using studiotest::Studio;

namespace {

// The validation pane shows what the document's validator reports now.
bool paneCurrent(MainFrame& frame) {
    return frame.validationPanel().diagnostics().size() == frame.document()->diagnostics().size();
}

}  // namespace

TEST_CASE("gesture: a second press mid-stroke finishes the first stroke as its own undo step, told",
          "[studio][tools][gesture]") {
    Studio s("gesture-second-press", "map.rlmap");
    CountingView view(*s.frame);
    const engine::HexCoord a = s.hex("A0303");
    const engine::HexCoord b = s.hex("A0707");
    REQUIRE(s.doc().map.terrain(a) != "marsh");
    REQUIRE(s.doc().map.terrain(b) != "marsh");
    REQUIRE(s.frame->runAction("tools.terrain-brush"));
    s.frame->tool<TerrainBrushTool>().setTerrain("marsh");
    s.frame->tool<TerrainBrushTool>().onMouseDown(s.at(a));
    CHECK(view.live == 1);
    // The release went to another window: the next press comes with the stroke still open.
    s.frame->tool<TerrainBrushTool>().onMouseDown(s.at(b));
    CHECK(view.committed == 1);  // the first stroke, committed and told
    s.frame->tool<TerrainBrushTool>().onMouseUp(s.at(b));
    CHECK(view.committed == 2);
    CHECK(s.doc().map.terrain(a) == "marsh");  // not rolled back behind everyone's back
    CHECK(s.doc().map.terrain(b) == "marsh");
    CHECK(s.frame->document()->stack().size() == 2);
    CHECK(s.frame->GetTitle().StartsWith("*"));
    CHECK(paneCurrent(*s.frame));
    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(s.doc().map.terrain(a) == "marsh");
    CHECK(s.doc().map.terrain(b) != "marsh");
}

TEST_CASE("gesture: a press while a hexside toggle is open finishes it under its own name",
          "[studio][tools][gesture]") {
    Studio s("gesture-hexside-press", "map.rlmap");
    const engine::HexMap& map = s.doc().map;
    const engine::HexCoord h = s.hex("A0404");
    REQUIRE(s.frame->runAction("tools.hexside-feature"));
    s.frame->tool<HexsideFeatureTool>().setFeature("minor-creek");
    s.frame->tool<HexsideFeatureTool>().onMouseDown(s.at(map.layout().hexsideMidpoint(h, 0)));
    s.frame->tool<HexsideFeatureTool>().onMouseDown(s.at(map.layout().toPoint(h)));  // far from every hexside
    s.frame->tool<HexsideFeatureTool>().onMouseUp(s.at(map.layout().toPoint(h)));
    CHECK(s.frame->document()->stack().size() == 1);
    CHECK(s.frame->document()->stack().undoLabel() == "Toggle Minor Creek");
}

TEST_CASE("gesture: Esc rolls the stroke back and tells the views once", "[studio][tools][gesture]") {
    Studio s("gesture-escape", "map.rlmap");
    const std::string before = s.mapText();
    CountingView view(*s.frame);
    REQUIRE(s.frame->runAction("tools.raise-level"));
    s.frame->tool<LevelTool>("raise-level").onMouseDown(s.at(s.hex("A0505")));
    s.frame->tool<LevelTool>("raise-level").onMouseMove(s.at(s.hex("A0506")));
    CHECK(view.live == 2);
    CHECK(view.committed == 0);
    s.frame->tool<LevelTool>("raise-level").onKey(ToolKey::Escape);
    CHECK(view.committed == 1);
    CHECK_FALSE(s.frame->tool<LevelTool>("raise-level").inGesture());
    CHECK(s.mapText() == before);
    CHECK(s.frame->document()->stack().size() == 0);
    CHECK(paneCurrent(*s.frame));
    s.frame->tool<LevelTool>("raise-level").onMouseUp(s.at(s.hex("A0506")));  // the release after Esc does nothing
    CHECK(view.committed == 1);
}

TEST_CASE("gesture: undo, another tool or another file finish an open stroke first", "[studio][tools][gesture]") {
    Studio s("gesture-interrupted", "map.rlmap");
    const engine::HexCoord a = s.hex("A0303");
    REQUIRE(s.frame->runAction("tools.terrain-brush"));
    s.frame->tool<TerrainBrushTool>().setTerrain("marsh");
    s.frame->tool<TerrainBrushTool>().onMouseDown(s.at(a));
    REQUIRE(s.frame->runAction("tools.flood-fill"));
    CHECK_FALSE(s.frame->tool<TerrainBrushTool>().inGesture());
    CHECK(s.frame->document()->stack().size() == 1);
    REQUIRE(s.frame->runAction("tools.terrain-brush"));
    s.frame->tool<TerrainBrushTool>().onMouseDown(s.at(s.hex("A0505")));
    REQUIRE(s.frame->runAction("edit.undo"));  // undoes the stroke just finished, not the one before
    CHECK(s.frame->document()->stack().size() == 2);
    CHECK(s.doc().map.terrain(a) == "marsh");
    CHECK(s.doc().map.terrain(s.hex("A0505")) != "marsh");
    s.frame->tool<TerrainBrushTool>().onMouseDown(s.at(s.hex("A0606")));
    REQUIRE(s.frame->openFile(s.dir / "map.rlmap"));
    CHECK_FALSE(s.frame->tool<TerrainBrushTool>().inGesture());
}

TEST_CASE("gesture: the canvas losing the mouse mid-stroke ends the stroke, told (real input events)",
          "[studio][tools][gesture][input]") {
    Studio s("gesture-capture-lost", "map.rlmap");
    CountingView view(*s.frame);
    MainFrame& frame = *s.frame;
    frame.Raise();
    studiotest::pump();
    REQUIRE(frame.runAction("tools.terrain-brush"));
    frame.tool<TerrainBrushTool>().setTerrain("marsh");
    frame.canvas().zoomToFit();
    studiotest::waitForPaint(frame);
    const engine::HexCoord a = s.hex("A0505");
    const engine::HexCoord b = s.hex("A0506");
    REQUIRE(s.doc().map.terrain(a) != "marsh");

    wxUIActionSimulator input;
    input.MouseMove(studiotest::hexOnScreen(frame, a));
    studiotest::pump();
    input.MouseDown();
    studiotest::pump();
    REQUIRE(frame.tool<TerrainBrushTool>().inGesture());
    REQUIRE(frame.canvas().HasCapture());
    input.MouseMove(studiotest::hexOnScreen(frame, b));
    studiotest::pump();
    CHECK(s.doc().map.terrain(b) == "marsh");
    // The canvas is unmapped while it holds the pointer grab: the X server breaks the grab and
    // wx reports the capture lost, as when another window takes the mouse.
    frame.canvas().Hide();
    studiotest::pump();
    CHECK_FALSE(frame.canvas().HasCapture());
    CHECK_FALSE(frame.tool<TerrainBrushTool>().inGesture());
    CHECK(view.committed == 1);
    frame.canvas().Show();
    input.MouseUp();  // the release comes to nobody's gesture
    studiotest::pump();
    CHECK(view.committed == 1);
    CHECK(s.doc().map.terrain(a) == "marsh");
    CHECK(s.doc().map.terrain(b) == "marsh");
    CHECK(frame.document()->stack().size() == 1);
    CHECK(frame.document()->stack().undoLabel() == "Paint Terrain");
    CHECK(paneCurrent(frame));
}
