// A fast brush drag, as the mouse really reports it: one motion event several hexes from the last.
// Every hex along the line between the two positions is painted, in one undo step.
#include "tests/editor/studio_fixture.hpp"

#include "editor/tools/terrain_brush_tool.hpp"
#include "engine/hex/hex_line.hpp"

#include <wx/uiaction.h>

#include <catch2/catch.hpp>

using namespace editor;

TEST_CASE("a fast brush stroke leaves no gaps between mouse positions", "[studio][tools][input]") {
    studiotest::Studio s("brush-fast");
    s.frame->SetSize(1200, 800);
    s.frame->canvas().zoomToFit();
    studiotest::pump();
    REQUIRE(s.frame->runAction("tools.terrain-brush"));
    s.frame->tool<TerrainBrushTool>().setTerrain("orchard");
    s.frame->tool<TerrainBrushTool>().setRadius(0);
    const engine::HexCoord from = s.doc().map.grid().fromOffset({3, 8}), to = s.doc().map.grid().fromOffset({15, 5});
    const auto screen = [&](engine::HexCoord h) { return studiotest::hexOnScreen(*s.frame, h); };
    wxUIActionSimulator sim;
    sim.MouseMove(screen(from));
    studiotest::pump();
    sim.MouseDown();
    studiotest::pump();
    sim.MouseMove(screen(to));  // one jump of twelve hexes
    studiotest::pump();
    sim.MouseUp();
    studiotest::pump();
    const std::vector<engine::HexCoord> line = engine::hexLine(from, to).hexes();
    REQUIRE(line.size() >= 12);
    for (const engine::HexCoord h : line) {
        INFO(s.doc().map.grid().label(h));
        CHECK(s.doc().map.terrain(h) == "orchard");
    }
    CHECK(s.frame->document()->stack().size() == 1);
}
