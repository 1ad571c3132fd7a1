#include "exporters/booklet/booklet_pdf.hpp"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace exporters {

namespace {

constexpr double kBodyMm = 3.6;  // about 10 pt
constexpr const char* kFace = "Serif";

std::string esc(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else out += c;
    }
    return out;
}

std::string pieceMarkup(const BookletPiece& p) {
    std::string text;
    switch (p.style) {
    case PieceStyle::Commander: text = "<b>" + esc(p.name) + "</b>"; break;
    case PieceStyle::Regiment: text = esc(p.name); break;
    case PieceStyle::Artillery: text = "• <i>" + esc(p.name) + "</i>"; break;
    }
    if (!p.formation.empty()) text += " (" + esc(p.formation) + ")";
    for (const std::string& m : p.markers) text += " [" + esc(m) + "]";
    if (p.movementPoints) text += " (MP " + std::to_string(*p.movementPoints) + ")";
    return text;
}

// Text flowing down pages: each paragraph is laid out by pango at the column's width and set line
// by line, starting a new page when the next line does not fit.
class Flow {
public:
    Flow(cairo_t* cr, const PageSetup& page, std::string footer)
        : m_cr(cr),
          m_page(page),
          m_footer(std::move(footer)),
          m_y(page.marginMm) {}

    void text(const std::string& markup, double sizeMm, double indent = 0, double before = 0, double after = 1.5,
              bool keepWithNext = false) {
        PangoLayout* layout = makeLayout(markup, sizeMm, m_page.contentWidthMm() - indent);
        if (keepWithNext) needs(lineHeight(layout) + sizeMm * 4);
        m_y += m_y > m_page.marginMm + 0.01 ? before : 0;
        setLines(layout, m_page.marginMm + indent);
        g_object_unref(layout);
        m_y += after;
    }

    void heading(int level, const std::string& text) {
        const double size = level == 1 ? 7.0 : level == 2 ? 5.2 : level == 3 ? 4.3 : 3.9;
        this->text("<b>" + esc(text) + "</b>", size, 0, level == 1 ? 0 : size * 0.8, size * 0.35, true);
    }

    // A table with columns as fractions of the width; the first row is the head (bold).
    void table(const std::vector<double>& widths, const std::vector<std::vector<std::string>>& rows) {
        const double x0 = m_page.marginMm, pad = 1.0, size = kBodyMm * 0.9;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            std::vector<PangoLayout*> cells;
            double height = 0;
            for (std::size_t c = 0; c < rows[r].size(); ++c) {
                const std::string markup = r == 0 ? "<b>" + rows[r][c] + "</b>" : rows[r][c];
                cells.push_back(makeLayout(markup, size, widths[c] * m_page.contentWidthMm() - 2 * pad));
                height = std::max(height, layoutHeight(cells.back()));
            }
            needs(height + 2 * pad);
            double x = x0;
            for (std::size_t c = 0; c < cells.size(); ++c) {
                const double w = widths[c] * m_page.contentWidthMm();
                cairo_rectangle(m_cr, x, m_y, w, height + 2 * pad);
                cairo_set_source_rgb(m_cr, r == 0 ? 0.85 : 1, r == 0 ? 0.85 : 1, r == 0 ? 0.85 : 1);
                cairo_fill_preserve(m_cr);
                cairo_set_source_rgb(m_cr, 0.5, 0.5, 0.5);
                cairo_set_line_width(m_cr, 0.15);
                cairo_stroke(m_cr);
                cairo_set_source_rgb(m_cr, 0, 0, 0);
                cairo_move_to(m_cr, x + pad, m_y + pad);
                pango_cairo_show_layout(m_cr, cells[c]);
                g_object_unref(cells[c]);
                x += w;
            }
            m_y += height + 2 * pad;
        }
        m_y += 3;
    }

    int finish() {
        footer();
        return m_pages;
    }

private:
    PangoLayout* makeLayout(const std::string& markup, double sizeMm, double widthMm) {
        PangoLayout* layout = pango_cairo_create_layout(m_cr);
        // User units are millimetres: glyph positions rounded to whole units would space letters
        // a millimetre apart. Print wants unhinted, unrounded metrics anyway.
        PangoContext* context = pango_layout_get_context(layout);
        cairo_font_options_t* options = cairo_font_options_create();
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
        pango_cairo_context_set_font_options(context, options);
        cairo_font_options_destroy(options);
        pango_context_set_round_glyph_positions(context, FALSE);
        pango_layout_context_changed(layout);
        PangoFontDescription* font = pango_font_description_from_string(kFace);
        pango_font_description_set_absolute_size(font, sizeMm * PANGO_SCALE);
        pango_layout_set_font_description(layout, font);
        pango_font_description_free(font);
        pango_layout_set_width(layout, static_cast<int>(widthMm * PANGO_SCALE));
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
        pango_layout_set_markup(layout, markup.c_str(), -1);
        return layout;
    }

    static double layoutHeight(PangoLayout* layout) {
        PangoRectangle logical;
        pango_layout_get_extents(layout, nullptr, &logical);
        return static_cast<double>(logical.height) / PANGO_SCALE;
    }

    static double lineHeight(PangoLayout* layout) {
        PangoRectangle logical;
        pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), nullptr, &logical);
        return static_cast<double>(logical.height) / PANGO_SCALE;
    }

    void setLines(PangoLayout* layout, double x) {
        PangoLayoutIter* it = pango_layout_get_iter(layout);
        do {
            PangoRectangle logical;
            pango_layout_iter_get_line_extents(it, nullptr, &logical);
            const double h = static_cast<double>(logical.height) / PANGO_SCALE;
            const double baseline = static_cast<double>(pango_layout_iter_get_baseline(it) - logical.y) / PANGO_SCALE;
            needs(h);
            cairo_set_source_rgb(m_cr, 0, 0, 0);
            cairo_move_to(m_cr, x, m_y + baseline);
            pango_cairo_show_layout_line(m_cr, pango_layout_iter_get_line_readonly(it));
            m_y += h;
        } while (pango_layout_iter_next_line(it));
        pango_layout_iter_free(it);
    }

    void needs(double height) {
        if (m_y + height <= m_page.heightMm - m_page.marginMm) return;
        footer();
        cairo_show_page(m_cr);
        m_y = m_page.marginMm;
    }

    void footer() {
        ++m_pages;
        PangoLayout* layout =
            makeLayout(esc(m_footer) + " · page " + std::to_string(m_pages), kBodyMm * 0.75, m_page.contentWidthMm());
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
        cairo_set_source_rgb(m_cr, 0.3, 0.3, 0.3);
        cairo_move_to(m_cr, m_page.marginMm, m_page.heightMm - m_page.marginMm * 0.7);
        pango_cairo_show_layout(m_cr, layout);
        g_object_unref(layout);
    }

    cairo_t* m_cr;
    PageSetup m_page;
    std::string m_footer;
    double m_y;
    int m_pages = 0;
};

