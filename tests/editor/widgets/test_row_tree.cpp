// The order-of-battle tree as a designer works it, with real mouse and keyboard events: clicks
// select (Ctrl adds, Shift a range), the arrows move and open and close rows, the expander
// toggles, F2 renames in place (Escape abandons, and the pane's keys stay out of the editor), a
// right click selects and asks for the context menu, a header border dragged widens its column,
// a row dragged onto a formation moves there; and an edit lays out again only the rows it
// changed, however many rows move.
#include "tests/editor/pane_fixture.hpp"

#include "editor/app/pane_layout.hpp"
#include "editor/panels/oob_panel.hpp"
#include "editor/widgets/row_tree.hpp"
#include "engine/commands/oob_commands.hpp"

#include <wx/textctrl.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace editor;

namespace {

struct TreeScene {
    panetest::ProblemSample sample;
    panetest::FramePtr frame;
    OobPanel& pane() { return frame->oobPanel(); }
    RowTree& tree() { return frame->oobPanel().view(); }
    wxDataViewItem item(OobKind kind, const std::string& id) { return pane().model().itemOf(kind, id); }

    // A row's point to press, in the tree's client coordinates: on its text, left of the middle.
    wxPoint rowPoint(OobKind kind, const std::string& id) {
        const wxDataViewItem it = item(kind, id);
        tree().EnsureVisible(it);
        studiotest::pump();
        const wxRect r = tree().GetItemRect(it, 0);
        REQUIRE_FALSE(r.IsEmpty());
        return {r.x + std::min(r.width / 2, 60), r.y + r.height / 2};
    }
    std::vector<std::string> selectedIds() {
        std::vector<std::string> ids;
        for (const OobRow& row : pane().selectedRows()) ids.push_back(row.id);
        return ids;
    }
    std::string name(const std::string& unit) {
        for (const engine::Unit& u : frame->document()->doc().scenario->units)
            if (u.id == unit) return u.name;
        return {};
    }
};

TreeScene openTall(const std::string& name) {
    TreeScene s{panetest::makeProblemSample(name), nullptr};
    s.frame = panetest::openFrame(s.sample.dir);
    s.frame->SetSize(s.frame->FromDIP(wxSize(1600, 1100)));
    StudioAuiManager& aui = s.frame->aui();
    aui.growDockOf(aui.GetPane("oob"), s.frame->FromDIP(300));
    aui.Update();
    s.frame->Raise();
    for (int i = 0; i < 5; ++i) studiotest::pump();
    return s;
}

// A real click with a modifier key held (WXK_CONTROL, WXK_SHIFT).
void clickHolding(int key, wxWindow& window, wxPoint client) {
    wxUIActionSimulator input;
    input.MouseMove(window.ClientToScreen(client));
    studiotest::pump();
    input.KeyDown(key);
    input.MouseClick();
    input.KeyUp(key);
    studiotest::pump();
}

}  // namespace

