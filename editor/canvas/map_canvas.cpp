#include "editor/canvas/map_canvas.hpp"

#include "editor/canvas/draw_list_painter.hpp"
#include "editor/document/area_selection.hpp"
#include "engine/render/counters.hpp"
#include "engine/render/draw_index.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "exporters/print/sheet_plan.hpp"

#include <wx/dcbuffer.h>
#include <wx/dcmemory.h>
#include <wx/graphics.h>
#include <wx/region.h>

#include <algorithm>
#include <cmath>
#include <optional>

namespace editor {

namespace {
constexpr double kWheelZoom = 1.2;
constexpr std::size_t kMostAreasPaintedApart = 8;
// Hex labels fade in between these hex widths in pixels: below, they are noise; a fade rather
// than a cut, so zooming does not make them pop in or vanish.
constexpr double kLabelFadeStartPixels = 28;
constexpr double kLabelFullPixels = 48;

// A few rectangles that cover `areas`: their bounding box when they lie together (a brush
// stroke), each on its own when they lie apart (a counter moved across the map: its two hexes,
// not the map between them), the bounding box again when there are too many to paint one by one.
std::vector<wxRect> coveringAreas(const std::vector<wxRect>& areas) {
    if (areas.empty()) return {};
    wxRect box = areas.front();
    double sum = 0;
    for (const wxRect& r : areas) {
        box.Union(r);
        sum += static_cast<double>(r.GetWidth()) * r.GetHeight();
    }
    constexpr std::size_t kMostApart = 64;
    constexpr double kMostWaste = 4;  // the box may be this many times the areas' own size
    const double boxArea = static_cast<double>(box.GetWidth()) * box.GetHeight();
    if (areas.size() > kMostApart || boxArea <= kMostWaste * sum) return {box};
    return areas;
}

}  // namespace

double labelOpacityAt(double hexPixels) {
    return std::clamp((hexPixels - kLabelFadeStartPixels) / (kLabelFullPixels - kLabelFadeStartPixels), 0.0, 1.0);
}

MapCanvas::MapCanvas(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    // Computed on demand (its box in the Layers pane, or Scenario > Reachability): off at first.
    m_layers.set(engine::Layer::Reachability, false);
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        // A few small areas (an edit's hexes) are painted one by one; many, as their bounding box.
        std::vector<wxRect> areas;
        for (wxRegionIterator it(GetUpdateRegion()); it; ++it) areas.push_back(it.GetRect());
        if (areas.size() > kMostAreasPaintedApart) areas = {GetUpdateRegion().GetBox()};
        for (const wxRect& area : areas) paint(dc, area);
        ++m_paintCount;
    });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        m_view.setViewport(e.GetSize().GetWidth(), e.GetSize().GetHeight());
        Refresh();
        e.Skip();
    });
    for (const auto type : {wxEVT_LEFT_DOWN, wxEVT_LEFT_UP, wxEVT_MIDDLE_DOWN, wxEVT_MIDDLE_UP, wxEVT_MOTION})
        Bind(type, [this](wxMouseEvent& e) { onMouse(e); });
    Bind(wxEVT_MOUSEWHEEL, [this](wxMouseEvent& e) {
        const double factor = e.GetWheelRotation() > 0 ? kWheelZoom : 1 / kWheelZoom;
        m_view.zoomAt({static_cast<double>(e.GetX()), static_cast<double>(e.GetY())}, factor);
        Refresh();
    });
    Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_SPACE) m_spaceDown = true;
        else if (e.GetKeyCode() == WXK_ESCAPE && m_tool) m_tool->onKey(ToolKey::Escape);
        else if (!panByKey(e.GetKeyCode(), e.ShiftDown())) e.Skip();
    });
    // Another window took the mouse mid-drag: the release will never come here.
    Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) {
        m_panFrom.reset();
        if (m_tool) m_tool->onCaptureLost();
    });
    Bind(wxEVT_KEY_UP, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_SPACE) m_spaceDown = false;
        e.Skip();
    });
}

bool MapCanvas::panByKey(int keyCode, bool page) {
    // An arrow moves the map an eighth of the view (Shift: most of a view), as scroll bars do.
    const double step = page ? 0.875 : 0.125;
    const double dx = step * m_view.width(), dy = step * m_view.height();
    switch (keyCode) {
    case WXK_LEFT: m_view.panBy(dx, 0); break;
    case WXK_RIGHT: m_view.panBy(-dx, 0); break;
    case WXK_UP: m_view.panBy(0, dy); break;
    case WXK_DOWN: m_view.panBy(0, -dy); break;
    default: return false;
    }
    Refresh();
    return true;
}

