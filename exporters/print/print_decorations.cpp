#include "exporters/print/print_decorations.hpp"

#include "engine/model/length.hpp"
#include "exporters/print/cairo_draw_list.hpp"
#include "exporters/print/terrain_thumbnail.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace exporters {

namespace {

constexpr double kMarkLineMm = 0.2;
constexpr double kLabelSizeMm = 3.0;

std::string grouped(long long n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

void line(cairo_t* cr, double x0, double y0, double x1, double y1) {
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
}

void registrationMark(cairo_t* cr, double x, double y, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x, y, r * 0.6, 0, 2 * 3.14159265358979);
    line(cr, x - r, y, x + r, y);
    line(cr, x, y - r, x, y + r);
}

}  // namespace

void paperText(cairo_t* cr, const std::string& text, double x, double y, double size, bool bold) {
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, text.c_str());
}

double textWidth(cairo_t* cr, const std::string& text, double size, bool bold) {
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_text_extents_t e;
    cairo_text_extents(cr, text.c_str(), &e);
    return e.x_advance;
}

void drawSheetFrame(cairo_t* cr, const SheetPlan& plan, const Sheet& sheet, const std::string& title, int page,
                    int pages, bool marks) {
    const PageSetup& p = plan.page;
    const double m = p.marginMm, left = m, top = m, right = p.widthMm - m, bottom = p.heightMm - m;
    const double size = std::min(kLabelSizeMm, m * 0.4);
    cairo_set_source_rgb(cr, 0, 0, 0);
    if (size >= 1) {
        // Inside the overlap strips' ends, clear of the registration marks centred on them.
        const double baseline = top - m * 0.35, inset = p.overlapMm + m * 0.3;
        paperText(cr, sheetLabel(sheet), left + inset, baseline, size, true);
        const std::string right_ =
            (title.empty() ? "" : title + "  ·  ") + "page " + std::to_string(page) + " of " + std::to_string(pages);
        paperText(cr, right_, right - inset - textWidth(cr, right_, size), baseline, size);
    }
    if (!marks || m < 3) return;
    const double gap = 1.0, len = std::min(5.0, m - gap - 0.5);
    cairo_set_line_width(cr, kMarkLineMm);
    // Cut marks: the content box's corners, continued into the margin.
    for (const double x : {left, right}) {
        line(cr, x, top - gap, x, top - gap - len);
        line(cr, x, bottom + gap, x, bottom + gap + len);
    }
    for (const double y : {top, bottom}) {
        line(cr, left - gap, y, left - gap - len, y);
        line(cr, right + gap, y, right + gap + len, y);
    }
    // Registration marks: on the centre line of each strip shared with a neighbour, so the marks
    // of two sheets lie on each other when the sheets are laid together.
    const SheetSet& set = plan.sets[static_cast<std::size_t>(sheet.set)];
    const double r = std::min(2.5, (m - gap) / 2), half = p.overlapMm / 2;
    const double midMarginTop = top - m / 2, midMarginBottom = bottom + m / 2;
    const double midMarginLeft = left - m / 2, midMarginRight = right + m / 2;
    if (p.overlapMm > 0) {
        std::vector<double> xs, ys;
        if (sheet.column > 0) xs.push_back(left + half);
        if (sheet.column < set.columns - 1) xs.push_back(right - half);
        if (sheet.row > 0) ys.push_back(top + half);
        if (sheet.row < set.rows - 1) ys.push_back(bottom - half);
        for (const double x : xs) {
            registrationMark(cr, x, midMarginTop, r);
            registrationMark(cr, x, midMarginBottom, r);
        }
        for (const double y : ys) {
            registrationMark(cr, midMarginLeft, y, r);
            registrationMark(cr, midMarginRight, y, r);
        }
    }
    cairo_stroke(cr);
}

std::string scaleText(const engine::HexMap& map, double mmPerUnit) {
    char mm[32];
    std::snprintf(mm, sizeof mm, "%g", std::round(map.hexSizeMetres() * mmPerUnit * 100) / 100);
    return "1 hex = " + engine::printLength(map.hexSizeMetres()) + ", " + mm +
           " mm on paper (1:" + grouped(std::llround(1000.0 / mmPerUnit)) + ")";
}

double drawScaleBar(cairo_t* cr, const engine::HexMap& map, double mmPerUnit, double x, double y, double maxWidth) {
    const double mmPerYard = engine::kMetresPerYard * mmPerUnit;
    double yards = 10;
    for (const double nice : {10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 25000, 50000})
        if (nice * mmPerYard <= maxWidth) yards = nice;
    const double width = yards * mmPerYard, h = 2.0, size = 2.5;
    const int parts = 4;
    cairo_set_line_width(cr, 0.2);
    for (int i = 0; i < parts; ++i) {
        cairo_rectangle(cr, x + width * i / parts, y + size + 1, width / parts, h);
        if (i % 2 == 0) cairo_set_source_rgb(cr, 0, 0, 0);
        else cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_stroke(cr);
    }
    char label[32];
    for (int i = 0; i <= parts; i += 2) {
        std::snprintf(label, sizeof label, "%g", yards * i / parts);
        const std::string text = i == parts ? std::string(label) + " yards" : label;
        const double tx = x + width * i / parts - (i == 0 ? 0 : textWidth(cr, label, size) / 2);
        paperText(cr, text, tx, y + size, size);
    }
    paperText(cr, scaleText(map, mmPerUnit), x, y + size + 1 + h + size + 1, size * 0.9);
    return size + 1 + h + size + 2;
}

