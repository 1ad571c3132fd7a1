// The validation pane: problems grouped by severity and rule, Next / Previous Problem from the
// action table, waivers added from the pane as undoable commands and shown greyed, not dropped.
#include "tests/editor/pane_fixture.hpp"

#include "editor/panels/property_panel.hpp"
#include "editor/panels/validation_panel.hpp"
#include "engine/render/draw_list_builder.hpp"

#include <wx/button.h>
#include <wx/propgrid/propgrid.h>

#include <catch2/catch.hpp>

using namespace editor;
using panetest::openFrame;

namespace {

constexpr int kNoTerrainRow = 0;  // map.no_terrain sorts before oob.reduced_stronger
constexpr int kReducedRow = 1;

void checkCentredOn(MainFrame& f, engine::HexCoord hex) {
    const engine::Point expected = f.document()->doc().map.layout().toPoint(hex);
    CHECK(f.canvas().view().centre().x == Approx(expected.x));
    CHECK(f.canvas().view().centre().y == Approx(expected.y));
    CHECK(f.canvas().selection() == hex);
}

std::size_t validationMarkers(MainFrame& f) {
    const engine::Document& doc = f.document()->doc();
    engine::DrawOptions options;
    options.visible = engine::mapBounds(doc.map);
    options.diagnostics = &f.document()->diagnostics();
    return engine::buildDrawList(doc, options).count(engine::Layer::Validation);
}

void clickWaive(ValidationPanel& pane) {
    wxButton& button = pane.waiveButton();
    wxCommandEvent click(wxEVT_BUTTON, button.GetId());
    click.SetEventObject(&button);
    button.ProcessWindowEvent(click);
}

}  // namespace

TEST_CASE("validation pane: problems grouped by severity and rule, with citation and location",
          "[studio][validation]") {
    const auto sample = panetest::makeProblemSample("pane-groups");
    const auto frame = openFrame(sample.dir);
    ValidationPanel& pane = frame->validationPanel();
    REQUIRE(pane.count() == 2);
    CHECK(pane.rowText(kNoTerrainRow, ValidationPanel::kRule) == "map.no_terrain");
    CHECK(pane.rowText(kReducedRow, ValidationPanel::kRule) == "oob.reduced_stronger");
    CHECK(pane.rowText(kNoTerrainRow, ValidationPanel::kSeverity) == "error");
    CHECK(pane.rowText(kReducedRow, ValidationPanel::kCitation).Contains("SSS 2.43"));
    CHECK(pane.rowText(kReducedRow, ValidationPanel::kLocation) == "unit:gamble");
    CHECK(pane.rowText(kNoTerrainRow, ValidationPanel::kLocation)
              .Contains(wxString::FromUTF8(frame->document()->doc().map.grid().label(sample.noTerrain))));
    CHECK(pane.isExpanded(kNoTerrainRow));  // the groups open, so every problem is in view
    CHECK(validationMarkers(*frame) == 2);  // one marker per problem on the canvas
}

TEST_CASE("validation pane: Next / Previous Problem cycle through the problems, centring and selecting each",
          "[studio][validation]") {
    const auto sample = panetest::makeProblemSample("pane-navigate");
    const auto frame = openFrame(sample.dir);
    ValidationPanel& pane = frame->validationPanel();
    REQUIRE(pane.count() == 2);
    const engine::HexCoord gamble = panetest::setupHex(*frame, "gamble");
    CHECK(findAction(frame->actions(), "edit.next-problem")->shortcut == "F8");
    CHECK(findAction(frame->actions(), "edit.previous-problem")->shortcut == "Shift+F8");
    frame->canvas().zoomToFit();

    REQUIRE(frame->runAction("edit.next-problem"));
    CHECK(pane.selectedIndex() == std::optional<std::size_t>(kNoTerrainRow));
    checkCentredOn(*frame, sample.noTerrain);
    CHECK(frame->selection() == Selection::ofHex(sample.noTerrain));

    REQUIRE(frame->runAction("edit.next-problem"));
    CHECK(pane.selectedIndex() == std::optional<std::size_t>(kReducedRow));
    checkCentredOn(*frame, gamble);
    CHECK(frame->selection().kind == Selection::Kind::Unit);
    CHECK(frame->selection().id == "gamble");
    // The property pane shows the unit the problem is about.
    CHECK(frame->propertyPanel().grid().GetPropertyByName("unit/gamble/reduced-strength"));

    REQUIRE(frame->runAction("edit.next-problem"));  // wraps around
    CHECK(pane.selectedIndex() == std::optional<std::size_t>(kNoTerrainRow));
    checkCentredOn(*frame, sample.noTerrain);
    REQUIRE(frame->runAction("edit.previous-problem"));  // and back
    CHECK(pane.selectedIndex() == std::optional<std::size_t>(kReducedRow));
    checkCentredOn(*frame, gamble);
    REQUIRE(frame->runAction("edit.previous-problem"));
    CHECK(pane.selectedIndex() == std::optional<std::size_t>(kNoTerrainRow));
}

