// The validation framework: registry, scopes, overrides, waivers, assumed values, incremental runs.
#include "validation_fixture.hpp"

#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/validation/validator.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

using namespace engine;
using valtest::ofRule;

namespace {

// A clean 10x8 HS document: two brigades of one division per side, set up apart (on the HS
// template without its unapplied values, which every document gets an info about).
Document hsDocument() {
    Document doc;
    doc.ruleset = valtest::appliedOnly(*valtest::templateRuleset("hs"));
    doc.map = HexMap(HexGrid(doc.ruleset->gridShape, 10, 8, {}, doc.ruleset->numbering), 137.16);
    doc.map.setRulesetId("hs");
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i)
        doc.map.setTerrain(doc.map.grid().at(i), i % 7 == 0 ? "woods" : "clear");
    Scenario sc;
    sc.id = "t";
    sc.turns = {"1863-07-02", "16:00", 20, 1, 6, {}};
    sc.sides = {{"union", "Union"}, {"csa", "Confederate"}};
    sc.formations = {{"ud", "Birney", "division", "union", "", ""},
                     {"ub", "Ward", "brigade", "union", "ud", ""},
                     {"cd", "Hood", "division", "csa", "", ""},
                     {"cb", "Law", "brigade", "csa", "cd", ""}};
    const AttributeMap regiment{{"sp", "6"}, {"cohesion", "4"}, {"bw-sp", "3"}, {"bw-cohesion", "2"}};
    sc.units = {{"u1", "124th NY", "union", "ub", "infantry", regiment},
                {"u2", "86th NY", "union", "ub", "infantry", regiment},
                {"c1", "4th AL", "csa", "cb", "infantry", regiment},
                {"c2", "15th AL", "csa", "cb", "infantry", regiment}};
    const auto at = [&](int col, int row) { return doc.map.grid().fromOffset({col, row}); };
    sc.setup = {{"u1", at(2, 2), -1, "normal"}, {"u2", at(2, 3), -1, "normal"}, {"c1", at(7, 2), -1, "normal"}};
    sc.schedule = {{"r1", 2, "csa", {"c2"}, {}, at(9, 4), "", "", "", "", {}}};
    doc.scenario = sc;
    return doc;
}

}  // namespace

TEST_CASE("built-in rules have unique ids, summaries and a scope", "[validation]") {
    const CheckRegistry& rules = builtinChecks();
    REQUIRE(rules.checks().size() >= 35);
    std::set<std::string> ids;
    for (const auto& r : rules.checks()) {
        INFO(r->id());
        CHECK(ids.insert(r->id()).second);
        CHECK(r->id().find('.') != std::string::npos);
        CHECK_FALSE(r->summary().empty());
        CHECK(r->triggers() != 0);
    }
    CHECK(rules.find("oob.duplicate_id") != nullptr);
    CHECK(rules.find("no.such_rule") == nullptr);
    CheckRegistry again;
    registerBuiltinChecks(again);
    CHECK_THROWS_AS(registerBuiltinChecks(again), std::invalid_argument);
}

TEST_CASE("a clean document validates without diagnostics", "[validation]") {
    const Document doc = hsDocument();
    Validator v;
    CHECK(v.validate(doc).empty());
    // Rules gated on template parameters run only where the template has them.
    std::set<std::string> ran;
    for (const Check* r : v.activeChecks()) ran.insert(r->id());
    CHECK(ran.count("map.slope_levels") == 1);       // HS defines slopes by levels
    CHECK(ran.count("oob.missing_commander") == 0);  // HS has no leader counters
    CHECK(ran.count("map.level_elevation") == 0);    // HS level height is per map
}

TEST_CASE("diagnostics carry the template's citation and say when they rely on an assumed value", "[validation]") {
    Document doc = hsDocument();
    doc.scenario->units[0].attributes["bw-cohesion"] = "4";  // not below cohesion 4 (HS 4.1c, stated)
    doc.scenario->units[1].attributes["sp"] = "25";          // above max 20 (HS 4.1a range is assumed)
    Validator v;
    const auto& ds = v.validate(doc);
    const auto reduced = ofRule(ds, "oob.reduced_stronger");
    REQUIRE(reduced.size() == 1);
    CHECK(reduced[0].citation == "HS 4.1c");
    CHECK(reduced[0].message == "unit `u1`: bw-cohesion 4 is not below cohesion 4 by at least 1");
    CHECK_FALSE(reduced[0].assumed);
    const auto range = ofRule(ds, "oob.attribute_range");
    REQUIRE(range.size() == 1);
    CHECK(range[0].assumed);
    CHECK(range[0].message == "unit `u2` (infantry) sp: 25 is above the maximum 20 (relies on an assumed value)");
    REQUIRE(range[0].locations.size() == 1);
    CHECK(range[0].locations[0].key() == "unit:u2");
}

