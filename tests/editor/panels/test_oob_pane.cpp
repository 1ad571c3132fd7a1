// The order-of-battle pane: the scenario's tree with statuses, totals and the validator's markers;
// adding, renaming, reparenting, duplicating, deleting and pasting pieces as undoable commands,
// driven by real mouse and keyboard events where a designer would use them.
#include "tests/editor/pane_fixture.hpp"

#include "editor/panels/oob_panel.hpp"
#include "editor/panels/validation_panel.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/dataview.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>

using namespace editor;
using panetest::openFrame;

namespace {

wxButton* buttonLabelled(wxWindow& parent, const wxString& label) {
    for (wxWindow* child : parent.GetChildren())
        if (auto* b = dynamic_cast<wxButton*>(child); b && b->GetLabel() == label) return b;
    return nullptr;
}

// A real click at the centre of a window.
void click(wxWindow& window) {
    wxUIActionSimulator input;
    input.MouseMove(window.ClientToScreen(wxPoint(window.GetClientSize().x / 2, window.GetClientSize().y / 2)));
    studiotest::pump();
    input.MouseClick();
    studiotest::pump();
}

wxString cell(OobPanel& pane, OobKind kind, const std::string& id, unsigned column) {
    return pane.model().text(pane.model().itemOf(kind, id), column);
}

const engine::Formation* formation(MainFrame& f, const std::string& id) {
    for (const engine::Formation& x : f.document()->doc().scenario->formations)
        if (x.id == id) return &x;
    return nullptr;
}

int unitsIn(MainFrame& f, const std::string& formationId) {
    int n = 0;
    for (const engine::Unit& u : f.document()->doc().scenario->units) n += u.formation == formationId;
    return n;
}

}  // namespace

TEST_CASE("oob pane: the tree shows sides, formations and pieces with status, totals, key attributes and problems",
          "[studio][oob]") {
    const auto sample = panetest::makeProblemSample("oob-tree");
    const auto frame = openFrame(sample.dir);
    OobPanel& pane = frame->oobPanel();
    OobModel& model = pane.model();
    REQUIRE(model.sideItems().size() == 2);
    CHECK(cell(pane, OobKind::Side, "union", OobModel::kName) == "Army of the Potomac");
    CHECK(cell(pane, OobKind::Formation, "heth-div", OobModel::kType) == "division");
    CHECK(cell(pane, OobKind::Formation, "archer-brigade", OobModel::kTotals).StartsWith("2 units"));
    CHECK(cell(pane, OobKind::Formation, "archer-brigade", OobModel::kStatus) == "2 set up");
    CHECK(cell(pane, OobKind::Unit, "archer-a", OobModel::kStatus).StartsWith("set up at A0205"));
    CHECK(cell(pane, OobKind::Unit, "pettigrew-a", OobModel::kStatus).StartsWith("arrives turn 3"));
    CHECK(cell(pane, OobKind::Leader, "heth", OobModel::kType) == "leader (division)");
    // The ruleset's key attributes are columns (SSS: strength and morale).
    REQUIRE_FALSE(model.attributeColumns().empty());
    CHECK(pane.view().GetColumnCount() == OobModel::kFirstAttribute + model.attributeColumns().size());
    for (std::size_t i = 0; i < model.attributeColumns().size(); ++i)
        if (model.attributeColumns()[i]->id == "strength")
            CHECK(cell(pane, OobKind::Unit, "pettigrew-a", OobModel::kFirstAttribute + static_cast<unsigned>(i)) ==
                  "6");
    // The validator's problem about gamble is on his row.
    CHECK(model.problemsOf("gamble").errors + model.problemsOf("gamble").warnings == 1);
    CHECK_FALSE(cell(pane, OobKind::Unit, "gamble", OobModel::kProblems).empty());
    CHECK(cell(pane, OobKind::Unit, "devin", OobModel::kProblems).empty());

    // Selecting the problem in the validation pane selects the piece in the tree and on the map.
    ValidationPanel& validation = frame->validationPanel();
    for (int i = 0; i < validation.count(); ++i)
        if (validation.rowText(i, ValidationPanel::kLocation) == "unit:gamble") validation.select(i);
    const auto rows = pane.selectedRows();
    REQUIRE(rows.size() == 1);
    CHECK(rows.front().id == "gamble");
    CHECK(frame->selection().kind == Selection::Kind::Unit);
    CHECK(frame->selection().id == "gamble");

    // The filter keeps the matches, their formations above and everything in a matching formation.
    pane.setFilter("archer");
    CHECK(model.itemOf(OobKind::Unit, "archer-a").IsOk());
    CHECK(model.itemOf(OobKind::Formation, "heth-div").IsOk());
    CHECK_FALSE(model.itemOf(OobKind::Unit, "davis-a").IsOk());
    CHECK_FALSE(model.itemOf(OobKind::Unit, "gamble").IsOk());
    pane.setFilter("arrives turn 3");
    CHECK(model.itemOf(OobKind::Unit, "pettigrew-a").IsOk());
    CHECK_FALSE(model.itemOf(OobKind::Unit, "archer-a").IsOk());
    pane.setFilter("");
    CHECK(model.itemOf(OobKind::Unit, "davis-a").IsOk());
}

