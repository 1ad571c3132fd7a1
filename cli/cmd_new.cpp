// ridgeline new: an empty map laid out the way the ruleset's maps are.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/map_file.hpp"
#include "engine/model/length.hpp"

#include <cstdlib>
#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline new --ruleset ID|FILE --grid COLSxROWS [--sections AxB] [--orientation flat|pointy]\n"
    "                     [--stagger odd|even] [--hex-size 200yd|183m] [--title TEXT]\n"
    "                     [--crs EPSG:N --origin X,Y] -o MAP\n\n"
    "Creates an empty map. COLSxROWS counts hexes over the whole map; with --sections AxB the map is\n"
    "A sheets across and B down, each numbered on its own (SSS: 2x2, sheets A C / B D). Orientation,\n"
    "stagger, numbering, sheets and hex size default to the ruleset's. --crs and --origin place the\n"
    "map on the ground: a projected CRS in metres, and the centre of the top-left hex in it.\n\n"
    "example: ridgeline new --ruleset sss --grid 40x30 --sections 2x2 -o gettysburg.rlmap\n",
    {"--ruleset", "--grid", "--sections", "--orientation", "--stagger", "--hex-size", "--title", "--crs", "--origin",
     "-o"},
    {},
    0,
    0};

std::pair<int, int> parseDimensions(const std::string& text, const std::string& option) {
    const auto x = text.find('x');
    try {
        if (x == std::string::npos) throw std::invalid_argument(text);
        std::size_t used = 0;
        const int a = std::stoi(text.substr(0, x), &used);
        if (used != x) throw std::invalid_argument(text);
        const int b = std::stoi(text.substr(x + 1), &used);
        if (used != text.size() - x - 1 || a <= 0 || b <= 0) throw std::invalid_argument(text);
        return {a, b};
    } catch (const std::exception&) {
        throw UsageError(option + " wants two positive numbers like 40x30 (got `" + text + "`)");
    }
}

// Sheet names: the ruleset's when its layout matches, else letters down each column of sheets
// (A, B below it, then C...), which is how SSS letters its 2x2 block.
std::vector<std::string> sheetNames(const engine::Ruleset& rs, int across, int down) {
    if (rs.sections.across == across && rs.sections.down == down && !rs.sections.names.empty())
        return rs.sections.names;
    std::vector<std::string> names(static_cast<std::size_t>(across * down));
    for (int c = 0; c < across; ++c)
        for (int r = 0; r < down; ++r) {
            const int n = c * down + r;
            names[static_cast<std::size_t>(r * across + c)] =
                n < 26 ? std::string(1, static_cast<char>('A' + n)) : "S" + std::to_string(n + 1);
        }
    return names;
}

}  // namespace

int runNew(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    for (const char* required : {"--ruleset", "--grid", "-o"})
        if (!args.has(required)) throw UsageError(std::string(required) + " is required");

    const auto ruleset = openRuleset(args.get("--ruleset"));
    const auto [columns, rows] = parseDimensions(args.get("--grid"), "--grid");
    engine::GridShape shape = ruleset->gridShape;
    if (args.has("--orientation") && !engine::parseOrientation(args.get("--orientation"), shape.orientation))
        throw UsageError("--orientation must be flat or pointy");
    if (args.has("--stagger") && !engine::parseStagger(args.get("--stagger"), shape.stagger))
        throw UsageError("--stagger must be odd or even");
    int across = std::max(1, ruleset->sections.across), down = std::max(1, ruleset->sections.down);
    if (args.has("--sections")) std::tie(across, down) = parseDimensions(args.get("--sections"), "--sections");
    engine::SectionLayout sections{across, down, sheetNames(*ruleset, across, down)};
    engine::NumberingScheme numbering = ruleset->numbering;
    if (across * down > 1) numbering.sectionPrefix = true;

    double hexSize = ruleset->scale.hexSizeMetres;
    if (args.has("--hex-size")) {
        std::string why;
        if (!engine::parseLength(args.get("--hex-size"), hexSize, &why) || hexSize <= 0)
            throw UsageError("--hex-size: " + (why.empty() ? "must be positive" : why));
    }
    const engine::HexGrid grid(shape, columns, rows, sections, numbering);
    if (const std::string why = grid.checkConsistency(); !why.empty()) throw UsageError(why);

    engine::HexMap map(grid, hexSize);
    map.setRulesetId(mapRulesetRef(args.get("--ruleset"), *ruleset));
    if (args.has("--crs") != args.has("--origin")) throw UsageError("--crs and --origin go together");
    if (args.has("--crs")) {
        engine::Georef georef{args.get("--crs"), {}};
        const std::string origin = args.get("--origin");
        char* end = nullptr;
        georef.origin.x = std::strtod(origin.c_str(), &end);
        if (*end != ',') throw UsageError("--origin wants X,Y in the CRS's units (got `" + origin + "`)");
        const char* y = end + 1;
        georef.origin.y = std::strtod(y, &end);
        if (end == y || *end) throw UsageError("--origin wants X,Y in the CRS's units (got `" + origin + "`)");
        map.setGeoref(georef);
    }
    map.setTitle(args.get("--title"));
    engine::saveMap(map, args.get("-o"));
    std::cout << "created " << args.get("-o") << ": " << columns << " x " << rows << " hexes (" << grid.size() << "), "
              << across << " x " << down << " sheets, ruleset " << ruleset->id << ", first hex "
              << grid.label(grid.at(0)) << ", last " << grid.label(grid.at(grid.size() - 1)) << "\n";
    return kExitOk;
}

}  // namespace cli
