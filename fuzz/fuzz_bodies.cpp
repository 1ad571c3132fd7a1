#include "fuzz/fuzz_bodies.hpp"

#include "engine/authoring/new_scenario.hpp"
#include "engine/io/load_error.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/model/value_rules.hpp"
#include "engine/table/hex_table.hpp"
#include "importers/oob/oob_import.hpp"
#include "importers/vector/vector_mapping.hpp"

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace fuzzbody {

namespace {

// Fuzzing finds a map of 2^16 hexes as telling as one of 16M, at a thousandth of the cost.
constexpr long long kFuzzMaxHexes = 1 << 16;

[[noreturn]] void bug(const char* what, const std::string& detail) {
    std::fprintf(stderr, "fuzz body: %s: %s\n", what, detail.c_str());
    std::abort();
}

const engine::Ruleset& sssRuleset() {
    static const engine::Ruleset rs =
        engine::loadRuleset(std::string(RIDGELINE_SOURCE_DIR) + "/templates/rulesets/sss.xml");
    return rs;
}

engine::HexGrid sssGrid(int columns = 20, int rows = 16) {
    engine::NumberingScheme n;
    (void)engine::numberingPreset("sss", n);
    return {{}, columns, rows, {2, 2, {"A", "C", "B", "D"}}, n};
}

// The grids labels are read against: SSS sheets (A0101), plain CCRR, and HS's "#" form.
const std::vector<engine::HexGrid>& labelGrids() {
    static const std::vector<engine::HexGrid> grids = [] {
        std::vector<engine::HexGrid> out{sssGrid()};
        engine::NumberingScheme ccrr;
        (void)engine::numberingPreset("ccrr", ccrr);
        out.emplace_back(engine::GridShape{engine::Orientation::PointyTop, engine::Stagger::Even}, 120, 95,
                         engine::SectionLayout{}, ccrr);
        const engine::NumberingScheme dotted{false, "", ".", 2, 2, 0, 1, engine::RowDirection::Up};
        out.emplace_back(engine::GridShape{}, 30, 30, engine::SectionLayout{}, dotted);
        return out;
    }();
    return grids;
}

// Runs `read`; a LoadError is a refusal (fine), any other exception is a bug.
template <typename Read>
bool refusedOrRead(const char* what, Read read) {
    try {
        read();
        return true;
    } catch (const engine::LoadError& e) {
        if (e.message.empty()) bug(what, "a LoadError without a message");
        return false;
    } catch (const std::exception& e) {
        bug(what, std::string("an exception other than LoadError: ") + e.what());
    }
}

// What the writer made must read back and write to the same bytes.
template <typename Write, typename Read>
void roundTrip(const char* what, Write write, Read read) {
    std::string first;
    try {
        first = write();
    } catch (const std::exception& e) {
        bug(what, std::string("the writer refused what the reader accepted: ") + e.what());
    }
    std::string second;
    try {
        second = read(first);
    } catch (const std::exception& e) {
        bug(what, std::string("what the writer wrote does not load: ") + e.what() + "\n" + first);
    }
    if (first != second) bug(what, "the round trip changed the file:\n" + first + "\n---\n" + second);
}

void mapBody(std::string_view input) {
    engine::HexMap map;
    if (!refusedOrRead("map", [&] { map = engine::parseMap(input, "fuzz.rlmap"); })) return;
    roundTrip(
        "map", [&] { return engine::writeMap(map); },
        [](const std::string& text) { return engine::writeMap(engine::parseMap(text, "again.rlmap")); });
}

void scenarioBody(std::string_view input) {
    static const engine::HexGrid grid = sssGrid();
    engine::Scenario scenario;
    if (!refusedOrRead("scenario", [&] { scenario = engine::parseScenario(input, "fuzz.rlscn", grid, &sssRuleset()); }))
        return;
    roundTrip(
        "scenario", [&] { return engine::writeScenario(scenario, grid); },
        [](const std::string& text) {
            return engine::writeScenario(engine::parseScenario(text, "again.rlscn", grid, &sssRuleset()), grid);
        });
}

void rulesetBody(std::string_view input) {
    engine::Ruleset ruleset;
    if (!refusedOrRead("ruleset", [&] { ruleset = engine::parseRuleset(input, "fuzz.xml"); })) return;
    roundTrip(
        "ruleset", [&] { return engine::writeRuleset(ruleset); },
        [](const std::string& text) { return engine::writeRuleset(engine::parseRuleset(text, "again.xml")); });
}

// Mapping templates have no writer: reading them must refuse or succeed, and every rule must
// carry a target and a line.
void mappingBody(std::string_view input) {
    importers::VectorMapping mapping;
    if (!refusedOrRead("mapping", [&] { mapping = importers::parseVectorMapping(std::string(input), "fuzz.xml"); }))
        return;
    for (const importers::MappingRule& rule : mapping.rules) {
        if (rule.line <= 0) bug("mapping", "a rule without a line");
        if (rule.defaultTarget.empty() && rule.targets.empty()) bug("mapping", "a rule without a target");
    }
    (void)importers::unknownTargets(mapping, sssRuleset());
}

// A table applied to a map: whatever apply accepts must save and load back. The map is four
// sheets of 6 x 6 hexes (a map of sample size, 1,280 hexes, made the target 135 runs a second).
// An input of odd length is applied with the SSS ruleset, one of even length without: the fuzzer
// reaches both by changing the length, at half the cost of applying every input twice.
void applyBody(std::string_view input) {
    static const engine::HexMap base = [] {
        engine::HexMap map(sssGrid(12, 12), 182.88);
        map.setRulesetId("sss");
        map.setTerrain(map.grid().at(5), "woods");
        return map;
    }();
    const engine::Ruleset* ruleset = input.size() % 2 == 1 ? &sssRuleset() : nullptr;
    engine::HexMap map = base;
    engine::TableApplyResult result;
    try {
        result = engine::applyTable(map, input, ruleset, "fuzz.csv");
    } catch (const std::exception& e) {
        bug("apply", std::string("apply threw instead of reporting: ") + e.what());
    }
    if (!result.ok()) {
        for (const std::string& e : result.errors)
            if (e.rfind("fuzz.csv:", 0) != 0) bug("apply", "an error without file and line: " + e);
        return;
    }
    roundTrip(
        "apply", [&] { return engine::writeMap(map); },
        [](const std::string& text) { return engine::writeMap(engine::parseMap(text, "again.rlmap")); });
}

// An order-of-battle spreadsheet imported into a new SSS scenario, merged (an input of odd length)
// or replacing (even; the fuzzer reaches both by changing the length): what the import accepts
// must save and load back, and export then import --replace gives the same scenario.
void oobBody(std::string_view input) {
    static const engine::Document base = [] {
        engine::NewScenarioSpec spec;
        spec.ruleset = std::make_shared<const engine::Ruleset>(sssRuleset());
        spec.rulesetRef = "sss";
        spec.mapFile = "map.rlmap";
        spec.scenarioFile = "scenario.rlscn";
        spec.name = "Fuzz";
        return engine::newScenario(spec, engine::HexMap(sssGrid(), 182.88));
    }();
    using Mode = importers::OobImportOptions::Mode;
    const auto scenarioText = [](const engine::Document& doc) {
        return engine::writeScenario(*doc.scenario, doc.map.grid());
    };
    const importers::OobImportOptions options{input.size() % 2 == 1 ? Mode::Merge : Mode::Replace};
    engine::Document doc = base;
    importers::OobImport import;
    if (!refusedOrRead("oob",
                       [&] { import = importers::readOob(importers::parseOobSheet(input, "fuzz.csv"), doc, options); }))
        return;
    std::unique_ptr<engine::Command> command;
    try {
        command = importers::oobImportCommand(doc, import, options);
    } catch (const std::exception& e) {
        bug("oob", std::string("the import command refused what the reader accepted: ") + e.what());
    }
    if (!command) return;
    command->apply(doc);
    roundTrip(
        "oob", [&] { return scenarioText(doc); },
        [&](const std::string& text) {
            return engine::writeScenario(engine::parseScenario(text, "again.rlscn", doc.map.grid(), &sssRuleset()),
                                         doc.map.grid());
        });
    const std::string exported = importers::writeOob(doc);
    engine::Document again = base;
    const importers::OobImportOptions replace{Mode::Replace};
    try {
        const auto reimport = importers::readOob(importers::parseOobSheet(exported, "export.csv"), again, replace);
        if (auto c = importers::oobImportCommand(again, reimport, replace)) c->apply(again);
    } catch (const std::exception& e) {
        bug("oob", std::string("the exported sheet does not import: ") + e.what() + "\n" + exported);
    }
    if (scenarioText(again) != scenarioText(doc)) bug("oob", "export then import --replace changed the scenario");
}

// A label that parses names a hex whose printed label parses back to it.
void hexLabelBody(std::string_view input) {
    for (const engine::HexGrid& grid : labelGrids()) {
        std::string why;
        const auto hex = grid.parseLabel(input, &why);
        if (!hex) {
            if (why.empty()) bug("hex label", "a refusal without a reason");
            continue;
        }
        if (!grid.contains(*hex)) continue;  // labels off the map parse; callers check contains()
        const std::string printed = grid.label(*hex);
        const auto again = grid.parseLabel(printed);
        if (!again || !(*again == *hex)) bug("hex label", "label " + printed + " does not parse back");
    }
}

}  // namespace

void initialise() { engine::setMaxHexes(kFuzzMaxHexes); }

const std::vector<Target>& targets() {
    static const std::vector<Target> all{{"fuzz_map", mapBody},         {"fuzz_scenario", scenarioBody},
                                         {"fuzz_ruleset", rulesetBody}, {"fuzz_mapping", mappingBody},
                                         {"fuzz_apply_csv", applyBody}, {"fuzz_hex_label", hexLabelBody},
                                         {"fuzz_oob", oobBody}};
    return all;
}

Body find(std::string_view name) {
    for (const Target& t : targets())
        if (name == t.name) return t.body;
    return nullptr;
}

}  // namespace fuzzbody
