// ridgeline reach: every hex a unit can reach from a hex within an MP budget, with its cost.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "cli/turn_argument.hpp"
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/movement/close_combat_entry.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "engine/util/json_writer.hpp"
#include "engine/util/words.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <stdexcept>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline reach FILE FROM --mp N --class CLASS [--mode MODE] [--side SIDE] [--units IDS] [--turn N]\n"
    "                       [--path TO | --close-combat TO] [--format text|json]\n\n"
    "Every hex a unit of CLASS (in MODE, default the class's first mode) can reach from hex FROM of\n"
    "map or scenario FILE with N movement points (\"unlimited\" for no limit), with its MP cost,\n"
    "sorted by cost then label. Costs follow the ruleset: terrain, hex features, hexsides, slopes\n"
    "uphill or downhill, the road rate across road hexsides. Hexes marked \"final\" are entered by the\n"
    "final-hex allowance or the minimum move and end the move.\n\n"
    "  --side SIDE       with a scenario, the other sides' set-up is the enemy: their hexes are\n"
    "                    impassable, their ZOC and ZOI cost extra, a ZOC ends the move, and no road\n"
    "                    rate enters or leaves a zone, as the ruleset says (SSS 24.22, 24.33, 26.23;\n"
    "                    CWB 14.1; LFM R2.2, R5.2); ZOC-stops are marked final\n"
    "  --units IDS       the moving stack (comma-separated unit ids of the scenario's set-up): no road\n"
    "                    rate where it breaks the road stacking limit (HS 13.5b, SSS 25.24); implies\n"
    "                    --side of those units\n"
    "  --turn N          a turn of the scenario's turn track (LFM R23.5: no ZOI at night)\n"
    "  --path TO         the cheapest path to hex TO instead, each step with its cost and reasons\n"
    "                    (rule cited; assumed values flagged)\n"
    "  --close-combat TO the MP to enter the adjacent hex TO to close-combat (CWB 23.0: hex cost + 1)\n\n"
    "example: ridgeline reach samples/sss-mcpherson-ridge/scenario.rlscn A1053 --mp 6 --class infantry --mode "
    "tactical\n",
    {"--mp", "--class", "--mode", "--side", "--units", "--turn", "--path", "--close-combat", "--format"},
    {},
    2,
    2};

double parseBudget(const std::string& text) {
    if (text == "unlimited") return engine::kProhibitedMove;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !std::isfinite(v) || v < 0)
        throw UsageError("--mp wants a number of movement points >= 0 or \"unlimited\", not '" + text + "'");
    return v;
}

std::string formatCost(double mp) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", mp);
    return buf;
}

engine::HexCoord parseHex(const engine::HexGrid& grid, const std::string& text) {
    std::string why;
    const auto hex = grid.parseLabel(text, &why);
    if (!hex) throw UsageError("hex '" + text + "': " + why);
    if (!grid.contains(*hex)) throw UsageError("hex '" + text + "' is off the map");
    return *hex;
}

void writeReasons(const std::vector<engine::Reason>& reasons, engine::JsonWriter& out, bool json) {
    out.key("reasons").beginArray();
    for (const engine::Reason& r : reasons) {
        if (!json) std::cout << "  " << engine::describe(r) << "\n";
        out.beginObject().field("message", r.message).field("cite", r.cite).field("assumed", r.assumed).endObject();
    }
    out.endArray();
}

// The cheapest path to `to`, step by step with the reasons for each cost.
int printPath(const engine::MovementProfile& profile, const engine::ReachOptions& options,
              const engine::ReachResult& reach, engine::HexCoord to, bool json) {
    const engine::HexGrid& grid = profile.map().grid();
    const auto path = reach.pathTo(to);
    if (path.empty()) {
        std::cout << (json ? "{\"to\": \"" + grid.label(to) + "\", \"reached\": false}"
                           : grid.label(to) + " is not reachable")
                  << "\n";
        return kExitFindings;
    }
    engine::JsonWriter out;
    out.beginObject()
        .field("to", grid.label(to))
        .field("reached", true)
        .field("cost", path.back().cumulative)
        .key("steps")
        .beginArray();
    for (std::size_t i = 1; i < path.size(); ++i) {
        const engine::StepCost step = engine::explainStep(profile, path[i - 1].hex, path[i].hex, options);
        if (!json)
            std::cout << grid.label(path[i - 1].hex) << " -> " << grid.label(path[i].hex) << ": "
                      << formatCost(path[i].stepCost) << " MP (total " << formatCost(path[i].cumulative) << ")\n";
        out.beginObject()
            .field("label", grid.label(path[i].hex))
            .field("step", path[i].stepCost)
            .field("total", path[i].cumulative);
        writeReasons(step.reasons, out, json);
        out.endObject();
    }
    out.endArray().endObject();
    if (json) std::cout << out.str() << "\n";
    return kExitOk;
}

