// ridgeline import-dem: an elevation raster -> a map with elevation, levels and slope hexsides.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/fidelity_report.hpp"
#include "cli/subcommands.hpp"
#include "engine/commands/import_elevation_into.hpp"
#include "engine/io/map_file.hpp"
#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/elevation/elevation_into_map.hpp"
#include "importers/elevation/elevation_options.hpp"
#include "importers/fidelity/fidelity_layer.hpp"

#include <unistd.h>
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <map>
#include <optional>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline import-dem RASTER --ruleset ID|FILE [--hex-size 150yd] [--crs EPSG:N]\n"
    "                            [--bbox XMIN,YMIN,XMAX,YMAX[,EPSG:N]] [--grid COLSxROWS --grid-origin X,Y]\n"
    "                            [--sections AxB] [--sampling center|mean|median] [--interval 20ft] [--base ELEV]\n"
    "                            [--datum lowest-hex|sea-level] [--ridges raise|brows|off] [--slopes gradient|brows]\n"
    "                            [--vertical-unit m|ft] [--fill-nodata] [--pixel-size 10 --origin X,Y]\n"
    "                            [--terrain ID] [--threads N] [--max-hexes N] [--fit-levels] [--report-fidelity]\n"
    "                            [-q] -o MAP\n"
    "       ridgeline import-dem RASTER --into MAP [--sampling ...] [--interval 20ft] [--base ELEV] ... -o OUT\n\n"
    "Reads any raster GDAL opens (GeoTIFF, SRTM .hgt also inside a zip as /vsizip/FILE.zip/N39W078.hgt,\n"
    "DTED, ASCII grid, VRT) and lays a hex grid over it: hex size, orientation and sheets from the ruleset\n"
    "unless given. The grid CRS is the raster's when it is projected in metres, else the UTM zone of its\n"
    "centre (degrees, Web Mercator); --crs overrides. The extent is the largest grid inside the data, or\n"
    "--bbox (in the grid CRS unless a CRS follows), or --grid from --grid-origin (centre of the top-left hex).\n"
    "Elevation per hex is sampled at the centre (bilinear) or the mean / median of the cells inside;\n"
    "levels are steps of the ruleset's level height (--interval for HS/LFM maps) above --base (default\n"
    "--datum: the lowest hex, or sea-level: the multiple of the level height below it); --ridges raise sets\n"
    "a hex higher than both neighbours along an axis a level above them, so crests of less than a level\n"
    "stay on the map; brows also raises a hex more than 2 m above the line between its two neighbours on an\n"
    "axis (a convex brow) one level; off: the bands alone (default: the ruleset's ridge-levels, else raise).\n"
    "Slope hexsides and HS Sloping hexes follow the ruleset's derivation thresholds; --slopes brows also\n"
    "marks a level change whose rise exceeds the rise beyond it by more than 2 m (a brow) with the ruleset's\n"
    "brow-slope type (SSS Minor Slope; default for a ruleset that names one, else gradient).\n"
    "A raster without georeference needs --pixel-size and --origin (its top-left corner).\n"
    "--terrain gives every hex that terrain type (a DEM says nothing of land cover), e.g. clear.\n"
    "--into MAP lays the raster on MAP's own grid (it must be georeferenced) and writes MAP with the new\n"
    "elevation, levels, slope hexsides and HS Sloping hexes; its terrain and other hexside features stay.\n"
    "A grid of more than 16,000,000 hexes (or more than 20000 columns or rows) is refused before any\n"
    "sampling; --max-hexes N raises the hex cap deliberately (other commands then open the map with\n"
    "RIDGELINE_MAX_HEXES=N set).\n"
    "Prints what was derived; on any error writes nothing and exits 2.\n"
    "--fit-levels then sets each hex's level, within a level of the one derived, to whatever makes the\n"
    "ruleset's line of sight agree with the raster's ground on the most of 80,000 sampled lines (slow:\n"
    "minutes for a few thousand hexes; CWB, HS and LFM, whose line of sight reads levels alone).\n"
    "--report-fidelity then measures how often the map's line of sight agrees with the raster's ground\n"
    "(as 'ridgeline fidelity MAP RASTER' does with its defaults) and prints the figure in one line.\n\n"
    "example: ridgeline import-dem gettysburg.tif --ruleset hs --interval 20ft -o gettysburg.rlmap\n"
    "         ridgeline import-dem newer-survey.tif --into gettysburg.rlmap --interval 20ft -o gettysburg.rlmap\n",
    {"--ruleset",       "--into",       "--hex-size", "--crs",     "--bbox",    "--grid",      "--grid-origin",
     "--sections",      "--sampling",   "--interval", "--base",    "--datum",   "--ridges",    "--slopes",
     "--vertical-unit", "--pixel-size", "--origin",   "--terrain", "--threads", "--max-hexes", "-o"},
    {"--fill-nodata", "--fit-levels", "--report-fidelity", "-q"},
    1,
    1};

