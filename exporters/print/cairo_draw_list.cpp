#include "exporters/print/cairo_draw_list.hpp"

#include "engine/render/counters.hpp"
#include "engine/render/paint_order.hpp"

#include <cairo.h>

#include <algorithm>
#include <map>
#include <span>
#include <string>
#include <tuple>
#include <vector>

namespace exporters {

namespace {

// Lines and text below these sizes do not print; thinner lines are printed at the minimum.
constexpr double kMinTextMm = 0.6;
constexpr double kMinLineMm = 0.08;
constexpr double kHexOutlineMm = 0.1;
constexpr double kMarkerLineMm = 0.35;

std::uint32_t key(engine::Rgba c) {
    return (std::uint32_t{c.r} << 24) | (std::uint32_t{c.g} << 16) | (std::uint32_t{c.b} << 8) | c.a;
}

engine::Rgba fromKey(std::uint32_t k) {
    return {static_cast<std::uint8_t>(k >> 24), static_cast<std::uint8_t>(k >> 16), static_cast<std::uint8_t>(k >> 8),
            static_cast<std::uint8_t>(k)};
}

class Painter {
public:
    Painter(cairo_t* cr, const PaperTransform& to)
        : m_cr(cr),
          m_to(to) {}

    // Hexes of one layer tile the plane: one path per colour (no seams between neighbours).
    void polygons(std::span<const engine::HexPolygon> run) {
        std::map<std::uint32_t, std::vector<const engine::HexPolygon*>> byFill;
        for (const engine::HexPolygon& p : run) byFill[key(p.fill)].push_back(&p);
        const cairo_antialias_t aa = cairo_get_antialias(m_cr);
        cairo_set_antialias(m_cr, CAIRO_ANTIALIAS_NONE);
        for (const auto& [k, polys] : byFill) {
            for (const engine::HexPolygon* p : polys) ring(p->corners);
            setColor(m_cr, fromKey(k));
            cairo_fill(m_cr);
        }
        cairo_set_antialias(m_cr, aa);
        if (m_holdTerrainOutlines && !run.empty() && run.front().layer == engine::Layer::Terrain) m_heldOutlines = run;
        else outlines(run);
    }

    // The terrain's hex outlines (the grid) wait for strokeHeldOutlines(): what is painted over the
    // terrain fill in between (the underlay) stays under the grid.
    void holdTerrainOutlines() { m_holdTerrainOutlines = true; }
    void strokeHeldOutlines() {
        outlines(m_heldOutlines);
        m_heldOutlines = {};
    }

