#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("params and records give numbers", "[model]") {
    PolicySection s;
    s.params.push_back({{}, "open-units", "3"});
    s.params.push_back({{}, "mode", "halfway"});
    Record r;
    r.kind = "limit";
    r.attrs = {{"terrain", "woods"}, {"sp", "8"}, {"artillery-sp", "4.5"}};
    s.records.push_back(r);
    CHECK(s.number("open-units") == 3.0);
    CHECK_FALSE(s.number("mode"));
    CHECK_FALSE(s.number("missing"));
    CHECK(s.param("mode")->value == "halfway");
    CHECK(s.param("missing") == nullptr);
    CHECK(r.get("terrain") == "woods");
    CHECK(r.get("nope", "x") == "x");
    CHECK(r.number("artillery-sp") == 4.5);
    CHECK_FALSE(r.number("terrain"));
}

TEST_CASE("ruleset lookups by id", "[model]") {
    Ruleset rs;
    rs.terrain.push_back({{}, "woods", "Woods", "", 1, "closed"});
    rs.hexFeatures.push_back({{}, "town", "Town", "", 1});
    rs.hexsides.push_back({{}, "pike", "Pike", "", "road", 3, false});
    UnitClass inf;
    inf.id = "infantry";
    inf.modes = {{"line", "Line"}, {"column", "Column"}};
    rs.unitClasses.push_back(inf);
    AttributeDef a;
    a.id = "strength";
    rs.unitAttributes.push_back(a);
    a.id = "rating";
    rs.leaderAttributes.push_back(a);
    rs.options.push_back({{}, "spine-rule", "", {"a", "b"}, "a"});
    rs.policies["los"].policy = "sss";
    CHECK(rs.findTerrain("woods")->losHeight == 1);
    CHECK(rs.findTerrain("clear") == nullptr);
    CHECK(rs.findFeature("town") != nullptr);
    CHECK(rs.findHexside("pike")->roadClass == 3);
    CHECK(rs.findClass("infantry")->hasMode("column"));
    CHECK_FALSE(rs.findClass("infantry")->hasMode("mounted"));
    CHECK(rs.findUnitAttribute("strength") != nullptr);
    CHECK(rs.findUnitAttribute("rating") == nullptr);
    CHECK(rs.findLeaderAttribute("rating") != nullptr);
    CHECK(rs.findOption("spine-rule")->defaultValue == "a");
    CHECK(rs.section("los")->policy == "sss");
    CHECK(rs.section("zoc") == nullptr);
}

TEST_CASE("scenario lookups by id return the first match", "[model]") {
    Scenario s;
    s.sides = {{"usa", "Union"}};
    s.formations = {{"1c", "I Corps", "corps", "usa", "", ""}};
    s.leaders = {{"reynolds", "Reynolds", "usa", "1c", "corps", {}}};
    s.units = {{"u1", "First", "usa", "1c", "infantry", {}}, {"u1", "Duplicate", "usa", "1c", "infantry", {}}};
    CHECK(s.findSide("usa")->name == "Union");
    CHECK(s.findFormation("1c")->kind == "corps");
    CHECK(s.findLeader("reynolds")->rank == "corps");
    CHECK(s.findUnit("u1")->name == "First");
    CHECK(s.findUnit("u2") == nullptr);
    CHECK(s.findSide("csa") == nullptr);
}
