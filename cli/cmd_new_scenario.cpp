// ridgeline new-scenario: a scenario on an existing map, with the ruleset's sides (File ▸ New
// Scenario in the studio; a blank map comes from `ridgeline new`).
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/authoring/new_scenario.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/scenario_file.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline new-scenario --map MAP [--ruleset ID|FILE] [--name TEXT] -o SCENARIO\n\n"
    "Creates a scenario on the map MAP (made with `ridgeline new` or imported), naming the map relative\n"
    "to the scenario. The ruleset is the map's unless --ruleset names another. The scenario starts with\n"
    "the ruleset's sides, one turn, and the ruleset's turn length and first date where it states them.\n\n"
    "example: ridgeline new-scenario --map gettysburg.rlmap --name \"McPherson Ridge\" -o mcpherson.rlscn\n",
    {"--map", "--ruleset", "--name", "-o"},
    {},
    0,
    0};

}  // namespace

int runNewScenario(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    for (const char* required : {"--map", "-o"})
        if (!args.has(required)) throw UsageError(std::string(required) + " is required");
    if (engine::fileKind(args.get("--map")) != engine::FileKind::Map)
        throw UsageError("--map wants a map file (" + std::string(engine::kMapExtension) + ")");
    engine::Document map = openDocument(args.get("--map"));
    engine::NewScenarioSpec spec;
    spec.ruleset = args.has("--ruleset") ? openRuleset(args.get("--ruleset")) : map.ruleset;
    spec.rulesetRef = args.has("--ruleset") ? args.get("--ruleset") : map.map.rulesetId();
    spec.mapFile = args.get("--map");
    spec.scenarioFile = args.get("-o");
    spec.name = args.get("--name");
    const engine::Document doc = engine::newScenario(spec, std::move(map.map));
    engine::saveScenario(*doc.scenario, doc.map.grid(), args.get("-o"));
    std::cout << "created " << args.get("-o") << ": scenario `" << doc.scenario->id << "` on " << doc.scenario->mapPath
              << ", ruleset " << spec.ruleset->id << ", sides";
    for (const engine::Side& side : doc.scenario->sides) std::cout << " " << side.id;
    std::cout << "\n";
    return kExitOk;
}

}  // namespace cli