TEST_CASE("validation pane: a waiver added from the pane shows the problem waived, undo removes it",
          "[studio][validation]") {
    const auto sample = panetest::makeProblemSample("pane-waive");
    const auto frame = openFrame(sample.dir);
    ValidationPanel& pane = frame->validationPanel();
    REQUIRE(pane.count() == 2);
    pane.setCommentPrompt([](const engine::Diagnostic&) {
        return std::optional<wxString>("counter misprint, checked with the designer");
    });

    CHECK_FALSE(pane.waiveButton().IsEnabled());  // nothing selected yet
    pane.select(kReducedRow);
    REQUIRE(pane.waiveButton().IsEnabled());
    clickWaive(pane);

    const engine::Scenario& scenario = *frame->document()->doc().scenario;
    REQUIRE(scenario.waivers.size() == 1);
    CHECK(scenario.waivers[0].rule == "oob.reduced_stronger");
    CHECK(scenario.waivers[0].location == "unit:gamble");
    CHECK(scenario.waivers[0].comment == "counter misprint, checked with the designer");
    CHECK(frame->document()->stack().size() == 1);  // one undo step
    CHECK(frame->GetTitle().StartsWith("*"));

    // Still listed, now waived (greyed, with its comment); its canvas marker is gone.
    REQUIRE(pane.count() == 2);
    CHECK(pane.diagnostics()[kReducedRow].waived);
    CHECK(pane.rowText(kReducedRow, ValidationPanel::kMessage).Contains("waived: counter misprint"));
    CHECK(pane.selectedIndex() == std::optional<std::size_t>(kReducedRow));  // the selection stays
    CHECK_FALSE(pane.waiveButton().IsEnabled());
    CHECK(validationMarkers(*frame) == 1);
    // Next Problem skips the waived one.
    REQUIRE(frame->runAction("edit.next-problem"));
    CHECK(pane.selectedIndex() == std::optional<std::size_t>(kNoTerrainRow));
    REQUIRE(frame->runAction("edit.next-problem"));
    CHECK(pane.selectedIndex() == std::optional<std::size_t>(kNoTerrainRow));

    REQUIRE(frame->runAction("edit.undo"));
    CHECK(frame->document()->doc().scenario->waivers.empty());
    REQUIRE(pane.count() == 2);
    CHECK_FALSE(pane.diagnostics()[kReducedRow].waived);
    CHECK(validationMarkers(*frame) == 2);
}

TEST_CASE("validation pane: a cancelled waiver prompt changes nothing", "[studio][validation]") {
    const auto sample = panetest::makeProblemSample("pane-waive-cancel");
    const auto frame = openFrame(sample.dir);
    ValidationPanel& pane = frame->validationPanel();
    pane.setCommentPrompt([](const engine::Diagnostic&) { return std::optional<wxString>(); });
    pane.select(kNoTerrainRow);
    clickWaive(pane);
    CHECK(frame->document()->doc().scenario->waivers.empty());
    CHECK_FALSE(frame->document()->stack().canUndo());
}

TEST_CASE("nextProblem: wraps both ways, skips waived problems, none when all are waived", "[studio][validation]") {
    std::vector<engine::Diagnostic> four(4);
    four[2].waived = true;
    engine::DiagnosticList ds(four);
    CHECK(nextProblem(ds, std::nullopt, +1) == std::optional<std::size_t>(0));
    CHECK(nextProblem(ds, std::nullopt, -1) == std::optional<std::size_t>(3));
    CHECK(nextProblem(ds, 1, +1) == std::optional<std::size_t>(3));
    CHECK(nextProblem(ds, 3, +1) == std::optional<std::size_t>(0));
    CHECK(nextProblem(ds, 0, -1) == std::optional<std::size_t>(3));
    CHECK(nextProblem(ds, 3, -1) == std::optional<std::size_t>(1));
    for (auto& d : four) d.waived = true;
    CHECK_FALSE(nextProblem(engine::DiagnosticList(four), 1, +1));
    CHECK_FALSE(nextProblem({}, std::nullopt, +1));
}

TEST_CASE("validation pane: Remove Waiver on a waived problem is one more undo step", "[studio][validation]") {
    const auto sample = panetest::makeProblemSample("pane-unwaive");
    const auto frame = openFrame(sample.dir);
    ValidationPanel& pane = frame->validationPanel();
    pane.setCommentPrompt([](const engine::Diagnostic&) { return std::optional<wxString>("temporary"); });
    pane.select(kNoTerrainRow);
    REQUIRE(frame->runAction("edit.waive-problem"));
    REQUIRE(frame->document()->doc().scenario->waivers.size() == 1);
    CHECK(pane.diagnostics()[kNoTerrainRow].waived);
    CHECK_FALSE(frame->runAction("edit.waive-problem"));  // disabled: already waived
    pane.removeSelectedWaiver();
    CHECK(frame->document()->doc().scenario->waivers.empty());
    CHECK_FALSE(pane.diagnostics()[kNoTerrainRow].waived);
    CHECK(frame->document()->stack().size() == 2);
    REQUIRE(frame->runAction("edit.undo"));
    CHECK(frame->document()->doc().scenario->waivers.size() == 1);
}
