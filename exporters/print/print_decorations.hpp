#pragma once
// What a printed map carries besides the map: sheet labels, cut and registration marks, the scale
// bar in yards, the north arrow, the title block, and the index of how the sheets assemble.
// Positions and sizes in millimetres of paper.
#include "engine/model/document.hpp"
#include "exporters/print/sheet_plan.hpp"

#include <string>
#include <vector>

typedef struct _cairo cairo_t;

namespace exporters {

// Left-aligned text with its baseline at (x, y).
void paperText(cairo_t* cr, const std::string& text, double x, double y, double size, bool bold = false);
[[nodiscard]] double textWidth(cairo_t* cr, const std::string& text, double size, bool bold = false);

// The sheet's label in the top margin, its page number, and marks in the margins: cut marks at
// the corners of the content box, registration marks centred on the strips shared with neighbours.
void drawSheetFrame(cairo_t* cr, const SheetPlan& plan, const Sheet& sheet, const std::string& title, int page,
                    int pages, bool marks);

// A scale bar in yards no wider than `maxWidth`, top-left at (x, y); returns its height.
double drawScaleBar(cairo_t* cr, const engine::HexMap& map, double mmPerUnit, double x, double y, double maxWidth);
// "1 hex = 200 yd, 16 mm on paper (1:12,500)".
[[nodiscard]] std::string scaleText(const engine::HexMap& map, double mmPerUnit);
// A north arrow (grid north of the map's CRS) `height` high, centred on x, top at y.
void drawNorthArrow(cairo_t* cr, double x, double y, double height);
// Title and facts in a box; returns its height.
double drawTitleBlock(cairo_t* cr, const std::string& title, const std::vector<std::string>& lines, double x, double y,
                      double width);
// The map's terrain as a picture (one colour per pixel, from the hex under it) with what every
// sheet prints outlined and numbered as its page, fitted into the box; returns the height used.
double drawSheetIndex(cairo_t* cr, const engine::Document& doc, const SheetPlan& plan, int firstSheetPage, double x,
                      double y, double width, double height);

}  // namespace exporters
