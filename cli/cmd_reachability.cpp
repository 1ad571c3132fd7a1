// ridgeline reachability: the earliest turn each side reaches each victory hex (and any hex asked
// about) with each unit class it has, from its set-up and scheduled arrivals, with the path.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/authoring/reachability.hpp"
#include "engine/model/number_text.hpp"
#include "engine/util/json_writer.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline reachability SCENARIO [--hex LABEL ...] [--zoc] [--format text|json]\n\n"
    "For each victory hex of SCENARIO (and each hex named with --hex), the earliest turn each side can\n"
    "reach it with each unit class it has, from its set-up (available on the first turn) and its\n"
    "scheduled arrivals (from their entry hex or entry area, on their arrival turn), and where from, by\n"
    "the cheapest path the ruleset's movement costs give (terrain, hexsides, slopes, roads). A turn's\n"
    "movement is the best allowance the ruleset gives the class in one turn (SSS 13.25, CWB 16.1c,\n"
    "HS 13.2, LFM C-MA); a hex C MP from a start available on turn T is reached on turn\n"
    "T + ceil(C / allowance) - 1. \"unreachable\" means not by the last turn of the turn track. Orders,\n"
    "stacking, night and MP lost on arrival are not counted: the turns are the earliest possible.\n\n"
    "  --hex LABEL       a hex to ask about besides the victory hexes (repeatable, or LABEL,LABEL...)\n"
    "  --zoc             the enemy's set-up counts: its hexes are not entered, entering its ZOC or ZOI\n"
    "                    costs what the ruleset says (SSS 24.22, 24.33; CWB 14.1; LFM R5.2), a ZOC\n"
    "                    ends that turn's move, no road rate into or out of a zone\n"
    "  --format FORMAT   text (a table per hex) or json (every path as hex labels)\n\n"
    "Exit code 0; 2 for usage or I/O errors (a file that is not a scenario, a label not on the map).\n\n"
    "example: ridgeline reachability samples/lfm-cornfield/scenario.rlscn --hex 0606\n",
    {"--hex", "--format"},
    {"--zoc"},
    1,
    1};

std::vector<engine::HexCoord> hexArguments(const engine::HexGrid& grid, const Arguments& args) {
    std::vector<engine::HexCoord> out;
    for (std::string list : args.all("--hex")) {
        std::replace(list.begin(), list.end(), ',', ' ');
        std::istringstream words(list);
        for (std::string label; words >> label;) {
            std::string why;
            const auto hex = grid.parseLabel(label, &why);
            if (!hex) throw UsageError("--hex: `" + label + "` is not a hex label of this map: " + why);
            if (!grid.contains(*hex)) throw UsageError("--hex: hex " + label + " is not on the map");
            out.push_back(*hex);
        }
    }
    return out;
}

std::string title(const engine::HexGrid& grid, const engine::ObjectiveReach& o) {
    if (o.victoryId.empty()) return "hex " + grid.label(o.hex);
    return "victory hex " + o.victoryId + " at " + grid.label(o.hex) + " (scored by " +
           (o.scoredBy.empty() ? std::string("either side") : o.scoredBy) + ")";
}

std::string fromText(const engine::HexGrid& grid, const engine::ClassArrival& a) {
    const std::string piece = a.fromPiece.empty() ? "" : " " + a.fromPiece;
    if (a.fromSetup) return "set-up" + piece + " at " + grid.label(a.from);
    return "arrival" + piece + " (turn " + std::to_string(a.fromTurn) + ") at " + grid.label(a.from);
}

// MP as a person reads them: 4.333 rather than 4.333333333333333.
std::string mpText(double mp) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", mp);
    return buf;
}

// Columns as wide as their widest cell, two spaces apart.
void printTable(const std::vector<std::vector<std::string>>& rows) {
    std::vector<std::size_t> widths;
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (widths.size() <= i) widths.push_back(0);
            widths[i] = std::max(widths[i], row[i].size());
        }
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i] + std::string(widths[i] + 2 - row[i].size(), ' ') : row[i];
        std::cout << line << "\n";
    }
}

void writeText(const engine::HexGrid& grid, const engine::ReachabilityTable& table) {
    std::cout << "reachability, turns " << table.firstTurn << "-" << table.lastTurn << ", "
              << (table.enemyZones ? "the enemy's set-up and zones counted" : "no enemy zones counted") << "\n";
    if (table.objectives.empty()) std::cout << "no victory hexes on the map: name hexes with --hex\n";
    for (const engine::ObjectiveReach& o : table.objectives) {
        std::cout << "\n" << title(grid, o) << "\n";
        std::vector<std::vector<std::string>> rows{{"side", "class", "turn", "from", "path"}};
        for (const engine::ClassArrival& a : o.arrivals) {
            const std::string cls = a.unitClass + (a.mode.empty() ? "" : " (" + a.mode + ")");
            if (!a.reached) {
                rows.push_back({a.side, cls, "unreachable", "-",
                                a.allowance > 0 ? "-" : "-  (the ruleset gives the class no movement allowance)"});
                continue;
            }
            const std::size_t steps = a.path.size() - 1;
            rows.push_back({a.side, cls, std::to_string(a.turn), fromText(grid, a),
                            std::to_string(steps) + (steps == 1 ? " hex, " : " hexes, ") + mpText(a.mp) + " MP at " +
                                engine::formatNumber(a.allowance) + " a turn"});
        }
        printTable(rows);
    }
}

void writeJson(const engine::HexGrid& grid, const std::string& path, const engine::ReachabilityTable& table) {
    engine::JsonWriter out;
    out.beginObject()
        .field("scenario", path)
        .field("first_turn", table.firstTurn)
        .field("last_turn", table.lastTurn)
        .field("enemy_zones", table.enemyZones);
    out.key("objectives").beginArray();
    for (const engine::ObjectiveReach& o : table.objectives) {
        out.beginObject().field("hex", grid.label(o.hex)).field("victory_hex", o.victoryId);
        out.field("scored_by", o.scoredBy).key("arrivals").beginArray();
        for (const engine::ClassArrival& a : o.arrivals) {
            out.beginObject().field("side", a.side).field("class", a.unitClass).field("mode", a.mode);
            out.field("allowance", a.allowance)
                .field("allowance_cite", a.allowanceReason.cite)
                .field("allowance_assumed", a.allowanceReason.assumed)
                .field("reached", a.reached);
            if (a.reached) {
                out.field("turn", a.turn).field("mp", a.mp).field("from", grid.label(a.from));
                out.field("from_turn", a.fromTurn).field("from_setup", a.fromSetup).field("from_piece", a.fromPiece);
                out.field("path_length", a.path.size() - 1).key("path").beginArray();
                for (engine::HexCoord h : a.path) out.value(grid.label(h));
                out.endArray();
            }
            out.endObject();
        }
        out.endArray().endObject();
    }
    out.endArray().endObject();
    std::cout << out.str() << "\n";
}

}  // namespace

int runReachability(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool json = args.choice("--format", {"text", "json"}) == "json";
    const std::string& path = args.positional()[0];
    const engine::Document doc = openDocumentWithRuleset(path);
    if (!doc.scenario) throw UsageError(path + ": not a scenario (reachability needs its set-up and schedule)");
    const engine::HexGrid& grid = doc.map.grid();
    engine::ReachabilityOptions options;
    options.extraHexes = hexArguments(grid, args);
    options.enemyZones = args.has("--zoc");
    const engine::ReachabilityTable table = engine::reachabilityTable(doc, options);
    if (json) writeJson(grid, path, table);
    else writeText(grid, table);
    return kExitOk;
}

}  // namespace cli
