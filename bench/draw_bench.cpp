// Draw benchmark: a full redraw of a 40,000-hex map (200 x 200) with every layer on, painted
// offscreen into a bitmap through the studio's painter. Needs a display (run under xvfb-run).
// Reports the median of 50 frames and hexes per second, for building the draw list alone and
// for building plus painting, then for the studio's cached path (editor/canvas/layer_cache.hpp): the
// static layers painted once into a bitmap, a frame being a blit plus the dynamic layers, a pan
// a blit plus the exposed strips, an edit a repaint of the dirty rectangle only.
//   draw_bench [COLUMNS ROWS [WIDTH HEIGHT]]   (default 200 x 200 into 1600 x 1200)
#include "bench_drawn_map.hpp"
#include "editor/canvas/draw_list_painter.hpp"
#include "editor/canvas/layer_cache.hpp"
#include "editor/canvas/map_view.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "engine/validation/validator.hpp"
#include "wx_start.hpp"

#include <wx/app.h>
#include <wx/dcmemory.h>
#include <wx/graphics.h>
#include <wx/init.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

using Clock = std::chrono::steady_clock;

namespace {

constexpr int kFrames = 50;

engine::Document makeDocument(int columns, int rows) {
    engine::RulesetLibrary lib = engine::RulesetLibrary::standard();
    engine::Document doc = benchmap::drawnMap(lib.resolve("sss"), columns, rows);
    engine::Scenario s;
    s.sides = {{"usa", "Union"}, {"csa", "Confederate"}};
    for (int i = 0; i < 300; ++i) {
        const std::string id = "u" + std::to_string(i);
        s.units.push_back({id, id, i % 2 ? "csa" : "usa", "", "infantry", {{"strength", std::to_string(1 + i % 9)}}});
        s.setup.push_back({id, doc.map.grid().at(static_cast<std::size_t>(i) * 131 % doc.map.grid().size()), -1, ""});
    }
    for (int i = 0; i < 20; ++i)
        s.victoryHexes.push_back({"v" + std::to_string(i),
                                  doc.map.grid().at(static_cast<std::size_t>(i) * 1999 % doc.map.grid().size()), "", 5,
                                  0, 0});
    doc.scenario = s;
    return doc;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double seconds(Clock::time_point from) { return std::chrono::duration<double>(Clock::now() - from).count(); }

// One canvas frame from the cache: sync (repainting what is stale), blit `area`, dynamic layers.
void cachedFrame(editor::LayerCache& cache, wxBitmap& screen, const engine::Document& doc, const editor::MapView& view,
                 const editor::StaticLayers& what, const engine::DiagnosticList& diagnostics, const wxRect& area) {
    wxMemoryDC picture;
    picture.SelectObjectAsSource(cache.sync(doc, view, what));
    wxMemoryDC dc(screen);
    dc.Blit(area.GetPosition(), area.GetSize(), &picture, area.GetPosition());
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    gc->Clip(area.x, area.y, area.width, area.height);
    editor::paintDynamicLayers(*gc, doc, view, what.layers, diagnostics, area);
}

void report(const char* what, const std::vector<double>& times, std::size_t hexes) {
    const double m = median(times);
    std::printf("  %-28s median %8.2f ms   %12.0f hexes/s\n", what, m * 1e3, static_cast<double>(hexes) / m);
}

}  // namespace

int main(int argc, char** argv) {
    const int columns = argc > 2 ? std::atoi(argv[1]) : 200;
    const int rows = argc > 2 ? std::atoi(argv[2]) : 200;
    const int width = argc > 4 ? std::atoi(argv[3]) : 1600;
    const int height = argc > 4 ? std::atoi(argv[4]) : 1200;
    if (!bench::startWx(argv[0])) return 2;
    engine::Document doc = makeDocument(columns, rows);
    engine::Validator validator;
    const engine::DiagnosticList diagnostics = validator.validate(doc);

    editor::MapView view;
    view.setViewport(width, height);
    view.fit(engine::mapBounds(doc.map));
    engine::DrawOptions options;
    options.visible = view.visibleRect();
    options.diagnostics = &diagnostics;

    wxBitmap bitmap(width, height, 24);
    std::vector<double> buildTimes, frameTimes;
    std::size_t primitives = 0, hexes = 0;
    for (int i = 0; i < kFrames; ++i) {
        const auto t0 = Clock::now();
        const engine::DrawList list = engine::buildDrawList(doc, options);
        const auto t1 = Clock::now();
        {
            wxMemoryDC dc(bitmap);
            dc.SetBackground(*wxWHITE_BRUSH);
            dc.Clear();
            std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
            editor::paintDrawList(*gc, list, view);
        }
        const auto t2 = Clock::now();
        buildTimes.push_back(std::chrono::duration<double>(t1 - t0).count());
        frameTimes.push_back(std::chrono::duration<double>(t2 - t0).count());
        primitives = list.polygons.size() + list.polylines.size() + list.markers.size() + list.counters.size() +
                     list.texts.size();
        hexes = list.hexesVisible;
    }
    const double build = median(buildTimes), frame = median(frameTimes);
    std::printf(
        "draw_bench: %d x %d map, %zu hexes visible, %zu primitives, %d diagnostics, %d x %d bitmap, %d frames\n",
        columns, rows, hexes, primitives, static_cast<int>(diagnostics.size()), width, height, kFrames);
    std::printf("  draw list build   median %8.2f ms   %12.0f hexes/s\n", build * 1e3,
                static_cast<double>(hexes) / build);
    std::printf("  build + paint     median %8.2f ms   %12.0f hexes/s\n", frame * 1e3,
                static_cast<double>(hexes) / frame);

    // The cached path. Hexes per second count the whole visible map: the frame shows all of it.
    editor::LayerCache cache;
    editor::StaticLayers what;
    const wxRect whole(0, 0, width, height);
    std::vector<double> fullTimes, blitTimes, panTimes, editTimes;
    for (int i = 0; i < kFrames; ++i) {
        cache.invalidate();
        auto t = Clock::now();
        cachedFrame(cache, bitmap, doc, view, what, diagnostics, whole);
        fullTimes.push_back(seconds(t));
        t = Clock::now();
        cachedFrame(cache, bitmap, doc, view, what, diagnostics, whole);
        blitTimes.push_back(seconds(t));
    }
    // Pans by a drag step: right/down then back, so the view stays over the map.
    for (int i = 0; i < kFrames; ++i) {
        const double step = i % 2 ? -37 : 37;
        view.panBy(step, step * 22 / 37);
        const auto t = Clock::now();
        cachedFrame(cache, bitmap, doc, view, what, diagnostics, whole);
        panTimes.push_back(seconds(t));
    }
    // A brush dab: one hex painted, its rectangle (one hex of margin) repainted, as the canvas does.
    std::mt19937 rng(7);
    const std::vector<engine::HexCoord> shown = engine::visibleHexes(doc.map, view.visibleRect());
    std::uniform_int_distribution<std::size_t> pick(0, shown.size() - 1);
    for (int i = 0; i < kFrames; ++i) {
        const engine::HexCoord h = shown[pick(rng)];
        doc.map.setTerrain(h, doc.ruleset->terrain[static_cast<std::size_t>(i) % doc.ruleset->terrain.size()].id);
        const auto r = view.toScreenRect(engine::hexBounds(doc.map.layout(), h).grownBy(doc.map.hexSizeMetres()));
        const wxRect dirty = wxRect(static_cast<int>(std::floor(r[0])), static_cast<int>(std::floor(r[1])),
                                    static_cast<int>(std::ceil(r[2])) + 2, static_cast<int>(std::ceil(r[3])) + 2)
                                 .Intersect(whole);
        const auto t = Clock::now();
        cache.markDirty(dirty);
        cachedFrame(cache, bitmap, doc, view, what, diagnostics, dirty);
        editTimes.push_back(seconds(t));
    }
    std::printf("  cached path (%d full, %d pans, %d rectangles repainted):\n", cache.stats().full,
                cache.stats().scrolls, cache.stats().regions);
    report("cache fill + frame", fullTimes, hexes);
    report("frame from cache", blitTimes, hexes);
    report("pan 37 x 22 px", panTimes, hexes);
    report("edit 1 hex, dirty rectangle", editTimes, hexes);
    std::printf("  frame from cache vs build + paint: %.1fx faster; edit: %.1fx faster\n", frame / median(blitTimes),
                frame / median(editTimes));
    wxEntryCleanup();
    return 0;
}
