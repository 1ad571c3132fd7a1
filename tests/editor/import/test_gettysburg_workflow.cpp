// The map-conversion workflow end to end in the studio, on the real Gettysburg data: a DEM becomes
// an HS map with levels and slope hexsides (every hex of a base terrain, so no hex starts in
// error), its levels shaded as HS prints them (darkest green lowest, yellow highest: HS 3.2a); the
// 1863 vectors add roads, streams and woods; a relief image goes under the hexes as a scanned map
// would; the designer touches up terrain with the brush by mouse and saves. With
// RIDGELINE_SCREENSHOT_DIR set, the screenshots of docs/studio.md are written there
// (scripts/studio-screenshots.sh).
#include "tests/editor/import/import_fixture.hpp"

#include "editor/import/add_underlay_dialog.hpp"
#include "editor/import/import_elevation_dialog.hpp"
#include "editor/import/import_vectors_dialog.hpp"
#include "editor/tools/terrain_brush_tool.hpp"
#include "engine/io/map_file.hpp"
#include "tests/importers/landmark_hex.hpp"
#include "tests/test_paths.hpp"

#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/slider.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>

#include <cstdlib>

namespace fs = std::filesystem;
using namespace editor;
using importtest::field;
using importtest::runToEnd;

namespace {

const fs::path kDem = testpaths::realData() / "gettysburg-terrarium-z14" / "gettysburg_terrarium_z14_4326.tif";
const fs::path kVectors =
    testpaths::realData() / "gettysburg-1863-vectors-battle-atlas" / "gettysburg_1863_battle_atlas_utm18n.gpkg";

bool haveData() {
    if (fs::exists(kDem) && fs::exists(kVectors)) return true;
    if (testpaths::sharedDataRequired()) FAIL(kDem.parent_path() << " or the vectors are absent");
    WARN("SKIPPED: the Gettysburg data (../shared/data/real) is absent");
    return false;
}

// Where docs/studio.md's screenshots go when the script asks for them, else beside the test.
fs::path screenshot(const fs::path& dir, const std::string& name) {
    if (const char* docs = std::getenv("RIDGELINE_SCREENSHOT_DIR")) return fs::path(docs) / name;
    return dir / name;
}

// The canvas' colour at a hex's centre, as painted.
wxColour colourAt(MainFrame& frame, engine::HexCoord h) {
    const wxImage image = frame.canvas().renderToBitmap().ConvertToImage();
    const ScreenPoint p = frame.canvas().view().toScreen(frame.document()->doc().map.layout().toPoint(h));
    const int x = static_cast<int>(p.x), y = static_cast<int>(p.y);
    REQUIRE(x >= 0);
    REQUIRE(y >= 0);
    REQUIRE(x < image.GetWidth());
    REQUIRE(y < image.GetHeight());
    return {image.GetRed(x, y), image.GetGreen(x, y), image.GetBlue(x, y)};
}

std::size_t countRule(const StudioDocument& doc, const std::string& rule) {
    std::size_t n = 0;
    for (const engine::Diagnostic& d : doc.diagnostics())
        if (d.rule == rule) ++n;
    return n;
}

}  // namespace

