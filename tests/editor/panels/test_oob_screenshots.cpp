// Screenshots of the order-of-battle pane and of a set-up drag over the map, as docs/studio.md
// shows them, read from the frame's own pixels (the screen may show another test's window) and
// checked for content (not a blank or one-colour capture). With
// RIDGELINE_SCREENSHOT_DIR set they are written there (docs/images), else to the test's folder.
#include "tests/editor/pane_fixture.hpp"

#include "editor/canvas/setup_drop.hpp"
#include "editor/document/piece_drag.hpp"
#include "editor/panels/oob_panel.hpp"

#include <wx/dataview.h>

#include <catch2/catch.hpp>

#include <cstdlib>

namespace fs = std::filesystem;
using namespace editor;

namespace {

fs::path screenshotDir(const fs::path& fallback) {
    const char* dir = std::getenv("RIDGELINE_SCREENSHOT_DIR");
    return dir && *dir ? fs::path(dir) : fallback;
}

}  // namespace

TEST_CASE("screenshots: the order-of-battle pane and a set-up drag over the map", "[studio][oob][workflow]") {
    studiotest::Studio s("oob-screenshots");
    MainFrame& frame = *s.frame;
    frame.SetSize(frame.FromDIP(wxSize(1500, 950)));
    frame.Raise();
    OobPanel& pane = frame.oobPanel();
    for (const char* f : {"heth-div", "archer-brigade", "buford-div"}) REQUIRE(pane.select(OobKind::Formation, f));
    REQUIRE(pane.select(OobKind::Unit, "archer-a"));
    frame.canvas().zoomToFit();
    studiotest::pump();
    const fs::path dir = screenshotDir(s.dir);
    fs::create_directories(dir);

    // The tree: rows with icons and text over a white background vary well above a blank pane.
    const double tree = studiotest::ownPixelsVariance(pane, dir / "studio-oob-pane.png");
    CHECK(tree > 500);
    CHECK(pane.view().GetColumnCount() >= 7);

    // Davis's and Pettigrew's brigades dragged over Archer's hex, the hex outlined in the verdict's colour.
    const engine::HexCoord archer = panetest::setupHex(frame, "archer-a");
    frame.canvas().centreOn(archer);
    frame.canvas().zoomBy(3);
    studiotest::waitForPaint(frame);
    setDraggedPieces({"davis-brigade", "pettigrew-brigade"});
    const ScreenPoint p = frame.canvas().view().toScreen(s.doc().map.layout().toPoint(archer));
    frame.setupDrop().OnEnter(static_cast<int>(p.x), static_cast<int>(p.y), wxDragCopy);
    REQUIRE(frame.setupDrop().drag() != nullptr);
    CHECK(frame.setupDrop().drag()->hex() == archer);
    studiotest::waitForPaint(frame);
    const double drag = studiotest::ownPixelsVariance(frame, dir / "studio-setup-drag.png");
    CHECK(drag > 500);
    // The drop's outline (green where the pieces may go, red where not) is in the picture: it is
    // this frame's map, not another window.
    const wxColour outline =
        frame.setupDrop().drag()->verdict().legal ? wxColour(20, 160, 40) : wxColour(210, 30, 30);
    CHECK(studiotest::pixelsNear(studiotest::ownPixels(frame.canvas()), outline, 12) > 200);
    frame.setupDrop().OnLeave();
    setDraggedPieces({});
}
