#include "exporters/tiled/tiled_export.hpp"

#include "engine/io/atomic_file.hpp"
#include "exporters/tiled/tiled_map.hpp"
#include "exporters/tiled/tiled_writers.hpp"
#include "exporters/tiled/tileset_image.hpp"

#include <algorithm>

namespace exporters {
namespace {

constexpr int kMinHexSide = 4;
constexpr int kMaxHexSide = 512;

}  // namespace

std::filesystem::path defaultTilesetImage(const std::filesystem::path& tmj) {
    std::filesystem::path p = tmj;
    return p.replace_extension(".png");
}

TiledExportResult exportTiled(const engine::Document& doc, const TiledExportOptions& options) {
    TiledExportResult result;
    if (options.hexSide < kMinHexSide || options.hexSide > kMaxHexSide || options.hexSide % 2 != 0)
        result.error("export.option",
                     "hex side must be an even number of pixels from " + std::to_string(kMinHexSide) + " to " +
                         std::to_string(kMaxHexSide) + " (Tiled halves it in whole pixels), got " +
                         std::to_string(options.hexSide),
                     {{"option", "hex-side"}});
    if (options.output.empty()) result.error("export.option", "no output file given", {{"option", "output"}});
    if (doc.map.grid().size() == 0) result.error("export.empty_map", "the map has no hexes");
    if (result.hasErrors()) return result;

    TiledMap map;
    const TiledMapRequest request{
        options.hexSide, [&](double f) { return keepGoing(options.progress, 0.8 * f, "building the Tiled layers"); }};
    if (!buildTiledMap(doc, request, map)) {
        result.cancelled = true;
        return result;
    }
    for (const auto& w : map.warnings) result.warning("export.tiled.terrain", w);
    const auto bounds = map.geometry.mapBounds(map.width, map.height);
    result.pixelWidth = bounds.width;
    result.pixelHeight = bounds.height;
    if (!keepGoing(options.progress, 0.85, "drawing the tileset")) {
        result.cancelled = true;
        return result;
    }
    try {
        if (options.format == TiledFormat::Tmx) {
            const std::string tmx = writeTmx(map, drawTileImages(map));
            if (!keepGoing(options.progress, 0.9, "writing the map")) {
                result.cancelled = true;
                return result;
            }
            engine::writeFileAtomically(options.output, tmx);
            result.written = {options.output};
        } else {
            const TilesetImage image = drawTilesetImage(map);
            if (!keepGoing(options.progress, 0.9, "writing the map")) {
                result.cancelled = true;
                return result;
            }
            const std::filesystem::path picture =
                options.tilesetImage.empty() ? defaultTilesetImage(options.output) : options.tilesetImage;
            const std::string reference =
                std::filesystem::absolute(picture)
                    .lexically_relative(std::filesystem::absolute(options.output).parent_path())
                    .generic_string();
            const bool existed = std::filesystem::exists(picture);
            engine::writeFileAtomically(picture, image.png);
            try {
                engine::writeFileAtomically(options.output, writeTmj(map, image, reference));
            } catch (...) {
                std::error_code ec;
                if (!existed) std::filesystem::remove(picture, ec);
                throw;
            }
            result.written = {options.output, picture};
        }
    } catch (const std::exception& e) {
        result.error("export.write", e.what(), {{"file", options.output.string()}});
        return result;
    }
    keepGoing(options.progress, 1.0, "done");
    return result;
}

}  // namespace exporters
