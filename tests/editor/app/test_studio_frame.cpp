#include "tests/editor/studio_fixture.hpp"

#include "editor/panels/validation_panel.hpp"
#include "editor/tools/hexside_feature_tool.hpp"
#include "editor/tools/level_tool.hpp"
#include "editor/tools/terrain_brush_tool.hpp"
#include "engine/io/map_file.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>
#include <algorithm>
#include <cstdint>
#include <set>

namespace fs = std::filesystem;
using namespace editor;

namespace {

ToolInput inputFor(MainFrame& f, engine::HexCoord h) { return {f.document()->doc().map.layout().toPoint(h), h}; }

std::size_t distinctColours(const wxImage& image) {
    std::set<std::uint32_t> colours;
    const unsigned char* rgb = image.GetData();
    const std::size_t pixels = static_cast<std::size_t>(image.GetWidth()) * static_cast<std::size_t>(image.GetHeight());
    for (std::size_t i = 0; i < pixels; ++i, rgb += 3)
        colours.insert(std::uint32_t{rgb[0]} << 16 | std::uint32_t{rgb[1]} << 8 | rgb[2]);
    return colours.size();
}

// Every samples/*/scenario.rlscn with its map, each in a private copy of its directory.
std::vector<fs::path> copyEverySample() {
    std::vector<fs::path> dirs;
    for (const auto& e : fs::directory_iterator(testpaths::source() / "samples")) {
        if (!fs::exists(e.path() / "scenario.rlscn")) continue;
        const fs::path dir = fs::temp_directory_path() / ("ridgeline-studio-smoke-" + std::to_string(::getpid()) + "-" +
                                                          e.path().filename().string());
        fs::remove_all(dir);
        fs::create_directories(dir);
        for (const char* f : {"scenario.rlscn", "map.rlmap"}) fs::copy_file(e.path() / f, dir / f);
        dirs.push_back(dir);
    }
    std::sort(dirs.begin(), dirs.end());
    return dirs;
}

}  // namespace

TEST_CASE("smoke: the studio shows every sample scenario and map, not blank, named in the title", "[studio][smoke]") {
    const std::vector<fs::path> samples = copyEverySample();
    REQUIRE(samples.size() >= 4);  // one per ruleset
    for (const fs::path& dir : samples) {
        for (const char* file : {"scenario.rlscn", "map.rlmap"}) {
            INFO(dir / file);
            MainFrame* frame = studiotest::makeFrame(dir);
            studiotest::FrameGuard guard{frame};
            REQUIRE(frame->openFile(dir / file));
            studiotest::pump();
            CHECK(frame->GetTitle().Contains(file));
            CHECK_FALSE(frame->GetTitle().StartsWith("*"));
            frame->canvas().Refresh();
            frame->canvas().Update();
            const double variance = studiotest::captureVariance(*frame, dir / (std::string(file) + ".png"));
            INFO("screenshot " << (dir / (std::string(file) + ".png")).string());
            CHECK(variance > 100);
            // The frame holds this sample's map, and the canvas draws it: terrain fills, hexside
            // features and labels give its own rendering many colours, a blank canvas one or two.
            CHECK(frame->document()->doc().map.title() == engine::loadMap(dir / "map.rlmap").title());
            const wxImage canvas = frame->canvas().renderToBitmap().ConvertToImage();
            canvas.SaveFile(wxString::FromUTF8((dir / (std::string(file) + ".canvas.png")).string()),
                            wxBITMAP_TYPE_PNG);
            CHECK(canvas.GetWidth() > 100);
            CHECK(distinctColours(canvas) >= 8);
        }
    }
}