double lengthOption(const Arguments& args, const std::string& name) {
    double metres = 0;
    std::string why;
    if (!engine::parseLength(args.get(name), metres, &why)) throw UsageError(name + ": " + why);
    return metres;
}

std::vector<double> numbers(const std::string& text, const std::string& option, std::size_t count) {
    const auto v = engine::parseNumberList(text, count);
    if (!v)
        throw UsageError(option + " wants " + std::to_string(count) + " comma-separated numbers (got `" + text + "`)");
    return *v;
}

std::pair<int, int> pair(const std::string& text, const std::string& option) {
    const auto d = engine::parseDimensions(text);
    if (!d) throw UsageError(option + " wants two positive numbers like 2x2 (got `" + text + "`)");
    return *d;
}

// The flag for each option the importer names (importers/elevation/elevation_options.hpp).
const std::map<std::string, std::string, std::less<>> kFlags{{"hex-size", "--hex-size"},
                                                             {"grid-crs", "--crs"},
                                                             {"bbox", "--bbox"},
                                                             {"grid", "--grid"},
                                                             {"grid-origin", "--grid-origin"},
                                                             {"sections", "--sections"},
                                                             {"interval", "--interval"},
                                                             {"base", "--base"},
                                                             {"datum", "--datum"},
                                                             {"ridges", "--ridges"},
                                                             {"slopes", "--slopes"},
                                                             {"fit-levels", "--fit-levels"},
                                                             {"vertical-unit", "--vertical-unit"},
                                                             {"pixel-size", "--pixel-size"},
                                                             {"raster-origin", "--origin"},
                                                             {"threads", "--threads"},
                                                             {"max-hexes", "--max-hexes"},
                                                             {"terrain", "--terrain"}};

// "error: MESSAGE [rule] (--flag, ...)": the flags of the options the diagnostic is about.
void printDiagnostic(const engine::Diagnostic& d) {
    std::cerr << engine::toString(d.severity) << ": " << d.message << " [" << d.rule << "]";
    std::string flags;
    for (const std::string& option : importers::optionsNamed(d)) {
        const auto it = kFlags.find(option);
        flags += (flags.empty() ? "" : ", ") + (it == kFlags.end() ? option : it->second);
    }
    if (!flags.empty()) std::cerr << " (" << flags << ")";
    std::cerr << "\n";
}

