// The frame leaves a repaint inside the panes' windows to those windows: wxAUI's captions, borders
// and sashes are drawn again only when the repainted region reaches one of them.
#include "tests/editor/pane_fixture.hpp"

#include "editor/app/pane_layout.hpp"

#include <catch2/catch.hpp>

using namespace editor;

TEST_CASE("frame paint: wxAUI's decorations are drawn only where the repaint reaches them", "[studio][layout]") {
    const auto sample = panetest::makeProblemSample("frame-paint");
    const auto frame = panetest::openFrame(sample.dir);
    studiotest::pump();
    const StudioAuiManager& aui = frame->aui();
    const wxRect map = frame->aui().GetPane("canvas").window->GetRect();
    const wxRect list = frame->aui().GetPane("validation").window->GetRect();
    REQUIRE(map.GetWidth() > 40);
    REQUIRE(list.GetHeight() > 40);

    // Inside the map and inside a docked pane's window: nothing of wxAUI's shows.
    CHECK_FALSE(aui.paints(wxRegion(wxRect(map).Deflate(10))));
    wxRegion both(wxRect(map).Deflate(10));
    both.Union(wxRect(list).Deflate(10));
    CHECK_FALSE(aui.paints(both));
    // The docked pane's caption, just above its window; the whole frame; a region of several
    // rectangles of which one reaches a caption.
    const wxRect caption(list.GetX() + 20, list.GetY() - 4, 20, 2);
    CHECK(aui.paints(wxRegion(caption)));
    CHECK(aui.paints(wxRegion(wxRect(wxPoint(0, 0), frame->GetClientSize()))));
    both.Union(caption);
    CHECK(aui.paints(both));
}
