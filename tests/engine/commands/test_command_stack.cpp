#include "command_fixture.hpp"

#include "engine/commands/command_stack.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_scenario_settings_command.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace cmdtest;

namespace {

std::vector<HexCoord> one(const Document& doc, int col, int row) { return {hexAt(doc, col, row)}; }

}  // namespace

TEST_CASE("CommandStack: push, undo, redo and labels", "[commands]") {
    Document doc = makeDocument();
    CommandStack stack;
    const std::string start = fileText(doc);
    CHECK_FALSE(stack.canUndo());
    CHECK_FALSE(stack.canRedo());
    CHECK(stack.undoLabel().empty());
    CHECK(stack.undo(doc).empty());
    CHECK(stack.redo(doc).empty());
    CHECK(stack.push(nullptr, doc).empty());
    CHECK(stack.size() == 0);

    const ChangeSet painted = stack.push(setTerrain(doc, one(doc, 1, 1), "marsh"), doc);
    CHECK(painted.hexes == std::vector<HexCoord>{hexAt(doc, 1, 1)});
    CHECK(doc.map.terrain(hexAt(doc, 1, 1)) == "marsh");
    const std::string afterPaint = fileText(doc);
    stack.push(setLevel(doc, one(doc, 2, 2), 5), doc);
    const std::string afterLevel = fileText(doc);
    CHECK(stack.undoLabel() == "Set Level");
    CHECK(stack.size() == 2);

    CHECK(stack.undo(doc).hexes == std::vector<HexCoord>{hexAt(doc, 2, 2)});
    CHECK(fileText(doc) == afterPaint);
    CHECK(stack.undoLabel() == "Paint Terrain");
    CHECK(stack.redoLabel() == "Set Level");
    stack.undo(doc);
    CHECK(fileText(doc) == start);
    CHECK_FALSE(stack.canUndo());
    stack.redo(doc);
    stack.redo(doc);
    CHECK(fileText(doc) == afterLevel);
    CHECK_FALSE(stack.canRedo());

    SECTION("a push discards the redo history") {
        stack.undo(doc);
        stack.push(setElevation(doc, one(doc, 3, 3), 99.5), doc);
        CHECK_FALSE(stack.canRedo());
        CHECK(stack.size() == 2);
        CHECK(stack.undoLabel() == "Set Elevation");
    }
    SECTION("clear forgets the history but not the document") {
        stack.clear();
        CHECK_FALSE(stack.canUndo());
        CHECK(stack.size() == 0);
        CHECK(fileText(doc) == afterLevel);
    }
}

TEST_CASE("CommandStack: the dirty flag", "[commands]") {
    Document doc = makeDocument();
    CommandStack stack;
    CHECK(stack.isClean());
    auto paint = [&](int col) { stack.push(setTerrain(doc, one(doc, col, 0), "marsh"), doc); };

    SECTION("undo back to the clean point is clean, redo past it is dirty") {
        paint(0);
        CHECK_FALSE(stack.isClean());
        stack.undo(doc);
        CHECK(stack.isClean());
        stack.redo(doc);
        CHECK_FALSE(stack.isClean());
    }
    SECTION("a save in the middle of the history") {
        paint(0);
        paint(1);
        stack.setClean();
        CHECK(stack.isClean());
        stack.undo(doc);
        CHECK_FALSE(stack.isClean());
        stack.undo(doc);
        CHECK_FALSE(stack.isClean());
        stack.redo(doc);
        stack.redo(doc);
        CHECK(stack.isClean());
        paint(2);
        CHECK_FALSE(stack.isClean());
        stack.undo(doc);
        CHECK(stack.isClean());
    }
    SECTION("discarding the redo history that led to the clean point leaves the document dirty") {
        paint(0);
        paint(1);
        stack.setClean();
        stack.undo(doc);
        stack.undo(doc);
        paint(2);  // the saved state can no longer be reached
        CHECK_FALSE(stack.isClean());
        stack.undo(doc);
        CHECK_FALSE(stack.isClean());
        stack.redo(doc);
        CHECK_FALSE(stack.isClean());
        stack.setClean();
        CHECK(stack.isClean());
    }
    SECTION("a push after undoing to the clean point keeps it reachable") {
        paint(0);
        stack.setClean();
        paint(1);
        stack.undo(doc);
        CHECK(stack.isClean());
        paint(2);
        CHECK_FALSE(stack.isClean());
        stack.undo(doc);
        CHECK(stack.isClean());
    }
    SECTION("clear keeps the clean state") {
        paint(0);
        stack.clear();
        CHECK_FALSE(stack.isClean());
        stack.setClean();
        paint(1);
        stack.undo(doc);
        stack.clear();
        CHECK(stack.isClean());
    }
    SECTION("a no-op push changes nothing") {
        CHECK(stack.push(setTerrain(doc, one(doc, 99, 99), "marsh"), doc).empty());  // off the map
        CHECK(stack.isClean());
        CHECK(stack.size() == 0);
    }
}

TEST_CASE("CommandStack: merging consecutive edits", "[commands]") {
    Document doc = makeDocument();
    CommandStack stack;
    const std::string start = fileText(doc);
    stack.push(setScenarioName(doc, "P"), doc);
    stack.push(setScenarioName(doc, "Pi"), doc);
    stack.push(setScenarioName(doc, "Pic"), doc);
    CHECK(stack.size() == 1);
    CHECK(doc.scenario->name == "Pic");
    CHECK(stack.undoLabel() == "Rename Scenario");

    SECTION("one undo reverts the whole merged edit") {
        stack.undo(doc);
        CHECK(fileText(doc) == start);
        stack.redo(doc);
        CHECK(doc.scenario->name == "Pic");
    }
    SECTION("different kinds of edit do not merge") {
        stack.push(setSpecialRules(doc, "None."), doc);
        CHECK(stack.size() == 2);
        stack.push(setOption(doc, "night", "off"), doc);
        stack.push(setOption(doc, "night", "on"), doc);  // options carry no merge key
        CHECK(stack.size() == 4);
    }
    SECTION("no merge into the command at the clean point") {
        stack.setClean();
        stack.push(setScenarioName(doc, "Pick"), doc);
        CHECK(stack.size() == 2);
        stack.undo(doc);
        CHECK(stack.isClean());
        CHECK(doc.scenario->name == "Pic");
    }
}
