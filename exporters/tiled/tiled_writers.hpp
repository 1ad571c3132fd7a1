#pragma once
// The Tiled map model as TMX (XML) and TMJ (JSON) text, in the layout Tiled 1.8 reads: objects
// carry `type` (not 1.9's `class`), properties are typed, tile data is CSV in TMX and an array in
// TMJ. TMX embeds a picture per tile (base64 PNG); TMJ names one picture file beside it.
#include "exporters/tiled/tiled_map.hpp"
#include "exporters/tiled/tileset_image.hpp"

#include <string>

namespace exporters {

// `tilePictures`: one PNG per tile (drawTileImages).
[[nodiscard]] std::string writeTmx(const TiledMap& map, const std::vector<std::string>& tilePictures);
// `imageFile`: the tileset picture's path relative to the TMJ file.
[[nodiscard]] std::string writeTmj(const TiledMap& map, const TilesetImage& image, const std::string& imageFile);

}  // namespace exporters
