#include "editor/canvas/layer_cache.hpp"

#include "editor/canvas/draw_list_painter.hpp"
#include "engine/render/draw_list_builder.hpp"

#include <wx/dcmemory.h>
#include <wx/graphics.h>

#include <cmath>
#include <memory>

namespace editor {

namespace {

// A pan moves the picture by this much at most off a whole pixel before the cache repaints instead.
constexpr double kWholePixel = 1e-3;
// Hexside strokes and labels of hexes just outside an area reach into it: the area's draw list
// takes hexes this many hex sizes beyond it (the clip keeps the pixels outside untouched).
constexpr double kAreaMarginHexes = 0.5;

engine::LayerVisibility keepLayers(const engine::LayerVisibility& layers, bool keepStatic) {
    engine::LayerVisibility out = layers;
    for (int i = 0; i < engine::kLayerCount; ++i) {
        const auto l = static_cast<engine::Layer>(i);
        if (isStaticLayer(l) != keepStatic) out.set(l, false);
    }
    return out;
}

}  // namespace

bool isStaticLayer(engine::Layer layer) {
    switch (layer) {
    case engine::Layer::Terrain:
    case engine::Layer::Elevation:
    case engine::Layer::Levels:
    case engine::Layer::Hexsides:
    case engine::Layer::Labels:
    case engine::Layer::Fidelity: return true;
    case engine::Layer::Units:
    case engine::Layer::Victory:
    case engine::Layer::Validation:
    case engine::Layer::Reachability: return false;
    }
    return false;
}

engine::LayerVisibility staticLayersOf(const engine::LayerVisibility& layers) { return keepLayers(layers, true); }
engine::LayerVisibility dynamicLayersOf(const engine::LayerVisibility& layers) { return keepLayers(layers, false); }

namespace {
engine::PlaneRect planeRectOf(const MapView& view, const wxRect& area) {
    const engine::Point a = view.toPlane({static_cast<double>(area.GetLeft()), static_cast<double>(area.GetTop())});
    const engine::Point b =
        view.toPlane({static_cast<double>(area.GetRight() + 1), static_cast<double>(area.GetBottom() + 1)});
    return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
}
}  // namespace

void paintDynamicLayers(wxGraphicsContext& gc, const engine::Document& doc, const MapView& view,
                        const engine::LayerVisibility& layers, const engine::DiagnosticList& diagnostics,
                        const wxRect& area, const engine::ReachMarks* reachability,
                        const std::vector<engine::FindingMarker>* findings, const engine::CounterStyle* counters,
                        const engine::DrawIndex* index) {
    engine::DrawOptions options;
    options.visible = planeRectOf(view, area);
    options.layers = dynamicLayersOf(layers);
    options.diagnostics = &diagnostics;
    options.findingMarkers = findings;
    options.reachability = reachability;
    options.counterStyle = counters;
    options.index = index;
    paintDrawList(gc, engine::buildDrawList(doc, options), view);
}

void LayerCache::markDirty(const wxRect& area) {
    if (m_valid && !area.IsEmpty()) m_dirty.push_back(area);
}

const wxBitmap& LayerCache::sync(const engine::Document& doc, const MapView& view, const StaticLayers& what) {
    const wxSize size(std::max(1, static_cast<int>(std::lround(view.width()))),
                      std::max(1, static_cast<int>(std::lround(view.height()))));
    wxPoint shift;
    const bool sized = m_front.IsOk() && m_front.GetSize() == size;
    if (!m_valid || !sized || !panOffset(view, shift)) {
        if (!sized) {
            m_front = wxBitmap(size.GetWidth(), size.GetHeight(), 24);
            m_back = wxBitmap(size.GetWidth(), size.GetHeight(), 24);
        }
        m_view = view;
        paintArea(m_front, doc, view, what, wxRect(wxPoint(0, 0), size));
        m_valid = true;
        m_dirty.clear();
        ++m_stats.full;
        return m_front;
    }
    if (shift != wxPoint(0, 0)) scroll(doc, view, what, shift);
    const wxRect whole(wxPoint(0, 0), size);
    for (const wxRect& r : m_dirty) {
        const wxRect area = r.Intersect(whole);
        if (area.IsEmpty()) continue;
        paintArea(m_front, doc, m_view, what, area);
        ++m_stats.regions;
    }
    m_dirty.clear();
    return m_front;
}

bool LayerCache::panOffset(const MapView& view, wxPoint& shift) const {
    if (view.scale() != m_view.scale()) return false;
    // Where the cached picture's origin lands in the new view.
    const ScreenPoint s = view.toScreen(m_view.toPlane({0, 0}));
    const double dx = std::round(s.x), dy = std::round(s.y);
    if (std::abs(s.x - dx) > kWholePixel || std::abs(s.y - dy) > kWholePixel) return false;
    shift = wxPoint(static_cast<int>(dx), static_cast<int>(dy));
    return true;
}

void LayerCache::scroll(const engine::Document& doc, const MapView& view, const StaticLayers& what, wxPoint shift) {
    const wxSize size = m_front.GetSize();
    const wxRect whole(wxPoint(0, 0), size);
    const wxRect kept = wxRect(shift, size).Intersect(whole);
    {
        wxMemoryDC from(m_front);
        wxMemoryDC to(m_back);
        if (!kept.IsEmpty()) to.Blit(kept.GetPosition(), kept.GetSize(), &from, kept.GetPosition() - shift);
    }
    std::swap(m_front, m_back);
    m_view = view;
    // Pending dirty rectangles move with the picture.
    for (wxRect& r : m_dirty) r.Offset(shift);
    if (kept.IsEmpty()) {
        paintArea(m_front, doc, view, what, whole);
        ++m_stats.full;
        return;
    }
    // The exposed strips: a full-height one left or right, and the rest of the width above or below.
    if (kept.GetLeft() > 0) m_dirty.push_back(wxRect(0, 0, kept.GetLeft(), size.GetHeight()));
    if (kept.GetRight() < size.GetWidth() - 1)
        m_dirty.push_back(wxRect(kept.GetRight() + 1, 0, size.GetWidth() - kept.GetRight() - 1, size.GetHeight()));
    if (kept.GetTop() > 0) m_dirty.push_back(wxRect(kept.GetLeft(), 0, kept.GetWidth(), kept.GetTop()));
    if (kept.GetBottom() < size.GetHeight() - 1)
        m_dirty.push_back(
            wxRect(kept.GetLeft(), kept.GetBottom() + 1, kept.GetWidth(), size.GetHeight() - kept.GetBottom() - 1));
    ++m_stats.scrolls;
}

void LayerCache::paintArea(wxBitmap& bitmap, const engine::Document& doc, const MapView& view, const StaticLayers& what,
                           const wxRect& area) {
    wxMemoryDC dc(bitmap);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    gc->Clip(area.x, area.y, area.width, area.height);
    gc->SetBrush(wxBrush(what.background));
    gc->SetPen(*wxTRANSPARENT_PEN);
    gc->DrawRectangle(area.x, area.y, area.width, area.height);
    engine::DrawOptions options;
    options.visible = planeRectOf(view, area).grownBy(kAreaMarginHexes * doc.map.hexSizeMetres());
    options.layers = staticLayersOf(what.layers);
    options.hexLabels = what.hexLabels;
    options.labelOpacity = what.labelOpacity;
    options.terrainFillOpacity = what.terrainFillOpacity;
    options.fidelity = what.fidelity;
    paintDrawList(*gc, engine::buildDrawList(doc, options), view, [&] {
        if (what.underlay) what.underlay(*gc);
    });
}

}  // namespace editor
