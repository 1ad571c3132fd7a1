#include "command_fixture.hpp"

#include "engine/commands/set_scenario_settings_command.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace cmdtest;

TEST_CASE("SetScenarioSettingsCommand: every builder round-trips", "[commands]") {
    Document doc = makeDocument();
    std::vector<std::pair<std::unique_ptr<SetScenarioSettingsCommand>, std::string>> cmds;
    TurnTrack turns = doc.scenario->turns;
    turns.lastTurn = 18;
    turns.nightTurns = {9, 10};
    cmds.emplace_back(setScenarioName(doc, "McPherson Ridge"), "Rename Scenario");
    cmds.emplace_back(setTurnTrack(doc, turns), "Edit Turn Track");
    cmds.emplace_back(setOption(doc, "variant", "historical"), "Set Option");
    cmds.emplace_back(setOption(doc, "night", ""), "Set Option");
    cmds.emplace_back(setSpecialRules(doc, "No cavalry.\nNo night moves."), "Edit Special Rules");
    cmds.emplace_back(setSeverityOverride(doc, "los.blocked", "info"), "Set Rule Severity");
    cmds.emplace_back(setSeverityOverride(doc, "stacking.over_limit", ""), "Set Rule Severity");
    cmds.emplace_back(addWaiver(doc, {"stacking.over_limit", "hex:0505", "historical"}), "Waive Diagnostic");
    cmds.emplace_back(addWaiver(doc, {"command.out_of_range", "unit:stone", "new reason"}), "Waive Diagnostic");
    cmds.emplace_back(removeWaiver(doc, "command.out_of_range", "unit:stone"), "Remove Waiver");
    for (auto& [cmd, label] : cmds) {
        REQUIRE(cmd);
        CHECK(cmd->label() == label);
        CHECK(cmd->changes().settings);
        checkRoundTrip(doc, *cmd);
    }
}

TEST_CASE("SetScenarioSettingsCommand: effects and no-ops", "[commands]") {
    Document doc = makeDocument();
    auto update = addWaiver(doc, {"command.out_of_range", "unit:stone", "new reason"});
    update->apply(doc);
    REQUIRE(doc.scenario->waivers.size() == 1);
    CHECK(doc.scenario->waivers[0].comment == "new reason");

    CHECK(setScenarioName(doc, "Test Scenario") == nullptr);
    CHECK(setOption(doc, "night", "on") == nullptr);
    CHECK(setOption(doc, "absent", "") == nullptr);
    CHECK(removeWaiver(doc, "nothing", "here") == nullptr);
    CHECK(setTurnTrack(doc, doc.scenario->turns) == nullptr);
}

TEST_CASE("SetScenarioSettingsCommand: a document without a scenario is an error", "[commands]") {
    Document doc = makeDocument();
    doc.scenario.reset();
    CHECK_THROWS_AS(setScenarioName(doc, "x"), std::logic_error);
}
