// ridgeline apply: set what a CSV table says (the reverse of dump); all rows or nothing.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/map_file.hpp"
#include "engine/table/hex_table.hpp"

#include <iostream>

namespace cli {
namespace {
const ArgSpec kSpec{
    "usage: ridgeline apply MAP TABLE.csv [-o OUT]\n\n"
    "Hex tables have a `label` column and any of terrain, level, elevation_m, features (space\n"
    "separated), provenance, name. Hexside tables have label_a, label_b and features. An empty cell\n"
    "leaves the value alone, `-` clears it. Every row is checked first (labels on the map, ids known\n"
    "to the map's ruleset, numbers well-formed); if any row is bad nothing is written and each bad\n"
    "row is reported with its line. Without -o the map is updated in place (atomically).\n\n"
    "example: ridgeline apply map.rlmap woods.csv -o map-with-woods.rlmap\n",
    {"-o"},
    {},
    2,
    2};
}  // namespace

int runApply(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const std::string& mapPath = parsed->positional()[0];
    const std::string& tablePath = parsed->positional()[1];
    engine::Document doc = openDocument(mapPath);
    if (doc.scenario)
        throw UsageError(mapPath + " is a scenario; apply works on its map file (" + doc.scenario->mapPath + ")");
    const std::string csv = engine::readTextFile(tablePath);
    const engine::TableApplyResult result = engine::applyTable(doc.map, csv, doc.ruleset.get(), tablePath);
    if (!result.ok()) {
        for (const auto& e : result.errors) std::cerr << e << "\n";
        std::cerr << "nothing written: " << result.errors.size()
                  << (result.errors.size() == 1 ? " bad row\n" : " bad rows\n");
        return kExitUsage;
    }
    const std::string out = parsed->get("-o", mapPath);
    engine::saveMap(doc.map, out);
    std::cout << "applied " << tablePath << ": " << result.hexesChanged << " hexes and " << result.hexsidesChanged
              << " hexsides changed, saved " << out << "\n";
    return kExitOk;
}

}  // namespace cli