TEST_CASE("oob pane: a brigade with three regiments and a leader added with the pane's buttons, one undo step each",
          "[studio][oob][input]") {
    const auto sample = panetest::makeProblemSample("oob-add");
    const auto frame = openFrame(sample.dir);
    OobPanel& pane = frame->oobPanel();
    frame->Raise();
    studiotest::pump();
    REQUIRE(pane.select(OobKind::Formation, "heth-div"));
    wxButton* addFormation = buttonLabelled(pane, "+ Formation");
    wxButton* addLeader = buttonLabelled(pane, "+ Leader");
    wxButton* addUnit = buttonLabelled(pane, "+ Unit");
    REQUIRE(addFormation);
    REQUIRE(addLeader);
    REQUIRE(addUnit);
    const std::size_t steps = frame->document()->stack().size();

    click(*addFormation);
    auto rows = pane.selectedRows();
    REQUIRE(rows.size() == 1);
    REQUIRE(rows.front().kind == OobKind::Formation);
    const std::string brigade = rows.front().id;
    REQUIRE(formation(*frame, brigade) != nullptr);
    CHECK(formation(*frame, brigade)->kind == "brigade");  // one level below a division
    CHECK(formation(*frame, brigade)->parent == "heth-div");
    CHECK(formation(*frame, brigade)->side == "csa");

    pane.classChoice().SetSelection(0);  // the ruleset's first class (infantry)
    for (int i = 0; i < 3; ++i) {
        REQUIRE(pane.select(OobKind::Formation, brigade));
        click(*addUnit);
    }
    REQUIRE(pane.select(OobKind::Formation, brigade));
    click(*addLeader);
    CHECK(unitsIn(*frame, brigade) == 3);
    CHECK(frame->document()->stack().size() == steps + 5);
    // The tree shows the new rows under the brigade, with totals.
    const wxDataViewItem item = pane.model().itemOf(OobKind::Formation, brigade);
    wxDataViewItemArray children;
    pane.model().GetChildren(item, children);
    CHECK(children.size() == 4);
    CHECK(cell(pane, OobKind::Formation, brigade, OobModel::kTotals).StartsWith("3 units, 1 leader"));
    CHECK(cell(pane, OobKind::Formation, "heth-div", OobModel::kTotals).StartsWith("10 units"));

    // Renaming in the tree renames the record (one undo step).
    pane.model().ChangeValue(wxVariant(wxDataViewIconText("Lane's Brigade")), item, OobModel::kName);
    CHECK(formation(*frame, brigade)->name == "Lane's Brigade");
    CHECK(cell(pane, OobKind::Formation, brigade, OobModel::kName) == "Lane's Brigade");

    // Undo takes each step back, and the rows go with them.
    frame->undo();
    CHECK(formation(*frame, brigade)->name != "Lane's Brigade");
    for (int i = 0; i < 5; ++i) frame->undo();
    CHECK(formation(*frame, brigade) == nullptr);
    CHECK_FALSE(pane.model().itemOf(OobKind::Formation, brigade).IsOk());
    CHECK(frame->document()->stack().size() == steps + 6);  // all still there to redo
}

TEST_CASE("oob pane: reparent, duplicate, delete with a counted confirmation, copy and paste through the clipboard",
          "[studio][oob]") {
    const auto sample = panetest::makeProblemSample("oob-edits");
    const auto frame = openFrame(sample.dir);
    OobPanel& pane = frame->oobPanel();

    // Reparent: Davis A dropped onto Archer's Brigade.
    REQUIRE(pane.reparent({"davis-a"}, {OobKind::Formation, "archer-brigade"}));
    CHECK(unitsIn(*frame, "archer-brigade") == 3);
    CHECK(pane.model().GetParent(pane.model().itemOf(OobKind::Unit, "davis-a")) ==
          pane.model().itemOf(OobKind::Formation, "archer-brigade"));
    CHECK(cell(pane, OobKind::Formation, "davis-brigade", OobModel::kTotals).StartsWith("1 unit"));
    // A formation under itself is refused with the engine's reason, nothing changed.
    const std::size_t steps = frame->document()->stack().size();
    CHECK_FALSE(pane.reparent({"heth-div"}, {OobKind::Formation, "archer-brigade"}));
    CHECK_FALSE(pane.lastError().empty());
    CHECK(frame->document()->stack().size() == steps);

    // Duplicate a brigade: fresh ids, under the same division.
    REQUIRE(pane.select(OobKind::Formation, "pettigrew-brigade"));
    const std::string copy = pane.duplicateSelected();
    REQUIRE_FALSE(copy.empty());
    CHECK(unitsIn(*frame, copy) == 2);
    CHECK(pane.model().itemOf(OobKind::Formation, copy).IsOk());

    // Delete asks with a count of what goes.
    wxString asked;
    pane.setConfirm([&](const wxString& q) {
        asked = q;
        return true;
    });
    REQUIRE(pane.select(OobKind::Formation, copy));
    REQUIRE(pane.deleteSelected());
    CHECK(asked.Contains("1 formation"));
    CHECK(asked.Contains("2 units"));
    CHECK(formation(*frame, copy) == nullptr);
    CHECK_FALSE(pane.model().itemOf(OobKind::Formation, copy).IsOk());

    // Copy and paste: the clipboard holds our XML; pasted pieces get fresh ids.
    REQUIRE(pane.select(OobKind::Formation, "archer-brigade"));
    REQUIRE(pane.copySelected());
    {
        wxClipboardLocker lock;
        wxTextDataObject data;
        REQUIRE(wxTheClipboard->GetData(data));
        CHECK(data.GetText().Contains("<ridgeline-scenario"));
        CHECK(data.GetText().Contains("archer-brigade"));
    }
    REQUIRE(pane.select(OobKind::Formation, "third-corps"));
    REQUIRE(pane.paste());
    const auto pasted = pane.selectedRows();
    REQUIRE(pasted.size() == 1);
    CHECK(pasted.front().id != "archer-brigade");
    CHECK(formation(*frame, pasted.front().id)->parent == "third-corps");
    CHECK(unitsIn(*frame, pasted.front().id) == 3);
}
