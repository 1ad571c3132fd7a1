#pragma once
// The whole map as the canvas shows it below its overlays: the static layers' picture with the
// dynamic layers (counters, victory and entry hexes, finding markers) painted on. GTK merges the
// areas a window invalidates into their bounding box before it paints, so a counter moved across
// the map would repaint every counter between its two hexes; with this picture a paint is a copy,
// and only the areas marked dirty (each on its own) have their dynamic layers painted again.
#include "editor/canvas/map_view.hpp"

#include <wx/bitmap.h>
#include <wx/gdicmn.h>

#include <functional>
#include <vector>

class wxGraphicsContext;

namespace editor {

class ComposedPicture {
public:
    struct Stats {
        int full = 0;     // whole pictures composed
        int regions = 0;  // dirty rectangles composed again
    };
    // Paints the dynamic layers of the screen rectangle given, over the static picture.
    using PaintDynamic = std::function<void(wxGraphicsContext&, const wxRect&)>;

    // Forget the picture: the next sync composes it whole.
    void invalidate() { m_valid = false; }
    // A screen rectangle whose content changed; composed again by the next sync.
    void markDirty(const wxRect& area);
    // Brings the picture up to date with `base` (the static layers for `view`) and returns it.
    const wxBitmap& sync(const wxBitmap& base, const MapView& view, const PaintDynamic& paintDynamic);
    [[nodiscard]] const Stats& stats() const { return m_stats; }

private:
    void compose(const wxBitmap& base, const wxRect& area, const PaintDynamic& paintDynamic);

    wxBitmap m_picture;
    MapView m_view;
    bool m_valid = false;
    std::vector<wxRect> m_dirty;
    Stats m_stats;
};

}  // namespace editor
