#include "editor/canvas/map_view.hpp"

#include <algorithm>

namespace editor {

namespace {
constexpr double kMinScale = 1e-5;
constexpr double kMaxScale = 1e3;
constexpr double kFitMargin = 0.95;
}  // namespace

void MapView::setViewport(double width, double height) {
    m_width = std::max(1.0, width);
    m_height = std::max(1.0, height);
    if (m_fitted) fit(*m_fitted);
}

void MapView::setCentre(engine::Point c) {
    m_centre = c;
    m_fitted.reset();
}

ScreenPoint MapView::toScreen(engine::Point p) const {
    return {m_width / 2 + (p.x - m_centre.x) * m_scale, m_height / 2 - (p.y - m_centre.y) * m_scale};
}

engine::Point MapView::toPlane(ScreenPoint s) const {
    return {m_centre.x + (s.x - m_width / 2) / m_scale, m_centre.y - (s.y - m_height / 2) / m_scale};
}

engine::PlaneRect MapView::visibleRect() const {
    const engine::Point a = toPlane({0, 0});
    const engine::Point b = toPlane({m_width, m_height});
    return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
}

std::array<double, 4> MapView::toScreenRect(const engine::PlaneRect& r) const {
    const ScreenPoint a = toScreen({r.minX, r.maxY});
    const ScreenPoint b = toScreen({r.maxX, r.minY});
    return {a.x, a.y, b.x - a.x, b.y - a.y};
}

void MapView::zoomAt(ScreenPoint anchor, double factor) {
    const engine::Point before = toPlane(anchor);
    m_scale = std::clamp(m_scale * factor, kMinScale, kMaxScale);
    const engine::Point after = toPlane(anchor);
    m_centre = {m_centre.x + before.x - after.x, m_centre.y + before.y - after.y};
    m_fitted.reset();
}

void MapView::panBy(double dxPixels, double dyPixels) {
    m_centre = {m_centre.x - dxPixels / m_scale, m_centre.y + dyPixels / m_scale};
    m_fitted.reset();
}

void MapView::fit(const engine::PlaneRect& bounds) {
    m_centre = {(bounds.minX + bounds.maxX) / 2, (bounds.minY + bounds.maxY) / 2};
    const double w = std::max(1e-9, bounds.maxX - bounds.minX);
    const double h = std::max(1e-9, bounds.maxY - bounds.minY);
    m_scale = std::clamp(std::min(m_width / w, m_height / h) * kFitMargin, kMinScale, kMaxScale);
    m_fitted = bounds;
}

}  // namespace editor
