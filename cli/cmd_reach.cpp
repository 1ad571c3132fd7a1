// ridgeline reach: every hex a unit can reach from a hex within an MP budget, with its cost.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "cli/turn_argument.hpp"
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/command/command_trace.hpp"
#include "engine/mechanics/movement/close_combat_entry.hpp"
#include "engine/mechanics/movement/movement_orders.hpp"
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
    "usage: ridgeline reach FILE FROM --mp N --class CLASS [--mode MODE] [--side SIDE] [--units IDS] [--orders "
    "ORDERS]\n"
    "                       [--turn N] [--command] [--path TO | --explain TO | --close-combat TO] [--format "
    "text|json]\n\n"
    "Every hex a unit of CLASS (in MODE, default the class's first mode) can reach from hex FROM of\n"
    "map or scenario FILE with N movement points (\"unlimited\" for no limit), with its MP cost,\n"
    "sorted by cost then label. Costs follow the ruleset: terrain, hex features, hexsides, slopes\n"
    "uphill or downhill, the road rate across road hexsides. Hexes marked \"final\" are entered by the\n"
    "final-hex allowance or the minimum move, or stop the move; \"pass\" hexes may be passed through\n"
    "but the move may not end there.\n\n"
    "  --side SIDE       with a scenario, the mover's side: the other sides' set-up is the enemy (their\n"
    "                    hexes impassable, their ZOC and ZOI cost extra, a ZOC ends the move, no road\n"
    "                    rate into or out of a zone: SSS 24.22, 24.33, 26.23; CWB 14.1; LFM R2.2, R5.2),\n"
    "                    and the rules that depend on more than the hex entered apply: leaving a ZOC\n"
    "                    (SSS 24.24, CWB 14.1), no ZOC after the road rate (LFM R5.5), full friendly\n"
    "                    stacks (SSS 25.31), road movers in column (CWB 12.2), Skirmish screens (HS 18.2)\n"
    "  --units IDS       the moving stack (comma-separated unit ids of the scenario's set-up): no road\n"
    "                    rate where it breaks the road stacking limit (HS 13.5b, SSS 25.24); implies\n"
    "                    --side of those units\n"
    "  --orders ORDERS   the mover's orders: march, defend, general... keep it out of enemy zones (SSS\n"
    "                    9.111-9.211, 21.31), out-of-command or detached out of a ZOC (LFM R5.6, R22.3),\n"
    "                    maneuver, regroup out of hexes next to the enemy (HS 11.4, 11.5)\n"
    "  --turn N          a turn of the scenario's turn track: at night no ZOI and no ZOC entry, movement\n"
    "                    along roads only (LFM R23.2, R23.5)\n"
    "  --command         the leader's command trace instead of a move (needs --side): enemy units\n"
    "                    block, an enemy ZOC is passed only where a friendly unit is, zone costs where\n"
    "                    the trace pays them (SSS 21.22, CWB 10.5a, LFM R20.10); in hexes where the\n"
    "                    ruleset measures command in hexes (LFM): what setup.out_of_command measures\n"
    "  --path TO         the cheapest path to hex TO instead, each step with its cost and reasons\n"
    "  --explain TO      the same, with why the start limits the move (rule cited; assumed values flagged)\n"
    "  --close-combat TO the MP to enter the adjacent hex TO to close-combat (CWB 23.0: hex cost + 1)\n\n"
    "example: ridgeline reach samples/sss-mcpherson-ridge/scenario.rlscn A1053 --mp 6 --class infantry --mode "
    "tactical\n",
    {"--mp", "--class", "--mode", "--side", "--units", "--orders", "--turn", "--path", "--explain", "--close-combat",
     "--format"},
    {"--command"},
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

