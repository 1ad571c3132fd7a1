#pragma once
// Print: the map at true scale through cairo, drawing the engine's draw list (the studio's picture).
//  - PDF: the map tiled over pages of the chosen paper with overlap, cut and registration marks and
//    a label on each sheet (one page set per map section); an index page showing how the sheets
//    assemble, with the title block, scale bar and north arrow; a Terrain Effects Chart page.
//  - SVG and PNG: the map (or a hex range of it) on one canvas, the key beside it; PNG at a DPI.
// Memory stays bounded on any map: each sheet is drawn in bands of hexes, each band's draw list
// built, painted and dropped before the next, and PDF pages go to the file as they are finished.
#include "exporters/export_format.hpp"
#include "exporters/export_options.hpp"
#include "exporters/print/sheet_plan.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace exporters {

enum class PrintTarget : std::uint8_t { Pdf, Svg, Png };

// What is drawn; names as the --layers option spells them.
struct PrintLayers {
    bool terrain = true;
    bool elevation = true;  // shading
    bool levels = true;     // level bands and contour lines
    bool hachures = true;   // slope hachures
    bool hexsides = true;   // hexside features (roads, streams, walls...)
    bool numbers = true;    // hex numbers in the ruleset's scheme, at the top of the hex
    bool places = true;     // named places
    bool victory = true;    // victory and entry hexes
    bool setup = false;     // set-up counters (scenarios)
    bool underlay = false;  // the map's underlay images, over the terrain fill
};
[[nodiscard]] const std::vector<std::string>& printLayerNames();
// From a list of names (unknown names are ignored: the option check refuses them first).
[[nodiscard]] PrintLayers printLayers(const std::vector<std::string>& names);

struct PrintOptions {
    PrintTarget target = PrintTarget::Pdf;
    std::optional<double> hexSizeMm;  // flat to flat on paper; nullopt = the ruleset's print size
    PageSetup page;                   // PDF pages; SVG and PNG use only the margin
    bool bySection = true;            // one page set per map section
    std::optional<HexRange> area;     // nullopt = the whole map
    PrintLayers layers;
    bool marks = true;              // cut and registration marks (PDF)
    bool indexPage = true;          // the page showing how the sheets assemble, with the title block (PDF)
    bool key = true;                // the Terrain Effects Chart
    bool scaleBar = true;           // in yards
    bool titleBlock = true;         // title, ruleset, scale
    std::string title;              // "" = the scenario's name, else the map's title
    double dpi = 300;               // PNG
    std::filesystem::path mapFile;  // where underlay images are found relative to ("" = as given)
    ProgressFn progress;            // may be empty
};

// The ruleset's printed hex size (its map policy's print-hex-size), else 16 mm.
[[nodiscard]] double defaultHexSizeMm(const engine::Ruleset* ruleset);

// A print format's option values (pdf, svg, png) as PrintOptions, problems as "export.option"
// errors in `out`; nullopt when `format` is not a print format.
[[nodiscard]] std::optional<PrintOptions> readPrintOptions(const ExportFormat& format, const engine::Document& doc,
                                                           const OptionValues& values, ExportDiagnostics& out);
// How exportPrint lays the map out with these options (the studio's page-layout preview): the
// sheets of a PDF, or for SVG and PNG one sheet holding the whole area. nullopt, with errors in
// `out`, when the options cannot be printed (a margin that leaves no page, a hex under 1 mm...).
[[nodiscard]] std::optional<SheetPlan> printLayout(const engine::Document& doc, const PrintOptions& options,
                                                   ExportDiagnostics& out);
// One line for people: "6 sheets: 2 x 3 on 210 x 297 mm paper; 1 hex = 200 yd, 16 mm on paper
// (1:11,430)", or for SVG and PNG the picture's size and scale.
[[nodiscard]] std::string layoutSummary(const engine::HexMap& map, const SheetPlan& plan, PrintTarget target);

// Writes `output` atomically; summary gives pages, sheets and scale.
[[nodiscard]] ExportResult exportPrint(const engine::Document& doc, const std::filesystem::path& output,
                                       const PrintOptions& options);

// pdf, svg, png for the registry.
[[nodiscard]] std::vector<ExportFormat> printFormats();

}  // namespace exporters
