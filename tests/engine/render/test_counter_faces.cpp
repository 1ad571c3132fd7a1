// Counters print each ruleset's face (templates/rulesets/*.xml, the "counters" section): its
// values, the reduced, battleworn or wrecked side when the piece is on it, and the formation
// colours banding the top where the system uses them.
#include "engine/io/load_error.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/render/counters.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/formation_colors.hpp"
#include "engine/render/side_colors.hpp"

#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

struct Fixture {
    Scenario scenario;
    std::shared_ptr<Ruleset> ruleset;

    explicit Fixture(const char* rulesetFile)
        : ruleset(std::make_shared<Ruleset>(loadRuleset(testpaths::rulesets() / rulesetFile))) {
        scenario.sides = {{"usa", "Union", ""}, {"csa", "Confederate", ""}};
        scenario.formations = {{"army", "Army", "army", "usa", "", ""},
                               {"c1", "I Corps", "corps", "usa", "army", ""},
                               {"c2", "II Corps", "corps", "usa", "army", ""},
                               {"d1", "1st Division", "division", "usa", "c2", ""},
                               {"d2", "2nd Division", "division", "usa", "c2", ""},
                               {"b1", "1st Brigade", "brigade", "usa", "d2", ""},
                               {"b2", "2nd Brigade", "brigade", "usa", "d2", ""},
                               {"b3", "3rd Brigade", "brigade", "usa", "d2", ""}};
    }

    Counter counterOf(const Unit& unit, std::string_view mode = "") {
        scenario.units = {unit};
        const CounterStyle style(scenario, ruleset.get());
        return style.counter(unit.id, &scenario.units.front(), nullptr, mode, {0, 0}, 100);
    }
    Counter counterOf(const Leader& leader) {
        scenario.leaders = {leader};
        const CounterStyle style(scenario, ruleset.get());
        return style.counter(leader.id, nullptr, &scenario.leaders.front(), "", {0, 0}, 100);
    }
};

constexpr Rgba kWhite{255, 255, 255, 255};
constexpr Rgba kBlack{0, 0, 0, 255};

}  // namespace

TEST_CASE("formation colours: the scenario's, else by place among siblings of a kind", "[render][counters]") {
    Fixture f("sss.xml");
    auto colors = formationColors(f.scenario);
    CHECK(colors.at("c1") == defaultFormationColor(0));  // 1st corps red
    CHECK(colors.at("c2") == defaultFormationColor(1));  // 2nd white
    CHECK(colors.at("b3") == defaultFormationColor(2));  // 3rd brigade of its division blue
    CHECK(colors.at("d1") == defaultFormationColor(0));
    CHECK(defaultFormationColor(0) != defaultFormationColor(1));
    f.scenario.formations[2].color = "#123456";
    CHECK(formationColor(f.scenario, "c2") == Rgba{0x12, 0x34, 0x56, 255});
}

TEST_CASE("SSS counters: strength left, morale right, corps band, black figures on the reduced side",
          "[render][counters]") {
    Fixture f("sss.xml");
    f.scenario.formations[2].color = "#e0c020";  // II Corps
    Unit u{"26-pa",    "26th PA",
           "usa",      "b1",
           "infantry", {{"strength", "6"}, {"morale", "8"}, {"reduced-strength", "3"}, {"reduced-morale", "5"}}};
    Counter full = f.counterOf(u);
    CHECK(full.values == "6-8");
    CHECK(full.face == "full");
    CHECK(full.mark.empty());
    CHECK(figuresColor(full) == kWhite);  // SSS 2.43: white figures on the full side
    REQUIRE(full.bands.size() == 1);
    CHECK(full.bands[0] == Rgba{0xe0, 0xc0, 0x20, 255});  // the corps' colour, two levels up
    u.attributes["counter-side"] = "reduced";
    Counter reduced = f.counterOf(u);
    CHECK(reduced.values == "3-5");
    CHECK(reduced.face == "reduced");
    CHECK(reduced.mark == "R");
    CHECK(figuresColor(reduced) == kBlack);
    Leader l{"hancock", "Hancock", "usa", "c2", "corps", {{"leader-type", "corps"}, {"command-rating", "5"}}};
    Counter leader = f.counterOf(l);
    CHECK(leader.values == "5");  // SSS 2.31: one rating
    CHECK(leader.face == "leader");
    CHECK(leader.bands.size() == 1);  // the corps colour bar
}

