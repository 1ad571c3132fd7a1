// ridgeline format: load and save a file canonically, as the studio would save it.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"

namespace cli {
namespace {
const ArgSpec kSpec{
    "usage: ridgeline format FILE [-o OUT]\n\n"
    "Loads a map, scenario or ruleset and writes it in canonical form (stable order, one record per\n"
    "line) to OUT, or to stdout without -o. OUT may be FILE itself; the save is atomic. Formatting\n"
    "twice gives the same bytes.\n\n"
    "example: ridgeline format scenario.rlscn -o scenario.rlscn\n",
    {"-o"},
    {},
    1,
    1};
}  // namespace

int runFormat(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const std::string& path = parsed->positional().front();
    const std::string out = parsed->get("-o");
    // The map's references are written relative to where the text goes (FILE itself on stdout).
    const std::string target = out.empty() || out == "-" ? path : out;
    std::string text;
    switch (engine::requireFileKind(path)) {
    case engine::FileKind::Ruleset: text = engine::writeRuleset(engine::loadRuleset(path)); break;
    case engine::FileKind::Map: text = engine::writeMap(openDocument(path).map, target); break;
    case engine::FileKind::Scenario: {
        const engine::Document doc = openDocument(path);
        engine::Scenario scenario = *doc.scenario;  // its map and ruleset paths are relative to the scenario file
        scenario.mapPath = engine::movedReference(scenario.mapPath, path, target);
        scenario.rulesetRef = engine::movedRulesetReference(scenario.rulesetRef, path, target);
        text = engine::writeScenario(scenario, doc.map.grid());
        break;
    }
    default: throw std::runtime_error(path + ": not a Ridgeline map, scenario or ruleset file");
    }
    writeOutput(out, text);
    return kExitOk;
}

}  // namespace cli
