#include "engine/commands/command_stack.hpp"
#include "engine/commands/import_elevation_into.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"

#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("elevation imported into a map replaces elevation, levels and slopes, terrain and creeks stay",
          "[commands][import]") {
    Document doc;
    doc.ruleset = std::make_shared<Ruleset>(loadRuleset(testpaths::rulesets() / "sss.xml"));
    doc.map = HexMap(HexGrid(GridShape{}, 6, 5), 200.0);
    const HexGrid& g = doc.map.grid();
    const HexCoord woods = g.fromOffset({2, 2}), a = g.fromOffset({1, 1});
    for (std::size_t i = 0; i < g.size(); ++i) {
        doc.map.setTerrain(g.at(i), "clear");
        doc.map.setLevel(g.at(i), 0);
    }
    doc.map.setTerrain(woods, "woods");
    const HexsideId creek = hexsideOf(a, 0), oldSlope = hexsideOf(a, 1), newSlope = hexsideOf(woods, 2);
    doc.map.setHexsideFeature(creek, "minor-creek", true);
    doc.map.setHexsideFeature(oldSlope, "minor-slope", true);
    doc.map.setHexsideFeature(oldSlope, "pike", true);  // a road across the old slope stays
    const std::string before = writeMap(doc.map);

    HexMap imported(g, 200.0);
    for (std::size_t i = 0; i < g.size(); ++i) {
        imported.setElevation(g.at(i), 100.0 + static_cast<double>(i));
        imported.setLevel(g.at(i), static_cast<int>(i % 3));
    }
    imported.setHexsideFeature(newSlope, "major-slope", true);

    CommandStack stack;
    stack.push(importElevationInto(doc, imported, {}, "Import Elevation"), doc);
    CHECK(doc.map.terrain(woods) == "woods");
    CHECK(doc.map.elevation(woods) == Approx(imported.elevation(woods)));
    CHECK(doc.map.level(woods) == imported.level(woods));
    CHECK(doc.map.hasHexsideFeature(creek, "minor-creek"));
    CHECK(doc.map.hasHexsideFeature(oldSlope, "pike"));
    CHECK_FALSE(doc.map.hasHexsideFeature(oldSlope, "minor-slope"));
    CHECK(doc.map.hasHexsideFeature(newSlope, "major-slope"));
    CHECK(stack.size() == 1);
    stack.undo(doc);
    CHECK(writeMap(doc.map) == before);

    const HexMap other(HexGrid(GridShape{}, 7, 5), 200.0);
    CHECK_THROWS_AS(mergeElevation(doc.map, other, *doc.ruleset, {}), std::invalid_argument);
}
