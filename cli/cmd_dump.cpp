// ridgeline dump: the map as a table, for spreadsheets, scripts and GIS.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/table/hex_table.hpp"
#include "importers/lonlat_transform.hpp"

#include <iostream>

namespace cli {
namespace {
const ArgSpec kSpec{
    "usage: ridgeline dump MAP [--what hexes|hexsides] [--format csv|json] [-o OUT]\n\n"
    "hexes: one row per hex: label, sheet, column, row (global, 0-based), the hex centre x, y in the\n"
    "map's CRS and, when the map is georeferenced, lon, lat; elevation_m, level, terrain, features,\n"
    "provenance, name. hexsides: label_a, label_b, features for every hexside that has a feature.\n"
    "MAP may be a scenario (its map is dumped).\n\n"
    "example: ridgeline dump map.rlmap --what hexes --format csv -o hexes.csv\n",
    {"--what", "--format", "-o"},
    {},
    1,
    1};
}  // namespace

int runDump(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool hexes = args.choice("--what", {"hexes", "hexsides"}) == "hexes";
    const auto format =
        args.choice("--format", {"csv", "json"}) == "csv" ? engine::TableFormat::Csv : engine::TableFormat::Json;
    const engine::Document doc = openDocument(args.positional().front());

    engine::ToLonLat toLonLat;
    if (hexes && !doc.map.georef().crs.empty()) {
        std::string why;
        toLonLat = importers::makeToLonLat(doc.map.georef().crs, why);
        if (!toLonLat) std::cerr << "warning: " << why << "; lon/lat left empty\n";
    }
    writeOutput(args.get("-o"),
                hexes ? engine::dumpHexes(doc.map, format, toLonLat) : engine::dumpHexsides(doc.map, format));
    return kExitOk;
}

}  // namespace cli
