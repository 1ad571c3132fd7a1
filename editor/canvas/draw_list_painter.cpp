#include "editor/canvas/draw_list_painter.hpp"

#include "engine/render/counters.hpp"
#include "engine/render/paint_order.hpp"

#include <wx/brush.h>
#include <wx/graphics.h>
#include <wx/pen.h>

#include <cmath>
#include <map>
#include <optional>
#include <span>
#include <tuple>

namespace editor {

namespace {

// Text smaller than this many pixels is unreadable and only costs time.
constexpr double kMinTextPixels = 5;
constexpr double kMinLinePixels = 0.5;
constexpr double kCounterValuesMinPixels = 9;

wxColour colour(engine::Rgba c) { return wxColour(c.r, c.g, c.b, c.a); }

wxPenStyle penStyle(engine::Dash d) {
    switch (d) {
    case engine::Dash::Solid: return wxPENSTYLE_SOLID;
    case engine::Dash::Dashed: return wxPENSTYLE_LONG_DASH;
    case engine::Dash::Dotted: return wxPENSTYLE_DOT;
    }
    return wxPENSTYLE_SOLID;
}

class Painter {
public:
    Painter(wxGraphicsContext& gc, const MapView& view)
        : m_gc(gc),
          m_view(view) {}

    // Hexes of one layer tile the plane, so painting them grouped by colour changes nothing but
    // the number of cairo calls: one path per colour, one for the outlines.
    void polygons(std::span<const engine::HexPolygon> run) {
        std::map<wxUint32, wxGraphicsPath> fills;
        wxGraphicsPath outlines = m_gc.CreatePath();
        std::optional<engine::Rgba> outline;
        for (const engine::HexPolygon& p : run) {
            const wxUint32 key = colour(p.fill).GetRGBA();
            auto it = fills.find(key);
            if (it == fills.end()) it = fills.emplace(key, m_gc.CreatePath()).first;
            addRing(it->second, p.corners);
            if (p.outline.a != 0) {
                addRing(outlines, p.corners);
                outline = p.outline;
            }
        }
        // Hex edges lie on whole hexes of the same tiling: without antialiasing there are no seams
        // between neighbours, and cairo fills several times faster.
        m_gc.SetAntialiasMode(wxANTIALIAS_NONE);
        for (auto& [key, path] : fills) {
            wxColour c;
            c.SetRGBA(key);
            m_gc.SetBrush(wxBrush(c));
            m_gc.FillPath(path);
        }
        m_gc.SetAntialiasMode(wxANTIALIAS_DEFAULT);
        if (outline) {
            m_gc.SetPen(wxPen(colour(*outline), 1));
            m_gc.StrokePath(outlines);
        }
    }

    // Lines of one layer grouped by pen: one stroke per colour, width and dash.
    void polylines(std::span<const engine::Polyline> run) {
        std::map<std::tuple<wxUint32, int, int>, wxGraphicsPath> strokes;
        for (const engine::Polyline& l : run) {
            if (l.points.size() < 2) continue;
            const int width =
                std::max(1, static_cast<int>(std::lround(std::max(kMinLinePixels, l.width * m_view.scale()))));
            const auto key = std::make_tuple(colour(l.color).GetRGBA(), width, static_cast<int>(l.dash));
            auto it = strokes.find(key);
            if (it == strokes.end()) it = strokes.emplace(key, m_gc.CreatePath()).first;
            for (std::size_t i = 0; i < l.points.size(); ++i) {
                const ScreenPoint s = m_view.toScreen(l.points[i]);
                if (i == 0) it->second.MoveToPoint(s.x, s.y);
                else it->second.AddLineToPoint(s.x, s.y);
            }
        }
        for (auto& [key, path] : strokes) {
            wxColour c;
            c.SetRGBA(std::get<0>(key));
            wxPen pen(c, std::get<1>(key), penStyle(static_cast<engine::Dash>(std::get<2>(key))));
            pen.SetCap(wxCAP_ROUND);
            m_gc.SetPen(pen);
            m_gc.StrokePath(path);
        }
    }

