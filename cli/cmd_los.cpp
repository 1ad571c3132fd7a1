// ridgeline los: line of sight between two hexes of a map or scenario, by the ruleset's own rules,
// with the hexes examined and every reason with its citation.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "cli/turn_argument.hpp"
#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/model/number_text.hpp"
#include "engine/util/json_writer.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline los FILE FROM TO [--side SIDE] [--class CLASS] [--support-fire] [--turn N]\n"
    "                     [--night] [--visibility N] [--format text|json]\n\n"
    "Line of sight from hex FROM to hex TO (printed labels) on a map or a scenario file, by the rules of\n"
    "the file's ruleset (SSS 30, CWB 19, HS 12.1a, LFM R27): clear, partial (HS obscured, LFM partially\n"
    "obstructed) or blocked, the hexes the line passes (a|b where it runs along a hexside), and the\n"
    "reasons with their rule citations. With a scenario its set-up's units count as obstacles where the\n"
    "ruleset says so, and its option choices apply.\n\n"
    "  --side SIDE       the observing side (friendly and enemy units differ in SSS, CWB, HS, LFM)\n"
    "  --class CLASS     the observer's unit class (HS: artillery blind zone, infantry over friends)\n"
    "  --support-fire    SSS 27.111 support fire\n"
    "  --turn N          a turn of the scenario's turn track: on a night turn the ruleset's night\n"
    "                    visibility applies (CWB 29.0a: 1 hex); the answer says when a rulebook sets none\n"
    "  --night           CWB 29.0a night visibility\n"
    "  --visibility N    CWB 19.4 visibility in hexes this turn\n\n"
    "Exit code 0 whatever the verdict; 2 for usage errors (such as labels not on the map).\n\n"
    "example: ridgeline los samples/sss-mcpherson-ridge/scenario.rlscn A2629 A2423 --side union --class artillery\n",
    {"--side", "--class", "--format", "--visibility", "--turn"},
    {"--support-fire", "--night"},
    3,
    3};

engine::HexCoord hexArgument(const engine::HexMap& map, const std::string& text) {
    std::string why;
    const auto hex = map.grid().parseLabel(text, &why);
    if (!hex) throw UsageError("`" + text + "` is not a hex label of this map: " + why);
    if (!map.contains(*hex)) throw UsageError("hex " + text + " is not on the map");
    return *hex;
}

std::string stepText(const engine::HexGrid& grid, const engine::LineStep& s) {
    return s.kind == engine::LineStep::Kind::Spine ? grid.label(s.hex) + "|" + grid.label(s.other) : grid.label(s.hex);
}

void writeJson(const engine::HexGrid& grid, const std::string& rulesetId, const Arguments& args,
               const engine::LosResult& r) {
    engine::JsonWriter out;
    out.beginObject().field("ruleset", rulesetId).field("from", args.positional()[1]).field("to", args.positional()[2]);
    out.field("verdict", std::string(engine::toString(r.verdict))).field("fire_allowed", r.fireAllowed);
    out.field("column_shift_left", r.columnShiftLeft).field("assumed", r.assumed());
    out.key("hexes").beginArray();
    for (const auto& s : r.line.steps) out.value(stepText(grid, s));
    out.endArray().key("reasons").beginArray();
    for (const auto& reason : r.reasons) {
        out.beginObject().field("message", reason.message).field("cite", reason.cite).field("assumed", reason.assumed);
        out.key("hexes").beginArray();
        for (engine::HexCoord h : reason.hexes) out.value(grid.label(h));
        out.endArray().endObject();
    }
    out.endArray().endObject();
    std::cout << out.str() << "\n";
}

void writeText(const engine::HexGrid& grid, const std::string& rulesetId, const Arguments& args,
               const engine::LosResult& r) {
    std::cout << "LOS " << args.positional()[1] << " -> " << args.positional()[2] << " (" << rulesetId
              << "): " << engine::toString(r.verdict) << "\n";
    if (!r.fireAllowed) std::cout << "fire: not allowed (see reasons)\n";
    if (r.columnShiftLeft) std::cout << "fire table: " << r.columnShiftLeft << " column(s) left\n";
    std::cout << "hexes:";
    for (const auto& s : r.line.steps) std::cout << " " << stepText(grid, s);
    std::cout << "\nreasons:\n";
    for (const auto& reason : r.reasons) std::cout << "  - " << engine::describe(reason) << "\n";
}

}  // namespace

int runLos(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool json = args.choice("--format", {"text", "json"}) == "json";
    const engine::Document doc = openDocumentWithRuleset(args.positional()[0]);
    const auto los = engine::makeLineOfSight(*doc.ruleset);
    if (!los) throw UsageError("ruleset `" + doc.ruleset->id + "` has no known <policy name=\"los\"> algorithm");

    engine::LosQuery query{hexArgument(doc.map, args.positional()[1]), hexArgument(doc.map, args.positional()[2]),
                           args.get("--side"), args.get("--class")};
    if (query.from == query.to) throw UsageError("FROM and TO are the same hex: a line of sight needs two hexes");
    query.supportFire = args.has("--support-fire");
    query.night = args.has("--night");
    if (args.has("--visibility")) {
        const auto hexes = engine::parseInteger(args.get("--visibility"));
        if (!hexes || *hexes < 0 || *hexes > 100000)
            throw UsageError("--visibility wants a whole number of hexes (got `" + args.get("--visibility") + "`)");
        query.visibility = static_cast<int>(*hexes);
    }
    engine::BoardState ctx(doc.map, *doc.ruleset, doc.scenario ? &*doc.scenario : nullptr);
    const auto turn = applyTurnArgument(args, ctx);
    engine::LosResult result = los->trace(ctx, query);
    if (turn) result.reasons.insert(result.reasons.begin(), turn->reasons.begin(), turn->reasons.end());
    if (json) writeJson(doc.map.grid(), los->id(), args, result);
    else writeText(doc.map.grid(), los->id(), args, result);
    return kExitOk;
}

}  // namespace cli