// The cheapest path to `to`, step by step with the reasons for each cost, after what the start says.
int printPath(const engine::MovementProfile& profile, const engine::ReachOptions& options,
              const engine::ReachResult& reach, engine::HexCoord to, const std::vector<engine::Reason>& start,
              bool json) {
    const engine::HexGrid& grid = profile.map().grid();
    const auto path = reach.pathTo(to);
    engine::JsonWriter out;
    out.beginObject().field("to", grid.label(to)).field("reached", !path.empty());
    if (!start.empty()) {
        if (!json) std::cout << "start " << grid.label(reach.start()) << ":\n";
        writeReasons(start, out, json);
    }
    if (path.empty()) {
        if (!json) std::cout << grid.label(to) << " is not reachable\n";
        if (json) std::cout << out.endObject().str() << "\n";
        return kExitFindings;
    }
    out.field("cost", path.back().cumulative).field("pass_only", reach.passOnly(to)).key("steps").beginArray();
    const std::vector<engine::StepCost> steps = engine::explainPath(profile, options, reach, to);
    for (std::size_t i = 1; i < path.size(); ++i) {
        if (!json)
            std::cout << grid.label(path[i - 1].hex) << " -> " << grid.label(path[i].hex) << ": "
                      << formatCost(path[i].stepCost) << " MP (total " << formatCost(path[i].cumulative) << ")\n";
        out.beginObject()
            .field("label", grid.label(path[i].hex))
            .field("step", path[i].stepCost)
            .field("total", path[i].cumulative);
        writeReasons(steps[i - 1].reasons, out, json);
        out.endObject();
    }
    if (!json && reach.passOnly(to)) std::cout << grid.label(to) << ": the move may pass through but not end here\n";
    out.endArray().endObject();
    if (json) std::cout << out.str() << "\n";
    return kExitOk;
}

