// The Tiled formats (tmx, tmj) as the registry shows them: their options as data, read into
// TiledExportOptions.
#include "exporters/export_options.hpp"
#include "exporters/tiled/tiled_export.hpp"

#include <algorithm>

namespace exporters {
namespace {

using Kind = ExportOption::Kind;

ExportResult runTiled(TiledFormat target, const ExportFormat& format, const engine::Document& doc,
                      const ExportRequest& request) {
    ExportResult result;
    const OptionReader read(format, request.options, result);
    TiledExportOptions o;
    o.output = request.output;
    o.format = target;
    // Held within int before the cast (a cast beyond it is undefined); exportTiled checks the range.
    const double side = std::clamp(read.number("hex-side").value_or(32), -1.0, 1e6);
    o.hexSide = static_cast<int>(side);
    if (side != o.hexSide) read.fail("hex-side", "--hex-side: give a whole, even number of pixels");
    if (target == TiledFormat::Tmj) o.tilesetImage = read.text("tileset-image");
    o.progress = request.progress;
    if (result.hasErrors()) return result;
    TiledExportResult tiled = exportTiled(doc, o);
    result.diagnostics = std::move(tiled.diagnostics);
    result.cancelled = tiled.cancelled;
    if (tiled.written.empty()) return result;
    result.output = tiled.written.front();
    const engine::HexGrid& grid = doc.map.grid();
    result.summary = "Tiled hexagonal map, " + std::to_string(grid.columns()) + " x " + std::to_string(grid.rows()) +
                     " hexes, " + std::to_string(tiled.pixelWidth) + " x " + std::to_string(tiled.pixelHeight) +
                     " pixels";
    if (tiled.written.size() > 1) result.summary += "; tileset picture " + tiled.written[1].filename().string();
    return result;
}

ExportFormat tiledFormat(TiledFormat target) {
    ExportFormat f;
    f.acceptsMap = true;
    f.acceptsScenario = true;
    f.options = {{"hex-side",
                  Kind::Number,
                  "32",
                  {},
                  "pixels along a hex's side, even, 4 to 512 (the tile is 2 sides wide and 1.73 sides high)"}};
    if (target == TiledFormat::Tmx) {
        f.name = "tmx";
        f.title = "Tiled map (TMX, tileset embedded)";
        f.extensions = {".tmx"};
        f.example = "ridgeline export samples/sss-mcpherson-ridge/scenario.rlscn --format tmx -o ridge.tmx";
    } else {
        f.name = "tmj";
        f.title = "Tiled map (TMJ, JSON; tileset picture beside it)";
        f.extensions = {".tmj"};
        f.options.push_back(
            {"tileset-image", Kind::Text, "", {}, "where the tileset's PNG goes (default: OUT with .png)"});
        f.example = "ridgeline export samples/hs-devils-den/map.rlmap --format tmj --hex-side 24 -o devils-den.tmj";
    }
    return f;
}

}  // namespace

std::vector<ExportFormat> tiledFormats() {
    std::vector<ExportFormat> formats;
    for (const TiledFormat t : {TiledFormat::Tmx, TiledFormat::Tmj}) {
        formats.push_back(tiledFormat(t));
        formats.back().run = [t](const engine::Document& doc, const ExportRequest& r) {
            return runTiled(t, tiledFormat(t), doc, r);
        };
    }
    return formats;
}

}  // namespace exporters
