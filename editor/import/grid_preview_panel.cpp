#include "editor/import/grid_preview_panel.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/settings.h>

#include <algorithm>
#include <memory>

namespace editor {

GridPreviewPanel::GridPreviewPanel(wxWindow* parent)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, parent->FromDIP(wxSize(260, 200))) {
    SetName("grid-preview");
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) { paint(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
}

void GridPreviewPanel::setPlacement(importers::ElevationPlacement placement) {
    m_placement = std::move(placement);
    m_message.clear();
    Refresh();
}

void GridPreviewPanel::setMessage(const wxString& message) {
    m_placement = {};
    m_message = message;
    Refresh();
}

void GridPreviewPanel::paint() {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    const wxSize size = GetClientSize();
    if (m_placement.footprint.empty()) {
        dc.SetTextForeground(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
        dc.DrawLabel(m_message.empty() ? wxString(_("Choose a raster to see where the grid goes.")) : m_message,
                     wxRect(size).Deflate(FromDIP(6)), wxALIGN_CENTRE);
        return;
    }
    // Bounds of both shapes, so a bbox reaching past the raster still shows.
    double xmin = m_placement.grid.xmin, xmax = m_placement.grid.xmax, ymin = m_placement.grid.ymin,
           ymax = m_placement.grid.ymax;
    for (const engine::Point& p : m_placement.footprint) {
        xmin = std::min(xmin, p.x);
        xmax = std::max(xmax, p.x);
        ymin = std::min(ymin, p.y);
        ymax = std::max(ymax, p.y);
    }
    const double margin = FromDIP(8);
    const double scale = std::min((size.GetWidth() - 2 * margin) / std::max(1e-9, xmax - xmin),
                                  (size.GetHeight() - 2 * margin) / std::max(1e-9, ymax - ymin));
    const double left = (size.GetWidth() - (xmax - xmin) * scale) / 2,
                 top = (size.GetHeight() - (ymax - ymin) * scale) / 2;
    const auto screen = [&](double x, double y) {
        return wxPoint2DDouble(left + (x - xmin) * scale, top + (ymax - y) * scale);
    };

    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::CreateFromUnknownDC(dc));
    if (!gc) return;
    wxGraphicsPath raster = gc->CreatePath();
    raster.MoveToPoint(screen(m_placement.footprint.front().x, m_placement.footprint.front().y));
    for (const engine::Point& p : m_placement.footprint) raster.AddLineToPoint(screen(p.x, p.y));
    raster.CloseSubpath();
    gc->SetBrush(wxBrush(wxColour(200, 190, 160)));
    gc->SetPen(wxPen(wxColour(120, 100, 60), FromDIP(1)));
    gc->DrawPath(raster);

    const wxPoint2DDouble a = screen(m_placement.grid.xmin, m_placement.grid.ymax),
                          b = screen(m_placement.grid.xmax, m_placement.grid.ymin);
    gc->SetBrush(wxBrush(wxColour(40, 90, 200, 60)));
    gc->SetPen(wxPen(wxColour(30, 70, 180), FromDIP(2)));
    gc->DrawRectangle(a.m_x, a.m_y, b.m_x - a.m_x, b.m_y - a.m_y);
}

}  // namespace editor