// The options as typed; what they mean together is checked by importers::checkElevationOptions.
importers::ElevationImportOptions options(const Arguments& args) {
    importers::ElevationImportOptions o;
    if (args.has("--hex-size")) o.hexSizeMetres = lengthOption(args, "--hex-size");
    o.gridCrs = args.get("--crs");
    if (args.has("--bbox")) {
        // Four numbers, then the CRS they are in when a fifth item follows.
        std::string box = args.get("--bbox"), crs;
        std::size_t comma = 0;
        for (int i = 0; i < 4 && comma != std::string::npos; ++i) comma = box.find(',', i ? comma + 1 : 0);
        if (comma != std::string::npos) {
            crs = box.substr(comma + 1);
            box.resize(comma);
        }
        const auto v = numbers(box, "--bbox", 4);
        o.bbox = importers::ImportBbox{v[0], v[1], v[2], v[3], crs};
    }
    if (args.has("--grid")) std::tie(o.columns, o.rows) = pair(args.get("--grid"), "--grid");
    if (args.has("--grid-origin")) {
        const auto v = numbers(args.get("--grid-origin"), "--grid-origin", 2);
        o.origin = engine::Point{v[0], v[1]};
    }
    if (args.has("--sections")) std::tie(o.sectionsAcross, o.sectionsDown) = pair(args.get("--sections"), "--sections");
    if (args.has("--sampling")) {
        importers::ElevationSampling s{};
        if (!importers::parseSampling(args.get("--sampling"), s))
            throw UsageError("--sampling must be center, mean or median");
        o.sampling = s;
    }
    if (args.has("--interval")) o.intervalMetres = lengthOption(args, "--interval");
    if (args.has("--base")) o.baseMetres = lengthOption(args, "--base");
    if (args.has("--datum") && !importers::parseDatum(args.get("--datum"), o.datum))
        throw UsageError("--datum must be lowest-hex or sea-level");
    if (args.has("--ridges")) {
        importers::RidgeLevels r{};
        if (!importers::parseRidges(args.get("--ridges"), r)) throw UsageError("--ridges must be raise, brows or off");
        o.ridges = r;
    }
    if (args.has("--slopes")) {
        importers::SlopeHexsides s{};
        if (!importers::parseSlopes(args.get("--slopes"), s)) throw UsageError("--slopes must be gradient or brows");
        o.slopes = s;
    }
    if (args.has("--vertical-unit")) {
        const std::string u = args.choice("--vertical-unit", {"m", "ft", "us-ft"});
        o.verticalMetresPerUnit = u == "m" ? 1.0 : u == "ft" ? engine::kMetresPerFoot : 1200.0 / 3937.0;
    }
    if (args.has("--pixel-size")) o.pixelSize = numbers(args.get("--pixel-size"), "--pixel-size", 1)[0];
    if (args.has("--origin")) {
        const auto v = numbers(args.get("--origin"), "--origin", 2);
        o.rasterOrigin = engine::Point{v[0], v[1]};
    }
    // Whole numbers; their range is checkElevationOptions' (a value beyond int is held just outside it).
    const auto whole = [&](const char* option) {
        const auto v = engine::parseInteger(args.get(option));
        if (!v) throw UsageError(std::string(option) + " wants a whole number (got `" + args.get(option) + "`)");
        return *v;
    };
    if (args.has("--threads"))
        o.threads = static_cast<int>(std::clamp<long long>(whole("--threads"), -1, importers::kMostThreads + 1));
    if (args.has("--max-hexes")) {
        o.maxHexes = whole("--max-hexes");
        if (o.maxHexes == 0) throw UsageError("--max-hexes wants a positive number of hexes");
    }
    o.fillNoData = args.has("--fill-nodata");
    o.fitLevels = args.has("--fit-levels");
    o.baseTerrain = args.get("--terrain");
    return o;
}

// A one-line bar on a terminal; nothing when output is redirected or -q.
importers::ProgressFn progressBar(bool quiet) {
    if (quiet || !::isatty(STDERR_FILENO)) return {};
    return [](double fraction, std::string_view) {
        const int filled = static_cast<int>(fraction * 40);
        std::cerr << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
                  << std::string(static_cast<std::size_t>(40 - filled), ' ') << "] " << static_cast<int>(fraction * 100)
                  << "%" << (fraction >= 1 ? "\n" : "") << std::flush;
        return true;
    };
}

