// Drag feedback and formation drops: legality with the rule's citation, from the validator's
// services, and the spread of a formation onto the nearest hexes that can take it.
#include "tests/engine/commands/command_fixture.hpp"
#include "tests/engine/validation/validation_fixture.hpp"

#include "engine/authoring/drop_probe.hpp"
#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using cmdtest::hexAt;

namespace {

Document document() {
    Document doc = cmdtest::makeDocument();
    doc.ruleset = valtest::templateRuleset("sss");
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) doc.map.setTerrain(doc.map.grid().at(i), "clear");
    doc.map.setLevel(hexAt(doc, 0, 0), 0);
    return doc;
}

bool has(const DropVerdict& v, DropProblem::Kind kind) {
    return std::any_of(v.problems.begin(), v.problems.end(), [&](const DropProblem& p) { return p.kind == kind; });
}

}  // namespace

TEST_CASE("a unit dropped on a free clear hex is legal", "[authoring][drop]") {
    const Document doc = document();
    const DropProbe probe(doc);
    const DropVerdict v = probe.check({"stone"}, hexAt(doc, 4, 2));
    CHECK(v.legal);
    CHECK(v.describe() == "legal");
}

TEST_CASE("a drop onto the enemy or over the stacking limit says why, with the rule", "[authoring][drop]") {
    Document doc = document();
    SECTION("enemy-occupied") {
        const DropProbe probe(doc);
        const DropVerdict v = probe.check({"stone"}, hexAt(doc, 8, 3));  // archer's hex
        CHECK_FALSE(v.legal);
        REQUIRE(has(v, DropProblem::Kind::EnemyOccupied));
        CHECK(v.describe().find("held by the enemy (archer)") != std::string::npos);
    }
    SECTION("over the limit: the validator then reports the same rule") {
        for (const char* id : {"a1", "a2", "a3"}) {
            doc.scenario->units.push_back({id, id, "usa", "i-1", "infantry", {{"strength", "5"}, {"morale", "5"}}});
            doc.scenario->setup.push_back({id, hexAt(doc, 2, 2), -1, ""});
        }
        const DropProbe probe(doc);
        const DropVerdict v = probe.check({"stone"}, hexAt(doc, 2, 2));
        REQUIRE(has(v, DropProblem::Kind::OverStacked));
        const DropProblem& p = v.problems.front();
        CHECK(p.rule == "stacking.over_limit");
        CHECK(p.cite.rfind("SSS 25", 0) == 0);
        CHECK(p.message.find("over the limit") != std::string::npos);
        doc.scenario->setup.push_back({"stone", hexAt(doc, 2, 2), -1, ""});
        Validator validator;
        CHECK_FALSE(valtest::ofRule(validator.validate(doc), "stacking.over_limit").empty());
    }
    SECTION("off the map") {
        const DropProbe probe(doc);
        CHECK(has(probe.check({"stone"}, HexCoord{-50, -50}), DropProblem::Kind::OffMap));
    }
}

TEST_CASE("a unit dropped far from its commander is out of command range", "[authoring][drop]") {
    Document doc = document();
    doc.scenario->setup.push_back({"heth", hexAt(doc, 9, 3), -1, ""});  // division leader: 8 MP (SSS 21.31)
    const DropProbe probe(doc);
    const DropVerdict near = probe.check({"davis"}, hexAt(doc, 9, 5));
    CHECK_FALSE(has(near, DropProblem::Kind::OutOfCommand));
    const DropVerdict far = probe.check({"davis"}, hexAt(doc, 0, 9));
    REQUIRE(has(far, DropProblem::Kind::OutOfCommand));
    const auto p = std::find_if(far.problems.begin(), far.problems.end(),
                                [](const DropProblem& q) { return q.kind == DropProblem::Kind::OutOfCommand; });
    CHECK(p->rule == "setup.out_of_command");
    CHECK(p->cite == "SSS 21.31");
    CHECK(p->message.find("from its commander heth") != std::string::npos);
}

TEST_CASE("a formation dropped on a hex spreads past the stacking limit", "[authoring][drop]") {
    Document doc = document();
    for (int i = 0; i < 6; ++i)
        doc.scenario->units.push_back({"b" + std::to_string(i), "B", "csa", "heth", "infantry", {{"strength", "4"}}});
    const DropProbe probe(doc);
    const HexCoord target = hexAt(doc, 2, 7);
    const DropPlan plan = probe.plan({"heth"}, target);
    CHECK(plan.placements.size() == 10);  // Heth and his nine units
    CHECK(plan.crowded.empty());
    int here = 0;
    for (const Placement& p : plan.placements) {
        CHECK(hexDistance(p.hex, target) <= 2);
        if (p.hex == target) ++here;
    }
    CHECK(here >= 2);
    CHECK(here < 10);
    const DropVerdict v = probe.check({"heth"}, target);
    CHECK(v.legal);
    CHECK(v.note.find("10 pieces") == 0);

    auto cmd = placeDropped(doc, plan);
    REQUIRE(cmd);
    cmdtest::checkRoundTrip(doc, *cmd);
    cmd->apply(doc);
    Validator validator;
    CHECK(valtest::ofRule(validator.validate(doc), "stacking.over_limit").empty());
    CHECK(doc.scenario->setup.size() == 4 + 9);  // archer moved, nine placed
}