TEST_CASE("actions: paint a hex, undo, redo, save, reopen: content equal", "[studio][actions]") {
    const fs::path dir = studiotest::copySample("actions");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    REQUIRE(frame->openFile(dir / "scenario.rlscn"));
    const engine::HexCoord h = frame->document()->doc().map.grid().fromOffset({6, 7});
    const std::string before(frame->document()->doc().map.terrain(h));
    const std::string paint = before == "woods" ? "orchard" : "woods";

    REQUIRE(frame->runAction("tools.terrain-brush"));
    CHECK(frame->currentTool() == "terrain-brush");
    frame->tool<TerrainBrushTool>().setTerrain(paint);
    frame->tool<TerrainBrushTool>().setRadius(1);
    frame->tool<TerrainBrushTool>().onMouseDown(inputFor(*frame, h));
    frame->tool<TerrainBrushTool>().onMouseMove(inputFor(*frame, engine::neighbor(h, 1)));
    frame->tool<TerrainBrushTool>().onMouseUp(inputFor(*frame, engine::neighbor(h, 1)));
    CHECK(frame->document()->doc().map.terrain(h) == paint);
    CHECK(frame->document()->stack().size() == 1);  // one stroke, one undo step
    CHECK(frame->GetTitle().StartsWith("*"));
    const engine::HexMap painted = frame->document()->doc().map;

    REQUIRE(frame->runAction("edit.undo"));
    CHECK(frame->document()->doc().map.terrain(h) == before);
    CHECK_FALSE(frame->runAction("edit.undo"));  // disabled: nothing left
    REQUIRE(frame->runAction("edit.redo"));
    CHECK(frame->document()->doc().map.terrain(h) == paint);
    REQUIRE(frame->runAction("file.save"));
    CHECK_FALSE(frame->GetTitle().StartsWith("*"));

    REQUIRE(frame->openFile(dir / "scenario.rlscn"));
    CHECK(engine::writeMap(frame->document()->doc().map) == engine::writeMap(painted));
}

TEST_CASE("validation pane lists a known violation and selecting it centres the view on its hex",
          "[studio][validation]") {
    const fs::path dir = studiotest::copySample("validation");
    engine::HexMap map = engine::loadMap(dir / "map.rlmap");
    const engine::HexCoord bad = map.grid().fromOffset({12, 9});
    map.setTerrain(bad, "");
    engine::saveMap(map, dir / "map.rlmap");

    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    REQUIRE(frame->openFile(dir / "scenario.rlscn"));
    ValidationPanel& pane = frame->validationPanel();
    int row = -1;
    for (int i = 0; i < pane.count(); ++i)
        if (pane.rowText(i, 1) == "map.no_terrain") row = i;
    REQUIRE(row >= 0);
    CHECK(pane.rowText(row, 4).Contains(wxString::FromUTF8(map.grid().label(bad))));
    frame->canvas().zoomToFit();
    pane.select(row);
    studiotest::pump();
    const engine::Point expected = map.layout().toPoint(bad);
    CHECK(frame->canvas().view().centre().x == Approx(expected.x));
    CHECK(frame->canvas().view().centre().y == Approx(expected.y));
    CHECK(frame->canvas().selection() == bad);
}

TEST_CASE("a file that cannot be opened reports the loader's message, the studio carries on", "[studio][safety]") {
    const fs::path dir = studiotest::copySample("bad-open");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    CHECK_FALSE(frame->openFile(dir / "missing.rlscn"));
    CHECK(frame->lastError().Contains("missing.rlscn"));
    CHECK(frame->document() == nullptr);
    CHECK_FALSE(frame->runAction("file.save"));
}

TEST_CASE("autosave writes a recovery copy that a new frame offers and restores", "[studio][safety]") {
    const fs::path dir = studiotest::copySample("autosave");
    engine::HexCoord h;
    {
        MainFrame* frame = studiotest::makeFrame(dir);
        studiotest::FrameGuard guard{frame};
        REQUIRE(frame->openFile(dir / "map.rlmap"));
        h = frame->document()->doc().map.grid().fromOffset({2, 2});
        REQUIRE(frame->runAction("tools.raise-level"));
        const int level = frame->document()->doc().map.level(h);
        frame->tool<LevelTool>("raise-level").onMouseDown(inputFor(*frame, h));
        frame->tool<LevelTool>("raise-level").onMouseUp(inputFor(*frame, h));
        REQUIRE(frame->document()->doc().map.level(h) == level + 1);
        frame->autosave();
    }
    MainFrame* next = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{next};
    next->offerRecovery();
    REQUIRE(next->document() != nullptr);
    CHECK(next->document()->path() == dir / "map.rlmap");
    CHECK(next->GetTitle().StartsWith("*"));
    CHECK(next->document()->doc().map.level(h) == engine::loadMap(dir / "map.rlmap").level(h) + 1);
}

