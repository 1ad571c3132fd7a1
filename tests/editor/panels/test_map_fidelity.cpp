// Tools > Map Fidelity...: the raster and options typed into the dialog, the measurement run in the
// background with its progress and Cancel, the same numbers as `ridgeline fidelity` for the same
// options, and the Map fidelity layer: hexes shaded where the library's per-hex counts say lines
// through them lie, toggled from the Layers pane by a click, keyed in the legend; and the LOS probe's
// ground profile from the same raster (or one typed into the probe pane). On a synthetic
// battlefield raster written with GDAL here, and on the real Gettysburg raster when it is present.
#include "tests/cli/cli_runner.hpp"
#include "tests/editor/import/import_fixture.hpp"

#include "editor/import/elevation_import_task.hpp"
#include "editor/jobs/import_progress_dialog.hpp"
#include "editor/panels/fidelity_dialog.hpp"
#include "editor/panels/ground_profile_box.hpp"
#include "editor/panels/ground_profile_plot.hpp"
#include "editor/panels/legend_panel.hpp"
#include "editor/panels/probe_panel.hpp"
#include "editor/tools/los_probe_tool.hpp"
#include "engine/io/map_file.hpp"
#include "importers/fidelity/fidelity_layer.hpp"
#include "importers/fidelity/los_ground_profile.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/weakref.h>

#include <cmath>

namespace fs = std::filesystem;
using namespace editor;
using importtest::field;
using importtest::pumpUntil;

namespace {

// A new `ruleset` map made from `raster` by File > Import Elevation's job, saved as `mapFile` for
// the CLI to read.
void importMap(MainFrame& frame, const fs::path& raster, double hexMetres, const fs::path& mapFile) {
    frame.setDocument(StudioDocument::create(studiotest::rulesets().resolve("hs"), 8, 6));
    ElevationImportRequest request;
    request.raster = raster.string();
    request.options.hexSizeMetres = hexMetres;
    request.options.baseTerrain = "clear";
    const ImportOutcome& imported =
        importtest::runToEnd(frame, std::make_unique<ElevationImportTask>(*frame.document(), request), 120);
    INFO(imported.message);
    REQUIRE(imported.status == ImportOutcome::Status::Applied);
    engine::saveMap(frame.document()->doc().map, mapFile);
}

// Fills the dialog as a user would (click into a field, select all, type) and presses OK.
void typeInto(wxDialog& dialog, const char* name, const std::string& text) {
    auto* f = field<wxTextCtrl>(dialog, name);
    studiotest::clickAt(*f, wxPoint(f->GetSize().x / 2, f->GetSize().y / 2));
    f->SetFocus();
    studiotest::pump();
    studiotest::pressKey('A', wxMOD_CONTROL);
    studiotest::typeText(text);
}

void pressOk(wxDialog& dialog) {
    auto* ok = dynamic_cast<wxButton*>(dialog.FindWindow(wxID_OK));
    REQUIRE(ok);
    studiotest::clickAt(*ok, wxPoint(ok->GetSize().x / 2, ok->GetSize().y / 2));
    if (dialog.IsModal()) {
        WARN("the click did not reach OK under this display; pressing it");
        wxCommandEvent click(wxEVT_BUTTON, wxID_OK);
        click.SetEventObject(ok);
        ok->ProcessWindowEvent(click);
    }
}

// Tools > Map Fidelity... answered with `raster`, `pairs` and `seed`; waits for the measurement.
void measure(MainFrame& frame, const fs::path& raster, const std::string& pairs, const std::string& seed) {
    bool filled = false;
    studiotest::WhenDialogShows answer([&](wxDialog& d) {
        if (!dynamic_cast<FidelityDialog*>(&d)) return;
        typeInto(d, "raster", raster.string());
        typeInto(d, "pairs", pairs);
        typeInto(d, "seed", seed);
        filled = field<wxTextCtrl>(d, "pairs")->GetValue() == pairs &&
                 field<wxTextCtrl>(d, "eye")->GetValue() == "2m" &&
                 field<wxTextCtrl>(d, "min-range")->GetValue() == "2" &&
                 field<wxTextCtrl>(d, "max-range")->GetValue() == "15";
        pressOk(d);
    });
    REQUIRE(frame.runAction("tools.map-fidelity"));
    CHECK(answer.acted());
    CHECK(filled);  // typed in, and the CLI's defaults where nothing was typed
    REQUIRE(pumpUntil([&] { return !frame.lastFidelity().message.empty(); }, 300));
    INFO(frame.lastFidelity().message);
    REQUIRE(frame.lastFidelity().status == ImportOutcome::Status::Unchanged);
    REQUIRE(frame.fidelity());
}

// The canvas's pixel at each hex centre.
std::vector<wxColour> centrePixels(MainFrame& frame) {
    studiotest::waitForPaint(frame);
    const wxImage image = studiotest::ownPixels(frame.canvas());
    const engine::HexMap& map = frame.document()->doc().map;
    std::vector<wxColour> out;
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const ScreenPoint p = frame.canvas().view().toScreen(map.layout().toPoint(map.grid().at(i)));
        const int x = static_cast<int>(p.x), y = static_cast<int>(p.y);
        out.push_back(x >= 0 && y >= 0 && x < image.GetWidth() && y < image.GetHeight()
                          ? wxColour(image.GetRed(x, y), image.GetGreen(x, y), image.GetBlue(x, y))
                          : wxColour());
    }
    return out;
}

