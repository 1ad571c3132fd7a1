// ridgeline import-vector: terrain, in-hex features and hexside features from an OGR vector
// source, as a mapping template says, onto a georeferenced map.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/map_file.hpp"
#include "importers/vector/vector_import.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline import-vector MAP SOURCE --mapping FILE [--ruleset ID|FILE] [-o OUT]\n\n"
    "Reads SOURCE (GeoPackage, Shapefile, GeoJSON, OSM XML/PBF: anything GDAL/OGR opens), reprojects\n"
    "it to the map's CRS and sets terrain, in-hex features and hexside features as the mapping says\n"
    "(templates/mappings/*.xml, docs/import.md), with provenance \"vector\". Targets are those for the\n"
    "map's ruleset (or --ruleset). Prints how many hexes and hexsides were set and what was clipped\n"
    "or skipped. Without -o the map is updated in place (atomically); on any error nothing is written.\n\n"
    "example: ridgeline import-vector gettysburg.rlmap gettysburg_1863.gpkg \\\n"
    "           --mapping templates/mappings/gettysburg-1863-battle-atlas.xml -o gettysburg-terrain.rlmap\n",
    {"--mapping", "--ruleset", "-o"},
    {},
    2,
    2};

}  // namespace

int runImportVector(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    if (!args.has("--mapping")) throw UsageError("--mapping is required");
    const std::string mapPath = args.positional()[0];
    engine::HexMap map = engine::loadMap(mapPath);

    importers::VectorImportOptions options;
    options.source = args.positional()[1];
    options.mapping = importers::loadVectorMapping(args.get("--mapping"));
    const std::string rulesetRef = args.get("--ruleset", map.rulesetId());
    if (rulesetRef.empty())
        throw UsageError("the map names no ruleset: give --ruleset to choose the mapping's targets");
    const auto ruleset = openRuleset(rulesetRef);
    options.rulesetId = ruleset->id;
    if (const auto unknown = importers::unknownTargets(options.mapping, *ruleset); !unknown.empty()) {
        for (const std::string& problem : unknown) std::cerr << problem << "\n";
        return kExitUsage;
    }

    const importers::VectorImportResult result = importers::importVector(map, options);
    if (result.hasErrors()) {
        for (const auto& d : result.diagnostics)
            if (d.severity == engine::Severity::Error)
                std::cerr << (d.locations.empty() ? options.source : d.locations.front().id) << ": " << d.message
                          << "\n";
        return kExitUsage;
    }
    importers::applyVectorImport(map, result);
    const std::string out = args.get("-o", mapPath);
    engine::saveMap(map, out);
    std::cout << "imported " << options.source << " into " << out << " (ruleset " << ruleset->id
              << "): " << importers::describeVectorImport(result);
    return kExitOk;
}

}  // namespace cli
