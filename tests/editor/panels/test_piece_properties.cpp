// The property pane for what the order-of-battle tree selects (a formation, a leader's ratings, a
// unit not set up), typed by the ruleset's schema with refusals naming the field and its range;
// and the keyboard on the selected counter (remove from the map, rotate facing, next mode).
#include "tests/editor/pane_fixture.hpp"

#include "editor/document/piece_property_edits.hpp"
#include "editor/panels/oob_panel.hpp"
#include "editor/panels/property_panel.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/set_placement_command.hpp"

#include <wx/dataview.h>
#include <wx/propgrid/propgrid.h>

#include <catch2/catch.hpp>

using namespace editor;

namespace {

const engine::Leader& leader(MainFrame& f, const std::string& id) {
    return *f.document()->doc().scenario->findLeader(id);
}

std::optional<engine::Placement> placement(MainFrame& f, const std::string& piece) {
    for (const engine::Placement& p : f.document()->doc().scenario->setup)
        if (p.piece == piece) return p;
    return std::nullopt;
}

// Chooses a row in the tree as a click would (the frame hears the selection).
void choose(OobPanel& pane, OobKind kind, const std::string& id) {
    REQUIRE(pane.select(kind, id));
    RowTreeEvent e(EVT_ROW_TREE_SELECTION_CHANGED, &pane.view(), pane.model().itemOf(kind, id));
    pane.view().ProcessWindowEvent(e);
}

}  // namespace

TEST_CASE("properties: a leader chosen in the tree shows his ratings, out-of-range refused with name and range",
          "[studio][oob][properties]") {
    studiotest::Studio s("piece-properties");
    MainFrame& frame = *s.frame;
    OobPanel& pane = frame.oobPanel();
    PropertyPanel& props = frame.propertyPanel();

    choose(pane, OobKind::Leader, "hill");  // arrives on turn 3: not on the map
    CHECK(frame.selection().kind == Selection::Kind::Piece);
    CHECK_FALSE(frame.selection().onMap());
    REQUIRE(props.grid().GetPropertyByName("leader/hill/command-rating"));
    CHECK_FALSE(props.change("leader/hill/command-rating", wxVariant(wxString("9"))));
    CHECK(props.lastRefusal().Contains("Command rating"));
    CHECK(props.lastRefusal().Contains("6"));
    CHECK(leader(frame, "hill").ratings.at("command-rating") == "2");
    REQUIRE(props.change("leader/hill/command-rating", wxVariant(wxString("3"))));
    CHECK(leader(frame, "hill").ratings.at("command-rating") == "3");
    REQUIRE(props.change("leader/hill/name", wxVariant(wxString("Ambrose Powell Hill"))));
    CHECK(leader(frame, "hill").name == "Ambrose Powell Hill");
    CHECK(pane.model().text(pane.model().itemOf(OobKind::Leader, "hill"), OobModel::kName) == "Ambrose Powell Hill");
    frame.undo();
    CHECK(leader(frame, "hill").name == "A. P. Hill");

    // A formation: its kind from the ruleset, its commander from the side's leaders.
    choose(pane, OobKind::Formation, "archer-brigade");
    REQUIRE(props.grid().GetPropertyByName("formation/archer-brigade/commander"));
    const auto* f = s.doc().scenario->findFormation("archer-brigade");
    CHECK(f->commander.empty());
    CHECK(editFormationField(s.doc(), "archer-brigade", FormationField::Kind, "legion").refusal.find("legion") !=
          std::string::npos);
    REQUIRE(frame.document()
                ->apply(editFormationField(s.doc(), "archer-brigade", FormationField::Commander, "heth").command)
                .formations.size() == 1);
    CHECK(s.doc().scenario->findFormation("archer-brigade")->commander == "heth");

    // A unit not set up: its attributes, no set-up fields.
    choose(pane, OobKind::Unit, "pettigrew-a");
    CHECK(props.grid().GetPropertyByName("unit/pettigrew-a/strength"));
    CHECK_FALSE(props.grid().GetPropertyByName("unit/pettigrew-a/hex"));
}

