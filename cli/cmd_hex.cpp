// ridgeline hex: what a printed label means on a map or in a ruleset's numbering.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/ruleset_grid.hpp"
#include "engine/util/json_writer.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline hex (--map MAP | --ruleset ID|FILE [--grid COLSxROWS]) [--format text|json] LABEL...\n\n"
    "For each label: its sheet, printed column and row, global offset and axial coordinates, and the\n"
    "labels of its six neighbours in the fixed direction order. With --ruleset alone each sheet is as\n"
    "large as its numbering allows (99 x 99 for two-digit numbers) unless --grid gives the whole map.\n\n"
    "examples: ridgeline hex --ruleset sss A1053 A/4814\n"
    "          ridgeline hex --map samples/sss-mcpherson-ridge/map.rlmap --format json A0102\n",
    {"--map", "--ruleset", "--grid", "--format"},
    {},
    1,
    SIZE_MAX};

int capacity(int digits, int first) {
    int n = 1;
    for (int i = 0; i < std::max(2, digits); ++i) n *= 10;
    return n - first;
}

engine::HexGrid gridFor(const Arguments& args) {
    if (args.has("--map")) return openDocument(args.get("--map")).map.grid();
    if (!args.has("--ruleset")) throw UsageError("give --map or --ruleset");
    const auto rs = openRuleset(args.get("--ruleset"));
    const int across = std::max(1, rs->sections.across), down = std::max(1, rs->sections.down);
    int columns = capacity(rs->numbering.columnDigits, rs->numbering.firstColumn) * across;
    int rows = capacity(rs->numbering.rowDigits, rs->numbering.firstRow) * down;
    if (args.has("--grid")) {
        const auto d = engine::parseDimensions(args.get("--grid"));
        if (!d) throw UsageError("--grid wants COLSxROWS, e.g. 100x110");
        std::tie(columns, rows) = *d;
    }
    const engine::HexGrid grid = engine::rulesetGrid(*rs, columns, rows);
    if (const std::string why = grid.checkConsistency(); !why.empty()) throw UsageError(why);
    return grid;
}

}  // namespace

int runHex(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool json = args.choice("--format", {"text", "json"}) == "json";
    const engine::HexGrid grid = gridFor(args);
    const engine::Orientation orient = grid.shape().orientation;

    engine::JsonWriter out;
    out.beginArray();
    int status = kExitOk;
    for (const std::string& text : args.positional()) {
        std::string why;
        const auto hex = grid.parseLabel(text, &why);
        if (!hex) {
            std::cerr << text << ": " << why << "\n";
            status = kExitUsage;
            continue;
        }
        const engine::HexLocation loc = grid.locate(*hex);
        const engine::OffsetCoord off = grid.offset(*hex);
        const auto& names = grid.sections().names;
        const std::string sheet =
            loc.section < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(loc.section)] : "";
        if (json) {
            out.beginObject().field("label", text).field("canonical", grid.label(*hex)).field("sheet", sheet);
            out.field("column", loc.column)
                .field("row", loc.row)
                .field("offset_col", off.col)
                .field("offset_row", off.row);
            out.field("q", hex->q).field("r", hex->r).key("neighbours").beginArray();
            for (int d = 0; d < 6; ++d) {
                const engine::HexCoord n = engine::neighbor(*hex, d);
                out.beginObject().field("direction", std::string(engine::compassName(orient, d)));
                grid.contains(n) ? out.field("label", grid.label(n)) : out.key("label").null();
                out.endObject();
            }
            out.endArray().endObject();
            continue;
        }
        std::cout << text << ": sheet " << (sheet.empty() ? "-" : sheet) << ", column " << loc.column << ", row "
                  << loc.row << " (offset " << off.col << "," << off.row << "; axial q=" << hex->q << " r=" << hex->r
                  << ")\n  neighbours:";
        for (int d = 0; d < 6; ++d) {
            const engine::HexCoord n = engine::neighbor(*hex, d);
            std::cout << " " << engine::compassName(orient, d) << " "
                      << (grid.contains(n) ? grid.label(n) : "(off map)") << (d < 5 ? "," : "\n");
        }
    }
    out.endArray();
    if (json) std::cout << out.str() << "\n";
    return status;
}

}  // namespace cli
