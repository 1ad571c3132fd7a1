#include "editor/canvas/composed_picture.hpp"

#include <wx/dcmemory.h>
#include <wx/graphics.h>

#include <memory>

namespace editor {

namespace {

constexpr std::size_t kMostDirtyAreas = 1024;

// The picture is of one view: any pan or zoom composes it again.
bool sameView(const MapView& a, const MapView& b) {
    const ScreenPoint pa = a.toScreen({0, 0}), pb = b.toScreen({0, 0});
    return a.scale() == b.scale() && pa.x == pb.x && pa.y == pb.y && a.width() == b.width() &&
           a.height() == b.height();
}

}  // namespace

void ComposedPicture::markDirty(const wxRect& area) {
    if (!m_valid || area.IsEmpty()) return;
    m_dirty.push_back(area);
    // Edits made while nothing is painted (a hidden window) do not pile up: compose whole instead.
    if (m_dirty.size() > kMostDirtyAreas) invalidate();
}

const wxBitmap& ComposedPicture::sync(const wxBitmap& base, const MapView& view, const PaintDynamic& paintDynamic) {
    const wxSize size = base.GetSize();
    const wxRect whole(wxPoint(0, 0), size);
    if (!m_valid || !m_picture.IsOk() || m_picture.GetSize() != size || !sameView(view, m_view)) {
        if (!m_picture.IsOk() || m_picture.GetSize() != size) m_picture = wxBitmap(size.GetWidth(), size.GetHeight(), 24);
        m_view = view;
        compose(base, whole, paintDynamic);
        m_valid = true;
        m_dirty.clear();
        ++m_stats.full;
        return m_picture;
    }
    for (const wxRect& r : m_dirty) {
        const wxRect area = r.Intersect(whole);
        if (area.IsEmpty()) continue;
        compose(base, area, paintDynamic);
        ++m_stats.regions;
    }
    m_dirty.clear();
    return m_picture;
}

void ComposedPicture::compose(const wxBitmap& base, const wxRect& area, const PaintDynamic& paintDynamic) {
    wxMemoryDC target(m_picture);
    {
        wxMemoryDC source;
        source.SelectObjectAsSource(base);
        target.Blit(area.GetPosition(), area.GetSize(), &source, area.GetPosition());
    }
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(target));
    if (!gc) return;
    gc->Clip(area.x, area.y, area.width, area.height);
    paintDynamic(*gc, area);
}

}  // namespace editor
