// The order-of-battle tree's queries: structure, status, totals, key attributes, paths.
#include "tests/engine/commands/command_fixture.hpp"
#include "tests/engine/validation/validation_fixture.hpp"

#include "engine/authoring/oob_outline.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

Document document(const std::string& ruleset = "sss") {
    Document doc = cmdtest::makeDocument();
    doc.ruleset = valtest::templateRuleset(ruleset);
    return doc;
}

}  // namespace

TEST_CASE("the outline lists sides, formations and their pieces in file order", "[authoring][outline]") {
    const Document doc = document();
    const OobOutline o(doc);
    CHECK(o.sides() == std::vector<std::string>{"usa", "csa"});
    REQUIRE(o.topFormations("usa").size() == 1);
    CHECK(o.topFormations("usa")[0]->id == "i");
    CHECK(o.subFormations("i").size() == 1);
    CHECK(o.unitsOf("i-1").size() == 2);
    CHECK(o.unitsOf("i")[0]->id == "stone");
    CHECK(o.leadersOf("i")[0]->id == "reynolds");
    CHECK(o.pathTo("iron") == std::vector<std::string>{"i", "i-1"});
    CHECK(o.pathTo("i-1") == std::vector<std::string>{"i", "i-1"});
    CHECK(o.pathTo("nobody").empty());
}

TEST_CASE("each piece's status: set up, arriving, or not in play", "[authoring][outline]") {
    Document doc = document();
    doc.scenario->units.push_back({"spare", "Spare", "usa", "i", "infantry", {}});
    const OobOutline o(doc);
    const PieceStatus iron = o.status("iron");
    CHECK(iron.state == PieceStatus::State::SetUp);
    CHECK(iron.text == "set up at " + doc.map.grid().label(cmdtest::hexAt(doc, 4, 3)));
    const PieceStatus stone = o.status("stone");
    CHECK(stone.state == PieceStatus::State::Arrives);
    CHECK(stone.turn == 3);
    CHECK(stone.row == "r1");
    CHECK(stone.text == "arrives turn 3 at " + doc.map.grid().label(cmdtest::hexAt(doc, 0, 5)));
    CHECK(o.status("davis").text == "arrives turn 4 at Emmitsburg Road");  // named, through an area
    CHECK(o.status("heth").text == "arrives turn 4 at Emmitsburg Road");   // a leader of the formation r2 brings
    CHECK(o.status("spare").state == PieceStatus::State::NotInPlay);
    CHECK(o.status("spare").text == "not in play");
}

TEST_CASE("formation totals add up everything below, with the ruleset's strength", "[authoring][outline]") {
    const Document doc = document();
    const OobOutline o(doc);
    const FormationTotals& i = o.totals("i");
    CHECK(i.formations == 1);
    CHECK(i.leaders == 1);
    CHECK(i.units == 3);
    CHECK(i.setUp == 3);  // iron, cutler, reynolds
    CHECK(i.arriving == 1);
    CHECK(i.strength == 9 + 8 + 7);  // SSS strength
    REQUIRE(i.strengthByAttribute.size() == 1);
    CHECK(i.strengthByAttribute[0].attribute->id == "strength");
    CHECK(o.totals("nowhere").units == 0);
}

TEST_CASE("key attributes per ruleset and class", "[authoring][outline]") {
    const auto ids = [](const std::vector<const AttributeDef*>& defs) {
        std::vector<std::string> out;
        for (const AttributeDef* d : defs) out.push_back(d->id);
        return out;
    };
    const auto schema = [](const std::string& id) { return OobSchema::of(*valtest::templateRuleset(id)); };
    CHECK(ids(schema("sss").keyAttributesFor("infantry")) == std::vector<std::string>{"strength", "morale"});
    CHECK(ids(schema("cwb").keyAttributesFor("infantry")) == std::vector<std::string>{"fire-level", "morale"});
    CHECK(ids(schema("cwb").keyAttributesFor("artillery")).empty());
    CHECK(ids(schema("hs").keyAttributesFor("infantry")) == std::vector<std::string>{"sp", "cohesion"});
    CHECK(ids(schema("lfm").keyAttributesFor("infantry")) == std::vector<std::string>{"sp", "quality"});
    CHECK(ids(schema("lfm").keyAttributesFor("artillery")) == std::vector<std::string>{"quality"});
    CHECK(schema("cwb").columnAliases.at("fire-grade") == "fire-level");
    const OobSchema hs = schema("hs");
    CHECK(hs.sides.size() == 2);
    CHECK(hs.strengthOf({"x", "", "", "", "infantry", {{"sp", "C"}}})->second == 0.5);  // the cadre token
    const OobSchema lfm = schema("lfm");
    CHECK(lfm.strengthOf({"x", "", "", "", "artillery", {{"unlimbered-sp", "3"}}})->second == 3);
}

TEST_CASE("a parent cycle or a missing parent leaves nothing out of the tree", "[authoring][outline]") {
    Document doc = document();
    doc.scenario->formations.push_back({"a", "A", "brigade", "usa", "b", ""});
    doc.scenario->formations.push_back({"b", "B", "brigade", "usa", "a", ""});
    doc.scenario->formations.push_back({"c", "C", "brigade", "rebels", "gone", ""});
    doc.scenario->units.push_back({"u", "U", "usa", "gone", "infantry", {}});
    const OobOutline o(doc);
    CHECK(o.topFormations("usa").size() == 2);  // i, and a lifted out of its cycle
    CHECK(o.subFormations("a").size() == 1);
    CHECK(o.subFormations("b").empty());
    CHECK(o.sides().back().empty());
    CHECK(o.topFormations("").front()->id == "c");
    CHECK(o.unattachedUnits("usa").front()->id == "u");
    CHECK(o.totals("a").formations == 1);
}
