#include "exporters/tiled/tiled_hex_geometry.hpp"

#include <cmath>

namespace exporters {
namespace {

int roundToEven(double v) { return 2 * static_cast<int>(std::lround(v / 2)); }

}  // namespace

TiledHexGeometry::TiledHexGeometry(engine::GridShape shape, int hexSide)
    : m_staggerX(shape.orientation == engine::Orientation::FlatTop),
      m_staggerEven(shape.stagger == engine::Stagger::Even),
      m_side(hexSide) {
    const int across = roundToEven(std::sqrt(3.0) * hexSide);  // flat to flat
    m_tileWidth = m_staggerX ? 2 * hexSide : across;
    m_tileHeight = m_staggerX ? across : 2 * hexSide;
    const int sideX = m_staggerX ? hexSide : 0;
    const int sideY = m_staggerX ? 0 : hexSide;
    // As Tiled's HexagonalRenderer::RenderParams.
    m_sideOffsetX = (m_tileWidth - sideX) / 2;
    m_sideOffsetY = (m_tileHeight - sideY) / 2;
    m_columnWidth = m_sideOffsetX + sideX;
    m_rowHeight = m_sideOffsetY + sideY;
}

PixelPoint TiledHexGeometry::tileTopLeft(engine::OffsetCoord o) const {
    if (m_staggerX)
        return {static_cast<double>(o.col * m_columnWidth),
                static_cast<double>(o.row * m_tileHeight + (staggered(o.col) ? m_rowHeight : 0))};
    return {static_cast<double>(o.col * m_tileWidth + (staggered(o.row) ? m_columnWidth : 0)),
            static_cast<double>(o.row * m_rowHeight)};
}

PixelPoint TiledHexGeometry::centre(engine::OffsetCoord o) const {
    const PixelPoint t = tileTopLeft(o);
    return {t.x + m_tileWidth / 2.0, t.y + m_tileHeight / 2.0};
}

std::array<PixelPoint, 6> TiledHexGeometry::tileCorners() const {
    const auto w = static_cast<double>(m_tileWidth), h = static_cast<double>(m_tileHeight);
    if (m_staggerX) {
        const auto ox = static_cast<double>(m_sideOffsetX), cw = static_cast<double>(m_columnWidth),
                   rh = static_cast<double>(m_rowHeight);
        return {PixelPoint{0, rh}, PixelPoint{ox, 0}, PixelPoint{cw, 0},
                PixelPoint{w, rh}, PixelPoint{cw, h}, PixelPoint{ox, h}};
    }
    const auto oy = static_cast<double>(m_sideOffsetY), rh = static_cast<double>(m_rowHeight),
               cw = static_cast<double>(m_columnWidth);
    return {PixelPoint{cw, 0}, PixelPoint{w, oy}, PixelPoint{w, rh},
            PixelPoint{cw, h}, PixelPoint{0, rh}, PixelPoint{0, oy}};
}

std::array<PixelPoint, 6> TiledHexGeometry::corners(engine::OffsetCoord o) const {
    const PixelPoint t = tileTopLeft(o);
    std::array<PixelPoint, 6> out = tileCorners();
    for (auto& p : out) p = {p.x + t.x, p.y + t.y};
    return out;
}

bool TiledHexGeometry::sharedCorners(engine::OffsetCoord a, engine::OffsetCoord b, PixelPoint& p, PixelPoint& q) const {
    const auto ca = corners(a), cb = corners(b);
    int found = 0;
    for (const auto& x : ca)
        for (const auto& y : cb)
            if (x == y) (found++ == 0 ? p : q) = x;
    return found == 2;
}

TiledHexGeometry::Bounds TiledHexGeometry::mapBounds(int columns, int rows) const {
    // As Tiled's HexagonalRenderer::boundingRect over the whole map.
    const PixelPoint t = tileTopLeft({0, 0});
    Bounds b{static_cast<int>(t.x), static_cast<int>(t.y), 0, 0};
    if (m_staggerX) {
        b.width = columns * m_columnWidth + m_sideOffsetX;
        b.height = rows * m_tileHeight;
        if (columns > 1) {
            b.height += m_rowHeight;
            if (staggered(0)) b.top -= m_rowHeight;
        }
    } else {
        b.width = columns * m_tileWidth;
        b.height = rows * m_rowHeight + m_sideOffsetY;
        if (rows > 1) {
            b.width += m_columnWidth;
            if (staggered(0)) b.left -= m_columnWidth;
        }
    }
    return b;
}

}  // namespace exporters