// CWB 23.0: the cost to enter the adjacent hex `to` to close-combat.
int printCloseCombat(const engine::MovementProfile& profile, engine::HexCoord from, engine::HexCoord to, bool json) {
    const engine::HexGrid& grid = profile.map().grid();
    if (engine::hexDistance(from, to) != 1)
        throw UsageError("--close-combat: hex " + grid.label(to) + " is not adjacent to " + grid.label(from));
    const engine::StepCost step = engine::closeCombatEntryCost(profile, from, to);
    if (!json)
        std::cout << "close combat " << grid.label(from) << " -> " << grid.label(to) << ": "
                  << (step.prohibited ? std::string("not allowed") : formatCost(step.mp) + " MP") << "\n";
    engine::JsonWriter out;
    out.beginObject().field("from", grid.label(from)).field("to", grid.label(to)).field("allowed", !step.prohibited);
    if (!step.prohibited) out.field("cost", step.mp);
    writeReasons(step.reasons, out, json);
    out.endObject();
    if (json) std::cout << out.str() << "\n";
    return step.prohibited ? kExitFindings : kExitOk;
}

}  // namespace

int runReach(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool json = args.choice("--format", {"text", "json"}) == "json";
    if (!args.has("--mp")) throw UsageError("--mp is required");
    if (!args.has("--class")) throw UsageError("--class is required");
    const double budget = parseBudget(args.get("--mp"));

    const engine::Document doc = openDocument(args.positional()[0]);
    if (!doc.ruleset) throw std::runtime_error(args.positional()[0] + ": no ruleset");
    const engine::HexGrid& grid = doc.map.grid();
    const std::optional<engine::HexCoord> from = parseHex(grid, args.positional()[1]);
    const std::optional<engine::HexCoord> pathTo =
        args.has("--path") ? std::optional(parseHex(grid, args.get("--path"))) : std::nullopt;

    std::optional<engine::MovementProfile> profile;
    try {
        profile.emplace(*doc.ruleset, doc.map, args.get("--class"), args.get("--mode"));
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (args.has("--close-combat"))
        return printCloseCombat(*profile, *from, parseHex(grid, args.get("--close-combat")), json);
    engine::BoardState context(doc.map, *doc.ruleset, doc.scenario ? &*doc.scenario : nullptr);
    (void)applyTurnArgument(args, context);
    engine::ReachOptions options = engine::ReachOptions::fromRuleset(*doc.ruleset, budget);
    std::optional<engine::RoadStackLimit> stack;
    if (args.has("--units")) {
        if (!doc.scenario) throw UsageError("--units needs a scenario");
        std::string list = args.get("--units");
        std::replace(list.begin(), list.end(), ',', ' ');
        const std::vector<std::string> ids = engine::splitWords(list);
        try {
            stack.emplace(context, engine::placedPieces(context, ids));
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--units: ") + e.what());
        }
        options.roadStack = &*stack;
    }
    const std::string side = args.has("--side") ? args.get("--side") : (stack ? stack->side() : std::string());
    if (stack && side != stack->side())
        throw UsageError("--units are on side " + stack->side() + ", not --side " + side);
    std::optional<engine::EnemyPresence> enemies;
    if (!side.empty()) {
        if (doc.scenario && !doc.scenario->findSide(side))
            throw UsageError("--side: the scenario has no side `" + side + "`");
        enemies.emplace(context, side);
        options.enemies = &*enemies;
    }
    const engine::ReachResult reach = engine::computeReach(*profile, *from, options);
    if (pathTo) return printPath(*profile, options, reach, *pathTo, json);

    struct Row {
        std::string label;
        double cost;
        bool final;
    };
    std::vector<Row> rows;
    for (const engine::ReachedHex& h : reach.hexes()) rows.push_back({grid.label(h.hex), h.cost, h.finalOnly});
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row& a, const Row& b) { return a.cost != b.cost ? a.cost < b.cost : a.label < b.label; });

    if (json) {
        engine::JsonWriter out;
        out.beginObject()
            .field("from", grid.label(*from))
            .field("class", profile->unitClass())
            .field("mode", profile->mode());
        out.field("mp", budget).field("count", rows.size()).key("hexes").beginArray();
        for (const Row& r : rows)
            out.beginObject().field("label", r.label).field("cost", r.cost).field("final", r.final).endObject();
        out.endArray().endObject();
        std::cout << out.str() << "\n";
        return kExitOk;
    }
    std::cout << "reach from " << grid.label(*from) << ": " << profile->unitClass()
              << (profile->mode().empty() ? "" : " (" + profile->mode() + ")") << ", "
              << (budget == engine::kProhibitedMove ? std::string("unlimited") : formatCost(budget)) << " MP, "
              << rows.size() << " hexes\n";
    for (const Row& r : rows) std::cout << r.label << " " << formatCost(r.cost) << (r.final ? " final" : "") << "\n";
    return kExitOk;
}

}  // namespace cli