    void marker(const engine::Marker& m) {
        const ScreenPoint c = m_view.toScreen(m.centre);
        const double r = std::max(3.0, m.radius * m_view.scale());
        m_gc.SetPen(wxPen(colour(m.color), 2));
        switch (m.shape) {
        case engine::MarkerShape::Victory:
            m_gc.SetBrush(*wxTRANSPARENT_BRUSH);
            m_gc.DrawEllipse(c.x - r, c.y - r, 2 * r, 2 * r);
            m_gc.DrawEllipse(c.x - r * 0.7, c.y - r * 0.7, 1.4 * r, 1.4 * r);
            break;
        case engine::MarkerShape::Entry: {
            wxGraphicsPath path = m_gc.CreatePath();
            path.MoveToPoint(c.x, c.y - r);
            path.AddLineToPoint(c.x + r, c.y + r);
            path.AddLineToPoint(c.x - r, c.y + r);
            path.CloseSubpath();
            m_gc.SetBrush(*wxTRANSPARENT_BRUSH);
            m_gc.StrokePath(path);
            break;
        }
        case engine::MarkerShape::Error:
        case engine::MarkerShape::Warning:
        case engine::MarkerShape::Info:
            m_gc.SetBrush(wxBrush(colour(m.color)));
            m_gc.DrawRectangle(c.x + r * 0.4, c.y - r * 1.6, r, r);
            break;
        }
        if (m.shape == engine::MarkerShape::Victory) text(m.text, c, r, colour(m.color));
    }

    void counter(const engine::Counter& k) {
        const ScreenPoint c = m_view.toScreen(k.centre);
        const double side = k.size * m_view.scale();
        const double left = c.x - side / 2, top = c.y - side / 2;
        m_gc.SetPen(wxPen(*wxBLACK, 1));
        m_gc.SetBrush(wxBrush(colour(k.fill)));
        m_gc.DrawRectangle(left, top, side, side);
        // The formation colours across the top, side by side, under the name.
        m_gc.SetPen(*wxTRANSPARENT_PEN);
        const double bandWidth = side / static_cast<double>(std::max<std::size_t>(1, k.bands.size()));
        for (std::size_t i = 0; i < k.bands.size(); ++i) {
            m_gc.SetBrush(wxBrush(colour(k.bands[i])));
            m_gc.DrawRectangle(left + 0.5 + i * bandWidth, top + 0.5, bandWidth - (i + 1 == k.bands.size() ? 1 : 0),
                               side * engine::kCounterBandHeight);
        }
        const double scale = m_view.scale();
        text(k.name, {c.x, c.y + side * engine::kCounterNameY}, k.nameHeight > 0 ? k.nameHeight * scale : side / 4,
             colour(engine::nameColor(k)));
        text(k.mark, {c.x + side * engine::kCounterMarkX, c.y + side * engine::kCounterMarkY},
             side * engine::kCounterMarkHeight, colour(k.text), true);
        // The ratings stay readable on a small counter: never below kCounterValuesMinPixels while the
        // counter has room for them (at most about half its side).
        const double values = k.valuesHeight > 0 ? k.valuesHeight * scale : side / 4;
        // In bold, as counters print their ratings: thin strokes at this size blur into the fill.
        text(k.values, {c.x, c.y + side * engine::kCounterValuesY},
             std::max(values, std::min(kCounterValuesMinPixels, side * 0.55)), colour(engine::figuresColor(k)), true);
    }

    void label(const engine::TextLabel& t) {
        text(t.text, m_view.toScreen(t.anchor), t.height * m_view.scale(), colour(t.color));
    }

private:
    template <std::size_t N>
    void addRing(wxGraphicsPath& path, const std::array<engine::Point, N>& corners) const {
        for (std::size_t i = 0; i < N; ++i) {
            const ScreenPoint s = m_view.toScreen(corners[i]);
            if (i == 0) path.MoveToPoint(s.x, s.y);
            else path.AddLineToPoint(s.x, s.y);
        }
        path.CloseSubpath();
    }

    void text(const std::string& s, ScreenPoint centre, double pixels, const wxColour& c, bool bold = false) {
        if (s.empty() || pixels < kMinTextPixels) return;
        const int points = static_cast<int>(std::lround(pixels));
        const auto key = std::make_tuple(points, c.GetRGBA(), bold);
        auto it = m_fonts.find(key);
        if (it == m_fonts.end()) {
            wxFont font(wxFontInfo(wxSize(0, points)).Family(wxFONTFAMILY_SWISS).Bold(bold));
            it = m_fonts.emplace(key, m_gc.CreateFont(font, c)).first;
        }
        m_gc.SetFont(it->second);
        const wxString ws = wxString::FromUTF8(s);
        double w = 0, h = 0;
        m_gc.GetTextExtent(ws, &w, &h);
        m_gc.DrawText(ws, centre.x - w / 2, centre.y - h / 2);
    }

    wxGraphicsContext& m_gc;
    const MapView& m_view;
    std::map<std::tuple<int, wxUint32, bool>, wxGraphicsFont> m_fonts;
};

}  // namespace

void paintDrawList(wxGraphicsContext& gc, const engine::DrawList& list, const MapView& view,
                   const std::function<void()>& underlay) {
    Painter p(gc, view);
    engine::paintInOrder(list, p, {}, underlay);
}

}  // namespace editor