// Hexes where the rules lie on some line through them are shaded, hexes no line crossed are not:
// the layer turned off by a click on its box in the Layers pane, the pixels compared.
void checkShading(MainFrame& frame, const importers::FidelityResult& r) {
    frame.canvas().zoomToFit();
    const std::vector<wxColour> shown = centrePixels(frame);
    CHECK(frame.canvas().layers().visible(engine::Layer::Fidelity));
    studiotest::clickLayerBox(frame, engine::Layer::Fidelity);
    REQUIRE_FALSE(frame.canvas().layers().visible(engine::Layer::Fidelity));
    const std::vector<wxColour> hidden = centrePixels(frame);
    std::size_t lying = 0, lyingShaded = 0, unmeasured = 0, unmeasuredShaded = 0;
    for (std::size_t i = 0; i < r.hexes.size(); ++i) {
        if (!shown[i].IsOk()) continue;
        const bool changed = shown[i] != hidden[i];
        if (r.hexes[i].lies > 0) {
            ++lying;
            if (changed) ++lyingShaded;
            // The ramp's yellow-to-red half over the map: more red than blue.
            if (r.hexes[i].lies * 2 >= r.hexes[i].lines) CHECK(int(shown[i].Red()) > int(shown[i].Blue()) + 40);
        } else if (r.hexes[i].lines == 0) {
            ++unmeasured;
            if (changed) ++unmeasuredShaded;
        }
    }
    INFO(lying << " hexes with lies, " << unmeasured << " no line crossed");
    REQUIRE(lying > 10);
    CHECK(lyingShaded == lying);
    CHECK(unmeasuredShaded == 0);
    frame.setLayerVisible(engine::Layer::Fidelity, true);
}

}  // namespace

