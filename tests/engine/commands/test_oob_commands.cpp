// The order-of-battle pane's commands: each applies and reverts byte-identically, and deleting or
// re-identifying records leaves no reference dangling.
#include "command_fixture.hpp"
#include "tests/engine/validation/validation_fixture.hpp"

#include "engine/commands/change_id.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/model/scenario_references.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace cmdtest;

namespace {

Document sssDocument() {
    Document doc = makeDocument();
    doc.ruleset = valtest::templateRuleset("sss");
    return doc;
}

void checkClean(const Scenario& s) {
    CHECK(danglingReferences(s).empty());
    CHECK(danglingWaivers(s).empty());
}

}  // namespace

TEST_CASE("adding sides, formations, leaders and units", "[commands][oob]") {
    Document doc = sssDocument();
    auto side = addSide(doc, "Pennsylvania Militia");
    CHECK(side->record().id == "pa-militia");
    applyChecked(doc, std::move(side));

    auto brigade = addFormation(doc, {"", "Iron Brigade", "brigade", "", "i-1", ""});
    CHECK(brigade->record().id == "iron-bde");
    CHECK(brigade->record().side == "usa");  // the parent's
    applyChecked(doc, std::move(brigade));
    auto leader = addLeader(doc, {"", "Solomon Meredith", "", "iron-bde", "brigade", {}});
    applyChecked(doc, std::move(leader));
    auto unit = addUnit(doc, {"", "19th Indiana", "", "iron-bde", "infantry", {{"strength", "5"}}});
    CHECK(unit->record().id == "19-in");
    applyChecked(doc, std::move(unit));
    CHECK(addUnit(doc, {"", "19th Indiana", "", "iron-bde", "infantry", {}})->record().id == "19-in-2");

    CHECK_THROWS_WITH(addFormation(doc, {"", "X", "regiment", "usa", "", ""}),
                      "`regiment` is not a formation kind of sss");
    CHECK_THROWS_WITH(addUnit(doc, {"", "X", "usa", "", "dragoons", {}}), "`dragoons` is not a unit class of sss");
    CHECK_THROWS_WITH(addUnit(doc, {"", "X", "", "nowhere", "infantry", {}}),
                      "no formation `nowhere` to put the unit in");
    CHECK_THROWS_WITH(addUnit(doc, {"iron", "X", "usa", "", "infantry", {}}), "the id `iron` is taken");
    CHECK_THROWS(addUnit(doc, {"two words", "X", "usa", "", "infantry", {}}));
    checkClean(*doc.scenario);
}

TEST_CASE("deleting a formation takes everything under it and every reference to it", "[commands][oob]") {
    Document doc = makeDocument();
    const DeletionCount n = countDeletion(doc, {"i"});
    CHECK(n.formations == 2);  // I Corps and its 1st Division
    CHECK(n.leaders == 1);
    CHECK(n.units == 3);
    CHECK(n.placements == 3);           // iron, cutler, reynolds
    CHECK(n.scheduleRowsRemoved == 1);  // r1 brought only stone
    CHECK(n.waivers == 1);              // unit:stone
    CHECK(n.describe() == "2 formations, 1 leader, 3 units, 3 set-up places, 1 schedule row, 1 waiver");
    auto cmd = deletePieces(doc, {"i"});
    REQUIRE(cmd);
    CHECK(cmd->label() == "Delete Formations");
    applyChecked(doc, std::move(cmd));
    const Scenario& s = *doc.scenario;
    CHECK(s.formations.size() == 1);
    CHECK(s.units.size() == 3);
    CHECK(s.setup.size() == 1);
    CHECK(s.schedule.size() == 1);
    CHECK(s.waivers.empty());
    checkClean(s);
}

TEST_CASE("deleting a leader clears his command, a unit leaves its rows", "[commands][oob]") {
    Document doc = makeDocument();
    CHECK(countDeletion(doc, {"heth"}).commandersCleared == 0);  // the division goes, not the leader
    CHECK(countDeletion(doc, {"reynolds"}).commandersCleared == 1);
    applyChecked(doc, deletePieces(doc, {"reynolds", "davis"}));
    CHECK(doc.scenario->findFormation("i")->commander.empty());
    CHECK(doc.scenario->schedule[1].units == std::vector<std::string>{"pettigrew"});
    checkClean(*doc.scenario);
    CHECK(deletePieces(doc, {"nobody"}) == nullptr);
}