// --command in hexes (LFM R20.3, R20.10): every hex the trace reaches within `limit` hexes.
int printHexTrace(const engine::HexGrid& grid, const engine::CommandTraceRules& trace, engine::HexCoord from,
                  double limit, bool json) {
    const int hexes = limit == engine::kProhibitedMove ? 99 : static_cast<int>(limit);
    const auto reached = trace.hexesFrom(from, hexes);
    engine::JsonWriter out;
    out.beginObject().field("from", grid.label(from)).field("unit", "hexes").key("reasons").beginArray();
    for (const engine::Reason& r : trace.rules())
        out.beginObject().field("message", r.message).field("cite", r.cite).field("assumed", r.assumed).endObject();
    out.endArray().field("count", reached.size()).key("hexes").beginArray();
    if (!json) {
        std::cout << "command trace from " << grid.label(from) << " in hexes, " << reached.size() << " hexes\n";
        for (const engine::Reason& r : trace.rules()) std::cout << "  " << engine::describe(r) << "\n";
    }
    for (const auto& [hex, d] : reached) {
        if (!json) std::cout << grid.label(hex) << " " << d << "\n";
        out.beginObject().field("label", grid.label(hex)).field("cost", d).endObject();
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

// Every reached hex, sorted by cost then label.
int printReach(const engine::HexGrid& grid, const engine::MovementProfile& profile, const engine::ReachResult& reach,
               double budget, bool json) {
    const std::optional<engine::HexCoord> from = reach.start();
    struct Row {
        std::string label;
        double cost;
        bool final;
        bool pass;
    };
    std::vector<Row> rows;
    for (const engine::ReachedHex& h : reach.hexes())
        rows.push_back({grid.label(h.hex), h.cost, h.finalOnly, h.passOnly});
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row& a, const Row& b) { return a.cost != b.cost ? a.cost < b.cost : a.label < b.label; });

    if (json) {
        engine::JsonWriter out;
        out.beginObject()
            .field("from", grid.label(*from))
            .field("class", profile.unitClass())
            .field("mode", profile.mode());
        out.field("mp", budget).field("count", rows.size()).key("hexes").beginArray();
        for (const Row& r : rows)
            out.beginObject()
                .field("label", r.label)
                .field("cost", r.cost)
                .field("final", r.final)
                .field("pass", r.pass)
                .endObject();
        out.endArray().endObject();
        std::cout << out.str() << "\n";
        return kExitOk;
    }
    std::cout << "reach from " << grid.label(*from) << ": " << profile.unitClass()
              << (profile.mode().empty() ? "" : " (" + profile.mode() + ")") << ", "
              << (budget == engine::kProhibitedMove ? std::string("unlimited") : formatCost(budget)) << " MP, "
              << rows.size() << " hexes\n";
    for (const Row& r : rows)
        std::cout << r.label << " " << formatCost(r.cost) << (r.final ? " final" : "") << (r.pass ? " pass" : "")
                  << "\n";
    return kExitOk;
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

    const engine::Document doc = openDocumentWithRuleset(args.positional()[0]);
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
    std::vector<engine::PieceAt> moving;
    if (args.has("--units")) {
        if (!doc.scenario) throw UsageError("--units needs a scenario");
        std::string list = args.get("--units");
        std::replace(list.begin(), list.end(), ',', ' ');
        const std::vector<std::string> ids = engine::splitWords(list);
        try {
            moving = engine::placedPieces(context, ids);
            stack.emplace(context, moving);
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--units: ") + e.what());
        }
        options.roadStack = &*stack;
    }
    const std::string side = args.has("--side") ? args.get("--side") : (stack ? stack->side() : std::string());
    if (stack && side != stack->side())
        throw UsageError("--units are on side " + stack->side() + ", not --side " + side);
    if (!side.empty() && doc.scenario && !doc.scenario->findSide(side))
        throw UsageError("--side: the scenario has no side `" + side + "`");
    if ((args.has("--orders") || args.has("--command")) && side.empty())
        throw UsageError(std::string(args.has("--command") ? "--command" : "--orders") +
                         " needs --side (or --units) and a scenario");
    if (args.has("--orders")) {
        // Orders no movement rule reads (SSS attack orders, say) move as no orders: said, not silent.
        const std::vector<std::string> read = engine::movementOrders(*doc.ruleset);
        if (std::find(read.begin(), read.end(), args.get("--orders")) == read.end())
            std::cerr << "note: no movement rule of ruleset " << doc.ruleset->id << " reads orders `"
                      << args.get("--orders") << "` ("
                      << (read.empty() ? std::string("it reads none") : "it reads " + engine::joinWords(read))
                      << "): the move is as under no orders\n";
    }
    const std::optional<engine::HexCoord> explainTo =
        args.has("--explain") ? std::optional(parseHex(grid, args.get("--explain"))) : pathTo;

    if (args.has("--command")) {
        const engine::CommandTraceRules trace(context, side);
        const engine::PolicySection* command = doc.ruleset->section("command");
        if (command && command->policy == "hexes") return printHexTrace(grid, trace, *from, budget, json);
        options = engine::ReachOptions{};
        options.budget = budget;
        options.rules = &trace;
        const engine::ReachResult reach = engine::computeReach(*profile, *from, options);
        if (explainTo) return printPath(*profile, options, reach, *explainTo, trace.rules(), json);
        return printReach(grid, *profile, reach, budget, json);
    }
    std::optional<engine::EnemyPresence> enemies;
    std::optional<engine::MoveRules> rules;
    if (!side.empty()) {
        enemies.emplace(context, side);
        options.enemies = &*enemies;
        rules.emplace(context, *profile, &*enemies, engine::MovingStack{side, args.get("--orders"), moving}, *from);
        options.rules = &*rules;
    }
    const engine::ReachResult reach = engine::computeReach(*profile, *from, options);
    if (explainTo)
        return printPath(*profile, options, reach, *explainTo,
                         rules ? rules->startReasons() : std::vector<engine::Reason>{}, json);
    return printReach(grid, *profile, reach, budget, json);
}

}  // namespace cli