void MapCanvas::setDocument(const StudioDocument* doc) {
    m_doc = doc;
    m_counters.reset();
    m_cache.invalidate();
    m_damage.reset(doc ? &doc->doc() : nullptr, doc ? &doc->diagnostics() : nullptr,
                   doc ? doc->diagnosticsGeneration() : 0);
    m_selection.reset();
    m_area.reset();
    m_highlight.clear();
    const wxSize size = GetClientSize();
    m_view.setViewport(size.GetWidth(), size.GetHeight());
    zoomToFit();
}

std::vector<std::string> MapCanvas::loadUnderlays() {
    m_underlays.clear();
    if (!m_doc) return {};
    std::vector<std::string> problems = m_underlays.load(m_doc->doc().map, m_doc->mapPath());
    m_underlayOpacity = m_underlays.recordedOpacity();
    m_cache.invalidate();
    Refresh();
    return problems;
}

void MapCanvas::setUnderlayOpacity(double opacity) {
    m_underlayOpacity = std::clamp(opacity, 0.0, 1.0);
    m_cache.invalidate();
    Refresh();
}

void MapCanvas::setFidelity(const engine::FidelityShading* shading) {
    m_fidelity = shading;
    m_cache.invalidate();
    Refresh();
}

void MapCanvas::setReachability(const engine::ReachMarks* marks) {
    m_reach = marks;
    Refresh();
}

void MapCanvas::setLayerVisible(engine::Layer layer, bool on) {
    m_layers.set(layer, on);
    if (isStaticLayer(layer)) m_cache.invalidate();
    Refresh();
}

void MapCanvas::setOverlay(std::function<void(wxGraphicsContext&, const MapView&)> paint) {
    m_overlay = std::move(paint);
    refreshOverlays();
}

void MapCanvas::Refresh(bool eraseBackground, const wxRect* rect) {
    // Whatever is repainted is composed again: the picture stays what a full paint would draw.
    if (rect) m_composed.markDirty(*rect);
    else m_composed.invalidate();
    wxWindow::Refresh(eraseBackground, rect);
}

void MapCanvas::refreshOverlays() { wxWindow::Refresh(); }

void MapCanvas::setSelection(std::optional<engine::HexCoord> hex) {
    if (hex == m_selection) return;
    const std::optional<engine::HexCoord> was = m_selection;
    m_selection = hex;
    if (!m_doc) return Refresh();
    // The outline of the hex left and of the hex selected: nothing else changes.
    for (const std::optional<engine::HexCoord>& h : {was, hex})
        if (h) refreshHex(*h);
}

void MapCanvas::setArea(std::optional<exporters::HexRange> area) {
    const auto same = [](const exporters::HexRange& a, const exporters::HexRange& b) {
        return a.first == b.first && a.last == b.last;
    };
    if (area.has_value() == m_area.has_value() && (!area || same(*area, *m_area))) return;
    const std::optional<exporters::HexRange> was = m_area;
    m_area = area;
    if (!m_doc) return Refresh();
    // The outline left and the outline drawn: nothing else changes.
    for (const std::optional<exporters::HexRange>& a : {was, area})
        if (a) RefreshRect(hexArea(exporters::rangeBounds(m_doc->doc().map, *a)));
}

void MapCanvas::refreshHex(engine::HexCoord hex) {
    if (!m_doc) return Refresh();
    RefreshRect(hexArea(engine::hexBounds(m_doc->doc().map.layout(), hex)));
}

bool MapCanvas::dropText(wxPoint at, const wxString& text) {
    const std::optional<engine::HexCoord> hex = inputAt(at).hex;
    for (const TextDropHandler& handler : m_dropHandlers)
        if (handler(hex, text)) return true;
    return false;
}

void MapCanvas::setHighlight(std::vector<engine::HexCoord> hexes) {
    m_highlight = std::move(hexes);
    refreshOverlays();
}

void MapCanvas::zoomToFit() {
    if (m_doc) m_view.fit(engine::mapBounds(m_doc->doc().map));
    Refresh();
}

void MapCanvas::zoomBy(double factor) {
    m_view.zoomAt({m_view.width() / 2, m_view.height() / 2}, factor);
    Refresh();
}