TEST_CASE("Gettysburg end to end: DEM, levels and slopes, 1863 vectors, terrain touched up over an underlay",
          "[studio][workflow][real][screenshot]") {
    if (!haveData()) return;
    const fs::path dir = studiotest::copySample("gettysburg-workflow");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    frame->SetSize(1600, 1000);
    frame->setDocument(StudioDocument::create(studiotest::rulesets().resolve("hs"), 8, 6));
    StudioDocument& doc = *frame->document();

    // 1. File > Import Elevation as a new map over the battlefield, every hex clear.
    {
        ImportElevationDialog dialog(frame, doc);
        CHECK(field<wxRadioBox>(dialog, "result")->GetSelection() == ImportElevationDialog::kNewMap);
        field<wxTextCtrl>(dialog, "raster")->SetValue(wxString::FromUTF8(kDem.string()));
        field<wxTextCtrl>(dialog, "crs")->SetValue("EPSG:32618");
        field<wxRadioBox>(dialog, "extent")->SetSelection(ImportElevationDialog::kBbox);
        field<wxTextCtrl>(dialog, "bbox")->SetValue("-77.276,39.726,-77.213,39.840");
        field<wxTextCtrl>(dialog, "bbox-crs")->SetValue("EPSG:4326");
        field<wxChoice>(dialog, "sampling")->SetSelection(2);  // mean
        CHECK(field<wxChoice>(dialog, "base-terrain")->GetStringSelection() == "Clear / other");
        ElevationImportRequest request;
        wxString error;
        REQUIRE(dialog.readRequest(request, error));
        CHECK(request.options.baseTerrain == "clear");
        const ImportOutcome& outcome =
            runToEnd(*frame, std::make_unique<ElevationImportTask>(doc, std::move(request)), 120);
        INFO(outcome.message);
        REQUIRE(outcome.status == ImportOutcome::Status::Applied);
    }
    const engine::HexMap& map = doc.doc().map;
    CHECK(map.grid().size() > 2000);
    CHECK(countRule(doc, "map.no_terrain") == 0);
    std::size_t slopes = 0;
    for (const engine::HexsideId side : map.featuredHexsides())
        for (const std::string& id : map.hexsideFeatures(side)) slopes += id == "slope" || id == "steep-slope";
    CHECK(slopes > 20);

    // The landforms at a glance: the Round Tops yellow, the Plum Run valley between them and
    // Devil's Den dark green.
    frame->canvas().zoomToFit();
    studiotest::waitForPaint(*frame);
    const engine::HexCoord bigRoundTop = landmarks::hexAt(map, -77.2391, 39.7862);
    const engine::HexCoord littleRoundTop = landmarks::hexAt(map, -77.2366, 39.7921);
    const engine::HexCoord plumRun = landmarks::hexAt(map, -77.2398, 39.7905);
    CHECK(map.level(plumRun) < map.level(littleRoundTop));
    for (const engine::HexCoord top : {bigRoundTop, littleRoundTop}) {
        const wxColour c = colourAt(*frame, top);
        INFO("Round Top " << map.grid().label(top) << ": " << int(c.Red()) << "," << int(c.Green()) << ","
                          << int(c.Blue()));
        CHECK(c.Red() > 150);  // yellow: red and green high, blue low
        CHECK(c.Green() > 150);
        CHECK(c.Blue() < c.Red() - 50);
    }
    const wxColour valley = colourAt(*frame, plumRun);
    const wxColour summit = colourAt(*frame, bigRoundTop);
    INFO("Plum Run " << map.grid().label(plumRun) << ": " << int(valley.Red()) << "," << int(valley.Green()) << ","
                     << int(valley.Blue()));
    CHECK(valley.Green() > valley.Red());  // green
    CHECK(valley.Green() > valley.Blue());
    CHECK(valley.Red() + 60 < summit.Red());  // no yellow in it
    CHECK(valley.Red() + valley.Green() + valley.Blue() + 100 < summit.Red() + summit.Green() + summit.Blue());
    studiotest::saveScreenshot(*frame, screenshot(dir, "studio-levels.png"));

    // 2. File > Import Vectors: the 1863 roads, streams, woods and orchards.
    {
        ImportVectorsDialog dialog(frame, doc);
        field<wxTextCtrl>(dialog, "source")->SetValue(wxString::FromUTF8(kVectors.string()));
        auto* mapping = field<wxChoice>(dialog, "mapping");
        const int shipped = mapping->FindString("gettysburg-1863-battle-atlas");  // templates/mappings
        REQUIRE(shipped != wxNOT_FOUND);
        mapping->SetSelection(shipped);
        VectorImportRequest request;
        wxString error;
        REQUIRE(dialog.readRequest(request, error));
        const ImportOutcome& outcome =
            runToEnd(*frame, std::make_unique<VectorImportTask>(doc, std::move(request)), 120);
        INFO(outcome.message);
        REQUIRE(outcome.status == ImportOutcome::Status::Applied);
    }
    std::size_t woods = 0, pikes = 0;
    for (std::size_t i = 0; i < map.grid().size(); ++i) woods += map.terrain(map.grid().at(i)) == "woods";
    for (const engine::HexsideId side : map.featuredHexsides()) pikes += map.hasHexsideFeature(side, "pike");
    CHECK(woods > 10);
    CHECK(pikes > 10);
    CHECK(map.hasLevel(bigRoundTop));  // the vectors left the levels alone

    // 3. File > Add Underlay: a shaded-relief image of the DEM (made by gdaldem) stands in for a
    //    scanned map; the terrain fill fades so it shows, the grid stays on top.
    const fs::path relief = dir / "relief.tif";
    REQUIRE(
        std::system(("gdaldem hillshade -q -compute_edges " + kDem.string() + " " + relief.string() + " -s 111120 -z 2")
                        .c_str()) == 0);
    {
        AddUnderlayDialog dialog(frame, map);
        field<wxTextCtrl>(dialog, "image")->SetValue(wxString::FromUTF8(relief.string()));
        field<wxSlider>(dialog, "opacity")->SetValue(60);
        UnderlayRequest request;
        wxString error;
        REQUIRE(dialog.readRequest(request, error));
        const ImportOutcome& outcome = runToEnd(*frame, std::make_unique<UnderlayTask>(doc, std::move(request)), 120);
        INFO(outcome.message);
        REQUIRE(outcome.status == ImportOutcome::Status::Applied);
    }
    CHECK(frame->canvas().underlays().size() == 1);

    // 4. Touch up by hand: zoom on Devil's Den, brush Rocky Woods, a real click on the hex.
    const engine::HexCoord den = landmarks::hexAt(map, -77.2425, 39.7906);
    frame->canvas().zoomToFit();
    frame->canvas().zoomBy(4);
    frame->canvas().centreOn(den);
    studiotest::waitForPaint(*frame);
    REQUIRE(frame->runAction("tools.terrain-brush"));
    frame->tool<TerrainBrushTool>().setTerrain("rocky-woods");
    frame->tool<TerrainBrushTool>().setRadius(0);
    const ScreenPoint at = frame->canvas().view().toScreen(map.layout().toPoint(den));
    const wxPoint screen = frame->canvas().ClientToScreen(wxPoint(static_cast<int>(at.x), static_cast<int>(at.y)));
    wxUIActionSimulator sim;
    sim.MouseMove(screen);
    studiotest::pump();
    sim.MouseClick();
    studiotest::pump();
    CHECK(map.terrain(den) == "rocky-woods");
    studiotest::saveScreenshot(*frame, screenshot(dir, "studio-touch-up.png"));

    // 5. Saved, it opens again as it was.
    REQUIRE(frame->saveAs(dir / "gettysburg.rlmap"));
    const engine::HexMap saved = engine::loadMap(dir / "gettysburg.rlmap");
    CHECK(saved.terrain(den) == "rocky-woods");
    CHECK(saved.underlays().size() == 1);
    CHECK(saved.level(bigRoundTop) == map.level(bigRoundTop));
}
