#include "engine/io/atomic_file.hpp"
#include "engine/io/load_error.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/model/policy_schema.hpp"
#include "io_test_support.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace engine;

namespace {

Ruleset mini() { return loadRuleset(testpaths::data() / "rulesets" / "mini.xml"); }

std::string miniText() { return readTextFile(testpaths::data() / "rulesets" / "mini.xml"); }

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

LoadError loadError(const std::string& xml) {
    try {
        (void)parseRuleset(xml, "bad.xml");
    } catch (const LoadError& e) {
        return e;
    }
    FAIL("no LoadError");
    return {"", 0, ""};
}

}  // namespace

TEST_CASE("the mini ruleset reads every schema element", "[io]") {
    const Ruleset rs = mini();
    CHECK(rs.id == "mini");
    CHECK(rs.name == "Mini Test System");
    CHECK(rs.scale.hexSizeMetres == Approx(182.88));
    CHECK(rs.scale.levelHeightMetres == Approx(12.192));
    CHECK(rs.scale.cite == "MINI 1.1");
    CHECK(rs.gridShape.orientation == Orientation::FlatTop);
    CHECK(rs.elementProvenance.at("grid").assumed);
    CHECK(rs.numbering.sectionPrefix);
    CHECK(rs.sections.names == std::vector<std::string>{"A", "B"});
    REQUIRE(rs.options.size() == 2);
    CHECK(rs.findOption("spine-rule")->description == "What a spine does");
    CHECK(rs.findOption("night-move")->assumed);
    CHECK(rs.terrain.size() == 3);
    CHECK(rs.findTerrain("woods")->stackingGroup == "closed");
    CHECK(rs.findTerrain("woods")->losHeight == 1);
    CHECK(rs.findFeature("town")->assumed);
    CHECK(rs.findHexside("pike")->roadClass == 3);
    CHECK(rs.findHexside("cliff")->blocksLos);
    CHECK(rs.findClass("infantry")->modes.size() == 2);
    CHECK(rs.findClass("infantry")->modes[1].cite == "MINI 5.2");
    CHECK(rs.findClass("artillery")->modes[1].assumed);
    CHECK(rs.formationKinds == std::vector<std::string>{"army", "corps", "division", "brigade"});
    REQUIRE(rs.movement.size() == 6);
    CHECK(rs.movement[2].prohibited);
    CHECK(rs.movement[2].unitClass == "artillery");
    CHECK(rs.movement[3].target == MoveCost::Target::Feature);
    CHECK(rs.movement[4].slope == MoveCost::Slope::Uphill);
    CHECK(rs.movement[5].target == MoveCost::Target::Road);
    CHECK(rs.movement[5].mp == 0.5);
    const AttributeDef* sp = rs.findUnitAttribute("sp");
    REQUIRE(sp);
    CHECK(sp->type == AttributeDef::Type::Number);
    CHECK(sp->tokens == std::vector<std::pair<std::string, double>>{{"C", 0.5}});
    CHECK(sp->classes == std::vector<std::string>{"infantry", "artillery"});
    CHECK(rs.findUnitAttribute("weapon")->values == std::vector<std::string>{"M", "R", "C"});
    CHECK(rs.findUnitAttribute("strength")->required);
    CHECK(rs.findLeaderAttribute("rating")->max == 6);
    const PolicySection* stacking = rs.section("stacking");
    REQUIRE(stacking);
    CHECK(stacking->policy == "count");
    CHECK(stacking->number("road-movement-stacking") == 1);
    REQUIRE(stacking->records.size() == 2);
    CHECK(stacking->records[0].kind == "limit");
    CHECK(stacking->records[0].number("units") == 3);
    CHECK(stacking->records[0].cite == "MINI 8.2");
    CHECK(stacking->records[1].assumed);
    CHECK_FALSE(stacking->records[0].attrs.contains("cite"));
    CHECK(rs.section("derivation")->assumed);
}

TEST_CASE("a ruleset writes deterministically and reads back the same", "[io]") {
    const Ruleset rs = mini();
    const std::string first = writeRuleset(rs);
    const Ruleset again = parseRuleset(first, "written.xml");
    CHECK(writeRuleset(again) == first);
    // An edited assumed value survives.
    Ruleset edited = again;
    edited.movement[1].mp = 3;
    edited.movement[1].assumed = false;
    edited.movement[1].cite = "designer";
    const Ruleset back = parseRuleset(writeRuleset(edited), "edited.xml");
    CHECK(back.movement[1].mp == 3);
    CHECK_FALSE(back.movement[1].assumed);
    CHECK(back.movement[1].cite == "designer");
}

