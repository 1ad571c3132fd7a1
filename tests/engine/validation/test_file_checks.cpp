#include "engine/validation/file_checks.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace engine;

namespace {

Document smallDocument() {
    Document doc;
    doc.map = HexMap(HexGrid({Orientation::FlatTop, Stagger::Odd}, 6, 5, {}, NumberingScheme{}), 182.88);
    doc.map.setRulesetId("mini");
    auto rs = std::make_shared<Ruleset>();
    rs->id = "mini";
    rs->terrain = {{{}, "clear", "Clear", "#eeeecc", 0, "open"}};
    rs->unitClasses = {{{}, "infantry", "Infantry", {{"line", "Line"}, {"column", "Column"}}}};
    AttributeDef strength;
    strength.id = "strength";
    rs->unitAttributes = {strength};
    doc.ruleset = rs;
    Scenario sc;
    sc.sides = {{"union", "Union"}, {"csa", "Confederate"}};
    sc.formations = {{"b1", "1st Brigade", "brigade", "union", "", ""}};
    sc.units = {{"u1", "6th Wisconsin", "union", "b1", "infantry", {{"strength", "5"}}}};
    sc.setup = {{"u1", doc.map.grid().at(3), -1, "line"}};
    doc.scenario = sc;
    return doc;
}

bool hasRule(const std::vector<Diagnostic>& ds, const std::string& rule) {
    return std::any_of(ds.begin(), ds.end(), [&](const Diagnostic& d) { return d.rule == rule; });
}

}  // namespace

TEST_CASE("a consistent document has no file-level diagnostics", "[validation]") {
    CHECK(checkDocumentFile(smallDocument()).empty());
}

TEST_CASE("file checks find duplicate ids, unknown sides, classes, attributes and modes", "[validation]") {
    Document doc = smallDocument();
    doc.scenario->units.push_back({"u1", "copy", "rebels", "b1", "dragoons", {{"colour", "red"}}});
    doc.scenario->setup[0].mode = "square";
    const auto ds = checkDocumentFile(doc);
    CHECK(hasRule(ds, "oob.duplicate_id"));
    CHECK(hasRule(ds, "oob.unknown_side"));
    CHECK(hasRule(ds, "oob.unknown_class"));
    CHECK(hasRule(ds, "oob.unknown_attribute"));
    CHECK(hasRule(ds, "setup.unknown_mode"));
}

TEST_CASE("file checks find map ids the ruleset does not define, with counts and places", "[validation]") {
    Document doc = smallDocument();
    doc.map.setTerrain(doc.map.grid().at(0), "lava");
    doc.map.setTerrain(doc.map.grid().at(1), "lava");
    const auto ds = checkMapFile(doc.map, *doc.ruleset);
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].rule == "map.unknown_terrain");
    CHECK(ds[0].message == "terrain `lava` is not defined by ruleset mini (2 uses)");
    CHECK(ds[0].locations.size() == 2);
    CHECK(ds[0].locations[0].key() == "hex:0101");
}

TEST_CASE("file checks find placements off the map and placed twice", "[validation]") {
    Document doc = smallDocument();
    doc.scenario->setup.push_back({"u1", HexCoord{40, 40}, -1, ""});
    const auto ds = checkDocumentFile(doc);
    CHECK(hasRule(ds, "setup.placed_twice"));
    CHECK(hasRule(ds, "setup.off_map"));
}
