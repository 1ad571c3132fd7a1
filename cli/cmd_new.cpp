// ridgeline new: an empty map laid out the way the ruleset's maps are.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/authoring/new_scenario.hpp"
#include "engine/io/map_file.hpp"
#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/value_rules.hpp"

#include <cstdlib>
#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline new --ruleset ID|FILE --grid COLSxROWS [--sections AxB] [--orientation flat|pointy]\n"
    "                     [--stagger odd|even] [--hex-size 200yd|183m] [--title TEXT]\n"
    "                     [--crs EPSG:N --origin X,Y] [--terrain ID] -o MAP\n\n"
    "Creates an empty map. COLSxROWS counts hexes over the whole map; with --sections AxB the map is\n"
    "A sheets across and B down, each numbered on its own (SSS: 2x2, sheets A C / B D). Orientation,\n"
    "stagger, numbering, sheets and hex size default to the ruleset's. --crs and --origin place the\n"
    "map on the ground: a projected CRS in metres, and the centre of the top-left hex in it.\n"
    "--terrain gives every hex that terrain type of the ruleset (e.g. clear), so no hex starts in error.\n\n"
    "example: ridgeline new --ruleset sss --grid 40x30 --sections 2x2 --terrain clear -o gettysburg.rlmap\n",
    {"--ruleset", "--grid", "--sections", "--orientation", "--stagger", "--hex-size", "--title", "--crs", "--origin",
     "--terrain", "-o"},
    {},
    0,
    0};

std::pair<int, int> dimensions(const std::string& text, const std::string& option) {
    const auto d = engine::parseDimensions(text);
    if (!d) throw UsageError(option + " wants two positive numbers like 40x30 (got `" + text + "`)");
    return *d;
}

// An option's text, refused when a file could not hold it.
std::string checkedText(const Arguments& args, const char* option) {
    const std::string text = args.get(option);
    if (const std::string problem = engine::textProblem(text); !problem.empty())
        throw UsageError(std::string(option) + ": the text " + problem);
    return text;
}

}  // namespace

int runNew(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    for (const char* required : {"--ruleset", "--grid", "-o"})
        if (!args.has(required)) throw UsageError(std::string(required) + " is required");

    const auto ruleset = openRuleset(args.get("--ruleset"));
    engine::BlankMapSpec spec;
    std::tie(spec.columns, spec.rows) = dimensions(args.get("--grid"), "--grid");
    engine::Orientation orientation{};
    engine::Stagger stagger{};
    if (args.has("--orientation") && !engine::parseOrientation(args.get("--orientation"), orientation))
        throw UsageError("--orientation must be flat or pointy");
    if (args.has("--orientation")) spec.orientation = orientation;
    if (args.has("--stagger") && !engine::parseStagger(args.get("--stagger"), stagger))
        throw UsageError("--stagger must be odd or even");
    if (args.has("--stagger")) spec.stagger = stagger;
    if (args.has("--sections"))
        std::tie(spec.sheetsAcross, spec.sheetsDown) = dimensions(args.get("--sections"), "--sections");
    if (args.has("--hex-size")) {
        std::string why;
        double hexSize = 0;
        if (!engine::parseLength(args.get("--hex-size"), hexSize, &why)) throw UsageError("--hex-size: " + why);
        if (const std::string problem = engine::lengthProblem(hexSize); !problem.empty())
            throw UsageError("--hex-size: " + problem);
        spec.hexSizeMetres = hexSize;
    }
    spec.title = checkedText(args, "--title");
    spec.baseTerrain = args.get("--terrain");
    engine::HexMap map = [&] {
        try {
            return engine::blankMap(*ruleset, spec);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    }();
    const engine::HexGrid& grid = map.grid();
    map.setRulesetId(mapRulesetRef(args.get("--ruleset"), *ruleset));
    if (args.has("--crs") != args.has("--origin")) throw UsageError("--crs and --origin go together");
    if (args.has("--crs")) {
        engine::Georef georef{checkedText(args, "--crs"), {}};
        const std::string origin = args.get("--origin");
        const auto xy = engine::parseNumberList(origin, 2);
        if (!xy) throw UsageError("--origin wants X,Y in the CRS's units (got `" + origin + "`)");
        georef.origin = {(*xy)[0], (*xy)[1]};
        map.setGeoref(georef);
    }
    engine::saveMap(map, args.get("-o"));
    std::cout << "created " << args.get("-o") << ": " << spec.columns << " x " << spec.rows << " hexes (" << grid.size()
              << "), " << grid.sections().across << " x " << grid.sections().down << " sheets, ruleset " << ruleset->id
              << ", first hex " << grid.label(grid.at(0)) << ", last " << grid.label(grid.at(grid.size() - 1)) << "\n";
    return kExitOk;
}

}  // namespace cli
