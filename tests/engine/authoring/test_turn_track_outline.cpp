// The turn track as the schedule pane and its strip show it: times of day, night turns, rows and
// arrivals per side, where a turn's arrivals enter, and entries typed as text.
#include "tests/engine/commands/command_fixture.hpp"

#include "engine/authoring/turn_track_outline.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using cmdtest::hexAt;

TEST_CASE("turnTime counts turns from the start time, past midnight as the next day", "[authoring][turns]") {
    TurnTrack t{"1863-07-01", "07:00", 60, 1, 12, {}};
    CHECK(turnTime(t, 1) == "07:00");
    CHECK(turnTime(t, 4) == "10:00");
    t.turnMinutes = 20;
    CHECK(turnTime(t, 3) == "07:40");
    t.startTime = "23:00";
    t.turnMinutes = 60;
    CHECK(turnTime(t, 3) == "day 2 01:00");
    t.startTime = "";
    CHECK(turnTime(t, 3).empty());
    t.startTime = "25:00";
    CHECK(turnTime(t, 3).empty());
    t.startTime = "07:00";
    t.turnMinutes = 0;
    CHECK(turnTime(t, 3).empty());
}

TEST_CASE("the outline has every turn of the track, night turns, rows and arrivals per side", "[authoring][turns]") {
    Document doc = cmdtest::makeDocument();
    const std::vector<TurnSummary> turns = turnTrackOutline(*doc.scenario);
    REQUIRE(turns.size() == 12);
    CHECK(turns[0].turn == 1);
    CHECK(turns[0].time == "07:00");
    CHECK(turns[9].night);
    CHECK_FALSE(turns[8].night);
    CHECK(turns[2].rows == std::vector<std::string>{"r1"});
    CHECK(turns[2].arrivals.at("usa") == 1);
    // r2 brings Heth's division (Heth, Archer, Davis, Pettigrew) and names Davis and Pettigrew
    // again: each piece counts once.
    CHECK(turns[3].arrivals.at("csa") == 4);
    CHECK(turns[3].rows == std::vector<std::string>{"r2"});
    CHECK(turns[0].arrivals.empty());

    doc.scenario->schedule[0].turn = 14;  // outside the track: listed, marked
    const std::vector<TurnSummary> after = turnTrackOutline(*doc.scenario);
    REQUIRE(after.size() == 13);
    CHECK(after.back().turn == 14);
    CHECK_FALSE(after.back().onTrack);
    CHECK(after.back().rows == std::vector<std::string>{"r1"});

    // With no row bringing a formation, a row counts each piece it names that the scenario has, once.
    ReinforcementRow& r2 = doc.scenario->schedule[1];
    REQUIRE(r2.id == "r2");
    r2.formations.clear();
    REQUIRE(r2.units.size() == 2);
    r2.units.push_back(r2.units.front());
    r2.units.push_back("nobody");
    CHECK(turnTrackOutline(*doc.scenario)[3].arrivals.at("csa") == 2);
}

TEST_CASE("arrivalHexes: a turn's entry hexes and its areas' hexes, each once", "[authoring][turns]") {
    Document doc = cmdtest::makeDocument();
    CHECK(arrivalHexes(*doc.scenario, 3) == std::vector<HexCoord>{hexAt(doc, 0, 5)});
    CHECK(arrivalHexes(*doc.scenario, 4) == std::vector<HexCoord>{hexAt(doc, 4, 9), hexAt(doc, 5, 9)});
    doc.scenario->schedule[0].turn = 4;
    doc.scenario->schedule[0].entryHex = hexAt(doc, 4, 9);
    CHECK(arrivalHexes(*doc.scenario, 4).size() == 2);
    CHECK(arrivalHexes(*doc.scenario, 1).empty());
}

TEST_CASE("parseEntry: a hex label, an area id or name, or nothing", "[authoring][turns]") {
    const Document doc = cmdtest::makeDocument();
    const std::string label = doc.map.grid().label(hexAt(doc, 2, 3));
    CHECK(parseEntry(doc, label)->hex == hexAt(doc, 2, 3));
    CHECK(parseEntry(doc, "south")->area == "south");
    CHECK(parseEntry(doc, "Emmitsburg Road")->area == "south");
    const auto none = parseEntry(doc, "");
    REQUIRE(none);
    CHECK_FALSE(none->hex);
    CHECK(none->area.empty());
    CHECK_FALSE(parseEntry(doc, "nowhere"));
    CHECK_FALSE(parseEntry(doc, "9999"));
}
