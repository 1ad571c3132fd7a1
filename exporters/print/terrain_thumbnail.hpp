#pragma once
// A small picture of a map's terrain: each pixel takes the colour of the hex under its centre. Cheap
// on any map (one hex lookup per pixel, whatever the hex count), so the index page of a print and
// the studio's page-layout preview can show millions of hexes.
#include "engine/model/document.hpp"
#include "engine/render/draw_list.hpp"

#include <cstdint>
#include <vector>

namespace exporters {

struct Thumbnail {
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> pixels;  // 0xRRGGBB, row-major from the north-west corner
};

// `area` on the plane (north up) in width x height pixels; off-map pixels are white.
[[nodiscard]] Thumbnail terrainThumbnail(const engine::Document& doc, const engine::PlaneRect& area, int width,
                                         int height);

}  // namespace exporters