TEST_CASE("deleting a side takes its pieces, rows and victory records", "[commands][oob]") {
    Document doc = makeDocument();
    const DeletionCount n = countSideDeletion(doc, "csa");
    CHECK(n.units == 3);
    CHECK(n.victoryRecords == 2);  // vp2 and vc1
    applyChecked(doc, deleteSide(doc, "csa"));
    CHECK(doc.scenario->sides.size() == 1);
    checkClean(*doc.scenario);
}

TEST_CASE("renaming records and editing attributes", "[commands][oob]") {
    Document doc = sssDocument();
    auto cmd = renameRecord(doc, RecordKind::Unit, "iron", "2nd Wisconsin");
    REQUIRE(cmd);
    applyChecked(doc, std::move(cmd));
    CHECK(doc.scenario->findUnit("iron")->name == "2nd Wisconsin");
    CHECK(renameRecord(doc, RecordKind::Unit, "iron", "2nd Wisconsin") == nullptr);
    applyChecked(doc, renameRecord(doc, RecordKind::Side, "usa", "Army of the Potomac"));

    applyChecked(doc, setPieceAttribute(doc, "iron", "morale", "6"));
    CHECK(doc.scenario->findUnit("iron")->attributes.at("morale") == "6");
    applyChecked(doc, setPieceAttribute(doc, "reynolds", "command-rating", "4"));
    CHECK_THROWS_WITH(setPieceAttribute(doc, "reynolds", "command-rating", "9"),
                      "Command rating: 9 is above the maximum 6 (SSS 2.31)");
    CHECK_THROWS_WITH(setPieceAttribute(doc, "iron", "fire-level", "A"), "`fire-level` is not a unit attribute of sss");
    applyChecked(doc, setPieceAttribute(doc, "iron", "morale", ""));
    CHECK_FALSE(doc.scenario->findUnit("iron")->attributes.contains("morale"));
}

TEST_CASE("reparenting moves pieces, their sides and their order", "[commands][oob]") {
    Document doc = makeDocument();
    applyChecked(doc, reparentPieces(doc, {"i-1"}, {"", "heth"}));
    const Scenario& s = *doc.scenario;
    CHECK(s.findFormation("i-1")->parent == "heth");
    CHECK(s.findFormation("i-1")->side == "csa");
    CHECK(s.findUnit("iron")->side == "csa");
    CHECK(s.findUnit("stone")->side == "usa");  // stays in I Corps

    applyChecked(doc, reparentPieces(doc, {"stone"}, {"", "i-1"}, "iron"));
    CHECK(s.units[0].id == "stone");  // now before iron
    CHECK(s.findUnit("stone")->formation == "i-1");

    CHECK_THROWS(reparentPieces(doc, {"heth"}, {"", "i-1"}));  // under its own sub-formation
    CHECK_THROWS(reparentPieces(doc, {"heth"}, {"", "heth"}));
    applyChecked(doc, reparentPieces(doc, {"i-1"}, {"usa", ""}));
    CHECK(s.findFormation("i-1")->parent.empty());
    checkClean(s);
}

TEST_CASE("duplicating a formation copies everything under it with fresh ids", "[commands][oob]") {
    Document doc = makeDocument();
    std::string id;
    auto cmd = duplicateFormation(doc, "i", &id);
    CHECK(id == "i-2");
    applyChecked(doc, std::move(cmd));
    const Scenario& s = *doc.scenario;
    REQUIRE(s.findFormation("i-2"));
    CHECK(s.findFormation("i-2")->name == "I Corps (copy)");
    CHECK(s.findFormation("i-2")->commander == "reynolds-2");
    CHECK(s.findFormation("i-1-2")->parent == "i-2");
    CHECK(s.findUnit("iron-2")->formation == "i-1-2");
    CHECK(s.findLeader("reynolds-2")->formation == "i-2");
    CHECK(s.units.size() == 9);
    checkClean(s);
}

