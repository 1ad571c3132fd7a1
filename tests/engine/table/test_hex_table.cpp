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
    CHECK(r.errors[0].rfind("edits.csv:3: column 1 (label): hex 9999", 0) == 0);
    CHECK(r.errors[1] == "edits.csv:4: column 2 (terrain): unknown terrain `lava` (not in ruleset mini)");
    CHECK(r.errors[2] == "edits.csv:5: column 3 (level): `high` is not a whole number");
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
    CHECK(r.errors[0] == "s.csv:2: column 2 (label_b): hexes 0101 and 0105 are not adjacent");
}

TEST_CASE("dump as JSON writes numbers as numbers and empty values as null", "[table]") {
    HexMap map = smallMap();
    map.setLevel(map.grid().at(0), 4);
    const std::string json = dumpHexes(map, TableFormat::Json);
    CHECK(json.find("\"level\": 4") != std::string::npos);
    CHECK(json.find("\"elevation_m\": null") != std::string::npos);
    CHECK(json.find("\"label\": \"0101\"") != std::string::npos);
}

TEST_CASE("apply refuses values a map file cannot hold, naming line and column", "[table]") {
    HexMap map = smallMap();
    const std::string before = dumpHexes(map, TableFormat::Csv);
    const std::string csv = std::string("label,elevation_m,level,name\n") +
                            "0101,1e39,,\n"          // beyond a float: would save as inf
                            "0102,,40000,\n"         // beyond a hex's level
                            "0103,,,\"Mill\x01\"\n"  // a control character in a name
                            "0104,inf,,\n";          // not a finite number
    const TableApplyResult r = applyTable(map, csv, nullptr, "t.csv");
    REQUIRE(r.errors.size() == 4);
    CHECK(r.errors[0].rfind("t.csv:2: column 2 (elevation_m): elevation 1e+39 m is beyond what a hex stores", 0) == 0);
    CHECK(r.errors[1] == "t.csv:3: column 3 (level): level 40000 is outside -32767..32767");
    CHECK(r.errors[2] == "t.csv:4: column 4 (name): the name holds the control character U+0001 (at byte 5)");
    CHECK(r.errors[3] == "t.csv:5: column 2 (elevation_m): `inf` is not a number");
    CHECK(dumpHexes(map, TableFormat::Csv) == before);
}

TEST_CASE("apply refuses tables that cannot change anything or name unknown columns", "[table]") {
    HexMap map = smallMap();
    const auto errorsOf = [&](const std::string& csv) { return applyTable(map, csv, nullptr, "t.csv").errors; };
    CHECK(errorsOf("label\n0101\n") ==
          std::vector<std::string>{"t.csv:1: the table changes nothing: it needs one of terrain, level, elevation_m, "
                                   "features, provenance, name"});
    CHECK(errorsOf("label,terain\n0101,woods\n") ==
          std::vector<std::string>{"t.csv:1: column 2: unknown column `terain` (a hex table has elevation_m, "
                                   "features, label, level, name, provenance, terrain)"});
    CHECK(errorsOf("label_a,label_b\n0101,0102\n") ==
          std::vector<std::string>{"t.csv:1: a hexside table needs a `features` column"});
    CHECK(errorsOf("label,terrain,terrain\n0101,woods,clear\n") ==
          std::vector<std::string>{"t.csv:1: column 3: `terrain` appears twice"});
    CHECK(errorsOf("label,terrain\n") == std::vector<std::string>{"t.csv:1: the table has a header but no rows"});
    CHECK(errorsOf("label,terrain\n0101,woods\n0101,clear\n") ==
          std::vector<std::string>{"t.csv:3: column 1 (label): hex 0101 is listed twice (first on line 2)"});
    CHECK(errorsOf("label,terrain\n0101,open ground\n").front().find("contains whitespace") != std::string::npos);
}

TEST_CASE("apply reads the dump's own columns and spreadsheet conventions", "[table]") {
    HexMap map = smallMap();
    map.setTerrain(map.grid().at(3), "woods");
    const std::string dump = dumpHexes(map, TableFormat::Csv);
    std::string crlf = "\xEF\xBB\xBF";
    for (const char c : dump) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    HexMap copy = smallMap();
    const TableApplyResult r = applyTable(copy, crlf, nullptr, "dump.csv");
    INFO((r.errors.empty() ? "" : r.errors.front()));
    REQUIRE(r.ok());
    CHECK(copy.terrain(copy.grid().at(3)) == "woods");
}

TEST_CASE("apply refuses a table that would overflow the map's feature palette before changing anything", "[table]") {
    HexMap map = smallMap();
    std::string csv = "label,features\n";
    std::string features;
    for (int i = 0; i < 33; ++i) features += "f" + std::to_string(i) + " ";
    csv += "0101," + features + "\n";
    const TableApplyResult r = applyTable(map, csv, nullptr, "t.csv");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0] ==
          "t.csv:2: column 2 (features): `f32` would be kind number 33 of hex feature on this map, "
          "which holds at most 32");
    CHECK(map.featurePalette().size() == 0);
}