    // Lines of one layer grouped by pen: one stroke per colour, width and dash.
    void polylines(std::span<const engine::Polyline> run) {
        std::map<std::tuple<std::uint32_t, double, int>, std::vector<const engine::Polyline*>> byPen;
        for (const engine::Polyline& l : run)
            if (l.points.size() >= 2)
                byPen[{key(l.color), std::max(kMinLineMm, l.width * m_to.mmPerUnit), static_cast<int>(l.dash)}]
                    .push_back(&l);
        cairo_set_line_cap(m_cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_join(m_cr, CAIRO_LINE_JOIN_ROUND);
        for (const auto& [pen, lines] : byPen) {
            const auto& [k, width, dash] = pen;
            for (const engine::Polyline* l : lines)
                for (std::size_t i = 0; i < l->points.size(); ++i) {
                    const engine::Point p = m_to.toPaper(l->points[i]);
                    if (i == 0) cairo_move_to(m_cr, p.x, p.y);
                    else cairo_line_to(m_cr, p.x, p.y);
                }
            setColor(m_cr, fromKey(k));
            cairo_set_line_width(m_cr, width);
            const double dashed[] = {4 * width, 2 * width}, dotted[] = {0.01, 2 * width};
            if (dash == static_cast<int>(engine::Dash::Dashed)) cairo_set_dash(m_cr, dashed, 2, 0);
            else if (dash == static_cast<int>(engine::Dash::Dotted)) cairo_set_dash(m_cr, dotted, 2, 0);
            else cairo_set_dash(m_cr, nullptr, 0, 0);
            cairo_stroke(m_cr);
        }
        cairo_set_dash(m_cr, nullptr, 0, 0);
        cairo_set_line_cap(m_cr, CAIRO_LINE_CAP_BUTT);
    }

    void marker(const engine::Marker& m) {
        const engine::Point c = m_to.toPaper(m.centre);
        const double r = m.radius * m_to.mmPerUnit;
        setColor(m_cr, m.color);
        cairo_set_line_width(m_cr, kMarkerLineMm);
        switch (m.shape) {
        case engine::MarkerShape::Victory:
            cairo_new_sub_path(m_cr);
            cairo_arc(m_cr, c.x, c.y, r, 0, 2 * 3.14159265358979);
            cairo_new_sub_path(m_cr);
            cairo_arc(m_cr, c.x, c.y, r * 0.7, 0, 2 * 3.14159265358979);
            cairo_stroke(m_cr);
            centredText(m_cr, m.text, c.x, c.y, r, true);
            break;
        case engine::MarkerShape::Entry:
            cairo_move_to(m_cr, c.x, c.y - r);
            cairo_line_to(m_cr, c.x + r, c.y + r);
            cairo_line_to(m_cr, c.x - r, c.y + r);
            cairo_close_path(m_cr);
            cairo_stroke(m_cr);
            break;
        case engine::MarkerShape::Error:
        case engine::MarkerShape::Warning:
        case engine::MarkerShape::Info:
            cairo_rectangle(m_cr, c.x + r * 0.4, c.y - r * 1.6, r, r);
            cairo_fill(m_cr);
            break;
        }
    }

    void counter(const engine::Counter& k) {
        const engine::Point c = m_to.toPaper(k.centre);
        const double side = k.size * m_to.mmPerUnit;
        const double left = c.x - side / 2, top = c.y - side / 2;
        cairo_rectangle(m_cr, left, top, side, side);
        setColor(m_cr, k.fill);
        cairo_fill(m_cr);
        // The formation colours across the top, side by side, under the name.
        const double bandWidth = side / static_cast<double>(std::max<std::size_t>(1, k.bands.size()));
        for (std::size_t i = 0; i < k.bands.size(); ++i) {
            cairo_rectangle(m_cr, left + i * bandWidth, top, bandWidth, side * engine::kCounterBandHeight);
            setColor(m_cr, k.bands[i]);
            cairo_fill(m_cr);
        }
        cairo_rectangle(m_cr, left, top, side, side);
        cairo_set_source_rgb(m_cr, 0, 0, 0);
        cairo_set_line_width(m_cr, kHexOutlineMm);
        cairo_stroke(m_cr);
        // The text heights the draw list gives, as the studio paints them.
        setColor(m_cr, engine::nameColor(k));
        centredText(m_cr, k.name, c.x, c.y + side * engine::kCounterNameY,
                    k.nameHeight > 0 ? k.nameHeight * m_to.mmPerUnit : side * engine::kCounterNameHeight);
        setColor(m_cr, k.text);
        centredText(m_cr, k.mark, c.x + side * engine::kCounterMarkX, c.y + side * engine::kCounterMarkY,
                    side * engine::kCounterMarkHeight, true);
        setColor(m_cr, engine::figuresColor(k));
        centredText(m_cr, k.values, c.x, c.y + side * engine::kCounterValuesY,
                    k.valuesHeight > 0 ? k.valuesHeight * m_to.mmPerUnit : side * engine::kCounterValuesHeight, true);
    }

    void label(const engine::TextLabel& t) {
        const engine::Point c = m_to.toPaper(t.anchor);
        setColor(m_cr, t.color);
        centredText(m_cr, t.text, c.x, c.y, t.height * m_to.mmPerUnit);
    }

private:
    void outlines(std::span<const engine::HexPolygon> run) {
        bool outlined = false;
        engine::Rgba outline;
        for (const engine::HexPolygon& p : run)
            if (p.outline.a != 0) {
                ring(p.corners);
                outlined = true;
                outline = p.outline;
            }
        if (!outlined) return;
        setColor(m_cr, outline);
        cairo_set_line_width(m_cr, kHexOutlineMm);
        cairo_stroke(m_cr);
    }

    void ring(const std::array<engine::Point, 6>& corners) {
        for (std::size_t i = 0; i < corners.size(); ++i) {
            const engine::Point p = m_to.toPaper(corners[i]);
            if (i == 0) cairo_move_to(m_cr, p.x, p.y);
            else cairo_line_to(m_cr, p.x, p.y);
        }
        cairo_close_path(m_cr);
    }

    cairo_t* m_cr;
    const PaperTransform& m_to;
    bool m_holdTerrainOutlines = false;
    std::span<const engine::HexPolygon> m_heldOutlines;
};

}  // namespace

void setColor(cairo_t* cr, engine::Rgba c) {
    cairo_set_source_rgba(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0);
}

void centredText(cairo_t* cr, const std::string& text, double x, double y, double heightMm, bool bold) {
    if (text.empty() || heightMm < kMinTextMm) return;
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, heightMm);
    cairo_text_extents_t e;
    cairo_text_extents(cr, text.c_str(), &e);
    cairo_move_to(cr, x - e.width / 2 - e.x_bearing, y - e.height / 2 - e.y_bearing);
    cairo_show_text(cr, text.c_str());
}

void paintDrawList(cairo_t* cr, const engine::DrawList& list, const PaperTransform& to,
                   const std::function<void()>& afterTerrain) {
    Painter p(cr, to);
    if (!afterTerrain) return engine::paintInOrder(list, p);
    p.holdTerrainOutlines();
    engine::paintInOrder(list, p, [&] {
        afterTerrain();
        p.strokeHeldOutlines();
    });
}

}  // namespace exporters