TEST_CASE("HS counters: SP and cohesion, brigade and division bands, the battleworn back", "[render][counters]") {
    Fixture f("hs.xml");
    Unit u{"6-nj", "6th NJ",   "usa",
           "b3",   "infantry", {{"sp", "4"}, {"cohesion", "2"}, {"bw-sp", "2"}, {"bw-cohesion", "1"}}};
    Counter fresh = f.counterOf(u);
    CHECK(fresh.values == "4-2");
    CHECK(fresh.face == "fresh");
    REQUIRE(fresh.bands.size() == 2);  // brigade, then division (HS 5.0)
    CHECK(fresh.bands[0] == defaultFormationColor(2));
    CHECK(fresh.bands[1] == defaultFormationColor(1));
    u.attributes["counter-side"] = "battleworn";
    Counter worn = f.counterOf(u);
    CHECK(worn.values == "2-1");
    CHECK(worn.face == "battleworn");
    CHECK(worn.mark == "BW");
    Unit battery{"smith", "Smith's battery", "usa", "", "artillery", {{"sp", "3"}, {"cohesion", "4"}}};
    CHECK(f.counterOf(battery).bands.empty());  // independent: no brigade or division
}

TEST_CASE("CWB counters: fire level and morale, gun points, wrecked, no band", "[render][counters]") {
    Fixture f("cwb.xml");
    Unit u{"iron",     "Iron Brigade",
           "usa",      "d1",
           "infantry", {{"fire-level", "AA"}, {"morale", "B"}, {"wrecked-after", "4"}, {"steps-lost", "1"}}};
    Counter full = f.counterOf(u);
    CHECK(full.values == "AA-B");
    CHECK(full.face == "full");
    CHECK(full.bands.empty());
    u.attributes["steps-lost"] = "4";
    Counter wrecked = f.counterOf(u);
    CHECK(wrecked.face == "wrecked");
    CHECK(wrecked.mark == "W");
    Unit guns{"1-nh", "1st NH Battery", "usa", "d1", "artillery", {{"gun-points", "3"}}};
    CHECK(f.counterOf(guns).values == "3");
    Leader l{"meade", "Meade", "usa", "army", "army", {{"rating", "2"}, {"seniority", "1"}, {"leader-type", "army"}}};
    CHECK(f.counterOf(l).values == "2");
}

TEST_CASE("LFM counters: SP and quality, the battery's limbered or unlimbered strength, brigade band",
          "[render][counters]") {
    Fixture f("lfm.xml");
    Unit u{"5-wv", "5 WV", "usa", "b2", "infantry", {{"sp", "5"}, {"quality", "3"}}};
    Counter regiment = f.counterOf(u);
    CHECK(regiment.values == "5-3");
    REQUIRE(regiment.bands.size() == 1);
    CHECK(regiment.bands[0] == defaultFormationColor(1));
    Unit battery{"b-4", "Battery B, 4th US", "usa",
                 "d2",  "artillery",         {{"limbered-sp", "2"}, {"unlimbered-sp", "6"}, {"quality", "3"}}};
    CHECK(f.counterOf(battery).values == "2-3");  // the class's first mode: limbered
    CHECK(f.counterOf(battery, "unlimbered").values == "6-3");
    CHECK(f.counterOf(battery, "unlimbered").face == "unlimbered");
}

TEST_CASE("a ruleset without a counters section prints every rating", "[render][counters]") {
    Fixture f("sss.xml");
    f.ruleset->policies.erase("counters");
    Unit u{"u", "U", "usa", "b1", "infantry", {{"strength", "6"}, {"morale", "8"}, {"reduced-strength", "3"}}};
    const Counter c = f.counterOf(u);
    CHECK(c.values == "6-8-3");
    CHECK(c.bands.empty());
    CHECK(c.face.empty());
}

TEST_CASE("a formation's colour is saved, loaded back and refused when malformed", "[render][counters][io]") {
    Fixture f("sss.xml");
    f.scenario.formations[1].color = "#aa0011";
    f.scenario.mapPath = "map.rlmap";
    const HexGrid grid(GridShape{}, 4, 4);
    const std::string xml = writeScenario(f.scenario, grid);
    CHECK(xml.find("color=\"#aa0011\"") != std::string::npos);
    const Scenario back = parseScenario(xml, "s.rlscn", grid);
    CHECK(back.formations[1].color == "#aa0011");
    CHECK(back == f.scenario);
    std::string bad = xml;
    bad.replace(bad.find("#aa0011"), 7, "reddish");
    CHECK_THROWS_AS(parseScenario(bad, "s.rlscn", grid), LoadError);
}
