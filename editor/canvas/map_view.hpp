#pragma once
// Where the canvas looks: the plane point at the centre of the window and the zoom in pixels per
// plane unit. Screen y grows down, plane y grows north, so the view flips y. Free of wx.
#include "engine/render/draw_list.hpp"

#include <optional>

namespace editor {

struct ScreenPoint {
    double x = 0;
    double y = 0;
};

class MapView {
public:
    [[nodiscard]] engine::Point centre() const { return m_centre; }
    [[nodiscard]] double scale() const { return m_scale; }  // pixels per plane unit
    void setCentre(engine::Point c);
    // A view fitted to bounds stays fitted through resizes until it is zoomed, panned or centred:
    // a window sized after its document was fitted (at start-up, or maximized) shows it whole.
    void setViewport(double width, double height);
    [[nodiscard]] double width() const { return m_width; }
    [[nodiscard]] double height() const { return m_height; }

    [[nodiscard]] ScreenPoint toScreen(engine::Point p) const;
    [[nodiscard]] engine::Point toPlane(ScreenPoint s) const;
    [[nodiscard]] engine::PlaneRect visibleRect() const;
    // The screen rectangle {x, y, w, h} covering a plane rectangle.
    [[nodiscard]] std::array<double, 4> toScreenRect(const engine::PlaneRect& r) const;

    // Multiplies the zoom by `factor`, keeping the plane point under `anchor` where it is.
    void zoomAt(ScreenPoint anchor, double factor);
    void panBy(double dxPixels, double dyPixels);
    // Centres `bounds` and zooms so they fit with a small margin.
    void fit(const engine::PlaneRect& bounds);
    [[nodiscard]] bool fitted() const { return m_fitted.has_value(); }

private:
    engine::Point m_centre{};
    double m_scale = 1;
    double m_width = 1;
    double m_height = 1;
    std::optional<engine::PlaneRect> m_fitted;
};

}  // namespace editor
