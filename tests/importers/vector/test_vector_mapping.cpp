// Mapping templates: the schema, key=value filters, per-ruleset targets, errors with lines, and
// the shipped templates parse.
#include "engine/io/ruleset_file.hpp"
#include "importers/vector/vector_mapping.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

using namespace importers;

TEST_CASE("a mapping reads layers, rules, methods and per-ruleset targets", "[importers][vector]") {
    const auto mapping = parseVectorMapping(R"(<vector-mapping name="t" id-field="id">
  <layer name="cover">
    <terrain where="cls = 'wood'" method="centre" priority="7" to="woods"/>
    <feature match="building=*" min-share="0.1"><target ruleset="cwb" id="buildings"/></feature>
  </layer>
  <layer name="lines">
    <hexside match="highway=primary|secondary" trace="edges" to="road">
      <target ruleset="hs" id="pike"/>
      <target ruleset="lfm" id="-"/>
    </hexside>
  </layer>
</vector-mapping>)",
                                            "t.xml");
    CHECK(mapping.name == "t");
    CHECK(mapping.idField == "id");
    REQUIRE(mapping.rules.size() == 3);
    const MappingRule& woods = mapping.rules[0];
    CHECK(woods.kind == MappingKind::Terrain);
    CHECK(woods.layer == "cover");
    CHECK(woods.method == AreaMethod::Centre);
    CHECK(woods.priority == 7);
    CHECK(woods.line == 3);
    CHECK(woods.targetFor("sss") == "woods");
    const MappingRule& buildings = mapping.rules[1];
    CHECK(buildings.kind == MappingKind::HexFeature);
    CHECK(buildings.where == "\"building\" IS NOT NULL");
    CHECK(buildings.minShare == Approx(0.1));
    CHECK(buildings.targetFor("cwb") == "buildings");
    CHECK(buildings.targetFor("sss").empty());
    const MappingRule& roads = mapping.rules[2];
    CHECK(roads.where == "\"highway\" IN ('primary', 'secondary')");
    CHECK(roads.trace == HexsideTrace::Edges);
    CHECK(roads.targetFor("hs") == "pike");
    CHECK(roads.targetFor("sss") == "road");
    CHECK(roads.targetFor("lfm").empty());
    CHECK(roads.line == 7);
}

TEST_CASE("match= quotes values and leaves SQL alone", "[importers][vector]") {
    CHECK(whereFromMatch("name=O'Rorke") == "\"name\" IN ('O''Rorke')");
    CHECK(whereFromMatch("cls = 'x'") == "cls = 'x'");
    CHECK(whereFromMatch("no equals sign") == "no equals sign");
}

