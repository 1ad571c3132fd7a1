// Counters on the studio's map in the ruleset's manner (SSS: the corps colour across the top, the
// strength and morale in white on the full side, in black on the reduced side), legible at the
// zoom a scenario opens with; a formation's band colour edited in the property pane, one undo
// step. A screenshot, zoomed in on Heth's division, is written to RIDGELINE_SCREENSHOT_DIR when it
// is set (docs/images, by scripts/studio-screenshots.sh), else to the test's folder.
#include "tests/editor/pane_fixture.hpp"

#include "editor/document/piece_property_edits.hpp"
#include "editor/panels/oob_panel.hpp"
#include "editor/panels/property_panel.hpp"
#include "engine/render/counters.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "tests/render_probe.hpp"

#include <wx/dataview.h>
#include <wx/propgrid/propgrid.h>

#include <catch2/catch.hpp>

#include <cstdlib>

using namespace editor;
namespace fs = std::filesystem;

namespace {

void choose(OobPanel& pane, OobKind kind, const std::string& id) {
    REQUIRE(pane.select(kind, id));
    RowTreeEvent e(EVT_ROW_TREE_SELECTION_CHANGED, &pane.view(), pane.model().itemOf(kind, id));
    pane.view().ProcessWindowEvent(e);
}

struct FacePixels {
    int band = 0;   // pixels of the band's colour along the top
    int white = 0;  // in the lower half, where the figures are
    int black = 0;
};

// What the canvas shows of `piece`'s counter.
FacePixels facePixels(MainFrame& frame, const std::string& piece, wxColour band) {
    const wxImage image = frame.canvas().renderToBitmap().ConvertToImage();
    const engine::Counter k = testrender::counterOf(frame.document()->doc(), piece);
    const MapView& view = frame.canvas().view();
    const ScreenPoint c = view.toScreen(k.centre);
    const double half = k.size * view.scale() / 2;
    FacePixels out;
    for (int y = static_cast<int>(c.y - half) + 2; y < static_cast<int>(c.y + half) - 1; ++y)
        for (int x = static_cast<int>(c.x - half) + 2; x < static_cast<int>(c.x + half) - 1; ++x) {
            const int r = image.GetRed(x, y), g = image.GetGreen(x, y), b = image.GetBlue(x, y);
            if (y < c.y - half * (1 - 2 * engine::kCounterBandHeight))
                out.band +=
                    std::abs(r - band.Red()) < 30 && std::abs(g - band.Green()) < 30 && std::abs(b - band.Blue()) < 30;
            if (y > c.y) {
                out.white += r > 220 && g > 220 && b > 220;
                out.black += r < 40 && g < 40 && b < 40;
            }
        }
    return out;
}

}  // namespace

TEST_CASE("counters in the ruleset's manner at the zoom a scenario opens with: corps band, reduced side",
          "[studio][counters][workflow]") {
    studiotest::Studio s("counter-faces");
    MainFrame& frame = *s.frame;
    frame.SetSize(frame.FromDIP(wxSize(1500, 950)));
    frame.Raise();
    studiotest::pump();
    frame.canvas().zoomToFit();
    studiotest::waitForPaint(frame);
    OobPanel& pane = frame.oobPanel();
    PropertyPanel& props = frame.propertyPanel();

    // Third Corps's colour from the property pane: a malformed one is refused, naming the field.
    choose(pane, OobKind::Formation, "third-corps");
    REQUIRE(props.grid().GetPropertyByName("formation/third-corps/color"));
    CHECK_FALSE(props.change("formation/third-corps/color", wxVariant(wxString("yellowish"))));
    CHECK(props.lastRefusal().Contains("Band colour"));
    const std::size_t steps = frame.document()->stack().size();
    REQUIRE(props.change("formation/third-corps/color", wxVariant(wxString("#e0c020"))));
    CHECK(s.doc().scenario->findFormation("third-corps")->color == "#e0c020");
    CHECK(frame.document()->stack().size() == steps + 1);
    // SSS bands its counters by corps only: a division has no band colour to edit (SSS 2.41).
    choose(pane, OobKind::Formation, "heth-div");
    CHECK_FALSE(props.grid().GetPropertyByName("formation/heth-div/color"));

    // Archer A, alone in its hex: the corps's yellow across its top, white figures on the grey.
    const wxColour yellow(0xe0, 0xc0, 0x20);
    studiotest::waitForPaint(frame);
    const FacePixels full = facePixels(frame, "archer-a", yellow);
    INFO("full side: band " << full.band << ", white " << full.white << ", black " << full.black);
    CHECK(full.band >= 20);
    CHECK(full.white >= 6);  // legible at this zoom: the figures are drawn, not dropped as too small

    // Flipped to its reduced side: lower values in black (SSS 2.43).
    REQUIRE(frame.document()
                ->apply(editPieceAttribute(s.doc(), "archer-a", "counter-side", "reduced").command)
                .units.size() == 1);
    CHECK(testrender::counterOf(s.doc(), "archer-a").values == "2-5");
    studiotest::waitForPaint(frame);
    const FacePixels reduced = facePixels(frame, "archer-a", yellow);
    INFO("reduced side: band " << reduced.band << ", white " << reduced.white << ", black " << reduced.black);
    CHECK(reduced.black > full.black + 6);
    CHECK(reduced.white < full.white);

    // Zoomed in on Heth's division for the picture.
    const char* dir = std::getenv("RIDGELINE_SCREENSHOT_DIR");
    const fs::path shots = dir && *dir ? fs::path(dir) : s.dir;
    fs::create_directories(shots);
    frame.canvas().centreOn(panetest::setupHex(frame, "archer-a"));
    frame.canvas().zoomBy(3);
    studiotest::waitForPaint(frame);
    CHECK(studiotest::ownPixelsVariance(frame.canvas(), shots / "studio-counters.png") > 500);

    frame.undo();  // the flip
    frame.undo();  // the colour
    CHECK(s.doc().scenario->findFormation("third-corps")->color.empty());
}