TEST_CASE("the shipped ruleset templates load and round-trip", "[io]") {
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        const auto path = testpaths::rulesets() / (std::string(id) + ".xml");
        if (!std::filesystem::exists(path)) continue;
        INFO(path);
        Ruleset rs;
        try {
            rs = loadRuleset(path);
        } catch (const LoadError& e) {
            FAIL(e.what());
        }
        CHECK(rs.id == id);
        const std::string first = writeRuleset(rs);
        CHECK(writeRuleset(parseRuleset(first, "again.xml")) == first);
    }
}

TEST_CASE("saveRuleset writes atomically", "[io]") {
    iotest::TempDir dir;
    saveRuleset(mini(), dir / "mini.xml");
    CHECK(writeRuleset(loadRuleset(dir / "mini.xml")) == writeRuleset(mini()));
}

TEST_CASE("malformed rulesets give LoadErrors with lines", "[io]") {
    const std::string good = miniText();
    const auto lineOf = [&](const std::string& needle) {
        const auto at = good.find(needle);
        REQUIRE(at != std::string::npos);
        return 1 + static_cast<int>(std::count(good.begin(), good.begin() + static_cast<long>(at), '\n'));
    };
    struct Case {
        std::string from, to, fragment;
    };
    const std::vector<Case> cases{
        {"hex-size=\"200yd\"", "hex-size=\"two hundred\"", "hex-size"},
        {"los-height=\"1\" stacking-group=\"closed\"", "los-height=\"high\" stacking-group=\"closed\"",
         "los-height=\"high\" is not a number"},
        {"kind=\"water\"", "kind=\"wet\"", "kind=\"wet\""},
        {"type=\"enum\"", "type=\"list\"", "type=\"list\""},
        {"values=\"M R C\"", "", "needs values="},
        {"tokens=\"C=0.5\"", "tokens=\"C\"", "tokens="},
        {"terrain=\"marsh\" mp=\"P\"", "terrain=\"swamp\" mp=\"P\"", "\"swamp\""},
        {"class=\"artillery\" mode=\"limbered\"", "class=\"cavalry\" mode=\"limbered\"", "class=\"cavalry\""},
        {"mode=\"column\" road", "mode=\"mounted\" road", "mode=\"mounted\""},
        {"mp=\"2\"", "mp=\"-2\"", "negative"},
        {"mp=\"2\"", "mp=\"2\" hexside=\"creek\"", "exactly one"},
        {"classes=\"infantry artillery\"", "classes=\"infantry cavalry\"", "\"cavalry\""},
        {"default=\"no\"", "default=\"maybe\"", "default=\"maybe\""},
        {"assumed=\"true\"/>\n  <numbering", "assumed=\"yes\"/>\n  <numbering", "assumed=\"yes\" is not true or false"},
        {"column-digits=\"2\"", "column-digits=\"x\"", "column-digits=\"x\" is not an integer"},
        {"names=\"A B\"", "names=\"A B C\"", "names="},
        {"<policy name=\"los\"", "<policy name=\"stacking\"", "defined twice"},
        {"<formation-kinds", "<formation-kind", "unexpected <formation-kind>"},
        {"stacking-group=\"open\" cite", "stacking_group=\"open\" cite", "unknown attribute stacking_group="},
        {"id=\"mini\"", "id=\"mini test\"", "ruleset id \"mini test\" contains whitespace"},
    };
    for (const Case& c : cases) {
        INFO(c.from << " -> " << c.to);
        std::string text = replaced(good, c.from, c.to);
        if (c.from == "<formation-kinds") text = replaced(text, "</formation-kinds>", "</formation-kind>");
        const LoadError e = loadError(text);
        INFO(e.what());
        CHECK(e.message.find(c.fragment) != std::string::npos);
        CHECK(e.line == lineOf(c.from));
    }
    const LoadError truncated = loadError(good.substr(0, good.size() / 2));
    CHECK(truncated.message.find("malformed XML") != std::string::npos);
    CHECK(truncated.line > 0);
    const LoadError noScale = loadError(replaced(good, "<scale ", "<!-- --><unused "));
    CHECK(noScale.message.find("unexpected <unused>") != std::string::npos);
}

