#include "engine/table/hex_table.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

HexMap smallMap() {
    HexMap map(HexGrid({Orientation::FlatTop, Stagger::Odd}, 6, 5, {}, NumberingScheme{}), 137.16);
    map.setRulesetId("mini");
    return map;
}

Ruleset smallRuleset() {
    Ruleset rs;
    rs.id = "mini";
    rs.terrain = {{{}, "clear", "Clear", "#eeeecc", 0, "open"}, {{}, "woods", "Woods", "#2f6b2f", 1, "closed"}};
    rs.hexFeatures = {{{}, "town", "Town", "#aa5533", 1}};
    rs.hexsides = {{{}, "road", "Road", "#333333", "road", 2, false},
                   {{}, "creek", "Creek", "#3355cc", "water", 0, false}};
    return rs;
}

}  // namespace

TEST_CASE("dump then apply restores a map exactly", "[table]") {
    HexMap map = smallMap();
    const HexCoord a = map.grid().at(7), b = map.grid().at(8);
    map.setTerrain(a, "woods");
    map.setElevation(a, 152.25);
    map.setLevel(a, 3);
    map.setFeature(a, "town", true);
    map.setPlaceName(a, "Farm, Big");
    map.setProvenance(a, Provenance::Hand);
    HexsideId side{};
    REQUIRE(hexsideBetween(a, b, side));
    map.setHexsideFeature(side, "road", true);
    map.setHexsideFeature(side, "creek", true);

    const std::string hexes = dumpHexes(map, TableFormat::Csv);
    const std::string sides = dumpHexsides(map, TableFormat::Csv);
    CHECK(hexes.rfind("label,sheet,column,row,x,y,lon,lat,elevation_m,level,terrain,features,provenance,name\n", 0) ==
          0);

    HexMap copy = smallMap();
    const Ruleset rs = smallRuleset();
    REQUIRE(applyTable(copy, hexes, &rs, "hexes.csv").ok());
    REQUIRE(applyTable(copy, sides, &rs, "sides.csv").ok());
    CHECK(copy.cell(a) == map.cell(a));
    CHECK(copy.placeName(a) == "Farm, Big");
    CHECK(copy.hexsideFeatures(side) == map.hexsideFeatures(side));
    CHECK(dumpHexes(copy, TableFormat::Csv) == hexes);
}

TEST_CASE("apply reports every bad row with its line and changes nothing", "[table]") {
    HexMap map = smallMap();
    const Ruleset rs = smallRuleset();
    const std::string before = dumpHexes(map, TableFormat::Csv);
    const std::string csv =
        "label,terrain,level\n"
        "0101,woods,2\n"
        "9999,woods,1\n"
        "0102,lava,1\n"
        "0103,clear,high\n";
    const TableApplyResult r = applyTable(map, csv, &rs, "edits.csv");
    REQUIRE(r.errors.size() == 3);
    CHECK(r.errors[0].rfind("edits.csv:3: hex 9999", 0) == 0);
    CHECK(r.errors[1] == "edits.csv:4: hex 0102: unknown terrain `lava` (not in ruleset mini)");
    CHECK(r.errors[2] == "edits.csv:5: level `high` is not an integer level");
    CHECK(dumpHexes(map, TableFormat::Csv) == before);
}

TEST_CASE("apply: empty cells leave values alone, '-' clears them", "[table]") {
    HexMap map = smallMap();
    const HexCoord h = map.grid().at(0);
    map.setTerrain(h, "woods");
    map.setLevel(h, 2);
    REQUIRE(applyTable(map, "label,terrain,level\n0101,,-\n", nullptr, "t.csv").ok());
    CHECK(map.terrain(h) == "woods");
    CHECK_FALSE(map.hasLevel(h));
    CHECK(map.provenance(h) == Provenance::Hand);
}

TEST_CASE("apply rejects hexside rows between hexes that are not adjacent", "[table]") {
    HexMap map = smallMap();
    const TableApplyResult r = applyTable(map, "label_a,label_b,features\n0101,0105,road\n", nullptr, "s.csv");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0] == "s.csv:2: hexes 0101 and 0105 are not adjacent");
}

TEST_CASE("dump as JSON writes numbers as numbers and empty values as null", "[table]") {
    HexMap map = smallMap();
    map.setLevel(map.grid().at(0), 4);
    const std::string json = dumpHexes(map, TableFormat::Json);
    CHECK(json.find("\"level\": 4") != std::string::npos);
    CHECK(json.find("\"elevation_m\": null") != std::string::npos);
    CHECK(json.find("\"label\": \"0101\"") != std::string::npos);
}
