// File > Import Elevation, Import Vectors and Add Underlay driven the way a user does: the
// dialog's fields filled by name, its request run as a background job behind the progress
// dialog, Cancel pressed half-way; the document checked byte for byte.
#include "tests/editor/import/import_fixture.hpp"

#include "editor/import/add_underlay_dialog.hpp"
#include "editor/import/grid_preview_panel.hpp"
#include "editor/import/import_elevation_dialog.hpp"
#include "editor/import/import_vectors_dialog.hpp"
#include "editor/jobs/import_progress_dialog.hpp"
#include "editor/panels/validation_panel.hpp"
#include "engine/io/map_file.hpp"
#include "importers/elevation/terrain_derivation.hpp"
#include "tests/importers/vector_fixture.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/evtloop.h>
#include <wx/radiobox.h>
#include <wx/slider.h>
#include <wx/textctrl.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <fstream>
#include <thread>

namespace fs = std::filesystem;
using namespace editor;
using importtest::field;
using importtest::pumpUntil;
using importtest::runToEnd;

namespace {

// Counts the committed changes a document tells its listeners of while it lives.
struct CommittedCount {
    StudioDocument& doc;
    std::size_t id;
    int told = 0;
    explicit CommittedCount(StudioDocument& d)
        : doc(d),
          id(d.subscribe([this](const engine::ChangeSet&, bool committed) { told += committed ? 1 : 0; })) {}
    ~CommittedCount() { doc.unsubscribe(id); }
    CommittedCount(const CommittedCount&) = delete;
    CommittedCount& operator=(const CommittedCount&) = delete;
};

// Holds the importer at its first "sampling" report (the frame is placed, the pixels are being
// read) until the test has pressed Cancel: a deterministic "half-way".
class HoldWhileSampling final : public ImportTask {
public:
    explicit HoldWhileSampling(std::unique_ptr<ImportTask> inner)
        : m_inner(std::move(inner)) {}
    std::string title() const override { return m_inner->title(); }
    void run(const importers::ProgressFn& progress) override {
        m_inner->run([&](double fraction, std::string_view message) {
            if (!held && message.rfind("sampling", 0) == 0) {
                held = true;
                const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(20);
                while (!released && std::chrono::steady_clock::now() < end)
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
            return progress(fraction, message);
        });
    }
    ImportOutcome finish(StudioDocument& doc) override { return m_inner->finish(doc); }
    std::atomic<bool> held{false};
    std::atomic<bool> released{false};

private:
    std::unique_ptr<ImportTask> m_inner;
};

MainFrame* frameWithNewMap(const fs::path& dir, const char* ruleset) {
    MainFrame* frame = studiotest::makeFrame(dir);
    frame->setDocument(StudioDocument::create(studiotest::rulesets().resolve(ruleset), 8, 6));
    return frame;
}

// The small georeferenced map of the importer tests (10 x 8 hexes of 100 m, UTM 18N), saved.
MainFrame* frameWithSmallMap(const fs::path& dir) {
    engine::saveMap(vectortest::smallMap(), dir / "small.rlmap");
    MainFrame* frame = studiotest::makeFrame(dir);
    REQUIRE(frame->openFile(dir / "small.rlmap"));
    return frame;
}

}  // namespace

TEST_CASE("import elevation: the dialog previews the grid, cancel half-way leaves the map, done is one undo step",
          "[studio][import]") {
    const fs::path dir = studiotest::copySample("import-dem");
    const fs::path dem = importtest::writeBattlefieldDem(dir);
    MainFrame* frame = frameWithNewMap(dir, "sss");
    studiotest::FrameGuard guard{frame};
    StudioDocument& doc = *frame->document();
    const std::string before = engine::writeMap(doc.doc().map);

    ImportElevationDialog dialog(frame, doc);
    field<wxTextCtrl>(dialog, "raster")->SetValue(wxString::FromUTF8(dem.string()));
    field<wxTextCtrl>(dialog, "hex-size")->SetValue("200");
    field<wxChoice>(dialog, "hex-unit")->SetSelection(0);  // yd
    REQUIRE(dialog.updatePreview());
    const importers::ElevationPlacement& placement = dialog.preview().placement();
    CHECK(placement.gridCrs == "EPSG:32618");
    CHECK(placement.rasterWidth == 150);
    REQUIRE(placement.columns > 4);
    // The fitted grid lies inside the raster's footprint (305000..308000 x 4412600..4415000).
    CHECK(placement.grid.xmin >= 305000 - 1e-6);
    CHECK(placement.grid.xmax <= 308000 + 1e-6);
    CHECK(placement.grid.ymin >= 4412600 - 1e-6);
    CHECK(placement.grid.ymax <= 4415000 + 1e-6);
    CHECK(placement.footprint.size() > 4);

    ElevationImportRequest request;
    wxString error;
    REQUIRE(dialog.readRequest(request, error));
    CHECK(request.options.hexSizeMetres == Approx(200 * 0.9144));

    SECTION("Cancel pressed while the raster is sampled: the document is unchanged") {
        auto held = std::make_unique<HoldWhileSampling>(std::make_unique<ElevationImportTask>(doc, request));
        HoldWhileSampling& hold = *held;
        ImportProgressDialog* progress = frame->runImport(std::move(held));
        REQUIRE(progress);
        REQUIRE(pumpUntil([&] { return hold.held.load(); }));
        CHECK_FALSE(frame->IsEnabled());  // the job works from the document as it was
        auto* cancel = dynamic_cast<wxButton*>(progress->FindWindow(wxID_CANCEL));
        REQUIRE(cancel);
        wxCommandEvent click(wxEVT_BUTTON, wxID_CANCEL);
        click.SetEventObject(cancel);
        cancel->ProcessWindowEvent(click);
        hold.released = true;
        REQUIRE(pumpUntil([&] { return !frame->lastImport().message.empty(); }));
        CHECK(frame->lastImport().status == ImportOutcome::Status::Cancelled);
        CHECK(engine::writeMap(doc.doc().map) == before);
        CHECK(doc.stack().size() == 0);
        CHECK(frame->IsEnabled());
    }

    SECTION("the import completed: one undo step gives the previous map back, redo the imported one") {
        const CommittedCount count(doc);
        const ImportOutcome& outcome = runToEnd(*frame, std::make_unique<ElevationImportTask>(doc, request));
        INFO(outcome.message);
        REQUIRE(outcome.status == ImportOutcome::Status::Applied);
        // Landed through the document: the validator and every view told once, as for any edit.
        CHECK(count.told == 1);
        CHECK(frame->validationPanel().diagnostics() == doc.diagnostics().toVector());
        CHECK(outcome.gridChanged);
        const engine::HexMap& map = doc.doc().map;
        CHECK(map.grid().columns() == placement.columns);
        CHECK(map.grid().rows() == placement.rows);
        CHECK(map.georef().crs == "EPSG:32618");
        CHECK(map.rulesetId() == "sss");
        CHECK_FALSE(std::isnan(map.elevation(map.grid().at(map.grid().size() / 2))));
        CHECK(doc.stack().size() == 1);
        CHECK(frame->GetTitle().StartsWith("*"));
        const std::string imported = engine::writeMap(map);

        REQUIRE(frame->runAction("edit.undo"));
        CHECK(engine::writeMap(doc.doc().map) == before);
        REQUIRE(frame->runAction("edit.redo"));
        CHECK(engine::writeMap(doc.doc().map) == imported);
    }
}

TEST_CASE("import elevation: the dialog names the field at fault, the importer's errors reach the user",
          "[studio][import]") {
    const fs::path dir = studiotest::copySample("import-dem-errors");
    const fs::path dem = importtest::writeBattlefieldDem(dir);
    MainFrame* frame = frameWithNewMap(dir, "sss");
    studiotest::FrameGuard guard{frame};
    ImportElevationDialog dialog(frame, *frame->document());
    ElevationImportRequest request;
    wxString error;

    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("Raster"));
    field<wxTextCtrl>(dialog, "raster")->SetValue(wxString::FromUTF8((dir / "missing.tif").string()));
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("does not exist"));
    field<wxTextCtrl>(dialog, "raster")->SetValue(wxString::FromUTF8(dem.string()));
    field<wxRadioBox>(dialog, "extent")->SetSelection(ImportElevationDialog::kBbox);
    field<wxTextCtrl>(dialog, "bbox")->SetValue("306000,4413000,305000,4414000");
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("Bounding box"));
    field<wxTextCtrl>(dialog, "bbox")->SetValue("306000,4413000,307500,4414500");
    field<wxTextCtrl>(dialog, "interval")->SetValue("tall");
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("Level interval"));
    field<wxTextCtrl>(dialog, "interval")->SetValue("");
    REQUIRE(dialog.readRequest(request, error));
    REQUIRE(request.options.bbox);
    CHECK(request.options.bbox->xmin == 306000);

    // A bbox outside the raster: the importer's own message, in the preview and after a run.
    field<wxTextCtrl>(dialog, "bbox")->SetValue("400000,4413000,401000,4414000");
    CHECK_FALSE(dialog.updatePreview());
    REQUIRE(dialog.readRequest(request, error));
    const std::string before = engine::writeMap(frame->document()->doc().map);
    const ImportOutcome& outcome = runToEnd(*frame, std::make_unique<ElevationImportTask>(*frame->document(), request));
    CHECK(outcome.status == ImportOutcome::Status::Failed);
    CHECK(outcome.message.find("outside the raster") != std::string::npos);
    CHECK(frame->lastError().utf8_string().find("outside the raster") != std::string::npos);
    CHECK(engine::writeMap(frame->document()->doc().map) == before);
}

