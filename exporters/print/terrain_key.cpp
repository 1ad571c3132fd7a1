#include "exporters/print/terrain_key.hpp"

#include "exporters/print/cairo_draw_list.hpp"
#include "exporters/print/print_decorations.hpp"

#include <cairo.h>

#include <algorithm>
#include <cstdio>
#include <utility>

namespace exporters {

namespace {

using engine::MoveCost;

// At most two decimals, no trailing zeros: 1, 0.5, 0.33.
std::string number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string text = buf;
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.') text.pop_back();
    return text;
}

std::string costText(const MoveCost& c, bool hexside) {
    if (c.prohibited) return "P";
    std::string text = (hexside && c.target == MoveCost::Target::Hexside ? "+" : "") + number(c.mp);
    if (c.slope == MoveCost::Slope::Uphill) text = "up " + text;
    if (c.slope == MoveCost::Slope::Downhill) text = "down " + text;
    return text;
}

std::string className(const engine::Ruleset& r, const std::string& cls, const std::string& mode) {
    if (cls == "*") return mode == "*" ? "All units" : "All (" + mode + ")";
    const engine::UnitClass* c = r.findClass(cls);
    std::string name = c && !c->name.empty() ? c->name : cls;
    if (mode != "*") {
        std::string modeName = mode;
        if (c)
            for (const engine::UnitMode& m : c->modes)
                if (m.id == mode && !m.name.empty()) modeName = m.name;
        name += " (" + modeName + ")";
    }
    return name;
}

// Columns: the (class, mode) pairs the costs name, in the ruleset's class order.
std::vector<std::pair<std::string, std::string>> columnsOf(const engine::Ruleset& r) {
    std::vector<std::pair<std::string, std::string>> cols;
    const auto add = [&cols](const std::string& cls, const std::string& mode) {
        if (std::find(cols.begin(), cols.end(), std::make_pair(cls, mode)) == cols.end()) cols.emplace_back(cls, mode);
    };
    for (const MoveCost& c : r.movement)
        if (c.unitClass == "*") add(c.unitClass, c.mode);
    for (const engine::UnitClass& uc : r.unitClasses)
        for (const MoveCost& c : r.movement)
            if (c.unitClass == uc.id) add(c.unitClass, c.mode);
    return cols;
}

std::vector<std::string> costsFor(const engine::Ruleset& r,
                                  const std::vector<std::pair<std::string, std::string>>& cols, const std::string& id,
                                  bool hexside) {
    std::vector<std::string> out;
    for (const auto& [cls, mode] : cols) {
        std::string cell;
        for (const MoveCost& c : r.movement) {
            const bool target = hexside ? (c.target == MoveCost::Target::Hexside || c.target == MoveCost::Target::Road)
                                        : c.target == MoveCost::Target::Terrain;
            if (!target || c.id != id || c.unitClass != cls || c.mode != mode) continue;
            cell += (cell.empty() ? "" : ", ") + costText(c, hexside);
        }
        out.push_back(cell);
    }
    return out;
}

void swatch(cairo_t* cr, const KeyRow& row, double x, double y, double w, double h) {
    if (row.hexside) {
        setColor(cr, row.color);
        cairo_set_line_width(cr, h * 0.3);
        cairo_move_to(cr, x, y + h / 2);
        cairo_line_to(cr, x + w, y + h / 2);
        cairo_stroke(cr);
        return;
    }
    cairo_rectangle(cr, x, y, w, h);
    setColor(cr, row.color);
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
    cairo_set_line_width(cr, 0.1);
    cairo_stroke(cr);
}

void leftText(cairo_t* cr, const std::string& text, double x, double baseline, double size, bool bold = false) {
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_move_to(cr, x, baseline);
    cairo_show_text(cr, text.c_str());
}

}  // namespace

TerrainKey terrainKey(const engine::Ruleset& ruleset) {
    TerrainKey key;
    const auto cols = columnsOf(ruleset);
    for (const auto& [cls, mode] : cols) key.columns.push_back(className(ruleset, cls, mode));
    for (const engine::TerrainType& t : ruleset.terrain)
        key.rows.push_back({t.name.empty() ? t.id : t.name, engine::parseColor(t.color, {255, 0, 255, 255}), false,
                            costsFor(ruleset, cols, t.id, false), t.cite});
    for (const engine::HexsideType& h : ruleset.hexsides)
        key.rows.push_back({h.name.empty() ? h.id : h.name, engine::parseColor(h.color, {255, 0, 255, 255}), true,
                            costsFor(ruleset, cols, h.id, true), h.cite});
    return key;
}

double drawTerrainKey(cairo_t* cr, const TerrainKey& key, double x, double y, double width) {
    // Proportions in units of the text size: swatch 2.4, the longest name, each cost column 4.2
    // (wider when a cost is long), cite 7.
    double nameUnits = 6, costUnits = 4.2;
    for (const KeyRow& row : key.rows) {
        nameUnits = std::max(nameUnits, textWidth(cr, row.name, 1.0) + 0.8);
        for (const std::string& c : row.costs) costUnits = std::max(costUnits, textWidth(cr, c, 0.85) + 0.8);
    }
    const double units = 2.4 + 0.6 + nameUnits + costUnits * static_cast<double>(key.columns.size()) + 7;
    const double size = std::clamp(width / units, 1.2, 3.2);
    const double line = size * 1.5;
    double cy = y;
    cairo_set_source_rgb(cr, 0, 0, 0);
    leftText(cr, "Terrain Effects Chart (movement points per hex or hexside)", x, cy + size, size * 1.2, true);
    cy += line * 1.4;
    const double nameX = x + 3 * size, costX = nameX + nameUnits * size, step = costUnits * size;
    const double citeX = costX + step * static_cast<double>(key.columns.size());
    // Column heads, turned up so long class names fit narrow columns.
    double headHeight = 0;
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, size * 0.85);
    for (const std::string& c : key.columns) {
        cairo_text_extents_t e;
        cairo_text_extents(cr, c.c_str(), &e);
        headHeight = std::max(headHeight, e.x_advance);
    }
    for (std::size_t i = 0; i < key.columns.size(); ++i) {
        cairo_save(cr);
        cairo_move_to(cr, costX + step * static_cast<double>(i) + size, cy + headHeight);
        cairo_rotate(cr, -3.14159265358979 / 2);
        cairo_show_text(cr, key.columns[i].c_str());
        cairo_restore(cr);
    }
    leftText(cr, "Type", nameX, cy + headHeight, size, true);
    leftText(cr, "Rule", citeX, cy + headHeight, size, true);
    cy += headHeight + line * 0.5;
    for (const KeyRow& row : key.rows) {
        swatch(cr, row, x, cy, 2.4 * size, size * 1.1);
        cairo_set_source_rgb(cr, 0, 0, 0);
        leftText(cr, row.name, nameX, cy + size, size);
        for (std::size_t i = 0; i < row.costs.size(); ++i)
            leftText(cr, row.costs[i], costX + step * static_cast<double>(i), cy + size, size * 0.85);
        leftText(cr, row.cite, citeX, cy + size, size * 0.8);
        cy += line;
    }
    return cy - y;
}

}  // namespace exporters
