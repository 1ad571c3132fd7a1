#include "engine/hex/hex_layout.hpp"
#include "engine/io/load_error.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "io_test_support.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

const char* kScenario = R"(<?xml version="1.0" encoding="UTF-8"?>
<ridgeline-scenario format="1" id="wheatfield" name="The Wheatfield">
  <map href="gettysburg.rlmap"/>
  <ruleset ref="mini"/>
  <options>
    <option id="spine-rule" value="both-block"/>
  </options>
  <turn-track date="1863-07-02" start="16:00" minutes="20" first="1" last="12" night="10 11"/>
  <sides>
    <side id="usa" name="Union"/>
    <side id="csa" name="Confederate"/>
  </sides>
  <oob>
    <formation id="3c" name="III Corps" kind="corps" side="usa" commander="sickles"/>
    <formation id="1-3c" name="1st Division" kind="division" side="usa" parent="3c"/>
    <leader id="sickles" name="Sickles" side="usa" formation="3c" rank="corps" rating="2"/>
    <unit id="u1" name="Ward" side="usa" formation="1-3c" class="infantry" sp="C" strength="5"/>
    <unit id="b1" name="Smith's Battery" side="usa" formation="1-3c" class="artillery"/>
  </oob>
  <setup>
    <place piece="u1" hex="A0304" facing="S" mode="line"/>
    <place piece="sickles" hex="A0304"/>
  </setup>
  <entry-areas>
    <area id="emmitsburg-road" name="Emmitsburg Road" hexes="B0101 B0201"/>
  </entry-areas>
  <schedule>
    <arrive id="r1" turn="3" side="usa" units="b1" hex="A0101" mode="column" condition="if Sickles is in command" roll="1d6&gt;=4"/>
    <arrive id="r2" turn="5" side="usa" formations="1-3c" area="emmitsburg-road" mp="3"/>
  </schedule>
  <victory>
    <hex id="den" at="A0506" side="csa" vp="5" from="4"/>
    <condition id="vc1" side="usa">Hold the Wheatfield &amp; Stony Hill.</condition>
  </victory>
  <special-rules>Rule 1: no cavalry.
Rule 2: night turns as printed.</special-rules>
  <validation>
    <severity rule="stacking.over_limit" level="warning"/>
    <waiver rule="command.out_of_range" location="unit:b1" comment="historical"/>
  </validation>
</ridgeline-scenario>
)";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

int lineOf(const std::string& text, const std::string& needle) {
    const auto at = text.find(needle);
    REQUIRE(at != std::string::npos);
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

}  // namespace

TEST_CASE("a scenario file reads into the model", "[io]") {
    const HexGrid grid = iotest::sssGrid();
    const Scenario s = parseScenario(kScenario, "wheatfield.rlscn", grid);
    CHECK(s.id == "wheatfield");
    CHECK(s.mapPath == "gettysburg.rlmap");
    CHECK(s.rulesetRef == "mini");
    CHECK(s.options.at("spine-rule") == "both-block");
    CHECK(s.turns.turnMinutes == 20);
    CHECK(s.turns.nightTurns == std::vector<int>{10, 11});
    CHECK(s.sides.size() == 2);
    CHECK(s.findFormation("1-3c")->parent == "3c");
    CHECK(s.findFormation("3c")->commander == "sickles");
    CHECK(s.findLeader("sickles")->ratings.at("rating") == "2");
    CHECK(s.findUnit("u1")->attributes == AttributeMap{{"sp", "C"}, {"strength", "5"}});
    CHECK(s.findUnit("u1")->unitClass == "infantry");
    REQUIRE(s.setup.size() == 2);
    CHECK(s.setup[0].hex == *grid.parseLabel("A0304"));
    CHECK(compassName(Orientation::FlatTop, s.setup[0].facing) == "S");
    CHECK(s.setup[1].facing == -1);
    CHECK(s.entryAreas[0].hexes.size() == 2);
    CHECK(s.schedule[0].roll == "1d6>=4");
    CHECK(s.schedule[0].entryHex == grid.parseLabel("A0101"));
    CHECK(s.schedule[1].formations == std::vector<std::string>{"1-3c"});
    CHECK(s.schedule[1].entryArea == "emmitsburg-road");
    CHECK_FALSE(s.schedule[0].movementPoints);
    CHECK(s.schedule[1].movementPoints == 3);
    CHECK(s.victoryHexes[0].fromTurn == 4);
    CHECK(s.victoryHexes[0].toTurn == 0);
    CHECK(s.victoryConditions[0].text == "Hold the Wheatfield & Stony Hill.");
    CHECK(s.specialRules == "Rule 1: no cavalry.\nRule 2: night turns as printed.");
    CHECK(s.severityOverrides.at("stacking.over_limit") == "warning");
    CHECK(s.waivers[0].location == "unit:b1");
}

TEST_CASE("writing the scenario reproduces it byte for byte", "[io]") {
    const HexGrid grid = iotest::sssGrid();
    CHECK(writeScenario(parseScenario(kScenario, "s.rlscn", grid), grid) == kScenario);
}

TEST_CASE("random scenarios survive save, load, save byte-identically", "[io]") {
    std::mt19937 rng(1862);
    for (const GridShape shape : iotest::allShapes()) {
        const HexGrid grid = iotest::sssGrid(shape);
        for (int round = 0; round < 25; ++round) {
            const Scenario s = iotest::randomScenario(rng, grid);
            const std::string first = writeScenario(s, grid);
            Scenario loaded;
            try {
                loaded = parseScenario(first, "random.rlscn", grid);
            } catch (const LoadError& e) {
                FAIL(e.what() << "\n" << first);
            }
            REQUIRE(writeScenario(loaded, grid) == first);
            REQUIRE(loaded == s);
        }
    }
}

