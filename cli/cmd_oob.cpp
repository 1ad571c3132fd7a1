// ridgeline import-oob / export-oob: the order of battle from and to a spreadsheet (CSV or TSV).
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/scenario_file.hpp"
#include "importers/oob/oob_import.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kImportSpec{
    "usage: ridgeline import-oob SCENARIO TABLE [--replace | --merge] [-o OUT]\n\n"
    "Reads an order of battle from a CSV or TSV spreadsheet (a tab in the header makes it TSV): one row\n"
    "per formation, leader or unit; columns side, kind, id, name, parent or depth, class, commander,\n"
    "rank, and the ruleset's attributes (docs/file-formats.md). Unknown columns are reported and\n"
    "ignored; ids are made from the names where absent. --merge (the default) updates the records\n"
    "whose id the scenario has and adds the others; --replace makes the table the whole order of\n"
    "battle (set-up places and schedule entries of pieces that are gone go too). Every row is checked\n"
    "first: one bad row is reported with its file, line and column, and nothing is written. Without -o\n"
    "the scenario is updated in place (atomically).\n\n"
    "example: ridgeline import-oob scenario.rlscn gettysburg-oob.csv --replace -o gettysburg.rlscn\n",
    {"-o"},
    {"--replace", "--merge"},
    2,
    2};

const ArgSpec kExportSpec{
    "usage: ridgeline export-oob SCENARIO [--tsv] [-o TABLE]\n\n"
    "Writes the scenario's order of battle as a spreadsheet in the columns import-oob reads (parent\n"
    "form): formations, then leaders, then units, in file order, so that export then import --replace\n"
    "gives back the same scenario file. CSV, or TSV with --tsv; to stdout without -o.\n\n"
    "example: ridgeline export-oob scenario.rlscn -o oob.csv\n",
    {"-o"},
    {"--tsv"},
    1,
    1};

engine::Document openScenario(const std::string& path) {
    engine::Document doc = openDocument(path);
    if (!doc.scenario) throw UsageError(path + " is a map; the order of battle is in a scenario file");
    return doc;
}

}  // namespace

int runImportOob(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kImportSpec);
    if (!parsed) return kExitOk;
    if (parsed->has("--replace") && parsed->has("--merge")) throw UsageError("--replace or --merge, not both");
    const std::string& path = parsed->positional()[0];
    const std::string& tablePath = parsed->positional()[1];
    engine::Document doc = openScenario(path);
    importers::OobImportOptions options;
    if (parsed->has("--replace")) options.mode = importers::OobImportOptions::Mode::Replace;
    const importers::OobSheet sheet = importers::parseOobSheet(engine::readTextFile(tablePath), tablePath);
    const importers::OobImport import = importers::readOob(sheet, doc, options);
    for (const std::string& c : import.unknownColumns)
        std::cerr << tablePath << ": " << c << " is not a field or attribute of " << doc.ruleset->id << "; ignored\n";
    if (auto cmd = importers::oobImportCommand(doc, import, options)) cmd->apply(doc);
    const std::string out = parsed->get("-o", path);
    engine::Scenario scenario = *doc.scenario;  // its map and ruleset paths are relative to the scenario file
    scenario.mapPath = engine::movedReference(scenario.mapPath, path, out);
    scenario.rulesetRef = engine::movedRulesetReference(scenario.rulesetRef, path, out);
    engine::saveScenario(scenario, doc.map.grid(), out);
    std::cout << "imported " << sheet.rows.size() << " rows (" << import.formations.size() << " formations, "
              << import.leaders.size() << " leaders, " << import.units.size() << " units; " << import.generatedIds
              << " ids made from names) into " << out << "\n";
    return kExitOk;
}

int runExportOob(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kExportSpec);
    if (!parsed) return kExitOk;
    const engine::Document doc = openScenario(parsed->positional()[0]);
    writeOutput(parsed->get("-o"), importers::writeOob(doc, parsed->has("--tsv") ? '\t' : ','));
    return kExitOk;
}

}  // namespace cli