TEST_CASE("row tree: clicks and keys select, open and close rows; F2 renames in place; headers resize",
          "[studio][oob][input]") {
    TreeScene s = openTall("row-tree-input");
    RowTree& tree = s.tree();
    REQUIRE(tree.GetCountPerPage() >= 10);

    // A click selects one row, and the frame selects the piece.
    studiotest::clickAt(tree, s.rowPoint(OobKind::Unit, "archer-a"));
    CHECK(s.selectedIds() == std::vector<std::string>{"archer-a"});
    CHECK(s.frame->selection().id == "archer-a");
    // Ctrl adds a row; Shift selects every row between the last clicked and this one.
    clickHolding(WXK_CONTROL, tree, s.rowPoint(OobKind::Unit, "pettigrew-a"));
    CHECK(s.selectedIds().size() == 2);
    const wxPoint archer = s.rowPoint(OobKind::Unit, "archer-a"), pettigrew = s.rowPoint(OobKind::Unit, "pettigrew-a");
    clickHolding(WXK_SHIFT, tree, archer);
    CHECK(s.selectedIds().size() == static_cast<std::size_t>(std::abs(pettigrew.y - archer.y) / tree.rowHeight() + 1));

    // Down moves the selection to the next row.
    studiotest::clickAt(tree, archer);
    studiotest::pressKey(WXK_DOWN);
    REQUIRE(s.selectedIds().size() == 1);
    CHECK(tree.GetItemRect(s.item(OobKind::Unit, s.selectedIds().front()), 0).y ==
          tree.rowHeight() + archer.y - tree.rowHeight() / 2);

    // Left closes the brigade, Right opens it; a click on its expander closes it and opens it.
    const wxDataViewItem brigade = s.item(OobKind::Formation, "archer-brigade");
    studiotest::clickAt(tree, s.rowPoint(OobKind::Formation, "archer-brigade"));
    REQUIRE(tree.IsExpanded(brigade));
    studiotest::pressKey(WXK_LEFT);
    CHECK_FALSE(tree.IsExpanded(brigade));
    CHECK(tree.GetItemRect(s.item(OobKind::Unit, "archer-a"), 0).IsEmpty());
    studiotest::pressKey(WXK_RIGHT);
    CHECK(tree.IsExpanded(brigade));
    const wxRect cell = tree.GetItemRect(brigade, 0);
    const wxPoint expander(cell.x - tree.FromDIP(12), cell.y + cell.height / 2);
    studiotest::clickAt(tree, expander);
    CHECK_FALSE(tree.IsExpanded(brigade));
    studiotest::clickAt(tree, expander);
    CHECK(tree.IsExpanded(brigade));

    // F2 edits the name in place; Escape leaves it; keys typed there are the editor's (Delete
    // deletes a letter, not the unit).
    const std::size_t steps = s.frame->document()->stack().size();
    const std::string before = s.name("archer-a");
    studiotest::clickAt(tree, s.rowPoint(OobKind::Unit, "archer-a"));
    studiotest::pressKey(WXK_F2);
    REQUIRE(tree.isEditing());
    CHECK(tree.editor()->GetValue().utf8_string() == before);
    studiotest::typeText("1st Tennessee");
    studiotest::pressKey(WXK_ESCAPE);
    CHECK_FALSE(tree.isEditing());
    CHECK(s.name("archer-a") == before);
    CHECK(s.frame->document()->stack().size() == steps);
    studiotest::pressKey(WXK_F2);
    REQUIRE(tree.isEditing());
    studiotest::typeText("1st Tennesseex");
    studiotest::pressKey(WXK_BACK);
    CHECK(tree.editor()->GetValue() == "1st Tennessee");
    studiotest::pressKey(WXK_RETURN);
    CHECK_FALSE(tree.isEditing());
    CHECK(s.name("archer-a") == "1st Tennessee");
    CHECK(s.frame->document()->stack().size() == steps + 1);
    CHECK(s.pane().model().text(s.item(OobKind::Unit, "archer-a"), OobModel::kName) == "1st Tennessee");
    studiotest::pressKey(WXK_F2);
    REQUIRE(tree.isEditing());
    studiotest::pressKey(WXK_DELETE);
    studiotest::pressKey(WXK_ESCAPE);
    CHECK(s.frame->document()->stack().size() == steps + 1);
    CHECK(s.pane().model().itemOf(OobKind::Unit, "archer-a").IsOk());

    // A right click on a row not selected selects it and asks for the context menu (the test's
    // handler, bound last, runs first and keeps the pane's menu from popping up).
    std::vector<wxDataViewItem> asked;
    tree.Bind(EVT_ROW_TREE_CONTEXT_MENU, [&](RowTreeEvent& e) { asked.push_back(e.GetItem()); });
    {
        wxUIActionSimulator input;
        input.MouseMove(tree.ClientToScreen(s.rowPoint(OobKind::Unit, "pettigrew-a")));
        studiotest::pump();
        input.MouseClick(wxMOUSE_BTN_RIGHT);
        studiotest::pump();
    }
    REQUIRE(asked.size() == 1);
    CHECK(asked.front() == s.item(OobKind::Unit, "pettigrew-a"));
    CHECK(s.selectedIds() == std::vector<std::string>{"pettigrew-a"});

    // The Id column's right border dragged 60 px to the right widens it by as much.
    const int idWidth = tree.column(1).width;
    const wxPoint border(tree.column(0).width + idWidth, tree.headerHeight() / 2);
    studiotest::dragWithMouse(tree.ClientToScreen(border), tree.ClientToScreen(border + wxPoint(60, 0)));
    CHECK(std::abs(tree.column(1).width - (idWidth + 60)) <= 2);
}

