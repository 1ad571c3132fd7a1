// ridgeline: the command-line face of the engine. Reads like a table of contents: find the
// subcommand, run it, turn errors into messages and exit codes. No logic lives here.
#include "cli/arguments.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/load_error.hpp"
#include "importers/gdal_version.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <new>

namespace {

struct Subcommand {
    const char* name;
    const char* summary;
    int (*run)(const cli::Args&);
};

const Subcommand kSubcommands[] = {
    {"new", "create an empty map for a ruleset", cli::runNew},
    {"new-scenario", "create a scenario on a map, with the ruleset's sides", cli::runNewScenario},
    {"info", "show what a map, scenario or ruleset file holds", cli::runInfo},
    {"format", "load and save a file canonically", cli::runFormat},
    {"hex", "explain hex labels: sheet, column/row, axial, neighbours", cli::runHex},
    {"dump", "write a map's hexes or hexsides as CSV or JSON", cli::runDump},
    {"reach", "hexes a unit can reach within an MP budget, with their costs", cli::runReach},
    {"reachability", "the earliest turn each side reaches each victory hex, by unit class, with the path",
     cli::runReachability},
    {"apply", "set terrain, levels, elevation, features from a CSV table", cli::runApply},
    {"validate", "check scenario and map files", cli::runValidate},
    {"stack", "stacking in one hex: pieces, totals, limit, verdict, rule", cli::runStack},
    {"los", "line of sight between two hexes, with reasons and rule citations", cli::runLos},
    {"fidelity", "how often the map's line of sight agrees with the real ground of a raster", cli::runFidelity},
    {"import-vector", "terrain and hexside features from vector data (GDAL/OGR)", cli::runImportVector},
    {"underlay", "put a georeferenced image under the map's hexes", cli::runUnderlay},
    {"import-dem", "elevation, levels and slope hexsides from an elevation raster (GDAL)", cli::runImportDem},
    {"make-terrain", "write a synthetic battlefield elevation GeoTIFF", cli::runMakeTerrain},
    {"import-oob", "a scenario's order of battle from a CSV or TSV spreadsheet", cli::runImportOob},
    {"export-oob", "a scenario's order of battle as a CSV or TSV spreadsheet", cli::runExportOob},
    {"export", "write a map or scenario as PDF, SVG, PNG, a booklet, Tiled or GIS", cli::runExport},
};

void printHelp() {
    std::cout << "usage: ridgeline <command> [options]\n\ncommands:\n";
    for (const auto& s : kSubcommands)
        std::cout << "  " << s.name
                  << std::string(std::max<std::size_t>(15, std::strlen(s.name) + 1) - std::strlen(s.name), ' ')
                  << s.summary << "\n";
    std::cout << "\n'ridgeline <command> --help' describes a command. Exit codes: 0 success, 1 the file has\n"
                 "errors, 2 usage or I/O error.\n";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
        printHelp();
        return argc < 2 ? cli::kExitUsage : cli::kExitOk;
    }
    if (!std::strcmp(argv[1], "--version")) {
        std::cout << "ridgeline " << RIDGELINE_VERSION << " (GDAL " << importers::gdalVersion() << ")\n";
        return cli::kExitOk;
    }
    for (const auto& s : kSubcommands) {
        if (std::strcmp(argv[1], s.name) != 0) continue;
        const cli::Args args(argv + 2, argv + argc);
        try {
            return s.run(args);
        } catch (const cli::UsageError& e) {
            std::cerr << "ridgeline " << s.name << ": " << e.what() << "\nTry 'ridgeline " << s.name << " --help'.\n";
        } catch (const engine::LoadError& e) {
            std::cerr << e.what() << "\n";
        } catch (const std::bad_alloc&) {
            // The library's own words ("std::bad_alloc") say nothing to a user.
            std::cerr << "ridgeline " << s.name << ": out of memory: the input asks for more than this machine has\n";
        } catch (const std::filesystem::filesystem_error& e) {
            std::cerr << "ridgeline " << s.name << ": " << e.path1().string() << ": " << e.code().message() << "\n";
        } catch (const std::exception& e) {
            std::cerr << "ridgeline " << s.name << ": " << e.what() << "\n";
        }
        return cli::kExitUsage;
    }
    std::cerr << "ridgeline: unknown command `" << argv[1] << "`\n";
    printHelp();
    return cli::kExitUsage;
}