TEST_CASE("Tools > Map Fidelity: measured as the CLI measures, the lying hexes shaded, Cancel stops it",
          "[studio][fidelity]") {
    const fs::path dir = studiotest::copySample("map-fidelity");
    const fs::path raster = importtest::writeBattlefieldDem(dir);
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    frame->SetSize(1600, 1000);
    importMap(*frame, raster, 100, dir / "field.rlmap");
    const engine::Document& doc = frame->document()->doc();

    measure(*frame, raster, "400", "7");
    const importers::FidelityResult& r = *frame->fidelity();
    CHECK(frame->fidelityRaster() == raster.string());
    // The library's numbers for the same options: one implementation.
    importers::FidelityOptions o;
    o.pairs = 400;
    o.seed = 7;
    const auto expected = importers::measureFidelity(doc.map, *doc.ruleset, raster.string(), o);
    REQUIRE(r.pairs.size() == 400);
    CHECK(r.matrix == expected.matrix);
    CHECK(r.agreeing() == expected.agreeing());
    REQUIRE(r.hexes.size() == expected.hexes.size());
    bool sameHexes = true;
    for (std::size_t i = 0; i < r.hexes.size(); ++i)
        sameHexes =
            sameHexes && r.hexes[i].lines == expected.hexes[i].lines && r.hexes[i].lies == expected.hexes[i].lies;
    CHECK(sameHexes);
    // And the CLI's, for the map as saved.
    const auto cli = clitest::shell(clitest::quote(testpaths::cli().string()) + " fidelity " +
                                    clitest::quote((dir / "field.rlmap").string()) + " " +
                                    clitest::quote(raster.string()) + " --pairs 400 --seed 7");
    REQUIRE(cli.exitCode == 0);
    const std::string headline = importers::fidelityHeadline(r);
    CHECK(cli.out.substr(0, cli.out.find('\n')) == headline);
    CHECK(frame->GetStatusBar()->GetStatusText(0).utf8_string().find(headline) != std::string::npos);
    CHECK(field<wxCheckBox>(*frame, "layer-fidelity")->GetLabel() ==
          wxString::Format("Map fidelity: %.1f %% agree", 100.0 * r.agreement()));
    const auto& legend = frame->legend().entries();
    CHECK(std::count_if(legend.begin(), legend.end(),
                        [](const engine::LegendEntry& e) { return e.section == "Fidelity"; }) == 3);

    checkShading(*frame, r);

    SECTION("Cancel in the progress dialog: nothing changes") {
        const int agreeing = r.agreeing();
        FidelityRequest request;
        request.raster = raster.string();
        request.options.pairs = 2000000;
        ImportProgressDialog* progress = frame->runFidelity(request);
        REQUIRE(progress);
        const wxWeakRef<wxDialog> open(progress);  // the dialog destroys itself when the job ends
        auto* cancel = dynamic_cast<wxButton*>(progress->FindWindow(wxID_CANCEL));
        REQUIRE(cancel);
        studiotest::pump();
        studiotest::clickAt(*cancel, wxPoint(cancel->GetSize().x / 2, cancel->GetSize().y / 2));
        if (open && !progress->job().cancelRequested()) {
            WARN("the click did not reach Cancel under this display; pressing it");
            progress->cancel();
        }
        REQUIRE(pumpUntil([&] { return !frame->lastFidelity().message.empty(); }, 120));
        CHECK(frame->lastFidelity().status == ImportOutcome::Status::Cancelled);
        REQUIRE(frame->fidelity());
        CHECK(frame->fidelity()->agreeing() == agreeing);  // the shown measurement stays
        CHECK(frame->IsEnabled());
    }
    SECTION("the LOS probe shows the ground under its line, from the same raster, beside the rules' verdict") {
        // A pair whose ground the rules misjudge: the plot shows why.
        const auto lie = std::find_if(r.pairs.begin(), r.pairs.end(), [](const importers::FidelityPair& p) {
            return p.truth == importers::GroundTruth::Hidden && !p.agrees();
        });
        REQUIRE(lie != r.pairs.end());
        GroundProfileBox& box = frame->probePanel().groundProfile();
        CHECK(box.raster() == raster.string());
        REQUIRE(frame->runAction("tools.los-probe"));
        frame->Raise();
        frame->canvas().zoomToFit();
        studiotest::waitForPaint(*frame);
        studiotest::clickHex(*frame, lie->from);
        studiotest::clickHex(*frame, lie->to);
        REQUIRE(frame->tool<LosProbeTool>().result());
        CHECK(frame->tool<LosProbeTool>().result()->verdict == lie->verdict);
        const importers::GroundRaster ground(raster.string(), doc.map);
        const importers::LosGroundProfile expected =
            importers::losGroundProfile(doc.map, ground, lie->from, lie->to, 2);
        REQUIRE(box.plot().profile());
        CHECK(box.plot().profile()->ground.ground == expected.ground.ground);
        CHECK(box.plot().profile()->hexes.size() == expected.hexes.size());
        CHECK_FALSE(box.plot().profile()->sight.sees);
        CHECK(box.verdict().StartsWith("Ground: blocked"));
        CHECK(box.verdict().EndsWith(wxString("Rules: ") + engine::toString(lie->verdict)));
        // The Probes pane is shorter than the answer: the wheel over it scrolls the plot into view.
        wxWindow* pane = frame->probePanel().GetParent();
        // Over the pane's left margin, in sight whatever its height: no control there takes the wheel.
        const wxRect shown = pane->GetScreenRect();
        studiotest::xdotool("mousemove " + std::to_string(shown.x + 2) + " " + std::to_string(shown.y + shown.height / 2));
        for (int click = 0; click < 40 && !pane->GetScreenRect().Contains(box.plot().GetScreenRect()); ++click) {
            studiotest::xdotool("click 5");
            studiotest::pump();
        }
        CHECK(pane->GetScreenRect().Contains(box.plot().GetScreenRect()));
        box.plot().Refresh();
        box.plot().Update();
        studiotest::pump();
        const wxImage plot = studiotest::ownPixels(box.plot());
        plot.SaveFile((dir / "ground-profile.png").string(), wxBITMAP_TYPE_PNG);
        studiotest::saveScreenshot(*frame, dir / "probe-ground-profile.png");
        CHECK(studiotest::pixelsNear(plot, GroundProfilePlot::kGround, 12) > 20);
        CHECK(studiotest::pixelsNear(plot, GroundProfilePlot::kHexes, 12) > 20);
        CHECK(studiotest::pixelsNear(plot, GroundProfilePlot::kSightBlocked, 12) > 20);
        CHECK(studiotest::pixelsNear(plot, GroundProfilePlot::kSightClear, 12) == 0);

        // Chosen in the pane: the field emptied, then the raster typed in again.
        auto* path = field<wxTextCtrl>(frame->probePanel(), "profile-raster");
        path->SetFocus();
        studiotest::pump();
        studiotest::pressKey('A', wxMOD_CONTROL);
        studiotest::pressKey(WXK_DELETE);
        studiotest::pressKey(WXK_TAB);
        CHECK_FALSE(box.plot().profile());
        CHECK(box.verdict() == wxString("Rules: ") + engine::toString(lie->verdict));
        path->SetFocus();
        studiotest::pump();
        studiotest::typeText(raster.string());
        studiotest::pressKey(WXK_TAB);
        REQUIRE(box.plot().profile());
        CHECK(box.plot().profile()->ground.ground == expected.ground.ground);
    }
    SECTION("another document forgets the measurement and its raster") {
        frame->setDocument(StudioDocument::create(studiotest::rulesets().resolve("hs"), 8, 6));
        CHECK_FALSE(frame->fidelity());
        CHECK(frame->fidelityRaster().empty());
        CHECK(frame->canvas().fidelity() == nullptr);
        CHECK(frame->probePanel().groundProfile().raster().empty());
    }
}

TEST_CASE("Map Fidelity on the real Gettysburg raster: the hexes where lines lie are shaded",
          "[studio][fidelity][real]") {
    const fs::path raster = testpaths::realData() / "gettysburg-terrarium-z14" / "gettysburg_terrarium_z14_3857.tif";
    if (!fs::exists(raster)) {
        if (testpaths::sharedDataRequired()) FAIL(raster << " is absent");
        WARN("SKIPPED: the Gettysburg raster (../shared/data/real) is absent");
        return;
    }
    const fs::path dir = studiotest::copySample("map-fidelity-real");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    frame->SetSize(1600, 1000);
    importMap(*frame, raster, 0, dir / "gettysburg.rlmap");
    measure(*frame, raster, "600", "1");
    const importers::FidelityResult& r = *frame->fidelity();
    const engine::Document& doc = frame->document()->doc();
    importers::FidelityOptions o;
    o.pairs = 600;
    const auto expected = importers::measureFidelity(doc.map, *doc.ruleset, raster.string(), o);
    CHECK(r.matrix == expected.matrix);
    WARN("Gettysburg, HS at the import's defaults: " << importers::fidelityHeadline(r));
    checkShading(*frame, r);
}
