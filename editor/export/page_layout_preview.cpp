#include "editor/export/page_layout_preview.hpp"

#include "exporters/print/terrain_thumbnail.hpp"

#include <wx/dcbuffer.h>
#include <wx/image.h>

#include <algorithm>
#include <cmath>

namespace editor {

namespace {

const wxColour kSheet(20, 70, 200);
const wxColour kSection(200, 30, 30);

bool sameRect(const engine::PlaneRect& a, const engine::PlaneRect& b) {
    return a.minX == b.minX && a.minY == b.minY && a.maxX == b.maxX && a.maxY == b.maxY;
}

engine::PlaneRect wholeMap(const engine::Document& doc) {
    const engine::HexGrid& g = doc.map.grid();
    return exporters::rangeBounds(doc.map, {{0, 0}, {g.columns() - 1, g.rows() - 1}});
}

}  // namespace

PageLayoutPreview::PageLayoutPreview(wxWindow* parent, const engine::Document& doc)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, parent->FromDIP(wxSize(360, 300))),
      m_doc(doc) {
    SetName("page-layout");
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) { paint(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
}

void PageLayoutPreview::setPlan(std::optional<exporters::SheetPlan> plan) {
    m_plan = std::move(plan);
    Refresh();
}

wxRect PageLayoutPreview::Fit::toPixels(const engine::PlaneRect& r) const {
    const int left = static_cast<int>(std::lround(x0 + (r.minX - area.minX) * scale));
    const int top = static_cast<int>(std::lround(y0 + (area.maxY - r.maxY) * scale));
    const int right = static_cast<int>(std::lround(x0 + (r.maxX - area.minX) * scale));
    const int bottom = static_cast<int>(std::lround(y0 + (area.maxY - r.minY) * scale));
    return {wxPoint(left, top), wxPoint(right - 1, bottom - 1)};
}

PageLayoutPreview::Fit PageLayoutPreview::fitTo(const engine::PlaneRect& area) const {
    const wxSize size = GetClientSize();
    const double pad = FromDIP(6);
    const double w = std::max(1.0, area.maxX - area.minX), h = std::max(1.0, area.maxY - area.minY);
    Fit f;
    f.area = area;
    f.scale = std::max(1e-9, std::min((size.x - 2 * pad) / w, (size.y - 2 * pad) / h));
    f.x0 = (size.x - w * f.scale) / 2;
    f.y0 = (size.y - h * f.scale) / 2;
    return f;
}

void PageLayoutPreview::paint() {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetBackgroundColour()));
    dc.Clear();
    // Everything the sheets cover (they may reach past the map), else the map.
    engine::PlaneRect area = m_plan ? m_plan->area : wholeMap(m_doc);
    if (m_plan)
        for (const exporters::Sheet& s : m_plan->sheets)
            area = {std::min(area.minX, s.plane.minX), std::min(area.minY, s.plane.minY),
                    std::max(area.maxX, s.plane.maxX), std::max(area.maxY, s.plane.maxY)};
    const Fit fit = fitTo(area);
    const engine::PlaneRect shown = m_plan ? m_plan->area : area;
    const wxRect mapBox = fit.toPixels(shown);
    if (mapBox.width < 1 || mapBox.height < 1) return;
    if (!m_terrain.IsOk() || !sameRect(m_terrainArea, shown) || m_terrainSize != mapBox.GetSize()) {
        const exporters::Thumbnail t = exporters::terrainThumbnail(m_doc, shown, mapBox.width, mapBox.height);
        wxImage image(t.width, t.height);
        unsigned char* rgb = image.GetData();
        for (std::size_t i = 0; i < t.pixels.size(); ++i) {
            rgb[3 * i] = static_cast<unsigned char>(t.pixels[i] >> 16);
            rgb[3 * i + 1] = static_cast<unsigned char>(t.pixels[i] >> 8);
            rgb[3 * i + 2] = static_cast<unsigned char>(t.pixels[i]);
        }
        m_terrain = wxBitmap(image);
        m_terrainArea = shown;
        m_terrainSize = mapBox.GetSize();
    }
    dc.DrawBitmap(m_terrain, mapBox.GetTopLeft());
    if (!m_plan) return;

    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.SetFont(GetFont().Smaller());
    dc.SetTextForeground(kSheet);
    for (std::size_t i = 0; i < m_plan->sheets.size(); ++i) {
        const exporters::Sheet& s = m_plan->sheets[i];
        dc.SetPen(wxPen(kSheet, 1, wxPENSTYLE_SHORT_DASH));
        dc.DrawRectangle(fit.toPixels(s.plane));
        dc.SetPen(wxPen(kSheet, 2));
        const wxRect printed = fit.toPixels(s.printed);
        dc.DrawRectangle(printed);
        dc.DrawText(wxString::Format("%zu", i + 1), printed.GetTopLeft() + wxPoint(FromDIP(3), FromDIP(2)));
    }
    if (m_plan->sets.size() > 1) {
        dc.SetPen(wxPen(kSection, 2));
        dc.SetTextForeground(kSection);
        for (const exporters::SheetSet& set : m_plan->sets) {
            const wxRect r = fit.toPixels(set.area);
            dc.DrawRectangle(r);
            const wxString name = wxString::FromUTF8(set.section);
            dc.DrawText(name, r.GetBottomRight() - dc.GetTextExtent(name) - wxSize(FromDIP(3), FromDIP(2)));
        }
    }
}

}  // namespace editor
