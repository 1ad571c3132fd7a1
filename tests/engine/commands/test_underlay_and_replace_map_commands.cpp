// The underlay record commands (Add Underlay, the opacity slider) and ReplaceMapCommand (an
// elevation import's result, which may bring a new grid).
#include "command_fixture.hpp"

#include "engine/commands/command_stack.hpp"
#include "engine/commands/replace_map_command.hpp"
#include "engine/commands/set_underlays_command.hpp"
#include "engine/io/map_file.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace cmdtest;

TEST_CASE("addUnderlay: adds the record, replaces one with the same source, round-trips", "[commands]") {
    Document doc = makeDocument();
    const Underlay scan{"scans/warren.png", 0.4, {{0, 0, 10, 20}, {100, 0, 110, 20}, {0, 100, 10, -80}}};
    auto add = addUnderlay(doc, scan);
    REQUIRE(add);
    CHECK(add->label() == "Add Underlay");
    CHECK(add->changes().mapSettings);
    checkRoundTrip(doc, *add);
    add->apply(doc);
    REQUIRE(doc.map.underlays().size() == 1);
    CHECK(doc.map.underlays().front() == scan);

    Underlay again = scan;
    again.opacity = 0.9;
    auto replace = addUnderlay(doc, again);
    REQUIRE(replace);
    replace->apply(doc);
    REQUIRE(doc.map.underlays().size() == 1);
    CHECK(doc.map.underlays().front().opacity == 0.9);
    CHECK_FALSE(addUnderlay(doc, again));  // nothing would change
}

TEST_CASE("setUnderlayOpacity: a slider drag is one undo step, clamped, and saved in the map file", "[commands]") {
    Document doc = makeDocument();
    CHECK_FALSE(setUnderlayOpacity(doc, 0.7));  // no underlays: nothing to change
    doc.map.setUnderlays({{"a.tif", 0.5, {}}, {"b.png", 0.5, {}}});
    const std::string before = writeMap(doc.map);

    CommandStack stack;
    for (const double v : {0.55, 0.6, 0.65, 1.5}) stack.push(setUnderlayOpacity(doc, v), doc);
    CHECK(stack.size() == 1);
    for (const Underlay& u : doc.map.underlays()) CHECK(u.opacity == 1.0);
    CHECK(parseMap(writeMap(doc.map), "m.rlmap").underlays().front().opacity == 1.0);
    stack.undo(doc);
    CHECK(writeMap(doc.map) == before);
}

TEST_CASE("ReplaceMapCommand: a new grid and back, byte-identical, the change names both maps' hexes", "[commands]") {
    Document doc = makeDocument();
    doc.scenario.reset();  // a bare map: a scenario's set-up would be off the new grid
    const std::string before = writeMap(doc.map);
    HexMap imported(HexGrid(doc.map.grid().shape(), 6, 4), 250);
    imported.setGeoref({"EPSG:32618", {305000, 4410000}});
    imported.setElevation(imported.grid().at(3), 123.5);
    const std::string after = writeMap(imported);

    auto cmd = replaceMap(doc, imported, "Import Elevation");
    REQUIRE(cmd);
    CHECK(cmd->label() == "Import Elevation");
    const ChangeSet change = cmd->changes();
    CHECK(change.mapSettings);
    CHECK(change.hexes.size() == doc.map.grid().size());  // the larger grid covers the smaller here
    checkRoundTrip(doc, *cmd);
    cmd->apply(doc);
    CHECK(writeMap(doc.map) == after);
    cmd->revert(doc);
    CHECK(writeMap(doc.map) == before);
}