TEST_CASE("row tree: an edit lays out again only the rows it changed, however many rows move", "[studio][oob]") {
    TreeScene s = openTall("row-tree-pictures");
    RowTree& tree = s.tree();
    StudioDocument& doc = *s.frame->document();
    for (const char* f : {"archer-brigade", "pettigrew-brigade"}) {
        tree.EnsureVisible(s.item(OobKind::Formation, f));
        tree.Expand(s.item(OobKind::Formation, f));
    }
    tree.EnsureVisible(s.item(OobKind::Unit, "archer-a"));
    for (int i = 0; i < 5; ++i) studiotest::pump();
    REQUIRE(tree.shownRowCount() >= 10);
    const auto rename = [&](const std::string& name) {
        doc.apply(engine::renameRecord(doc.doc(), engine::RecordKind::Unit, "archer-a", name));
        for (int i = 0; i < 5; ++i) studiotest::pump();
    };
    // The first edit tells every row above the unit once (the model has not yet told them anything).
    rename("Renamed once");

    // A rename: the unit's row only.
    std::size_t drawn = tree.picturesDrawn();
    rename("Renamed twice");
    CHECK(tree.picturesDrawn() - drawn == 1);

    // A unit moved between two open brigades: the rows below shift, yet only the moved row and the
    // formations whose totals changed are laid out again.
    const int archerTop = tree.GetItemRect(s.item(OobKind::Formation, "archer-brigade"), 0).y;
    drawn = tree.picturesDrawn();
    doc.apply(engine::reparentPieces(doc.doc(), {"archer-a"}, {"", "pettigrew-brigade"}));
    for (int i = 0; i < 5; ++i) studiotest::pump();
    INFO(tree.shownRowCount() << " rows shown");
    CHECK(tree.picturesDrawn() - drawn >= 1);
    CHECK(tree.picturesDrawn() - drawn <= 4);
    CHECK(tree.GetItemRect(s.item(OobKind::Formation, "archer-brigade"), 0).y == archerTop);
    CHECK(s.pane().model().GetParent(s.item(OobKind::Unit, "archer-a")) ==
          s.item(OobKind::Formation, "pettigrew-brigade"));
    CHECK_FALSE(tree.GetItemRect(s.item(OobKind::Unit, "archer-a"), 0).IsEmpty());
}

TEST_CASE("row tree: a unit dragged with the mouse onto another brigade's row moves there, one undo step",
          "[studio][oob][input]") {
    if (!studiotest::haveWindowManager()) {
        WARN("no window manager: drag and drop needs one (tests/editor/run_headless.sh starts it)");
        return;
    }
    TreeScene s = openTall("row-tree-drag");
    RowTree& tree = s.tree();
    const std::size_t steps = s.frame->document()->stack().size();
    // Both rows in view, away from the edges where a drag scrolls the tree.
    s.rowPoint(OobKind::Formation, "pettigrew-brigade");
    const wxPoint from = tree.ClientToScreen(s.rowPoint(OobKind::Unit, "archer-a"));
    const wxPoint to = tree.ClientToScreen(s.rowPoint(OobKind::Formation, "pettigrew-brigade"));
    REQUIRE(tree.ScreenToClient(to).y > tree.headerHeight() + tree.rowHeight());
    REQUIRE(tree.ScreenToClient(to).y < tree.GetClientSize().y - tree.rowHeight());
    studiotest::dragInBackground(from, to);
    const engine::Unit* archer = nullptr;
    for (const engine::Unit& u : s.frame->document()->doc().scenario->units)
        if (u.id == "archer-a") archer = &u;
    REQUIRE(archer);
    CHECK(archer->formation == "pettigrew-brigade");
    CHECK(s.frame->document()->stack().size() == steps + 1);
    CHECK(s.pane().model().GetParent(s.item(OobKind::Unit, "archer-a")) ==
          s.item(OobKind::Formation, "pettigrew-brigade"));
}