TEST_CASE("changing an id rewrites every reference to it", "[commands][oob]") {
    Document doc = makeDocument();
    SECTION("a unit: set-up, schedule and waivers follow") {
        applyChecked(doc, changePieceId(doc, "stone", "149-pa"));
        CHECK(doc.scenario->schedule[0].units == std::vector<std::string>{"149-pa"});
        CHECK(doc.scenario->waivers[0].location == "unit:149-pa");
        applyChecked(doc, changePieceId(doc, "iron", "2-wi"));
        CHECK(doc.scenario->setup[0].piece == "2-wi");
    }
    SECTION("a leader: commander and set-up follow") {
        applyChecked(doc, changePieceId(doc, "reynolds", "reynolds-jf"));
        CHECK(doc.scenario->findFormation("i")->commander == "reynolds-jf");
        CHECK(doc.scenario->setup[3].piece == "reynolds-jf");
    }
    SECTION("a formation: parents, members and schedule rows follow") {
        applyChecked(doc, changePieceId(doc, "heth", "heth-div"));  // the leader heth keeps his id
        CHECK(doc.scenario->findUnit("archer")->formation == "heth-div");
        CHECK(doc.scenario->schedule[1].formations == std::vector<std::string>{"heth-div"});
        CHECK(doc.scenario->findLeader("heth")->formation == "heth-div");
        CHECK(doc.scenario->findFormation("heth-div")->commander == "heth");
    }
    SECTION("a side, an entry area, a row") {
        applyChecked(doc, changeId(doc, RecordKind::Side, "csa", "anv"));
        CHECK(doc.scenario->victoryHexes[1].side == "anv");
        CHECK(doc.scenario->victoryConditions[0].side == "anv");
        CHECK(doc.scenario->findUnit("davis")->side == "anv");
        applyChecked(doc, changeId(doc, RecordKind::EntryArea, "south", "emmitsburg-rd"));
        CHECK(doc.scenario->schedule[1].entryArea == "emmitsburg-rd");
        applyChecked(doc, changeId(doc, RecordKind::ScheduleRow, "r2", "anv-t4"));
        applyChecked(doc, changeId(doc, RecordKind::VictoryHex, "vp1", "town"));
    }
    SECTION("refused: taken, empty, spaces; nothing for the same id") {
        CHECK_THROWS_WITH(changePieceId(doc, "stone", "heth"), "the id `heth` is taken");
        CHECK_THROWS(changePieceId(doc, "stone", ""));
        CHECK_THROWS(changePieceId(doc, "stone", "a b"));
        CHECK(changePieceId(doc, "stone", "stone") == nullptr);
        CHECK(changePieceId(doc, "nobody", "x") == nullptr);
    }
    checkClean(*doc.scenario);
}

TEST_CASE("set-up facing and mode from the property pane and the keyboard", "[commands][oob]") {
    Document doc = sssDocument();
    applyChecked(doc, rotateFacing(doc, "cutler", 1));  // no facing yet: from 0 to 1
    CHECK(doc.scenario->setup[1].facing == 1);
    applyChecked(doc, rotateFacing(doc, "cutler", -2));
    CHECK(doc.scenario->setup[1].facing == 5);
    applyChecked(doc, setFacing(doc, "cutler", -1));
    CHECK(doc.scenario->setup[1].facing == -1);
    applyChecked(doc, cycleMode(doc, "cutler"));  // "" is tactical, the first: next is march
    CHECK(doc.scenario->setup[1].mode == "march");
    applyChecked(doc, cycleMode(doc, "cutler"));
    CHECK(doc.scenario->setup[1].mode == "tactical");
    applyChecked(doc, setMode(doc, "cutler", ""));
    CHECK(cycleMode(doc, "reynolds") == nullptr);  // a leader has no modes
    CHECK(setFacing(doc, "stone", 2) == nullptr);  // not placed
}