TEST_CASE("ruleset values of the wrong type are refused, never defaulted", "[io][reliability]") {
    const std::string text = miniText();
    const auto message = [&](const std::string& from, const std::string& to) {
        return std::string(loadError(replaced(text, from, to)).what());
    };
    CHECK(message("name=\"road-movement-stacking\" value=\"1\"", "name=\"road-movement-stacking\" value=\"one\"") ==
          "bad.xml:53: param road-movement-stacking: value=\"one\" is not a number (this value is read as one)");
    CHECK_THAT(message("units=\"3\"", "units=\"3 hexes\""),
               Catch::StartsWith("bad.xml:54: <limit> units=") && Catch::Contains("is not a number"));
    CHECK_THAT(message("color=\"#4a7a3a\"", "color=\"green\""),
               Catch::Equals("bad.xml:15: color=\"green\" is not a colour as #rrggbb"));
    CHECK_THAT(message("<type id=\"woods\"", "<type id=\"clear\""),
               Catch::Equals("bad.xml:15: terrain type \"clear\" is defined twice (first on line 14)"));
    CHECK_THAT(message("<mode id=\"column\"", "<mode id=\"line\""),
               Catch::Contains("mode of class infantry \"line\" is defined twice"));
    CHECK_THAT(message("<type id=\"marsh\"", "<type id=\"marsh land\""),
               Catch::Contains("terrain type id \"marsh land\" contains whitespace"));
    CHECK_THAT(message("<param name=\"road-movement-stacking\" value=\"1\" cite=\"MINI 8.5\"/>",
                       "<param name=\"road-movement-stacking\" value=\"1\"/><param name=\"road-movement-stacking\" "
                       "value=\"2\"/>"),
               Catch::Contains("param road-movement-stacking is given twice in policy stacking"));
}

TEST_CASE("a param read as a list of words refuses a word its reader does not know", "[io][reliability]") {
    // A misspelt word would otherwise leave the artillery measured from its own commander silently.
    const std::string text = miniText();
    const std::string param = "<param name=\"road-movement-stacking\" value=\"1\" cite=\"MINI 8.5\"/>";
    CHECK_THAT(
        std::string(
            loadError(replaced(text, param, param + "<param name=\"artillery-commanded-by\" value=\"corps divison\"/>"))
                .what()),
        Catch::StartsWith("bad.xml:53: param artillery-commanded-by: value=\"divison\" is not one of the words") &&
            Catch::Contains("corps-artillery-by-division-commanders"));
    CHECK_NOTHROW(loadRuleset((testpaths::rulesets() / "sss.xml").string()));
}

TEST_CASE("a flag or number param is typed wherever the shipped rulesets give one", "[io][reliability]") {
    // A new param the templates give as true/false or a number must be listed in
    // engine/model/policy_schema.cpp, or a typo in it would silently become the service's default.
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        const Ruleset rs = loadRuleset(testpaths::rulesets() / (std::string(id) + ".xml"));
        for (const auto& [name, section] : rs.policies) {
            for (const Param& p : section.params) {
                INFO(id << " policy " << name << " param " << p.name << " = " << p.value
                        << ": list it in engine/model/policy_schema.cpp");
                if (p.value == "true" || p.value == "false") CHECK(paramType(p.name) != PolicyValueType::Number);
                if (paramType(p.name) == PolicyValueType::Boolean) CHECK((p.value == "true" || p.value == "false"));
            }
        }
    }
}

TEST_CASE("a ruleset's lists are capped so every lookup stays cheap", "[io][reliability]") {
    std::string many;
    for (int i = 0; i < 1025; ++i) many += "<type id=\"t" + std::to_string(i) + "\"/>";
    const std::string text = replaced(miniText(), "<type id=\"clear\"", many + "<type id=\"clear\"");
    CHECK_THAT(loadError(text).what(), Catch::Contains("more than 1024 of kind terrain type"));
}

TEST_CASE("writeRuleset refuses what the reader would refuse", "[io][reliability]") {
    Ruleset rs = mini();
    rs.terrain.push_back(rs.terrain.front());
    CHECK_THROWS_WITH(writeRuleset(rs), Catch::Contains("terrain type \"clear\" is defined twice"));
    rs = mini();
    rs.policies["stacking"].params.push_back({{}, "zoc-range", "two"});
    CHECK_THROWS_WITH(writeRuleset(rs), Catch::Contains("param zoc-range: value=\"two\" is not a number"));
}