void blocks(Flow& f, const std::vector<PieceBlock>& blocks) {
    for (const PieceBlock& b : blocks) {
        std::string where = "<b>" + esc(b.where) + "</b>";
        for (const std::string& n : b.notes) where += ": " + esc(n);
        f.text(where, kBodyMm, 0, 1.5, 0.5, true);
        for (const BookletPiece& p : b.pieces) f.text(pieceMarkup(p), kBodyMm, 5, 0, 0.3);
    }
}

void typeset(Flow& f, const Booklet& b) {
    f.heading(1, b.title);
    std::string facts;
    if (!b.ruleset.empty()) facts += "Ruleset: " + esc(b.ruleset);
    if (!b.map.empty()) facts += std::string(facts.empty() ? "" : ". ") + "Map: " + esc(b.map);
    if (!facts.empty()) f.text("<i>" + facts + ".</i>", kBodyMm, 0, 0, 3);

    f.heading(2, "Turns");
    if (!b.turns.empty()) {
        std::string line =
            "Turns " + std::to_string(b.turns.front().turn) + " to " + std::to_string(b.turns.back().turn);
        if (b.turnMinutes > 0) line += ", " + std::to_string(b.turnMinutes) + " minutes each";
        f.text(esc(line) + ".", kBodyMm);
        std::vector<std::vector<std::string>> rows{{"Turn", "Date", "Time", "Night"}};
        for (const BookletTurn& t : b.turns)
            rows.push_back({std::to_string(t.turn), esc(t.date), esc(t.time), t.night ? "night" : ""});
        f.table({0.15, 0.35, 0.25, 0.25}, rows);
    }

    f.heading(2, "Set-up");
    if (b.setup.empty()) f.text("No units start on the map.", kBodyMm);
    for (const SideBlocks& side : b.setup) {
        f.heading(3, side.side);
        blocks(f, side.blocks);
    }

    f.heading(2, "Order of arrival");
    if (b.arrivals.empty()) f.text("No reinforcements.", kBodyMm);
    for (const ArrivalTurn& at : b.arrivals) {
        f.heading(3, turnHeading(at.when));
        for (const SideBlocks& side : at.sides) {
            f.heading(4, side.side);
            blocks(f, side.blocks);
        }
    }

    f.heading(2, "Victory");
    if (!b.victoryHexes.empty()) {
        std::vector<std::vector<std::string>> rows{{"Hex", "Place", "Scored by", "VP", "When"}};
        for (const BookletVictoryHex& v : b.victoryHexes)
            rows.push_back({esc(v.hex), esc(v.place), v.side.empty() ? "either side" : esc(v.side),
                            std::to_string(v.vp), v.turns.empty() ? "whole game" : esc(v.turns)});
        f.table({0.14, 0.3, 0.28, 0.1, 0.18}, rows);
    }
    for (const auto& [side, text] : b.conditions)
        f.text((side.empty() ? "" : "<b>" + esc(side) + "</b>: ") + esc(text), kBodyMm);
    if (b.victoryHexes.empty() && b.conditions.empty()) f.text("No victory hexes or conditions are given.", kBodyMm);

    f.heading(2, "Special rules");
    f.text(b.specialRules.empty() ? "None." : esc(b.specialRules), kBodyMm);

    f.heading(2, "Ruleset options");
    if (b.options.empty()) {
        f.text("The ruleset has no options.", kBodyMm);
        return;
    }
    std::vector<std::vector<std::string>> rows{{"Option", "Value", "What it decides", "Rule"}};
    for (const BookletOption& o : b.options)
        rows.push_back({esc(o.id), o.chosen ? "<b>" + esc(o.value) + "</b>" : esc(o.value) + " (default)",
                        esc(o.description), esc(o.cite)});
    f.table({0.22, 0.18, 0.45, 0.15}, rows);
}

}  // namespace

int writeBookletPdf(const Booklet& booklet, CairoSink& sink, const PageSetup& page) {
    cairo_surface_t* surface =
        cairo_pdf_surface_create_for_stream(CairoSink::write, &sink, page.widthMm * kPtPerMm, page.heightMm * kPtPerMm);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, booklet.title.c_str());
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Ridgeline");
    cairo_t* cr = cairo_create(surface);
    cairo_scale(cr, kPtPerMm, kPtPerMm);
    Flow flow(cr, page, booklet.title);
    typeset(flow, booklet);
    const int pages = flow.finish();
    cairo_show_page(cr);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const bool ok = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(surface);
    return ok ? pages : -1;
}

}  // namespace exporters
