// ridgeline fidelity: how often the ruleset's line of sight on a map agrees with the real ground of
// an elevation raster (docs/fidelity.md).
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/fidelity_options.hpp"
#include "cli/fidelity_report.hpp"
#include "cli/subcommands.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline fidelity MAP RASTER [--pairs 2000] [--range 2-15] [--eye 2m] [--seed 1] [--terrain]\n"
    "                          [--vertical-unit m|ft|us-ft] [--top 10] [--format text|json]\n\n"
    "Draws hex pairs MIN-MAX hexes apart (deterministic for a seed) and compares, for each, the true line\n"
    "of sight on the raster (a sight line from an eye --eye above the ground at one hex centre to the\n"
    "same above the other, over every raster sample between) with the map's ruleset's LOS on the map.\n"
    "Every hex is taken as clear terrain unless --terrain: the ground alone is judged. Prints the share\n"
    "of pairs that agree (clear and partial grant a line of sight, blocked denies it), the confusion\n"
    "matrix, agreement by distance band, and the --top hexes and hexsides most involved where the rules\n"
    "and the ground disagree (the crest the rules see past, the hex or slope they block on).\n"
    "MAP is a map or scenario file; RASTER anything GDAL opens, in any CRS the map's transforms into.\n"
    "Exit code 0 with a measurement, 2 for usage and I/O errors.\n\n"
    "example: ridgeline fidelity gettysburg.rlmap gettysburg_terrarium_z14_3857.tif --pairs 2000\n",
    {"--pairs", "--range", "--eye", "--seed", "--vertical-unit", "--top", "--format"},
    {"--terrain"},
    2,
    2};

}  // namespace

int runFidelity(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool json = args.choice("--format", {"text", "json"}) == "json";
    const engine::Document doc = openDocumentWithRuleset(args.positional()[0]);
    importers::FidelityOptions o = fidelityOptions(args);
    const int top = topOption(args);
    const auto r = importers::measureFidelity(doc.map, *doc.ruleset, args.positional()[1], o);
    for (const auto& d : r.diagnostics)
        std::cerr << engine::toString(d.severity) << ": " << d.message << " [" << d.rule << "]\n";
    if (r.hasErrors()) return kExitUsage;
    std::cout << (json ? fidelityJson(doc.map, r, top) : fidelityText(doc.map, r, top));
    return kExitOk;
}

}  // namespace cli