void MapCanvas::centreOn(engine::HexCoord hex) {
    if (!m_doc) return;
    m_view.setCentre(m_doc->doc().map.layout().toPoint(hex));
    Refresh();
}

void MapCanvas::documentChanged(const engine::ChangeSet& change, bool) { refreshChange(change); }

void MapCanvas::refreshChange(const engine::ChangeSet& change) {
    if (!m_doc || change.empty()) return;
    if (change.mapSettings) m_cache.invalidate();
    // The counter style is kept while it knows every piece the edit names.
    const auto unknown = [&](const std::vector<std::string>& pieces) {
        return std::any_of(pieces.begin(), pieces.end(), [&](const std::string& p) { return !m_counters->knows(p); });
    };
    if (m_counters && (unknown(change.units) || unknown(change.leaders))) m_counters.reset();
    // Map- and scenario-wide fields, sides and formations (colours), victory hexes, entry areas and
    // schedule rows (their markers) are repainted whole, from scratch: rare edits.
    if (change.mapSettings || change.settings || !change.sides.empty() || !change.formations.empty() ||
        !change.victoryHexes.empty() || !change.entryAreas.empty() || !change.scheduleRows.empty()) {
        m_counters.reset();
        m_damage.reset(&m_doc->doc(), &m_doc->diagnostics(), m_doc->diagnosticsGeneration());
        Refresh();
        return;
    }
    const engine::HexLayout layout = m_doc->doc().map.layout();
    // The static layers (terrain, levels, hexsides) of the hexes the edit touched.
    std::vector<wxRect> touched;
    for (engine::HexCoord h : change.hexes) touched.push_back(hexArea(engine::hexBounds(layout, h)));
    for (const engine::HexsideId& side : change.hexsides)
        for (engine::HexCoord h : {engine::hexesOf(side).first, engine::hexesOf(side).second})
            touched.push_back(hexArea(engine::hexBounds(layout, h)));
    for (const wxRect& area : coveringAreas(touched)) {
        m_cache.markDirty(area);
        RefreshRect(area);
    }
    // Counters and finding markers that changed, wherever they are: each hex its own area.
    for (engine::HexCoord h : m_damage.update(m_doc->doc(), m_doc->diagnostics(), m_doc->diagnosticsGeneration(),
                                              change, &m_doc->findingsDelta()))
        RefreshRect(hexArea(engine::hexBounds(layout, h)));
}

wxRect MapCanvas::hexArea(const engine::PlaneRect& plane) const {
    // A hex of margin: level boundaries, hachures, labels and stacked counters reach into the
    // neighbours.
    const auto r = m_view.toScreenRect(plane.grownBy(m_doc->doc().map.hexSizeMetres()));
    return {static_cast<int>(std::floor(r[0])), static_cast<int>(std::floor(r[1])),
            static_cast<int>(std::ceil(r[2])) + 2, static_cast<int>(std::ceil(r[3])) + 2};
}

StaticLayers MapCanvas::staticLayers() {
    StaticLayers what;
    what.layers = m_layers;
    const double hexPixels = m_doc ? m_doc->doc().map.hexSizeMetres() * m_view.scale() : 0;
    what.labelOpacity = labelOpacityAt(hexPixels);
    what.hexLabels = what.labelOpacity > 0;
    what.background = GetBackgroundColour();
    what.fidelity = m_fidelity;
    // The scan shows through the terrain fill as its opacity rises; the grid stays on top.
    what.terrainFillOpacity = m_underlays.empty() ? 1.0 : 1.0 - m_underlayOpacity;
    what.underlay = [this](wxGraphicsContext& gc) {
        if (m_doc) m_underlays.paint(gc, m_view, m_doc->doc().map.underlays());
    };
    return what;
}

