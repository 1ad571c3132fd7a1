#pragma once
// The generated tileset's pictures: per TiledTile a hex filled with the tile's colour inside a
// darker one-pixel rim, transparent outside it, as PNG. TMX
// embeds one picture per tile (Tiled 1.8 reads embedded pictures only on a tile, not on a tileset);
// TMJ names one sheet with the tiles side by side in a row.
#include "exporters/tiled/tiled_map.hpp"

#include <string>
#include <vector>

namespace exporters {

struct TilesetImage {
    int width = 0;
    int height = 0;
    std::string png;  // the file's bytes
};

// Both throw std::runtime_error when a PNG cannot be encoded.
[[nodiscard]] TilesetImage drawTilesetImage(const TiledMap& map);
[[nodiscard]] std::vector<std::string> drawTileImages(const TiledMap& map);  // one PNG per tile

}  // namespace exporters
