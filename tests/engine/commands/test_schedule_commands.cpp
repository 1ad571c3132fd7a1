// The schedule pane's and turn-track strip's commands.
#include "command_fixture.hpp"

#include "engine/commands/schedule_commands.hpp"
#include "engine/model/scenario_references.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace cmdtest;

TEST_CASE("scheduling pieces takes them out of the set-up and other rows", "[commands][schedule]") {
    Document doc = makeDocument();
    std::string row;
    applyChecked(doc, scheduleArrival(doc, {"iron", "stone"}, 3, {std::nullopt, "south"}, &row));
    const Scenario& s = *doc.scenario;
    CHECK(row == "usa-t3");
    const ReinforcementRow& added = s.schedule.back();
    CHECK(added.id == "usa-t3");
    CHECK(added.units == std::vector<std::string>{"iron", "stone"});
    CHECK(added.entryArea == "south");
    CHECK(s.schedule.size() == 2);  // r1 brought only stone: it went
    for (const Placement& p : s.setup) CHECK(p.piece != "iron");

    applyChecked(doc, scheduleArrival(doc, {"i-1"}, 5, {hexAt(doc, 0, 3), ""}, &row));
    CHECK(row == "usa-t5");
    CHECK(s.schedule.back().formations == std::vector<std::string>{"i-1"});
    for (const Placement& p : s.setup) CHECK(p.piece != "cutler");  // below i-1: out of the set-up
    CHECK(s.schedule.size() == 3);  // usa-t3 brought iron (below i-1) and stone: stone stays
    CHECK(s.schedule[1].units == std::vector<std::string>{"stone"});

    CHECK_THROWS(scheduleArrival(doc, {"iron", "archer"}, 3, {}));  // two sides
    CHECK_THROWS(scheduleArrival(doc, {"iron"}, 3, {hexAt(doc, 0, 3), "south"}));
    CHECK_THROWS(scheduleArrival(doc, {"iron"}, 3, {std::nullopt, "north"}));
    CHECK(danglingReferences(s).empty());
}

TEST_CASE("editing a row in place", "[commands][schedule]") {
    Document doc = makeDocument();
    applyChecked(doc, setArrivalTurn(doc, "r2", 6));
    applyChecked(doc, setArrivalEntry(doc, "r2", {hexAt(doc, 11, 0), ""}));
    CHECK(doc.scenario->schedule[1].entryArea.empty());
    CHECK(doc.scenario->schedule[1].entryHex == hexAt(doc, 11, 0));
    applyChecked(doc, setArrivalMode(doc, "r2", "march"));
    applyChecked(doc, setArrivalCondition(doc, "r2", "if Archer has arrived"));
    applyChecked(doc, setArrivalRoll(doc, "r2", "1d6>=5"));
    applyChecked(doc, addToScheduleRow(doc, "r2", {"archer"}));
    CHECK(doc.scenario->schedule[1].units.back() == "archer");
    CHECK(doc.scenario->setup.size() == 3);  // archer left the set-up
    applyChecked(doc, unschedulePieces(doc, {"davis", "pettigrew", "archer"}));
    CHECK(doc.scenario->schedule[1].formations == std::vector<std::string>{"heth"});
    CHECK(setArrivalTurn(doc, "r2", 6) == nullptr);
    CHECK(setArrivalTurn(doc, "nope", 6) == nullptr);
    applyChecked(doc, deleteScheduleRow(doc, "r1"));
}

TEST_CASE("entry areas, night turns and the scenario id", "[commands][schedule]") {
    Document doc = makeDocument();
    std::string id;
    applyChecked(doc, addEntryArea(doc, "Chambersburg Pike", {hexAt(doc, 0, 2), hexAt(doc, 0, 3)}, &id));
    CHECK(id == "chambersburg-pike");
    applyChecked(doc, setEntryAreaHexes(doc, id, {hexAt(doc, 0, 4)}));
    applyChecked(doc, deleteEntryArea(doc, "south"));
    CHECK(doc.scenario->schedule[1].entryArea.empty());
    CHECK(danglingReferences(*doc.scenario).empty());
    applyChecked(doc, setNightTurn(doc, 12, true));
    CHECK(doc.scenario->turns.nightTurns == std::vector<int>{10, 11, 12});
    applyChecked(doc, setNightTurn(doc, 10, false));
    CHECK(setNightTurn(doc, 11, true) == nullptr);
    applyChecked(doc, setScenarioId(doc, "gettysburg-1"));
    CHECK_THROWS(setScenarioId(doc, "two words"));
    applyChecked(doc, deleteVictoryHex(doc, "vp2"));
}