void MapCanvas::paint(wxDC& dc, const wxRect& area) {
    if (!m_doc) {
        dc.SetBackground(wxBrush(GetBackgroundColour()));
        dc.Clear();
        return;
    }
    // The static layers come from their cache and the dynamic ones from the composed picture,
    // both brought up to date where they were marked dirty; only the overlays are drawn each time.
    {
        const wxBitmap& base = m_cache.sync(m_doc->doc(), m_view, staticLayers());
        // After an edit the areas are few and small; each draws the pieces and findings at its
        // hexes, filed by hex once for all of them.
        std::optional<engine::DrawIndex> index;
        const wxBitmap& composed = m_composed.sync(base, m_view, [&](wxGraphicsContext& gc, const wxRect& r) {
            const bool current = m_damage.generation() == m_doc->diagnosticsGeneration();
            const engine::Document& doc = m_doc->doc();
            if (m_counters && !(doc.scenario && m_counters->describes(*doc.scenario, doc.ruleset.get())))
                m_counters.reset();
            if (!m_counters && doc.scenario) m_counters.emplace(*doc.scenario, doc.ruleset.get());
            const std::vector<engine::FindingMarker>* findings = current ? &m_damage.findings() : nullptr;
            if (!index) index = engine::makeDrawIndex(doc, findings);
            paintDynamicLayers(gc, doc, m_view, m_layers, m_doc->diagnostics(), r, m_reach, findings,
                               m_counters ? &*m_counters : nullptr, &*index);
        });
        wxMemoryDC picture;
        picture.SelectObjectAsSource(composed);
        dc.Blit(area.GetPosition(), area.GetSize(), &picture, area.GetPosition());
    }
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::CreateFromUnknownDC(dc));
    if (!gc) return;
    gc->Clip(area.x, area.y, area.width, area.height);
    const auto outline = [&](engine::HexCoord hex, const wxPen& pen) {
        if (!m_doc->doc().map.contains(hex)) return;
        const auto corners = m_doc->doc().map.layout().corners(hex);
        wxGraphicsPath path = gc->CreatePath();
        for (std::size_t i = 0; i < corners.size(); ++i) {
            const ScreenPoint s = m_view.toScreen(corners[i]);
            if (i == 0) path.MoveToPoint(s.x, s.y);
            else path.AddLineToPoint(s.x, s.y);
        }
        path.CloseSubpath();
        gc->SetPen(pen);
        gc->StrokePath(path);
    };
    for (engine::HexCoord h : m_highlight) outline(h, wxPen(wxColour(0, 170, 60), 4));
    if (m_selection) outline(*m_selection, wxPen(wxColour(255, 0, 0), 3));
    if (m_area) {
        wxGraphicsPath path = gc->CreatePath();
        for (const auto& [a, b] : areaOutline(m_doc->doc().map, *m_area)) {
            const ScreenPoint p = m_view.toScreen(a), q = m_view.toScreen(b);
            path.MoveToPoint(p.x, p.y);
            path.AddLineToPoint(q.x, q.y);
        }
        gc->SetPen(wxPen(wxColour(0, 90, 220), 3, wxPENSTYLE_LONG_DASH));
        gc->StrokePath(path);
    }
    if (m_overlay) m_overlay(*gc, m_view);
}

wxBitmap MapCanvas::renderToBitmap() {
    const wxSize size = GetClientSize();
    wxBitmap bitmap(std::max(1, size.GetWidth()), std::max(1, size.GetHeight()), 24);
    wxMemoryDC dc(bitmap);
    paint(dc, wxRect(wxPoint(0, 0), bitmap.GetSize()));
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}

ToolInput MapCanvas::inputAt(const wxPoint& p) const {
    ToolInput in;
    in.plane = m_view.toPlane({static_cast<double>(p.x), static_cast<double>(p.y)});
    if (m_doc) {
        const engine::HexCoord h = m_doc->doc().map.layout().toHex(in.plane);
        if (m_doc->doc().map.contains(h)) in.hex = h;
    }
    return in;
}

void MapCanvas::onMouse(wxMouseEvent& e) {
    const wxPoint p = e.GetPosition();
    if (e.MiddleDown() || (e.LeftDown() && m_spaceDown)) {
        m_panFrom = p;
        CaptureMouse();
        return;
    }
    if (m_panFrom) {
        if (e.Dragging()) {
            m_view.panBy(p.x - m_panFrom->x, p.y - m_panFrom->y);
            m_panFrom = p;
            Refresh();
        } else if (e.MiddleUp() || e.LeftUp()) {
            m_panFrom.reset();
            if (HasCapture()) ReleaseMouse();
        }
        return;
    }
    const ToolInput in = inputAt(p);
    if (e.Moving() || e.Dragging()) {
        if (m_hover) m_hover(in.hex);
        if (e.Dragging() && e.LeftIsDown() && m_tool) m_tool->onMouseMove(in);
        return;
    }
    if (e.LeftDown()) {
        SetFocus();
        if (m_tool) m_tool->onMouseDown(in);
        if (!HasCapture()) CaptureMouse();
    } else if (e.LeftUp()) {
        if (HasCapture()) ReleaseMouse();
        if (m_tool) m_tool->onMouseUp(in);
    }
}

}  // namespace editor