TEST_CASE("import elevation: the level datum and ridge hexes chosen in the dialog shape the imported levels",
          "[studio][import]") {
    const fs::path dir = studiotest::copySample("import-dem-datum");
    const fs::path dem = importtest::writeBattlefieldDem(dir);
    MainFrame* frame = frameWithNewMap(dir, "sss");
    studiotest::FrameGuard guard{frame};
    StudioDocument& doc = *frame->document();
    const double height = importers::levelSchemeFor(*doc.doc().ruleset, std::nullopt).heightMetres;
    REQUIRE(height > 0);

    ImportElevationDialog dialog(frame, doc);
    auto* datum = field<wxChoice>(dialog, "datum");
    auto* ridges = field<wxChoice>(dialog, "ridges");
    CHECK(datum->GetToolTipText().Contains("--datum"));
    CHECK(ridges->GetToolTipText().Contains("--ridges"));
    auto* slopes = field<wxChoice>(dialog, "slopes");
    CHECK(slopes->GetToolTipText().Contains("--slopes"));
    field<wxTextCtrl>(dialog, "raster")->SetValue(wxString::FromUTF8(dem.string()));
    field<wxTextCtrl>(dialog, "hex-size")->SetValue("200");
    field<wxChoice>(dialog, "hex-unit")->SetSelection(0);  // yd
    ElevationImportRequest request;
    wxString error;

    // A base and the sea-level datum both place level 0: refused, naming both fields.
    datum->SetSelection(1);
    field<wxTextCtrl>(dialog, "base")->SetValue("150m");
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("Base of level 0"));
    CHECK(error.Contains("datum"));
    field<wxTextCtrl>(dialog, "base")->SetValue("");

    // The first item of ridge hexes and slope hexsides leaves them to the ruleset; the others name them.
    const auto ridgesAndSlopes = [&](int ridgesItem, int slopesItem) {
        ridges->SetSelection(ridgesItem);
        slopes->SetSelection(slopesItem);
        ElevationImportRequest r;
        wxString why;
        REQUIRE(dialog.readRequest(r, why));
        return std::make_pair(r.options.ridges, r.options.slopes);
    };
    CHECK(ridgesAndSlopes(0, 0) ==
          std::make_pair(std::optional<importers::RidgeLevels>{}, std::optional<importers::SlopeHexsides>{}));
    CHECK(ridgesAndSlopes(2, 2) ==
          std::make_pair(std::optional{importers::RidgeLevels::Brows}, std::optional{importers::SlopeHexsides::Brows}));
    CHECK(ridgesAndSlopes(3, 1) == std::make_pair(std::optional{importers::RidgeLevels::Off},
                                                  std::optional{importers::SlopeHexsides::Gradient}));
    slopes->SetSelection(0);
    // Fitting levels to the ground's sight: off unless ticked.
    auto* fit = field<wxCheckBox>(dialog, "fit-levels");
    CHECK(fit->GetToolTipText().Contains("--fit-levels"));
    REQUIRE(dialog.readRequest(request, error));
    CHECK_FALSE(request.options.fitLevels);
    fit->SetValue(true);
    REQUIRE(dialog.readRequest(request, error));
    CHECK(request.options.fitLevels);
    fit->SetValue(false);

    // Levels per hex of one import run through the frame, undone afterwards.
    const auto importLevels = [&](int datumItem, int ridgesItem) {
        datum->SetSelection(datumItem);
        ridges->SetSelection(ridgesItem);
        ElevationImportRequest r;
        wxString why;
        REQUIRE(dialog.readRequest(r, why));
        const ImportOutcome& outcome = runToEnd(*frame, std::make_unique<ElevationImportTask>(doc, r));
        INFO(outcome.message);
        REQUIRE(outcome.status == ImportOutcome::Status::Applied);
        const engine::HexMap& map = doc.doc().map;
        std::vector<std::pair<double, int>> out;  // elevation, level
        for (std::size_t i = 0; i < map.grid().size(); ++i)
            out.emplace_back(map.elevation(map.grid().at(i)), map.level(map.grid().at(i)));
        REQUIRE(frame->runAction("edit.undo"));
        return std::make_pair(r.options, out);
    };
    const auto lowestOf = [](const std::vector<std::pair<double, int>>& hexes) {
        double lowest = INFINITY;
        for (const auto& [elevation, level] : hexes) lowest = std::min(lowest, elevation);
        return lowest;
    };

    const auto [defaults, raised] = importLevels(0, 1);
    CHECK(defaults.datum == importers::LevelDatum::LowestHex);
    CHECK(defaults.ridges == importers::RidgeLevels::Raise);
    const auto [chosen, bands] = importLevels(1, 3);
    CHECK(chosen.datum == importers::LevelDatum::SeaLevel);
    CHECK(chosen.ridges == importers::RidgeLevels::Off);
    REQUIRE(raised.size() == bands.size());

    // Sea level, no ridges: every hex is its band above the round elevation below the lowest hex.
    const double seaBase = std::floor(lowestOf(bands) / height + 1e-9) * height;
    CHECK(seaBase < lowestOf(bands));  // the synthetic field's lowest hex is no round elevation
    for (const auto& [elevation, level] : bands) CHECK(level == importers::levelOf(elevation, {height, seaBase, {}}));
    // Lowest hex, ridges raised: no hex below its band, and some crest a level above it.
    int crests = 0, differ = 0;
    for (std::size_t i = 0; i < raised.size(); ++i) {
        const int band = importers::levelOf(raised[i].first, {height, lowestOf(raised), {}});
        CHECK(raised[i].second >= band);
        crests += raised[i].second > band ? 1 : 0;
        differ += raised[i].second != bands[i].second ? 1 : 0;
    }
    CHECK(crests > 0);
    CHECK(differ > 0);
}

