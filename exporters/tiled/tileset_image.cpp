#include "exporters/tiled/tileset_image.hpp"

#include "exporters/png_encoding.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace exporters {
namespace {

constexpr double kRimWidth = 1.0;   // pixels
constexpr double kRimShade = 0.65;  // the rim is the fill darkened to this share

// What a pixel centre is to the hexagon: 0 outside, 1 on the rim, 2 inside it.
int classify(const std::array<PixelPoint, 6>& hex, double x, double y) {
    double nearest = 1e9;
    int positive = 0, negative = 0;
    for (std::size_t i = 0; i < hex.size(); ++i) {
        const PixelPoint a = hex[i], b = hex[(i + 1) % hex.size()];
        const double ex = b.x - a.x, ey = b.y - a.y;
        const double cross = ex * (y - a.y) - ey * (x - a.x);
        (cross >= 0 ? positive : negative)++;
        nearest = std::min(nearest, std::abs(cross) / std::hypot(ex, ey));
    }
    if (positive != 6 && negative != 6) return 0;
    return nearest < kRimWidth ? 1 : 2;
}

// Paints tile `t` into an RGBA raster `stride` pixels wide at column `x0`.
class TilePainter {
public:
    explicit TilePainter(const TiledMap& map)
        : m_map(map),
          m_width(map.geometry.tileWidth()),
          m_height(map.geometry.tileHeight()) {
        // The hex mask is the same for every tile: classify each pixel once.
        const auto hex = map.geometry.tileCorners();
        m_mask.resize(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height));
        for (int y = 0; y < m_height; ++y)
            for (int x = 0; x < m_width; ++x) m_mask[index(x, y, m_width)] = classify(hex, x + 0.5, y + 0.5);
    }
    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }

    void paint(std::size_t t, std::vector<std::uint8_t>& rgba, int stride, int x0) const {
        const engine::Rgba fill = m_map.tiles[t].fill;
        const engine::Rgba rim{static_cast<std::uint8_t>(fill.r * kRimShade),
                               static_cast<std::uint8_t>(fill.g * kRimShade),
                               static_cast<std::uint8_t>(fill.b * kRimShade), fill.a};
        for (int y = 0; y < m_height; ++y)
            for (int x = 0; x < m_width; ++x) {
                const int m = m_mask[index(x, y, m_width)];
                if (m == 0) continue;
                const engine::Rgba c = m == 1 ? rim : fill;
                const std::size_t at = index(x0 + x, y, stride) * 4;
                rgba[at] = c.r;
                rgba[at + 1] = c.g;
                rgba[at + 2] = c.b;
                rgba[at + 3] = c.a;
            }
    }

private:
    static std::size_t index(int x, int y, int stride) {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(stride) + static_cast<std::size_t>(x);
    }
    const TiledMap& m_map;
    int m_width, m_height;
    std::vector<int> m_mask;
};

}  // namespace

TilesetImage drawTilesetImage(const TiledMap& map) {
    const TilePainter painter(map);
    const int columns = static_cast<int>(std::max<std::size_t>(1, map.tiles.size()));
    TilesetImage image{painter.width() * columns, painter.height(), {}};
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4,
                                   0);
    for (std::size_t t = 0; t < map.tiles.size(); ++t)
        painter.paint(t, rgba, image.width, static_cast<int>(t) * painter.width());
    image.png = encodePng(rgba.data(), image.width, image.height, static_cast<std::ptrdiff_t>(image.width) * 4,
                          PixelOrder::Rgba);
    return image;
}

std::vector<std::string> drawTileImages(const TiledMap& map) {
    const TilePainter painter(map);
    std::vector<std::string> out;
    for (std::size_t t = 0; t < map.tiles.size(); ++t) {
        std::vector<std::uint8_t> rgba(
            static_cast<std::size_t>(painter.width()) * static_cast<std::size_t>(painter.height()) * 4, 0);
        painter.paint(t, rgba, painter.width(), 0);
        out.push_back(encodePng(rgba.data(), painter.width(), painter.height(),
                                static_cast<std::ptrdiff_t>(painter.width()) * 4, PixelOrder::Rgba));
    }
    return out;
}

}  // namespace exporters
