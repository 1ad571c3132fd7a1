#include "command_fixture.hpp"

#include "engine/commands/set_placement_command.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace cmdtest;

TEST_CASE("SetPlacementCommand", "[commands]") {
    Document doc = makeDocument();
    const std::vector<Placement> setup = doc.scenario->setup;

    SECTION("place an unplaced unit: appended to the set-up") {
        auto cmd = placePiece(doc, {"stone", hexAt(doc, 1, 1), 2, "line"});
        REQUIRE(cmd);
        CHECK(cmd->label() == "Place Unit");
        CHECK(cmd->changes().placements == std::vector<std::string>{"stone"});
        CHECK(cmd->changes().hexes.empty());  // the map's cells are not touched
        checkRoundTrip(doc, *cmd);
        cmd->apply(doc);
        CHECK(doc.scenario->setup.back().piece == "stone");
    }
    SECTION("move keeps the placement's index, facing and mode") {
        auto cmd = movePiece(doc, "cutler", hexAt(doc, 9, 9));
        REQUIRE(cmd);
        CHECK(cmd->label() == "Move Unit");
        CHECK(cmd->changes().placements == std::vector<std::string>{"cutler"});
        CHECK(cmd->changes().hexes.empty());
        checkRoundTrip(doc, *cmd);
        cmd->apply(doc);
        CHECK(doc.scenario->setup[1] == Placement{"cutler", hexAt(doc, 9, 9), -1, ""});
        CHECK(doc.scenario->setup.size() == setup.size());
    }
    SECTION("a leader moves as a leader") {
        auto cmd = movePiece(doc, "reynolds", hexAt(doc, 4, 5));
        REQUIRE(cmd);
        CHECK(cmd->label() == "Move Leader");
        checkRoundTrip(doc, *cmd);
    }
    SECTION("facing or mode only") {
        Placement p = setup[2];
        p.facing = 1;
        auto cmd = placePiece(doc, p);
        REQUIRE(cmd);
        CHECK(cmd->label() == "Edit Unit Placement");
        checkRoundTrip(doc, *cmd);
    }
    SECTION("remove from the set-up; revert restores its index") {
        auto cmd = unplacePiece(doc, "iron");
        REQUIRE(cmd);
        CHECK(cmd->label() == "Remove Unit from Set-up");
        checkRoundTrip(doc, *cmd);
        cmd->apply(doc);
        CHECK(doc.scenario->setup.size() == setup.size() - 1);
        cmd->revert(doc);
        CHECK(doc.scenario->setup == setup);
    }
    SECTION("no-ops") {
        CHECK(placePiece(doc, setup[0]) == nullptr);
        CHECK(movePiece(doc, "iron", setup[0].hex) == nullptr);
        CHECK(movePiece(doc, "stone", hexAt(doc, 0, 0)) == nullptr);  // not placed
        CHECK(unplacePiece(doc, "stone") == nullptr);
    }
}