void drawNorthArrow(cairo_t* cr, double x, double y, double height) {
    const double w = height * 0.35, label = height * 0.3;
    cairo_set_source_rgb(cr, 0, 0, 0);
    centredText(cr, "N", x, y + label / 2, label, true);
    const double top = y + label * 1.3, bottom = y + height;
    cairo_move_to(cr, x, top);
    cairo_line_to(cr, x + w / 2, bottom);
    cairo_line_to(cr, x, bottom - height * 0.2);
    cairo_close_path(cr);
    cairo_fill(cr);
    cairo_move_to(cr, x, top);
    cairo_line_to(cr, x - w / 2, bottom);
    cairo_line_to(cr, x, bottom - height * 0.2);
    cairo_close_path(cr);
    cairo_set_line_width(cr, 0.25);
    cairo_stroke(cr);
}

double drawTitleBlock(cairo_t* cr, const std::string& title, const std::vector<std::string>& lines, double x, double y,
                      double width) {
    const double titleSize = std::min(7.0, width / std::max(8.0, static_cast<double>(title.size())) * 1.6);
    const double size = 3.0, pad = 3;
    const double height = pad + titleSize + 2 + static_cast<double>(lines.size()) * size * 1.45 + pad;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.4);
    cairo_rectangle(cr, x, y, width, height);
    cairo_stroke(cr);
    paperText(cr, title, x + pad, y + pad + titleSize * 0.8, titleSize, true);
    double cy = y + pad + titleSize + 2;
    for (const std::string& l : lines) {
        cy += size * 1.45;
        paperText(cr, l, x + pad, cy - size * 0.45, size);
    }
    return height;
}

double drawSheetIndex(cairo_t* cr, const engine::Document& doc, const SheetPlan& plan, int firstSheetPage, double x,
                      double y, double width, double height) {
    const engine::PlaneRect all = plan.area;
    const double k = std::min(width / (all.maxX - all.minX), height / (all.maxY - all.minY));
    const double w = (all.maxX - all.minX) * k, h = (all.maxY - all.minY) * k;
    const PaperTransform to{all, x + (width - w) / 2, y, k};

    // The terrain picture: about 6 pixels per millimetre, each pixel the colour of its hex.
    const int pw = std::max(1, static_cast<int>(w * 6)), ph = std::max(1, static_cast<int>(h * 6));
    const Thumbnail picture = terrainThumbnail(doc, all, pw, ph);
    cairo_surface_t* image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pw, ph);
    const int stride = cairo_image_surface_get_stride(image);
    unsigned char* data = cairo_image_surface_get_data(image);
    for (int py = 0; py < ph; ++py)
        std::copy_n(picture.pixels.begin() + static_cast<std::ptrdiff_t>(py) * pw, pw,
                    reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(py) * stride));
    cairo_surface_mark_dirty(image);
    cairo_save(cr);
    cairo_translate(cr, to.originXmm, y);
    cairo_scale(cr, w / pw, h / ph);
    cairo_set_source_surface(cr, image, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_surface_destroy(image);

    // The sheets, numbered as their pages; sections outlined heavier.
    cairo_set_line_width(cr, 0.3);
    for (std::size_t i = 0; i < plan.sheets.size(); ++i) {
        const Sheet& s = plan.sheets[i];
        const engine::Point nw = to.toPaper({s.printed.minX, s.printed.maxY});
        const engine::Point se = to.toPaper({s.printed.maxX, s.printed.minY});
        cairo_set_source_rgba(cr, 0.8, 0, 0, 0.9);
        cairo_rectangle(cr, nw.x, nw.y, se.x - nw.x, se.y - nw.y);
        cairo_stroke(cr);
        const double size = std::clamp(std::min(se.x - nw.x, se.y - nw.y) / 4, 1.0, 5.0);
        cairo_set_source_rgb(cr, 0.6, 0, 0);
        centredText(cr, std::to_string(firstSheetPage + static_cast<int>(i)), (nw.x + se.x) / 2, (nw.y + se.y) / 2,
                    size, true);
    }
    cairo_set_line_width(cr, 0.8);
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (const SheetSet& set : plan.sets) {
        const engine::Point nw = to.toPaper({set.area.minX, set.area.maxY});
        const engine::Point se = to.toPaper({set.area.maxX, set.area.minY});
        cairo_rectangle(cr, nw.x, nw.y, se.x - nw.x, se.y - nw.y);
        cairo_stroke(cr);
        if (!set.section.empty()) centredText(cr, set.section, nw.x + 4, nw.y + 4, 5, true);
    }
    return h;
}

}  // namespace exporters