TEST_CASE("keyboard on the selected counter: rotate facing, next mode, remove from the map, each one undo step",
          "[studio][oob][setup]") {
    studiotest::Studio s("piece-keys");
    MainFrame& frame = *s.frame;
    choose(frame.oobPanel(), OobKind::Unit, "archer-a");
    REQUIRE(frame.selection().onMap());
    const engine::Placement before = *placement(frame, "archer-a");
    CHECK(findAction(frame.actions(), "setup.rotate")->shortcut == "T");
    CHECK(findAction(frame.actions(), "setup.remove")->shortcut == "Delete");

    REQUIRE(frame.runAction("setup.rotate"));
    CHECK(placement(frame, "archer-a")->facing == (before.facing < 0 ? 1 : (before.facing + 1) % 6));
    REQUIRE(frame.runAction("setup.rotate-back"));
    CHECK(placement(frame, "archer-a")->facing == (before.facing < 0 ? 0 : before.facing));
    REQUIRE(frame.runAction("setup.next-mode"));
    CHECK(placement(frame, "archer-a")->mode != before.mode);
    REQUIRE(frame.runAction("setup.remove"));
    CHECK_FALSE(placement(frame, "archer-a"));
    CHECK(frame.oobPanel().model().text(frame.oobPanel().model().itemOf(OobKind::Unit, "archer-a"),
                                        OobModel::kStatus) == "not in play");
    CHECK_FALSE(frame.runAction("setup.remove"));  // nothing selected on the map any more
    for (int i = 0; i < 4; ++i) frame.undo();
    CHECK(placement(frame, "archer-a") == before);
}

TEST_CASE("properties: built again for an edit of what they show, kept through any other edit",
          "[studio][oob][properties]") {
    studiotest::Studio s("piece-properties-kept");
    MainFrame& frame = *s.frame;
    PropertyPanel& props = frame.propertyPanel();
    choose(frame.oobPanel(), OobKind::Unit, "meredith-a");
    wxPGProperty* name = props.grid().GetPropertyByName("unit/meredith-a/name");
    REQUIRE(name);
    name->SetClientData(&frame);  // gone when the pane is built again

    // Another unit renamed and moved: the pane is not built again.
    frame.document()->apply(engine::renameRecord(s.doc(), engine::RecordKind::Unit, "cutler-a", "Cutler's 76th"));
    frame.document()->apply(engine::movePiece(s.doc(), "gamble", *s.doc().map.grid().parseLabel("A1007")));
    REQUIRE(props.grid().GetPropertyByName("unit/meredith-a/name") == name);
    CHECK(name->GetClientData() == &frame);

    // The unit itself renamed: built again, showing the new name; and its undo.
    frame.document()->apply(engine::renameRecord(s.doc(), engine::RecordKind::Unit, "meredith-a", "19th Indiana"));
    wxPGProperty* renamed = props.grid().GetPropertyByName("unit/meredith-a/name");
    REQUIRE(renamed);
    CHECK(renamed->GetClientData() == nullptr);
    CHECK(renamed->GetValueAsString() == "19th Indiana");
    frame.undo();
    CHECK(props.grid().GetPropertyByName("unit/meredith-a/name")->GetValueAsString() ==
          wxString::FromUTF8(s.doc().scenario->findUnit("meredith-a")->name));
}

TEST_CASE("properties: which edits may change what a selection shows", "[studio][properties]") {
    engine::ChangeSet rename;
    rename.units = {"cutler-a"};
    engine::ChangeSet move;
    move.placements = {"gamble"};
    engine::ChangeSet terrain;
    terrain.hexes = {engine::HexCoord{3, 4}};
    const Selection unit{Selection::Kind::Piece, {}, {}, "meredith-a"};
    const Selection hex = Selection::ofHex(engine::HexCoord{3, 4});
    const Selection elsewhere = Selection::ofHex(engine::HexCoord{9, 9});
    CHECK_FALSE(editTouches(rename, Selection{}));
    CHECK_FALSE(editTouches(rename, unit));
    CHECK_FALSE(editTouches(move, unit));
    CHECK_FALSE(editTouches(terrain, unit));
    CHECK_FALSE(editTouches(terrain, elsewhere));
    CHECK(editTouches(terrain, hex));
    // A piece on the map may have stood on the hex before the edit: a hex is built again.
    CHECK(editTouches(move, elsewhere));
    rename.units = {"meredith-a"};
    CHECK(editTouches(rename, unit));
    engine::ChangeSet sides;
    sides.sides = {"usa"};
    CHECK(editTouches(sides, unit));
    CHECK(editTouches(sides, elsewhere));
}
