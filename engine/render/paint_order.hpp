#pragma once
// The painter's order every painter of a DrawList follows (the studio's through wxGraphicsContext,
// print's through cairo), so a printed map stacks its layers as the screen does: `beneath` first,
// then hex polygons layer by layer, `afterTerrain` once the terrain fill is down, lines layer by
// layer, then markers, counters and texts. An underlay goes beneath (the studio: the terrain fill
// fades over it and the grid stays above it, so a scan can be traced) or after the terrain (print).
#include "engine/render/draw_list.hpp"

#include <functional>
#include <span>

namespace engine {

// `painter` takes polygons(std::span<const HexPolygon>) and polylines(std::span<const Polyline>),
// each a run of one layer (the builder emits each layer in one block), then marker(const Marker&),
// counter(const Counter&) and label(const TextLabel&).
template <class Painter>
void paintInOrder(const DrawList& list, Painter& painter, const std::function<void()>& afterTerrain = {},
                  const std::function<void()>& beneath = {}) {
    const auto eachRun = [](const auto& items, const auto& paint) {
        for (std::size_t i = 0; i < items.size();) {
            std::size_t j = i;
            while (j < items.size() && items[j].layer == items[i].layer) ++j;
            paint(std::span(items).subspan(i, j - i));
            i = j;
        }
    };
    if (beneath) beneath();
    bool terrainDone = false;
    eachRun(list.polygons, [&](auto run) {
        if (run.front().layer != Layer::Terrain && !terrainDone) {
            if (afterTerrain) afterTerrain();
            terrainDone = true;
        }
        painter.polygons(run);
    });
    if (!terrainDone && afterTerrain) afterTerrain();
    eachRun(list.polylines, [&](auto run) { painter.polylines(run); });
    for (const auto& m : list.markers) painter.marker(m);
    for (const auto& k : list.counters) painter.counter(k);
    for (const auto& t : list.texts) painter.label(t);
}

}  // namespace engine
