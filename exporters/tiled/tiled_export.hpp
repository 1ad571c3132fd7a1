#pragma once
// Tiled export: the map (and a scenario's victory hexes, entry hexes and set-up) as a hexagonal
// Tiled map that Tiled 1.8 opens and tmxrasterizer renders. TMX is one file (the tileset picture
// embedded); TMJ names its tileset picture, written beside it. Reads the document, never changes
// it; files are written atomically, and a cancelled or failed export writes none.
#include "exporters/export_format.hpp"

#include <cstdint>
#include <filesystem>
#include <vector>

namespace exporters {

enum class TiledFormat : std::uint8_t { Tmx, Tmj };

struct TiledExportOptions {
    std::filesystem::path output;
    TiledFormat format = TiledFormat::Tmx;
    int hexSide = 32;                    // pixels along a hex's side: even, 4 to 512
    std::filesystem::path tilesetImage;  // TMJ: "" = OUTPUT with ".png" for its extension
    engine::ProgressFn progress;         // may be empty
};

struct TiledExportResult : ExportDiagnostics {
    std::vector<std::filesystem::path> written;  // the map file first
    int pixelWidth = 0;                          // the map's size as Tiled renders it at scale 1
    int pixelHeight = 0;
};

[[nodiscard]] TiledExportResult exportTiled(const engine::Document& doc, const TiledExportOptions& options);

// The tileset picture a TMJ export writes when options.tilesetImage is empty.
[[nodiscard]] std::filesystem::path defaultTilesetImage(const std::filesystem::path& tmj);

// tmx, tmj for the registry.
[[nodiscard]] std::vector<ExportFormat> tiledFormats();

}  // namespace exporters