TEST_CASE("severity overrides change or drop a rule's diagnostics", "[validation]") {
    Document doc = hsDocument();
    doc.scenario->units[0].formation = "";
    Validator v;
    REQUIRE(ofRule(v.validate(doc), "oob.no_formation").at(0).severity == Severity::Error);
    doc.scenario->severityOverrides["oob.no_formation"] = "info";
    CHECK(ofRule(v.validate(doc), "oob.no_formation").at(0).severity == Severity::Info);
    doc.scenario->severityOverrides["oob.no_formation"] = "ignore";
    CHECK(ofRule(v.validate(doc), "oob.no_formation").empty());
}

TEST_CASE("a waived diagnostic is still reported, and a waiver of a vanished location is reported", "[validation]") {
    Document doc = hsDocument();
    doc.scenario->units[0].formation = "";
    doc.scenario->waivers = {{"oob.no_formation", "unit:u1", "attached to the corps on purpose"},
                             {"oob.no_formation", "unit:gone", "the unit was deleted"}};
    Validator v;
    const auto& ds = v.validate(doc);
    const auto waived = ofRule(ds, "oob.no_formation");
    REQUIRE(waived.size() == 1);
    CHECK(waived[0].waived);
    CHECK(waived[0].waiverComment == "attached to the corps on purpose");
    const auto stale = ofRule(ds, "validation.stale_waiver");
    REQUIRE(stale.size() == 1);
    CHECK(stale[0].message == "the waiver of oob.no_formation at `unit:gone` names a location that no longer exists");
}

TEST_CASE("an edit re-checks only the scope items its change set touches", "[validation][incremental]") {
    Document doc = hsDocument();
    Validator v;
    v.validate(doc);
    const std::size_t full = v.checksLastRun();
    const HexCoord to = doc.map.grid().fromOffset({7, 3});
    auto move = movePiece(doc, "u2", to);
    REQUIRE(move);
    move->apply(doc);
    v.update(doc, move->changes());
    CHECK(v.checksLastRun() < full / 10);
    // u2 now stands next to c1 but not in its hex: still clean.
    CHECK(v.diagnostics().empty());
    auto onto = movePiece(doc, "u2", doc.map.grid().fromOffset({7, 2}));
    onto->apply(doc);
    v.update(doc, onto->changes());
    const auto both = ofRule(v.diagnostics(), "setup.both_sides");
    REQUIRE(both.size() == 1);
    CHECK(both[0].message ==
          "hex 0803 holds pieces of csa and union at the start (2 pieces) (relies on an assumed value)");
    std::vector<HexCoord> hexes{doc.map.grid().fromOffset({0, 0})};
    auto clear = setTerrain(doc, hexes, "");
    clear->apply(doc);
    v.update(doc, clear->changes());
    CHECK(ofRule(v.diagnostics(), "map.no_terrain").size() == 1);
    Validator fresh;
    CHECK(fresh.validate(doc) == v.diagnostics());
}

TEST_CASE("checks of states the file reader rejects still run on edited documents", "[validation]") {
    Document doc = hsDocument();
    doc.scenario->turns.firstTurn = 5;
    doc.scenario->turns.lastTurn = 3;
    doc.scenario->units[0].side = "french";
    doc.scenario->formations[1].parent = "nowhere";
    Validator v;
    const auto& ds = v.validate(doc);
    REQUIRE(ofRule(ds, "turns.order").size() == 1);
    CHECK(ofRule(ds, "turns.order")[0].message == "the turn track ends on turn 3, before its first turn 5");
    REQUIRE(ofRule(ds, "oob.unknown_side").size() == 1);
    CHECK(ofRule(ds, "oob.unknown_side")[0].message ==
          "unit `u1` names side `french`, which the scenario does not define");
    REQUIRE(ofRule(ds, "oob.unknown_parent").size() == 1);
    CHECK(ofRule(ds, "oob.unknown_parent")[0].message == "formation `ub` names parent `nowhere`, which does not exist");
    CHECK(ofRule(ds, "schedule.turn_outside_track").size() == 1);  // row r1 on turn 2 is now outside 5-3
}

TEST_CASE("a full validation gives the same report on one thread and on several", "[validation]") {
    RulesetLibrary library;
    library.addSearchDir(testpaths::rulesets());
    for (const auto& entry : std::filesystem::directory_iterator(testpaths::source() / "samples")) {
        const auto file = entry.path() / "scenario.rlscn";
        if (!std::filesystem::exists(file)) continue;
        INFO(file.parent_path().filename().string());
        const Document doc = loadDocument(file, library);
        Validator serial, sideBySide;
        serial.setThreads(1);
        sideBySide.setThreads(4);
        CHECK(sideBySide.threads() == 4);
        const DiagnosticList once = serial.validate(doc);
        CHECK(sideBySide.validate(doc) == once);
        CHECK(sideBySide.validate(doc) == once);  // again, now with the slowest rules first
        CHECK(sideBySide.timingsLastValidation().size() ==
              sideBySide.activeChecks().size() + 3);  // + indexes, placements, report
    }
}
