#include "exporters/print/terrain_thumbnail.hpp"

namespace exporters {

namespace {

constexpr engine::Rgba kUnpainted{235, 235, 235, 255};
constexpr std::uint32_t kOffMap = 0xffffff;

std::uint32_t packed(engine::Rgba c) { return (std::uint32_t{c.r} << 16) | (std::uint32_t{c.g} << 8) | c.b; }

}  // namespace

Thumbnail terrainThumbnail(const engine::Document& doc, const engine::PlaneRect& area, int width, int height) {
    Thumbnail t{width, height, std::vector<std::uint32_t>(static_cast<std::size_t>(width) * height, kOffMap)};
    // One colour per palette entry, looked up once.
    std::vector<std::uint32_t> colours;
    for (const std::string& id : doc.map.terrainPalette().ids()) {
        const engine::TerrainType* type = doc.ruleset ? doc.ruleset->findTerrain(id) : nullptr;
        colours.push_back(packed(type ? engine::parseColor(type->color, kUnpainted) : kUnpainted));
    }
    const engine::HexLayout layout = doc.map.layout();
    const double dx = (area.maxX - area.minX) / width, dy = (area.maxY - area.minY) / height;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const engine::HexCoord hex = layout.toHex({area.minX + (x + 0.5) * dx, area.maxY - (y + 0.5) * dy});
            if (!doc.map.contains(hex)) continue;
            const engine::TerrainIndex i = doc.map.cell(hex).terrain;
            t.pixels[static_cast<std::size_t>(y) * width + x] = i < colours.size() ? colours[i] : packed(kUnpainted);
        }
    return t;
}

}  // namespace exporters
