// A pane follows the document by adding itself once to the frame's views: it then hears of every
// document the frame opens (a file, a recovery copy) and of every edit, however it was made (a
// tool, a pane, undo and redo, an action), once each, with the validator already current.
#include "tests/editor/studio_fixture.hpp"

#include "editor/panels/property_panel.hpp"
#include "editor/panels/validation_panel.hpp"

#include <catch2/catch.hpp>

#include <wx/propgrid/propgrid.h>

namespace fs = std::filesystem;
using namespace editor;
using studiotest::CountingView;

TEST_CASE("views: a view added once hears every document and every edit, once each", "[studio][views]") {
    const fs::path dir = studiotest::copySample("views");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    CountingView view(*frame);

    REQUIRE(frame->openFile(dir / "scenario.rlscn"));
    CHECK(view.replaced == 1);
    CHECK(view.document == frame->document());
    CHECK(view.committed == 0);

    // A pane's edit: the property pane hands its command to the document.
    const engine::HexCoord h = frame->document()->doc().map.grid().fromOffset({3, 3});
    frame->select(Selection::ofHex(h));
    REQUIRE(frame->propertyPanel().change("hex/level", wxVariant(7L)));
    CHECK(view.committed == 1);
    // Undo and redo, as the menu runs them.
    REQUIRE(frame->runAction("edit.undo"));
    REQUIRE(frame->runAction("edit.redo"));
    CHECK(view.committed == 3);
    CHECK(view.live == 0);
    CHECK(frame->validationPanel().diagnostics() == frame->document()->diagnostics().toVector());

    // Another file, then the recovery copy of an unsaved one: a new document each time.
    frame->autosave();
    REQUIRE(frame->openFile(dir / "map.rlmap"));
    CHECK(view.replaced == 2);
    CHECK(view.document == frame->document());
    frame->offerRecovery();
    CHECK(view.replaced == 3);
    CHECK(frame->document()->doc().map.level(h) == 7);
    CHECK(view.committed == 3);  // opening is not an edit
}
