// The victory pane's and settings dialog's commands: a victory hex edited, a side's conditions
// as paragraphs, the points per side.
#include "command_fixture.hpp"

#include "engine/commands/victory_commands.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace cmdtest;

TEST_CASE("a victory hex edited: side, points, turns, hex, bad values refused", "[commands][victory]") {
    Document doc = makeDocument();
    VictoryHex v = doc.scenario->victoryHexes[0];
    v.side = "usa";
    v.vp = 7;
    v.fromTurn = 2;
    v.toTurn = 9;
    v.hex = hexAt(doc, 6, 6);
    applyChecked(doc, editVictoryHex(doc, "vp1", v));
    CHECK(doc.scenario->victoryHexes[0] == v);
    CHECK_FALSE(editVictoryHex(doc, "vp1", v));  // nothing to change

    VictoryHex bad = v;
    bad.side = "french";
    CHECK_THROWS_WITH(editVictoryHex(doc, "vp1", bad), "no side `french`");
    bad = v;
    bad.vp = -1;
    CHECK_THROWS(editVictoryHex(doc, "vp1", bad));
    bad = v;
    bad.toTurn = 1;
    CHECK_THROWS_WITH(editVictoryHex(doc, "vp1", bad), "the last turn is before the first");
    bad = v;
    bad.id = "other";
    CHECK_THROWS(editVictoryHex(doc, "vp1", bad));
}

TEST_CASE("a side's victory conditions set from paragraphs: rewritten, added, removed", "[commands][victory]") {
    Document doc = makeDocument();
    applyChecked(doc, setVictoryConditions(doc, "csa", {"Hold Gettysburg.", "Exit 10 SP off the east edge."}));
    const auto& c = doc.scenario->victoryConditions;
    REQUIRE(c.size() == 2);
    CHECK(c[0] == VictoryCondition{"vc1", "csa", "Hold Gettysburg."});
    CHECK(c[1].side == "csa");
    CHECK(c[1].id == "csa-victory");
    CHECK(c[1].text == "Exit 10 SP off the east edge.");
    applyChecked(doc, setVictoryConditions(doc, "usa", {"Hold Cemetery Hill."}));
    CHECK(c.back().id == "usa-victory");
    applyChecked(doc, setVictoryConditions(doc, "csa", {}));
    REQUIRE(c.size() == 1);
    CHECK(c[0].side == "usa");
    CHECK_FALSE(setVictoryConditions(doc, "usa", {"Hold Cemetery Hill."}));
    CHECK_THROWS(setVictoryConditions(doc, "french", {"x"}));
}

TEST_CASE("victory points per side", "[commands][victory]") {
    const Document doc = makeDocument();
    const auto totals = victoryTotals(*doc.scenario);
    CHECK(totals.at("") == 5);
    CHECK(totals.at("csa") == 3);
    CHECK_FALSE(totals.contains("usa"));
}
