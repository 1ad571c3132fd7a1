#include "exporters/tiled/tileset_image.hpp"

#include "importers/gdal_drivers.hpp"

#include <cpl_vsi.h>
#include <gdal_priv.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <memory>
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

std::string encodePng(const std::vector<std::uint8_t>& rgba, int width, int height) {
    importers::registerGdalDrivers();
    GDALDriver* mem = GetGDALDriverManager()->GetDriverByName("MEM");
    GDALDriver* png = GetGDALDriverManager()->GetDriverByName("PNG");
    if (!mem || !png) throw std::runtime_error("GDAL has no MEM or PNG driver");
    std::unique_ptr<GDALDataset> src(mem->Create("", width, height, 4, GDT_Byte, nullptr));
    if (!src) throw std::runtime_error("GDAL could not make an in-memory raster for the tileset");
    const CPLErr err = src->RasterIO(GF_Write, 0, 0, width, height, const_cast<std::uint8_t*>(rgba.data()), width,
                                     height, GDT_Byte, 4, nullptr, 4, static_cast<GSpacing>(width) * 4, 1, nullptr);
    if (err != CE_None)
        throw std::runtime_error("GDAL could not fill the tileset raster: " + std::string(CPLGetLastErrorMsg()));
    static std::atomic<unsigned> serial{0};
    const std::string name = "/vsimem/ridgeline-tileset-" + std::to_string(serial++) + ".png";
    GDALDataset* out = png->CreateCopy(name.c_str(), src.get(), FALSE, nullptr, nullptr, nullptr);
    if (!out)
        throw std::runtime_error("GDAL could not encode the tileset as PNG: " + std::string(CPLGetLastErrorMsg()));
    GDALClose(out);
    vsi_l_offset length = 0;
    GByte* bytes = VSIGetMemFileBuffer(name.c_str(), &length, TRUE);
    VSIUnlink((name + ".aux.xml").c_str());
    if (!bytes) throw std::runtime_error("GDAL wrote no PNG for the tileset");
    std::string result(reinterpret_cast<const char*>(bytes), static_cast<std::size_t>(length));
    CPLFree(bytes);
    return result;
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
    image.png = encodePng(rgba, image.width, image.height);
    return image;
}

std::vector<std::string> drawTileImages(const TiledMap& map) {
    const TilePainter painter(map);
    std::vector<std::string> out;
    for (std::size_t t = 0; t < map.tiles.size(); ++t) {
        std::vector<std::uint8_t> rgba(
            static_cast<std::size_t>(painter.width()) * static_cast<std::size_t>(painter.height()) * 4, 0);
        painter.paint(t, rgba, painter.width(), 0);
        out.push_back(encodePng(rgba, painter.width(), painter.height()));
    }
    return out;
}

}  // namespace exporters