TEST_CASE("import vectors: a GeoJSON written here lands as one undo step, bad mappings are refused",
          "[studio][import]") {
    const fs::path dir = studiotest::copySample("import-vectors");
    MainFrame* frame = frameWithSmallMap(dir);
    studiotest::FrameGuard guard{frame};
    StudioDocument& doc = *frame->document();
    const engine::HexMap& map = doc.doc().map;
    using vectortest::centre;
    const engine::Point c = centre(map, 4, 3);
    vectortest::writeGeoJson((dir / "field.geojson").string(),
                             {{"wood-1", "wood",
                               vectortest::polygon({{c.x - 260, c.y - 260},
                                                    {c.x + 260, c.y - 260},
                                                    {c.x + 260, c.y + 260},
                                                    {c.x - 260, c.y + 260},
                                                    {c.x - 260, c.y - 260}})},
                              {"road-1", "road", vectortest::line({centre(map, 0, 6), centre(map, 9, 6)})}});
    std::ofstream(dir / "test-mapping.xml") << R"(<vector-mapping name="test" id-field="id">
  <layer name="field">
    <terrain match="cls=wood" to="woods"/>
    <hexside match="cls=road" trace="path" to="road"/>
  </layer>
</vector-mapping>
)";
    std::ofstream(dir / "bad-mapping.xml") << R"(<vector-mapping name="bad">
  <layer name="field"><terrain match="cls=wood" to="jungle"/></layer>