TEST_CASE("options are checked against the ruleset when one is given", "[io]") {
    const HexGrid grid = iotest::sssGrid();
    const Ruleset rs = loadRuleset(testpaths::data() / "rulesets" / "mini.xml");
    CHECK_NOTHROW(parseScenario(kScenario, "s.rlscn", grid, &rs));
    const std::string unknown = replaced(kScenario, "id=\"spine-rule\"", "id=\"weather\"");
    CHECK_NOTHROW(parseScenario(unknown, "s.rlscn", grid));
    try {
        (void)parseScenario(unknown, "s.rlscn", grid, &rs);
        FAIL("no error");
    } catch (const LoadError& e) {
        CHECK(e.line == 6);
        CHECK(e.message.find("\"weather\"") != std::string::npos);
    }
    CHECK_THROWS_AS(parseScenario(replaced(kScenario, "both-block", "neither"), "s.rlscn", grid, &rs), LoadError);
}

TEST_CASE("duplicate ids are kept for the validator", "[io]") {
    const HexGrid grid = iotest::sssGrid();
    const std::string text = replaced(kScenario, "id=\"b1\"", "id=\"u1\"");
    const Scenario s = parseScenario(replaced(text, "units=\"b1\"", "units=\"u1\""), "s.rlscn", grid);
    CHECK(s.units.size() == 2);
    CHECK(s.units[1].id == "u1");
}

TEST_CASE("what cannot be written faithfully is refused", "[io]") {
    const HexGrid grid = iotest::sssGrid();
    Scenario s = parseScenario(kScenario, "s.rlscn", grid);
    SECTION("hex off the map") { s.setup[0].hex = grid.fromOffset({-3, 0}); }
    SECTION("facing out of range") { s.setup[0].facing = 6; }
    SECTION("reserved attribute") { s.units[0].attributes["class"] = "x"; }
    SECTION("list id with a space") { s.schedule[0].units = {"two words"}; }
    CHECK_THROWS_AS(writeScenario(s, grid), std::invalid_argument);
}

TEST_CASE("malformed scenarios give LoadErrors with lines", "[io]") {
    const HexGrid grid = iotest::sssGrid();
    const std::string good = kScenario;
    struct Case {
        std::string from, to, fragment;
    };
    const std::vector<Case> cases{
        {"piece=\"u1\"", "piece=\"u9\"", "piece= names unit or leader \"u9\""},
        {"units=\"b1\"", "units=\"b1 b2\"", "units= names unit or leader \"b2\""},
        {"formations=\"1-3c\"", "formations=\"2-3c\"", "\"2-3c\""},
        {"parent=\"3c\"", "parent=\"4c\"", "parent= names formation \"4c\""},
        {"commander=\"sickles\"", "commander=\"reynolds\"", "commander= names leader \"reynolds\""},
        {"area=\"emmitsburg-road\"", "area=\"taneytown-road\"", "entry area \"taneytown-road\""},
        {"formation=\"1-3c\" class=\"infantry\"", "formation=\"9\" class=\"infantry\"",
         "formation= names formation \"9\""},
        {"side=\"csa\" vp", "side=\"rebels\" vp", "side= names side \"rebels\""},
        {"facing=\"S\"", "facing=\"E\"", "facing=\"E\""},
        {"hex=\"A0304\" facing", "hex=\"Z0304\" facing", "hex=\"Z0304\""},
        {"hex=\"A0304\" facing", "hex=\"A9904\" facing", "hex=\"A9904\""},
        {"hexes=\"B0101 B0201\"", "hexes=\"B0101 B0299\"", "hexes=\"B0299\""},
        {"turn=\"3\"", "turn=\"three\"", "turn=\"three\" is not an integer"},
        {"turn=\"3\"", "turn=\"-3\"", "out of range"},
        {"vp=\"5\"", "vp=\"5.5\"", "vp=\"5.5\" is not an integer"},
        {"night=\"10 11\"", "night=\"10 x\"", "\"x\" is not an integer"},
        {"last=\"12\"", "last=\"0\"", "last= is before first="},
        {"level=\"warning\"", "level=\"loud\"", "level \"loud\""},
        {"<special-rules>", "<special-rule>", "unexpected <special-rule>"},
        {"<place piece=\"sickles\"", "<put piece=\"sickles\"", "unexpected <put> in <setup>"},
        {"mode=\"line\"", "mode=\"line\" stance=\"x\"", "unknown attribute stance="},
    };
    for (const Case& c : cases) {
        INFO(c.from << " -> " << c.to);
        std::string text = replaced(good, c.from, c.to);
        if (c.from == "<special-rules>") text = replaced(text, "</special-rules>", "</special-rule>");
        try {
            (void)parseScenario(text, "bad.rlscn", grid);
            FAIL("no LoadError");
        } catch (const LoadError& e) {
            INFO(e.what());
            CHECK(e.file == "bad.rlscn");
            CHECK(e.message.find(c.fragment) != std::string::npos);
            CHECK(e.line == lineOf(good, c.from));
        }
    }
    CHECK_THROWS_AS(parseScenario(replaced(good, "<map href=\"gettysburg.rlmap\"/>", ""), "bad.rlscn", grid),
                    LoadError);
    CHECK_THROWS_AS(parseScenario(good.substr(0, 700), "bad.rlscn", grid), LoadError);
}