TEST_CASE("malformed mappings name the file, line and problem", "[importers][vector]") {
    const auto error = [](const std::string& xml) -> std::string {
        try {
            (void)parseVectorMapping(xml, "m.xml");
        } catch (const std::runtime_error& e) {
            return e.what();
        }
        return "no error";
    };
    CHECK_THAT(error("<vector-mapping>"), Catch::StartsWith("m.xml:1: malformed XML"));
    CHECK_THAT(error("<other/>"), Catch::Contains("not <vector-mapping>"));
    CHECK_THAT(
        error("<vector-mapping>\n<layer name=\"a\">\n<terrain to=\"woods\" method=\"mean\"/></layer></vector-mapping>"),
        Catch::StartsWith("m.xml:3:") && Catch::Contains("method=\"mean\""));
    CHECK_THAT(error("<vector-mapping><layer name=\"a\"><hexside trace=\"path\"/></layer></vector-mapping>"),
               Catch::Contains("neither to= nor <target>"));
    CHECK_THAT(error("<vector-mapping><layer><terrain to=\"w\"/></layer></vector-mapping>"),
               Catch::Contains("missing name= on <layer>"));
    CHECK_THAT(error("<vector-mapping><layer name=\"a\"><terrain to=\"w\" min-share=\"2\"/></layer></vector-mapping>"),
               Catch::Contains("min-share"));
    CHECK_THAT(error("<vector-mapping/>"), Catch::Contains("no rules"));
    CHECK_THAT(
        error(
            "<vector-mapping><layer name=\"a\"><terrain to=\"w\" where=\"x\" match=\"a=b\"/></layer></vector-mapping>"),
        Catch::Contains("not both"));
    // Nothing is ignored: unknown attributes, out-of-place ones, malformed filters, repeated targets.
    CHECK_THAT(
        error("<vector-mapping>\n<layer name=\"a\">\n<terrain to=\"w\" priorty=\"3\"/></layer></vector-mapping>"),
        Catch::StartsWith("m.xml:3: unknown attribute priorty= on <terrain>"));
    CHECK_THAT(
        error("<vector-mapping><layer name=\"a\"><hexside to=\"r\" method=\"centre\"/></layer></vector-mapping>"),
        Catch::Contains("unknown attribute method= on <hexside>"));
    CHECK_THAT(
        error("<vector-mapping><layer name=\"a\"><terrain to=\"w\" priority=\"1e300\"/></layer></vector-mapping>"),
        Catch::Contains("priority=\"1e300\" is not an integer"));
    CHECK_THAT(error("<vector-mapping><layer name=\"a\"><terrain to=\"w\" match=\"cls=\"/></layer></vector-mapping>"),
               Catch::Contains("gives no value after ="));
    CHECK_THAT(
        error("<vector-mapping><layer name=\"a\"><terrain to=\"w\" match=\"cls=a||b\"/></layer></vector-mapping>"),
        Catch::Contains("empty value between |"));
    CHECK_THAT(error("<vector-mapping><layer name=\"a\"><terrain><target ruleset=\"sss\" id=\"w\"/>"
                     "<target ruleset=\"sss\" id=\"x\"/></terrain></layer></vector-mapping>"),
               Catch::Contains("ruleset \"sss\" has a target already"));
    CHECK_THAT(error("<vector-mapping><layer name=\"a\"><terrain to=\"open woods\"/></layer></vector-mapping>"),
               Catch::Contains("to= \"open woods\" contains whitespace"));
    CHECK_THAT(error("\xEF\xBB\xBF<vector-mapping><layer name=\"a\"><terrain to=\"w\"/></layer></vector-mapping>"),
               Catch::Equals("no error"));
}

TEST_CASE("the shipped mapping templates parse and target every ruleset", "[importers][vector]") {
    const auto dir = testpaths::source() / "templates" / "mappings";
    for (const char* name : {"gettysburg-1863-battle-atlas.xml", "openstreetmap.xml"}) {
        INFO(name);
        const auto mapping = loadVectorMapping((dir / name).string());
        for (const char* ruleset : {"sss", "cwb", "hs", "lfm"}) {
            INFO(ruleset);
            const engine::Ruleset rs = engine::loadRuleset(testpaths::rulesets() / (std::string(ruleset) + ".xml"));
            CHECK(unknownTargets(mapping, rs).empty());
            int targeted = 0;
            for (const auto& rule : mapping.rules) targeted += !rule.targetFor(ruleset).empty();
            CHECK(targeted >= 3);
        }
    }
    CHECK_THROWS_WITH(loadVectorMapping("/nonexistent/m.xml"), Catch::Contains("cannot read"));
}

TEST_CASE("targets a ruleset does not define are named with their line", "[importers][vector]") {
    const auto mapping = parseVectorMapping(
        "<vector-mapping>\n<layer name=\"a\">\n<terrain to=\"jungle\"/>\n"
        "<hexside to=\"pike\"/></layer></vector-mapping>",
        "m.xml");
    const engine::Ruleset sss = engine::loadRuleset(testpaths::rulesets() / "sss.xml");
    CHECK(unknownTargets(mapping, sss) ==
          std::vector<std::string>{"m.xml:3: `jungle` is not a terrain type of ruleset sss"});
}
