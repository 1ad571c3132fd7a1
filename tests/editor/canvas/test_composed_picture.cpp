// The canvas's composed picture (static layers with counters and markers painted on): a counter
// moved across the map composes the two hexes again, not the map between them, and the picture
// shown is the picture a whole repaint gives.
#include "tests/editor/canvas/canvas_pictures.hpp"
#include "tests/editor/studio_fixture.hpp"

#include "editor/canvas/composed_picture.hpp"
#include "editor/canvas/layer_cache.hpp"
#include "engine/commands/change_id.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/io/document_file.hpp"
#include "engine/render/draw_list_builder.hpp"

#include <wx/graphics.h>

#include <catch2/catch.hpp>

namespace fs = std::filesystem;
using namespace editor;

namespace {

// The far corner of the map from `from`: a move there crosses the whole map.
engine::HexCoord farthestHex(const engine::Document& doc, engine::HexCoord from) {
    engine::HexCoord best = from;
    int most = -1;
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
        const engine::HexCoord h = doc.map.grid().at(i);
        if (engine::hexDistance(h, from) > most) {
            most = engine::hexDistance(h, from);
            best = h;
        }
    }
    return best;
}

}  // namespace

TEST_CASE("composed picture: a moved counter composes its two hexes again and equals a whole composition",
          "[studio][cache]") {
    const fs::path dir = studiotest::copySample("composed-move");
    engine::Document doc = engine::loadDocument(dir / "scenario.rlscn", studiotest::rulesets());
    REQUIRE(doc.scenario);
    REQUIRE_FALSE(doc.scenario->setup.empty());
    MapView view;
    view.setViewport(900, 700);
    view.fit(engine::mapBounds(doc.map));  // both ends of the move in sight
    StaticLayers what;
    engine::LayerVisibility layers;
    engine::DiagnosticList none;
    LayerCache cache;
    const auto dynamic = [&](wxGraphicsContext& gc, const wxRect& r) {
        paintDynamicLayers(gc, doc, view, layers, none, r);
    };
    ComposedPicture composed;
    composed.sync(cache.sync(doc, view, what), view, dynamic);
    CHECK(composed.stats().full == 1);

    const engine::Placement moved = doc.scenario->setup.front();
    const engine::HexCoord to = farthestHex(doc, moved.hex);
    engine::movePiece(doc, moved.piece, to)->apply(doc);
    const auto whole = [&] {
        ComposedPicture fresh;
        return fresh.sync(cache.sync(doc, view, what), view, dynamic);
    };
    // Not marked dirty, the picture still shows the counter where it was: the comparison sees it.
    const canvastest::Difference stale =
        canvastest::compare(composed.sync(cache.sync(doc, view, what), view, dynamic), whole());
    CHECK(stale.worst > 24);
    composed.markDirty(canvastest::hexScreenArea(doc, view, moved.hex));
    composed.markDirty(canvastest::hexScreenArea(doc, view, to));
    const canvastest::Difference edited =
        canvastest::compare(composed.sync(cache.sync(doc, view, what), view, dynamic), whole());
    INFO(edited.pixels << " pixels differ, by up to " << edited.worst);
    CHECK(edited.pixels == 0);
    CHECK(composed.stats().full == 1);
    CHECK(composed.stats().regions == 2);
    // A pan is another picture: composed whole.
    view.panBy(40, 0);
    composed.sync(cache.sync(doc, view, what), view, dynamic);
    CHECK(composed.stats().full == 2);
}

TEST_CASE(
    "canvas: a counter moved across the map is composed again at its two hexes, the window shows a whole "
    "repaint's picture",
    "[studio][cache]") {
    const fs::path dir = studiotest::copySample("composed-canvas");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    REQUIRE(frame->openFile(dir / "scenario.rlscn"));
    studiotest::waitForPaint(*frame);
    MapCanvas& canvas = frame->canvas();
    const ComposedPicture::Stats before = canvas.composedPicture().stats();
    CHECK(before.full >= 1);

    const engine::Document& doc = frame->document()->doc();
    const engine::Placement moved = doc.scenario->setup.front();
    frame->document()->apply(engine::movePiece(doc, moved.piece, farthestHex(doc, moved.hex)));
    studiotest::waitForPaint(*frame);
    const ComposedPicture::Stats after = canvas.composedPicture().stats();
    CHECK(after.full == before.full);
    CHECK(after.regions > before.regions);
    const wxBitmap shown = canvas.renderToBitmap();
    canvas.Refresh();  // everything composed again
    const wxBitmap repainted = canvas.renderToBitmap();
    CHECK(canvas.composedPicture().stats().full == after.full + 1);
    const canvastest::Difference d = canvastest::compare(shown, repainted);
    INFO(d.pixels << " pixels differ, by up to " << d.worst);
    CHECK(d.pixels == 0);
}

TEST_CASE("canvas: the counter style kept from paint to paint follows a changed id, its undo and a deletion",
          "[studio][cache]") {
    const studiotest::Studio studio("composed-style");
    MainFrame* frame = studio.frame;
    studiotest::waitForPaint(*frame);
    MapCanvas& canvas = frame->canvas();
    StudioDocument& document = *frame->document();
    const std::string piece = document.doc().scenario->setup.front().piece;
    canvas.zoomBy(6);  // the counter's name legible
    canvas.centreOn(document.doc().scenario->setup.front().hex);
    studiotest::waitForPaint(*frame);
    // What the window shows against what a canvas that has kept nothing (told of the document
    // afresh, at the same view) paints: the pixels that differ.
    const auto differingFromFresh = [&] {
        studiotest::waitForPaint(*frame);
        const wxBitmap shown = canvas.renderToBitmap();
        const MapView kept = canvas.view();
        canvas.setDocument(&document);
        canvas.view() = kept;
        canvas.Refresh();
        return canvastest::compare(shown, canvas.renderToBitmap()).pixels;
    };
    const wxBitmap original = canvas.renderToBitmap();
    document.apply(engine::changePieceId(document.doc(), piece, "renamed-piece"));
    CHECK(differingFromFresh() == 0);
    CHECK(canvastest::compare(original, canvas.renderToBitmap()).pixels > 0);  // the counter's name changed
    document.undo();
    CHECK(differingFromFresh() == 0);
    CHECK(canvastest::compare(original, canvas.renderToBitmap()).pixels == 0);
    document.apply(engine::deletePieces(document.doc(), {piece}));
    CHECK(differingFromFresh() == 0);
    document.undo();
    CHECK(differingFromFresh() == 0);
    CHECK(canvastest::compare(original, canvas.renderToBitmap()).pixels == 0);
}
