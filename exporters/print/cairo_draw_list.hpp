#pragma once
// Paints an engine DrawList through cairo onto paper, as the studio paints the same list through
// wxGraphicsContext (editor/canvas/draw_list_painter): same painter's order, same grouping of hex
// fills by colour and lines by pen, so a printed map looks like the screen. Cairo's user units
// are millimetres of paper here.
#include "engine/render/draw_list.hpp"

#include <functional>

typedef struct _cairo cairo_t;

namespace exporters {

// Where the plane lands on paper: `plane`'s north-west corner at (originXmm, originYmm), north up.
struct PaperTransform {
    engine::PlaneRect plane;
    double originXmm = 0;
    double originYmm = 0;
    double mmPerUnit = 1;
    [[nodiscard]] engine::Point toPaper(engine::Point p) const {
        return {originXmm + (p.x - plane.minX) * mmPerUnit, originYmm + (plane.maxY - p.y) * mmPerUnit};
    }
};

// `afterTerrain` runs once the terrain fill is painted, before every other layer (the underlay);
// the grid (the terrain's hex outlines) is stroked after it, so it stays on top.
void paintDrawList(cairo_t* cr, const engine::DrawList& list, const PaperTransform& to,
                   const std::function<void()>& afterTerrain = {});

// Sets a cairo source colour from an engine colour.
void setColor(cairo_t* cr, engine::Rgba c);
// Text centred on (x, y), `heightMm` high, in the sans-serif face the map uses.
void centredText(cairo_t* cr, const std::string& text, double x, double y, double heightMm, bool bold = false);

}  // namespace exporters