TEST_CASE("hexside tool: a click near a hexside toggles the feature, one undo step each", "[studio][tools]") {
    const fs::path dir = studiotest::copySample("hexside");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    REQUIRE(frame->openFile(dir / "map.rlmap"));
    const engine::HexMap& map = frame->document()->doc().map;
    const engine::HexCoord h = map.grid().fromOffset({4, 4});
    const engine::HexsideId side = engine::hexsideOf(h, 1);
    REQUIRE(frame->runAction("tools.hexside-feature"));
    frame->tool<HexsideFeatureTool>().setFeature("minor-creek");
    const bool before = map.hasHexsideFeature(side, "minor-creek");
    // Slightly inside the hex from the hexside's midpoint: still picks that hexside.
    const engine::Point mid = map.layout().hexsideMidpoint(h, 1);
    const engine::Point centre = map.layout().toPoint(h);
    const ToolInput near{{mid.x + (centre.x - mid.x) * 0.1, mid.y + (centre.y - mid.y) * 0.1}, h};
    frame->tool<HexsideFeatureTool>().onMouseDown(near);
    CHECK(map.hasHexsideFeature(side, "minor-creek") != before);
    frame->tool<HexsideFeatureTool>().onMouseDown({centre, h});  // the centre is far from every hexside
    CHECK(frame->document()->stack().size() == 1);
    REQUIRE(frame->runAction("edit.undo"));
    CHECK(map.hasHexsideFeature(side, "minor-creek") == before);
}

TEST_CASE("a brush stroke rolled back with Esc leaves the document unchanged", "[studio][tools]") {
    const fs::path dir = studiotest::copySample("escape");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    REQUIRE(frame->openFile(dir / "map.rlmap"));
    const std::string saved = engine::writeMap(frame->document()->doc().map);
    const engine::HexCoord h = frame->document()->doc().map.grid().fromOffset({8, 8});
    REQUIRE(frame->runAction("tools.terrain-brush"));
    frame->tool<TerrainBrushTool>().setTerrain("marsh");
    frame->tool<TerrainBrushTool>().setRadius(TerrainBrushTool::kMaxRadius + 3);
    CHECK(frame->tool<TerrainBrushTool>().radius() == TerrainBrushTool::kMaxRadius);
    frame->tool<TerrainBrushTool>().onMouseDown(inputFor(*frame, h));
    CHECK(frame->document()->doc().map.terrain(h) == "marsh");  // live while stroking
    frame->tool<TerrainBrushTool>().onKey(ToolKey::Escape);
    CHECK(engine::writeMap(frame->document()->doc().map) == saved);
    CHECK(frame->document()->stack().size() == 0);
    CHECK_FALSE(frame->document()->isDirty());
}

TEST_CASE("an underlay that cannot be loaded is reported by name, the map still opens", "[studio][underlay]") {
    const fs::path dir = studiotest::copySample("underlay");
    engine::HexMap map = engine::loadMap(dir / "map.rlmap");
    engine::Underlay underlay;
    underlay.source = "missing-scan.png";
    underlay.opacity = 0.3;
    underlay.gcps = {{0, 0, 0, 0}, {100, 0, 1000, 0}, {0, 100, 0, -1000}};
    map.setUnderlays({underlay});
    engine::saveMap(map, dir / "map.rlmap");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    REQUIRE(frame->openFile(dir / "map.rlmap"));
    CHECK(frame->lastError().Contains("missing-scan.png"));
    CHECK(frame->canvas().underlays().empty());
    CHECK(frame->canvas().underlayOpacity() == Approx(0.3));
}
