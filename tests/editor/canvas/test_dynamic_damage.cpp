// What the canvas repaints after an edit of counters: the hex a counter left and the hex it
// entered, and the hexes whose finding markers changed; nothing for an edit the dynamic layers do
// not show.
#include "tests/editor/studio_fixture.hpp"

#include "editor/canvas/dynamic_damage.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/io/document_file.hpp"
#include "engine/render/location_hexes.hpp"
#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

using namespace editor;

namespace {

bool has(const std::vector<engine::HexCoord>& hexes, engine::HexCoord h) {
    return std::find(hexes.begin(), hexes.end(), h) != hexes.end();
}

}  // namespace

TEST_CASE("dynamic damage: a moved counter repaints where it was and where it went, and the markers that changed",
          "[studio][canvas]") {
    const auto dir = studiotest::copySample("dynamic-damage");
    engine::Document doc = engine::loadDocument(dir / "scenario.rlscn", studiotest::rulesets());
    engine::Validator validator;
    validator.validate(doc);
    DynamicDamage damage;
    damage.reset(&doc, &validator.diagnostics(), validator.reportGeneration());

    const engine::HexCoord from = *doc.map.grid().parseLabel("C0107");
    const engine::HexCoord to = *doc.map.grid().parseLabel("C0106");  // onto Buford: a stack
    auto move = engine::movePiece(doc, "calef", to);
    REQUIRE(move);
    move->apply(doc);
    const engine::ChangeSet change = move->changes();
    const auto& after = validator.update(doc, change);
    const std::vector<engine::HexCoord> hexes = damage.update(doc, after, validator.reportGeneration(), change);
    CHECK(has(hexes, from));
    CHECK(has(hexes, to));
    CHECK(hexes.size() < doc.map.grid().size());

    // Nothing more changed: nothing to repaint.
    CHECK(damage.update(doc, after, validator.reportGeneration(), engine::ChangeSet{}).empty());
    // Moved back: the same two hexes again.
    move->revert(doc);
    const auto& back = validator.update(doc, change);
    const std::vector<engine::HexCoord> again = damage.update(doc, back, validator.reportGeneration(), change);
    CHECK(has(again, from));
    CHECK(has(again, to));
}

TEST_CASE("dynamic damage: a finding that appears, changes severity, is waived or goes repaints its hexes only",
          "[studio][canvas]") {
    const auto dir = studiotest::copySample("dynamic-damage-findings");
    const engine::Document doc = engine::loadDocument(dir / "scenario.rlscn", studiotest::rulesets());
    const engine::HexCoord devin = *doc.map.grid().parseLabel("C0203");  // where devin is set up
    engine::Diagnostic onHex;
    onHex.rule = "test.hex";
    onHex.locations = {{"hex", "A0101"}};
    engine::Diagnostic onUnit;
    onUnit.rule = "test.unit";
    onUnit.severity = engine::Severity::Warning;
    onUnit.locations = {{"unit", "devin"}, {"side", "union"}};
    const engine::HexCoord a0101 = *doc.map.grid().parseLabel("A0101");

    DynamicDamage damage;
    const engine::DiagnosticList none;
    damage.reset(&doc, &none, 0);
    using Hexes = std::vector<engine::HexCoord>;
    const engine::DiagnosticList both(std::vector<engine::Diagnostic>{onHex, onUnit});
    CHECK(damage.update(doc, both, 1, {}) == Hexes{a0101, devin});
    CHECK(damage.update(doc, both, 2, {}).empty());
    // The same generation: the diagnostics are known not to have changed, and are not compared.
    CHECK(damage.update(doc, none, 2, {}).empty());
    engine::Diagnostic error = onUnit;
    error.severity = engine::Severity::Error;
    CHECK(damage.update(doc, engine::DiagnosticList(std::vector<engine::Diagnostic>{onHex, error}), 3, {}) ==
          Hexes{devin});
    engine::Diagnostic waived = onHex;
    waived.waived = true;
    CHECK(damage.update(doc, engine::DiagnosticList(std::vector<engine::Diagnostic>{waived, error}), 4, {}) ==
          Hexes{a0101});
    CHECK(damage.update(doc, none, 5, {}) == Hexes{devin});
}

TEST_CASE(
    "dynamic damage: following the findings that came and went repaints at least the hexes that changed and "
    "keeps the markers a full resolve gives",
    "[studio][canvas]") {
    const auto dir = studiotest::copySample("dynamic-damage-delta");
    engine::Document doc = engine::loadDocument(dir / "scenario.rlscn", studiotest::rulesets());
    REQUIRE(doc.scenario);
    engine::Validator validator;
    validator.validate(doc);
    DynamicDamage followed, compared;
    followed.reset(&doc, &validator.diagnostics(), validator.reportGeneration());
    compared.reset(&doc, &validator.diagnostics(), validator.reportGeneration());
    std::mt19937 rng(63);
    const auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
    int findingsChanged = 0;
    for (int step = 0; step < 60; ++step) {
        const std::uint64_t from = validator.reportGeneration();
        const engine::Placement& p = doc.scenario->setup[pick(doc.scenario->setup.size())];
        // Often onto another piece's hex: stacks form and break, findings come and go.
        const engine::HexCoord to = pick(2) ? doc.scenario->setup[pick(doc.scenario->setup.size())].hex
                                            : doc.map.grid().at(pick(doc.map.grid().size()));
        auto move = engine::movePiece(doc, p.piece, to);
        if (!move) continue;
        move->apply(doc);
        const engine::ChangeSet change = move->changes();
        const auto& after = validator.update(doc, change);
        const engine::ReportChange& delta = validator.lastReportChange();
        findingsChanged += validator.reportGeneration() != from;
        const auto byDelta = followed.update(doc, after, validator.reportGeneration(), change, &delta);
        const auto byComparing = compared.update(doc, after, validator.reportGeneration(), change);
        INFO("step " << step << ": " << p.piece);
        for (engine::HexCoord h : byComparing) CHECK(has(byDelta, h));
        REQUIRE(followed.findings() == engine::findingMarkers(doc, after));
        REQUIRE(compared.findings() == followed.findings());
    }
    CHECK(findingsChanged > 5);
}
