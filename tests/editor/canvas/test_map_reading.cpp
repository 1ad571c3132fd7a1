// A map you can read in the studio: side colours from the side (editable from the legend), the
// legend pane, elevation printed with the precision it has, the status bar of the file shown.
#include "tests/editor/studio_fixture.hpp"

#include "editor/panels/legend_panel.hpp"
#include "editor/panels/property_panel.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/render/side_colors.hpp"
#include "tests/test_paths.hpp"

#include <wx/clrpicker.h>
#include <wx/propgrid/propgrid.h>
#include <wx/statusbr.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>

namespace fs = std::filesystem;
using namespace editor;

TEST_CASE("side colours: the Union blue and the Confederates grey whatever their order, edited in the legend",
          "[studio][sides][legend]") {
    studiotest::Studio s("side-colours");
    const engine::Scenario& scenario = *s.doc().scenario;
    CHECK(engine::sideColor(scenario, "union") == engine::kUnionBlue);
    CHECK(engine::sideColor(scenario, "csa") == engine::kConfederateGrey);

    // The legend lists every side with a colour picker; picking a colour is one undo step, saved.
    LegendPanel& legend = s.frame->legend();
    CHECK(std::count_if(legend.entries().begin(), legend.entries().end(), [](const engine::LegendEntry& e) {
              return e.section == "Terrain";
          }) == static_cast<long>(s.doc().ruleset->terrain.size()));
    auto* picker = dynamic_cast<wxColourPickerCtrl*>(wxWindow::FindWindowByName("side-color/csa", &legend));
    REQUIRE(picker);
    CHECK(picker->GetColour() == wxColour(150, 150, 150));
    picker->SetColour(wxColour(0xa0, 0x80, 0x50));
    wxColourPickerEvent picked(picker, picker->GetId(), picker->GetColour());
    picker->ProcessWindowEvent(picked);
    studiotest::pump();
    CHECK(s.doc().scenario->findSide("csa")->color == "#a08050");
    CHECK(s.frame->document()->stack().size() == 1);
    CHECK(engine::sideColor(*s.doc().scenario, "csa") == engine::Rgba{0xa0, 0x80, 0x50, 255});
    REQUIRE(s.frame->runAction("file.save"));
    const std::string saved = engine::writeScenario(*s.doc().scenario, s.doc().map.grid());
    CHECK(saved.find("color=\"#a08050\"") != std::string::npos);
    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(s.doc().scenario->findSide("csa")->color.empty());
}

TEST_CASE("elevation is shown with the precision it has, not float noise", "[studio][properties]") {
    studiotest::Studio s("elevation-precision");
    const engine::HexCoord h = s.hex("A1006");
    const engine::HexCoord hexes[] = {h};
    s.frame->document()->apply(engine::setElevation(s.doc(), hexes, 174.3));
    s.frame->selectHex(h);
    studiotest::pump();
    CHECK(s.frame->propertyPanel().grid().GetPropertyValueAsString("hex/elevation") == "174.3");
}

TEST_CASE("the status bar forgets the previous file's hex when another file opens", "[studio][status][input]") {
    studiotest::Studio s("status-cleared");
    s.frame->SetSize(1200, 800);
    s.frame->canvas().zoomToFit();
    studiotest::pump();
    // A real pointer over the map's middle: the status bar names the hex under it.
    const wxRect canvas = s.frame->canvas().GetScreenRect();
    wxUIActionSimulator sim;
    sim.MouseMove(canvas.GetLeft() + canvas.GetWidth() / 2, canvas.GetTop() + canvas.GetHeight() / 2);
    studiotest::pump();
    sim.MouseMove(canvas.GetLeft() + canvas.GetWidth() / 2 + 3, canvas.GetTop() + canvas.GetHeight() / 2 + 2);
    studiotest::pump();
    CHECK_FALSE(s.frame->GetStatusBar()->GetStatusText(0).empty());
    sim.MouseMove(0, 0);  // off the canvas, so no hover comes after the open
    studiotest::pump();
    REQUIRE(s.frame->openFile(s.dir / "map.rlmap"));
    CHECK(s.frame->GetStatusBar()->GetStatusText(0).empty());
    CHECK(s.frame->GetStatusBar()->GetStatusText(1).empty());
}

TEST_CASE("counters at the zoom a scenario opens with: two thirds of a hex, their ratings drawn",
          "[studio][counters]") {
    studiotest::Studio s("counters-legible");
    s.frame->SetSize(1600, 1000);
    studiotest::pump();
    s.frame->canvas().zoomToFit();
    const wxImage image = s.frame->canvas().renderToBitmap().ConvertToImage();
    const MapView& view = s.frame->canvas().view();
    const double hexPixels = s.doc().map.hexSizeMetres() * view.scale();
    // A Union unit alone in its hex: white figures on blue.
    const engine::HexCoord h = *s.doc().map.grid().parseLabel("A1006");  // Gamble's cavalry
    const ScreenPoint c = view.toScreen(s.doc().map.layout().toPoint(h));
    const double half = 0.33 * hexPixels;
    int blue = 0, white = 0;
    for (int y = static_cast<int>(c.y - half) + 1; y < static_cast<int>(c.y + half); ++y)
        for (int x = static_cast<int>(c.x - half) + 1; x < static_cast<int>(c.x + half); ++x) {
            const unsigned char r = image.GetRed(x, y), g = image.GetGreen(x, y), b = image.GetBlue(x, y);
            blue += b > 120 && r < 90;
            white += r > 200 && g > 200 && b > 200 && y > c.y;  // the ratings, in the lower half
        }
    INFO("hex " << hexPixels << " px; blue " << blue << ", white " << white);
    CHECK(blue > static_cast<int>(half * half));  // the counter fills most of its square
    CHECK(white >= 6);                            // its figures are drawn, not dropped as too small
}