</vector-mapping>
)";

    ImportVectorsDialog dialog(frame, doc);
    auto* mapping = field<wxChoice>(dialog, "mapping");
    CHECK(mapping->FindString("openstreetmap") != wxNOT_FOUND);  // the shipped templates are offered
    VectorImportRequest request;
    wxString error;
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("Source"));
    field<wxTextCtrl>(dialog, "source")->SetValue(wxString::FromUTF8((dir / "field.geojson").string()));
    mapping->SetSelection(static_cast<int>(mapping->GetCount()) - 1);  // Other file...
    field<wxTextCtrl>(dialog, "mapping-file")->SetValue(wxString::FromUTF8((dir / "bad-mapping.xml").string()));
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("jungle"));
    field<wxTextCtrl>(dialog, "mapping-file")->SetValue(wxString::FromUTF8((dir / "test-mapping.xml").string()));
    REQUIRE(dialog.readRequest(request, error));

    const std::string before = engine::writeMap(map);
    const CommittedCount count(doc);
    const ImportOutcome& outcome = runToEnd(*frame, std::make_unique<VectorImportTask>(doc, request));
    INFO(outcome.message);
    REQUIRE(outcome.status == ImportOutcome::Status::Applied);
    CHECK(count.told == 1);  // two commands staged, one undo step, told once
    CHECK(frame->validationPanel().diagnostics() == doc.diagnostics().toVector());
    CHECK(map.terrain(vectortest::at(map, 4, 3)) == "woods");
    CHECK(map.terrain(vectortest::at(map, 9, 0)).empty());
    CHECK_FALSE(map.featuredHexsides().empty());
    CHECK(doc.stack().size() == 1);
    REQUIRE(frame->runAction("edit.undo"));
    CHECK(engine::writeMap(map) == before);
}

