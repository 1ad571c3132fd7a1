#include "editor/canvas/probe_overlay.hpp"

#include <wx/brush.h>
#include <wx/font.h>
#include <wx/graphics.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace editor {

namespace {

constexpr unsigned char kReachAlpha = 90;
// Costs are written only when a hex is this many pixels across.
constexpr double kCostTextMinPixels = 28;
constexpr double kLineWidth = 4;
const wxColour kPickColour(30, 30, 200);

wxGraphicsPath hexPath(wxGraphicsContext& gc, const MapView& view, const engine::HexMap& map, engine::HexCoord h) {
    wxGraphicsPath path = gc.CreatePath();
    const auto corners = map.layout().corners(h);
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const ScreenPoint s = view.toScreen(corners[i]);
        if (i == 0) path.MoveToPoint(s.x, s.y);
        else path.AddLineToPoint(s.x, s.y);
    }
    path.CloseSubpath();
    return path;
}

std::string costText(double mp) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", std::round(mp * 100) / 100);
    return text;
}

void paintReach(wxGraphicsContext& gc, const MapView& view, const engine::HexMap& map, const ReachProbeTool& reach) {
    if (reach.reached().empty()) return;
    double most = 0;
    for (const engine::ReachedHex& r : reach.reached()) most = std::max(most, r.cost);
    const bool writeCosts = map.hexSizeMetres() * view.scale() >= kCostTextMinPixels;
    gc.SetFont(
        gc.CreateFont(wxFontInfo(wxSize(0, std::max(8, static_cast<int>(map.hexSizeMetres() * view.scale() * 0.22))))
                          .Family(wxFONTFAMILY_SWISS),
                      *wxBLACK));
    const engine::PlaneRect visible = view.visibleRect();
    for (const engine::ReachedHex& r : reach.reached()) {
        if (!visible.intersects(engine::hexBounds(map.layout(), r.hex))) continue;
        // Cheap hexes deep blue, dear ones pale: the gradient reads as distance.
        const double t = most > 0 ? r.cost / most : 0;
        const auto fade = static_cast<unsigned char>(std::lround(160 * t));
        gc.SetBrush(wxBrush(wxColour(fade, static_cast<unsigned char>(90 + fade / 2), 255, kReachAlpha)));
        gc.SetPen(r.finalOnly ? wxPen(wxColour(0, 0, 160), 2, wxPENSTYLE_SHORT_DASH) : *wxTRANSPARENT_PEN);
        gc.DrawPath(hexPath(gc, view, map, r.hex));
        if (!writeCosts) continue;
        const ScreenPoint c = view.toScreen(map.layout().toPoint(r.hex));
        const wxString text = wxString::FromUTF8(costText(r.cost));
        double w = 0, h = 0;
        gc.GetTextExtent(text, &w, &h);
        gc.DrawText(text, c.x - w / 2, c.y - h / 2);
    }
    // The picked hex's cheapest path, hex centre to hex centre.
    if (reach.path().empty()) return;
    wxGraphicsPath path = gc.CreatePath();
    const ScreenPoint first = view.toScreen(map.layout().toPoint(reach.path().front().from));
    path.MoveToPoint(first.x, first.y);
    for (const ReachProbeTool::Step& step : reach.path()) {
        const ScreenPoint p = view.toScreen(map.layout().toPoint(step.to));
        path.AddLineToPoint(p.x, p.y);
    }
    wxPen pen(kPickColour, static_cast<int>(kLineWidth));
    pen.SetCap(wxCAP_ROUND);
    pen.SetJoin(wxJOIN_ROUND);
    gc.SetPen(pen);
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.StrokePath(path);
}

void paintLos(wxGraphicsContext& gc, const MapView& view, const engine::HexMap& map, const LosProbeTool& los) {
    if (!los.from()) return;
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.SetPen(wxPen(kPickColour, 3));
    gc.StrokePath(hexPath(gc, view, map, *los.from()));
    if (!los.to()) return;
    gc.StrokePath(hexPath(gc, view, map, *los.to()));
    const wxColour colour = los.result() ? verdictColour(los.result()->verdict) : wxColour(128, 128, 128);
    if (los.result())
        for (const engine::Reason& r : los.result()->reasons) {
            gc.SetPen(wxPen(colour, 2, wxPENSTYLE_SHORT_DASH));
            for (const engine::HexCoord h : r.hexes)
                if (map.contains(h) && h != *los.from() && h != *los.to()) gc.StrokePath(hexPath(gc, view, map, h));
            gc.SetPen(wxPen(colour, 5));
            for (const engine::HexsideId& s : r.hexsides) {
                // The hexside's two corners: those of its owner nearest its midpoint.
                const engine::Point m = map.layout().hexsideMidpoint(s.owner, s.dir);
                auto corners = map.layout().corners(s.owner);
                std::sort(corners.begin(), corners.end(), [m](engine::Point p, engine::Point q) {
                    return std::hypot(p.x - m.x, p.y - m.y) < std::hypot(q.x - m.x, q.y - m.y);
                });
                const ScreenPoint p = view.toScreen(corners[0]), q = view.toScreen(corners[1]);
                gc.StrokeLine(p.x, p.y, q.x, q.y);
            }
        }
    const ScreenPoint a = view.toScreen(map.layout().toPoint(*los.from()));
    const ScreenPoint b = view.toScreen(map.layout().toPoint(*los.to()));
    wxPen line(colour, static_cast<int>(kLineWidth));
    line.SetCap(wxCAP_ROUND);
    gc.SetPen(line);
    gc.StrokeLine(a.x, a.y, b.x, b.y);
}

}  // namespace

wxColour verdictColour(engine::LosVerdict verdict) {
    switch (verdict) {
    case engine::LosVerdict::Clear: return {0, 170, 0};
    case engine::LosVerdict::Partial: return {235, 150, 0};
    case engine::LosVerdict::Blocked: return {220, 0, 0};
    }
    return *wxBLACK;
}

void paintProbes(wxGraphicsContext& gc, const MapView& view, const engine::HexMap& map, const LosProbeTool& los,
                 const ReachProbeTool& reach) {
    paintReach(gc, view, map, reach);
    paintLos(gc, view, map, los);
}

}  // namespace editor
