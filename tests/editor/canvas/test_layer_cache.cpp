// The canvas's cached static layers: after an edit (dirty rectangle repainted) or a pan (blit
// plus exposed strips) the cached picture is the picture a full repaint gives.
#include "tests/editor/canvas/canvas_pictures.hpp"
#include "tests/editor/studio_fixture.hpp"

#include "editor/canvas/layer_cache.hpp"
#include "editor/tools/terrain_brush_tool.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_hexside_features_command.hpp"
#include "engine/io/document_file.hpp"
#include "engine/render/draw_list_builder.hpp"

#include <catch2/catch.hpp>

#include <cmath>

namespace fs = std::filesystem;
using namespace editor;

namespace {

// How far a cached picture is from a full repaint. Both paint the same geometry, but a pan moves
// it by a whole pixel in floating point, so antialiased edges and text can round a shade apart:
// a close picture differs in few pixels by little. A missing or misplaced strip or rectangle
// differs by far more (background against hex colours, a whole hex of the wrong terrain).
using canvastest::compare;
using canvastest::Difference;

void checkClose(const wxBitmap& cached, const wxBitmap& full) {
    const Difference d = compare(cached, full);
    const std::size_t total = static_cast<std::size_t>(full.GetWidth()) * static_cast<std::size_t>(full.GetHeight());
    INFO(d.pixels << " pixels differ, by up to " << d.worst);
    CHECK(d.pixels * 100 <= total);  // under 1%
    CHECK(d.worst <= 24);
}

wxBitmap freshPicture(const engine::Document& doc, const MapView& view, const StaticLayers& what) {
    LayerCache fresh;
    return fresh.sync(doc, view, what)
        .GetSubBitmap(wxRect(0, 0, static_cast<int>(view.width()), static_cast<int>(view.height())));
}

}  // namespace

TEST_CASE("layer cache: an edit repaints its rectangle only, and the picture equals a full repaint",
          "[studio][cache]") {
    const fs::path dir = studiotest::copySample("cache-edit");
    engine::Document doc = engine::loadDocument(dir / "scenario.rlscn", studiotest::rulesets());
    MapView view;
    view.setViewport(900, 700);
    view.fit(engine::mapBounds(doc.map));
    view.zoomAt({450, 350}, 2.0);  // hexes big enough for labels
    StaticLayers what;
    what.hexLabels = true;
    LayerCache cache;
    cache.sync(doc, view, what);
    CHECK(cache.stats().full == 1);

    const engine::HexCoord h = *doc.map.grid().parseLabel("A0605");
    const engine::HexCoord hexes[] = {h};
    engine::setTerrain(doc, hexes, "marsh")->apply(doc);
    const engine::HexsideId sides[] = {engine::hexsideOf(h, 1), engine::hexsideOf(h, 2)};
    engine::setHexsideFeature(doc, sides, "major-creek", true)->apply(doc);
    // Without the dirty rectangle the cache would show the old terrain: the comparison sees it.
    const Difference stale =
        compare(cache.sync(doc, view, what).GetSubBitmap(wxRect(0, 0, 900, 700)), freshPicture(doc, view, what));
    CHECK(stale.worst > 24);
    cache.markDirty(canvastest::hexScreenArea(doc, view, h));
    const wxBitmap edited = cache.sync(doc, view, what).GetSubBitmap(wxRect(0, 0, 900, 700));
    CHECK(cache.stats().full == 1);
    CHECK(cache.stats().regions == 1);
    checkClose(edited, freshPicture(doc, view, what));
}

TEST_CASE("layer cache: a pan blits and paints the exposed strips, the picture equals a full repaint",
          "[studio][cache]") {
    const fs::path dir = studiotest::copySample("cache-pan");
    const engine::Document doc = engine::loadDocument(dir / "scenario.rlscn", studiotest::rulesets());
    MapView view;
    view.setViewport(800, 600);
    view.fit(engine::mapBounds(doc.map));
    view.zoomAt({400, 300}, 1.7);
    StaticLayers what;
    LayerCache cache;
    cache.sync(doc, view, what);
    for (const auto& [dx, dy] : {std::pair{37, -21}, std::pair{-120, 0}, std::pair{0, 64}}) {
        view.panBy(dx, dy);
        const wxBitmap panned = cache.sync(doc, view, what).GetSubBitmap(wxRect(0, 0, 800, 600));
        checkClose(panned, freshPicture(doc, view, what));
    }
    CHECK(cache.stats().full == 1);
    CHECK(cache.stats().scrolls == 3);
    // A zoom is not a pan: everything is repainted.
    view.zoomAt({400, 300}, 1.25);
    cache.sync(doc, view, what);
    CHECK(cache.stats().full == 2);
}

TEST_CASE("canvas: a brush stroke repaints the dirty rectangle of the cache, not the whole map", "[studio][cache]") {
    const fs::path dir = studiotest::copySample("cache-canvas");
    MainFrame* frame = studiotest::makeFrame(dir);
    REQUIRE(frame->openFile(dir / "map.rlmap"));
    studiotest::waitForPaint(*frame);
    const LayerCache::Stats before = frame->canvas().layerCache().stats();
    CHECK(before.full >= 1);
    const engine::HexCoord h = *frame->document()->doc().map.grid().parseLabel("B0404");
    frame->setTool("terrain-brush");
    frame->tool<TerrainBrushTool>().setTerrain("orchard");
    const ToolInput in{frame->document()->doc().map.layout().toPoint(h), h};
    frame->tool<TerrainBrushTool>().onMouseDown(in);
    frame->tool<TerrainBrushTool>().onMouseUp(in);
    studiotest::waitForPaint(*frame);
    const LayerCache::Stats after = frame->canvas().layerCache().stats();
    CHECK(after.full == before.full);
    CHECK(after.regions > before.regions);
    frame->Destroy();
    studiotest::pump();
}
