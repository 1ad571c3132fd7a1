#pragma once
// Tiled's hexagonal map geometry for our grid: tile size, hexsidelength, stagger axis and index,
// and where each hex lands in the map's pixel space (y down, origin at tile (0,0)'s corner), with
// the same integer arithmetic as Tiled's hexagonal renderer, so objects and tiles line up in Tiled.
#include "engine/hex/offset_coord.hpp"

#include <array>

namespace exporters {

struct PixelPoint {
    double x = 0;
    double y = 0;
    bool operator==(const PixelPoint&) const = default;
};

class TiledHexGeometry {
public:
    // `hexSide` is the length of a hex's side in pixels: even (Tiled halves it with integer
    // division) and at least 4. Flat-topped hexes stagger columns (staggeraxis x), pointy-topped
    // rows (y); tile width and height are the hex's bounding box, each rounded to an even number.
    TiledHexGeometry(engine::GridShape shape, int hexSide);

    [[nodiscard]] bool staggerX() const { return m_staggerX; }
    [[nodiscard]] bool staggerEven() const { return m_staggerEven; }
    [[nodiscard]] int tileWidth() const { return m_tileWidth; }
    [[nodiscard]] int tileHeight() const { return m_tileHeight; }
    [[nodiscard]] int hexSideLength() const { return m_side; }

    // Top-left corner of a tile's box (Tiled's tileToScreenCoords); any column and row, on the map or not.
    [[nodiscard]] PixelPoint tileTopLeft(engine::OffsetCoord o) const;
    [[nodiscard]] PixelPoint centre(engine::OffsetCoord o) const;
    // The hexagon, clockwise from the west-most (flat-top) or north-most (pointy-top) corner, on
    // whole pixels; relative to the map origin.
    [[nodiscard]] std::array<PixelPoint, 6> corners(engine::OffsetCoord o) const;
    // The same hexagon relative to the tile's own top-left corner (for drawing tile images).
    [[nodiscard]] std::array<PixelPoint, 6> tileCorners() const;
    // The two corners two neighbouring hexes share (their hexside); false when not neighbours.
    [[nodiscard]] bool sharedCorners(engine::OffsetCoord a, engine::OffsetCoord b, PixelPoint& p, PixelPoint& q) const;

    // The rectangle Tiled renders a columns x rows map into (its mapBoundingRect).
    struct Bounds {
        int left = 0, top = 0, width = 0, height = 0;
    };
    [[nodiscard]] Bounds mapBounds(int columns, int rows) const;

private:
    [[nodiscard]] bool staggered(int index) const { return ((index & 1) != 0) != m_staggerEven; }

    bool m_staggerX = true;
    bool m_staggerEven = false;
    int m_tileWidth = 0, m_tileHeight = 0, m_side = 0;
    int m_sideOffsetX = 0, m_sideOffsetY = 0, m_columnWidth = 0, m_rowHeight = 0;
};

}  // namespace exporters
