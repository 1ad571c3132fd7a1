#pragma once
// The static layers of the map (terrain fill, underlay, elevation shading, level bands, hexside
// features, labels) painted once into a bitmap for one view, so a repaint is a blit plus the few
// dynamic layers on top (units, victory and entry hexes, validation markers, probes). A pan blits
// the bitmap by the whole-pixel offset and paints only the exposed strips; an edit repaints only
// the screen rectangles marked dirty; a zoom, resize or layer change repaints everything.
#include "editor/canvas/map_view.hpp"
#include "engine/model/document.hpp"
#include "engine/render/counters.hpp"
#include "engine/render/draw_index.hpp"
#include "engine/render/fidelity_shading.hpp"
#include "engine/render/location_hexes.hpp"
#include "engine/render/reachability_marks.hpp"
#include "engine/validation/diagnostic_list.hpp"

#include <wx/bitmap.h>
#include <wx/colour.h>
#include <wx/gdicmn.h>

#include <functional>
#include <vector>

class wxGraphicsContext;

namespace editor {

// What the cached picture shows, besides the document and the view.
struct StaticLayers {
    engine::LayerVisibility layers;  // only the static layers are read
    bool hexLabels = true;
    wxColour background = *wxWHITE;
    double labelOpacity = 1;
    double terrainFillOpacity = 1;                      // below 1 over an underlay
    std::function<void(wxGraphicsContext&)> underlay;   // painted first, under the terrain fill
    const engine::FidelityShading* fidelity = nullptr;  // the Map Fidelity layer's measurement
};

// True for the layers the cache holds; the others are painted on top at every repaint.
[[nodiscard]] bool isStaticLayer(engine::Layer layer);
// `layers` with only the static (or only the dynamic) layers left on.
[[nodiscard]] engine::LayerVisibility staticLayersOf(const engine::LayerVisibility& layers);
[[nodiscard]] engine::LayerVisibility dynamicLayersOf(const engine::LayerVisibility& layers);

// Paints the dynamic layers of the map (units, victory and entry hexes, validation markers, the
// reachability turns and path) for the screen rectangle `area`, over whatever is already there
// (the cached picture). `findings`, when given, are the diagnostics' markers resolved beforehand;
// `counters`, the scenario's counter style, and `index`, the pieces and `findings` filed by hex,
// made once for the areas of one paint.
void paintDynamicLayers(wxGraphicsContext& gc, const engine::Document& doc, const MapView& view,
                        const engine::LayerVisibility& layers, const engine::DiagnosticList& diagnostics,
                        const wxRect& area, const engine::ReachMarks* reachability = nullptr,
                        const std::vector<engine::FindingMarker>* findings = nullptr,
                        const engine::CounterStyle* counters = nullptr, const engine::DrawIndex* index = nullptr);

class LayerCache {
public:
    struct Stats {
        int full = 0;     // whole-bitmap repaints
        int scrolls = 0;  // pans served by a blit plus strips
        int regions = 0;  // rectangles repainted (strips and dirty rectangles)
    };

    // Forget the picture: the next sync repaints everything (layers, labels, underlay changed).
    void invalidate() { m_valid = false; }
    // A screen rectangle whose content changed (an edit); repainted by the next sync.
    void markDirty(const wxRect& area);
    // Brings the bitmap up to date with `view` and returns it.
    const wxBitmap& sync(const engine::Document& doc, const MapView& view, const StaticLayers& what);
    [[nodiscard]] const Stats& stats() const { return m_stats; }

private:
    void paintArea(wxBitmap& bitmap, const engine::Document& doc, const MapView& view, const StaticLayers& what,
                   const wxRect& area);
    // True and the whole-pixel shift when `view` is the cached view panned.
    [[nodiscard]] bool panOffset(const MapView& view, wxPoint& shift) const;
    void scroll(const engine::Document& doc, const MapView& view, const StaticLayers& what, wxPoint shift);

    wxBitmap m_front;
    wxBitmap m_back;
    MapView m_view;
    bool m_valid = false;
    std::vector<wxRect> m_dirty;
    Stats m_stats;
};

}  // namespace editor