TEST_CASE("add underlay: GCPs are checked, the opacity is one undo step per drag and survives save and reopen",
          "[studio][import]") {
    const fs::path dir = studiotest::copySample("underlay");
    MainFrame* frame = frameWithSmallMap(dir);
    studiotest::FrameGuard guard{frame};
    StudioDocument& doc = *frame->document();

    // A plain grey PNG 1 km square over the map, placed by three ground control points.
    importers::RgbaImage image;
    image.width = image.height = 100;
    image.extent = {vectortest::kOrigin.x - 200, vectortest::kOrigin.y - 900, vectortest::kOrigin.x + 800,
                    vectortest::kOrigin.y + 100};
    image.rgba.assign(100 * 100 * 4, 160);
    REQUIRE(importers::writeRgbaImage(image, (dir / "scan.png").string(), "", false).empty());

    AddUnderlayDialog dialog(frame, doc.doc().map);
    UnderlayRequest request;
    wxString error;
    field<wxTextCtrl>(dialog, "image")->SetValue(wxString::FromUTF8((dir / "scan.png").string()));
    field<wxTextCtrl>(dialog, "gcps")->SetValue("0,0,299800,4400100\n100,0,oops,4400100\n");
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("line 2"));
    field<wxTextCtrl>(dialog, "gcps")->SetValue("0,0,299800,4400100\n100,0,300800,4400100\n");
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("at least 3"));
    field<wxTextCtrl>(dialog, "gcps")->SetValue("0,0,299800,4400100\n100,0,300800,4400100\n0,100,299800,4399100\n");
    field<wxSlider>(dialog, "opacity")->SetValue(35);
    REQUIRE(dialog.readRequest(request, error));
    CHECK(request.gcps.size() == 3);

    const ImportOutcome& outcome = runToEnd(*frame, std::make_unique<UnderlayTask>(doc, request));
    INFO(outcome.message);
    REQUIRE(outcome.status == ImportOutcome::Status::Applied);
    REQUIRE(doc.doc().map.underlays().size() == 1);
    // Absolute in memory; written relative to the map file.
    CHECK(doc.doc().map.underlays().front().source == (dir / "scan.png").lexically_normal().generic_string());
    CHECK(doc.doc().map.underlays().front().opacity == Approx(0.35));
    CHECK(frame->canvas().underlays().size() == 1);
    CHECK(frame->canvas().underlayOpacity() == Approx(0.35));

    // The layer pane's slider: a drag is many events, one undo step.
    for (const double v : {0.5, 0.6, 0.8}) frame->setUnderlayOpacity(v);
    CHECK(doc.stack().size() == 2);
    CHECK(frame->canvas().underlayOpacity() == Approx(0.8));
    REQUIRE(frame->runAction("edit.undo"));
    CHECK(doc.doc().map.underlays().front().opacity == Approx(0.35));
    CHECK(frame->canvas().underlayOpacity() == Approx(0.35));
    REQUIRE(frame->runAction("edit.redo"));
    REQUIRE(frame->runAction("file.save"));

    const fs::path file = dir / "small.rlmap";
    const engine::HexMap saved = engine::loadMap(file);
    REQUIRE(saved.underlays().size() == 1);
    CHECK(saved.underlays().front().opacity == Approx(0.8));
    CHECK(saved.underlays().front().gcps.size() == 3);
    std::ifstream in(file, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(bytes.find("source=\"scan.png\"") != std::string::npos);
    CHECK(engine::writeMap(saved, file) == bytes);  // save-load-save byte-identical

    REQUIRE(frame->openFile(file));
    CHECK(frame->canvas().underlays().size() == 1);
    CHECK(frame->canvas().underlayOpacity() == Approx(0.8));

    // Saved into another folder, the map still finds its image.
    const fs::path moved = dir / "elsewhere" / "moved.rlmap";
    fs::create_directories(moved.parent_path());
    REQUIRE(frame->saveAs(moved));
    CHECK(engine::loadMap(moved).underlays().front().source == (dir / "scan.png").lexically_normal().generic_string());
    REQUIRE(frame->openFile(moved));
    CHECK(frame->canvas().underlays().size() == 1);
}