void printSummary(const importers::ElevationImportResult& r, const std::string& out) {
    const auto& rep = r.report;
    const auto& grid = r.map.grid();
    std::map<std::string, int> byType;
    for (const auto& d : rep.hexsides) ++byType[d.typeId.empty() ? "(level change only)" : d.typeId];
    std::cout << "imported " << rep.raster << " -> " << out << ": " << grid.columns() << " x " << grid.rows()
              << " hexes of " << engine::printLength(r.map.hexSizeMetres()) << ", grid CRS "
              << (rep.gridCrs.empty() ? "none (local)" : rep.gridCrs) << "\n"
              << "  raster CRS " << rep.rasterCrs << ", cell "
              << engine::printLength(std::round(rep.cellMetres * 100) / 100) << ", vertical unit " << rep.verticalUnit
              << "\n"
              << "  sampling " << importers::toString(rep.sampling) << ": " << engine::describe(rep.samplingReason)
              << "\n"
              << "  levels " << rep.minLevel << ".." << rep.maxLevel << " of "
              << engine::printLength(rep.levelHeightMetres) << " above "
              << engine::printLength(std::round(rep.baseMetres * 100) / 100) << ": "
              << engine::describe(rep.levelReason) << "\n"
              << "  datum " << importers::toString(rep.datum) << ", ridges " << importers::toString(rep.ridges) << ": "
              << rep.ridgeHexes.size() << " ridge hexes raised a level above their neighbours ("
              << engine::describe(rep.ridgesReason) << ")\n"
              << "  slopes " << importers::toString(rep.slopes) << ": " << rep.browHexsides << " brow hexsides marked ("
              << engine::describe(rep.slopesReason) << ")\n";
    if (rep.levelsFitted)
        std::cout << "  levels fitted to the ground's sight: " << rep.fittedHexes.size() << " hexes moved, "
                  << std::round(rep.fitBefore * 1000) / 10 << " % -> " << std::round(rep.fitAfter * 1000) / 10
                  << " % of the fit's pairs agree\n";
    std::cout << "  hexes with data " << rep.hexesWithData << ", without " << rep.noDataHexes.size() << ", filled "
              << rep.filledHexes.size() << "\n"
              << "  level-change hexsides " << rep.hexsides.size() << ":";
    for (const auto& [type, count] : byType) std::cout << " " << type << " " << count;
    std::cout << "\n  in-hex slope features " << rep.hexFeatures.size() << "\n";
}

}  // namespace

int runImportDem(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    if (!args.has("-o")) throw UsageError("-o is required");
    if (args.has("--into") == args.has("--ruleset")) throw UsageError("give --ruleset for a new map, or --into MAP");
    std::optional<engine::Document> into;
    if (args.has("--into")) into = openDocument(args.get("--into"));
    if (into && !into->ruleset) throw UsageError("--into " + args.get("--into") + ": the file names no ruleset");
    auto o = options(args);
    if (args.has("--report-fidelity") && o.pixelSize)
        throw UsageError("--report-fidelity needs a georeferenced raster (not --pixel-size and --origin)");
    if (into) {
        for (const char* grid :
             {"--hex-size", "--crs", "--bbox", "--grid", "--grid-origin", "--sections", "--terrain", "--max-hexes"})
            if (args.has(grid))
                throw UsageError(std::string(grid) + " does not go with --into: the map's grid is used");
        std::string why;
        if (!importers::layOnMapGrid(into->map, o, why)) throw UsageError("--into " + args.get("--into") + ": " + why);
    }
    if (const auto wrong = importers::checkElevationOptions(o); !wrong.empty()) {
        for (const auto& d : wrong) printDiagnostic(d);
        return kExitUsage;
    }
    const auto ruleset = into ? into->ruleset : openRuleset(args.get("--ruleset"));
    o.progress = progressBar(args.has("-q"));
    auto result = importers::importElevation(args.positional()[0], *ruleset, o);
    if (!into) result.map.setRulesetId(mapRulesetRef(args.get("--ruleset"), *ruleset));
    for (const auto& d : result.diagnostics) {
        if (d.severity == engine::Severity::Info) continue;
        if (args.has("-q") && d.severity != engine::Severity::Error) continue;
        printDiagnostic(d);
    }
    if (result.cancelled) {
        std::cerr << "import cancelled; nothing written\n";
        return kExitUsage;
    }
    if (result.hasErrors()) return kExitUsage;
    const engine::HexMap out =
        into ? engine::mergeElevation(into->map, result.map, *ruleset, importers::derivedFeatureIds(result.report))
             : result.map;
    engine::saveMap(out, args.get("-o"));
    if (!args.has("-q")) printSummary(result, args.get("-o"));
    if (args.has("--report-fidelity")) {
        importers::FidelityOptions measure;
        measure.verticalMetresPerUnit = o.verticalMetresPerUnit;
        const auto fidelity = importers::measureFidelity(out, *ruleset, args.positional()[0], measure);
        for (const auto& d : fidelity.diagnostics) printDiagnostic(d);
        if (fidelity.hasErrors()) return kExitUsage;
        std::cout << "fidelity " << importers::fidelityHeadline(fidelity) << "\n";
    }
    return kExitOk;
}

}  // namespace cli
