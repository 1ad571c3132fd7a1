// The map fitted to the window stays fitted while the window takes its size: a scenario opened at
// start-up, before the window manager has laid the window out, or a window maximized after opening,
// shows the whole map; once the designer zooms or pans, a resize keeps the view they chose.
#include "tests/editor/studio_fixture.hpp"

#include "editor/canvas/map_canvas.hpp"
#include "editor/canvas/map_view.hpp"
#include "engine/render/draw_list_builder.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <functional>

namespace {

// The zoom at which `bounds` fit a viewport of the view's size, with the fit's margin.
double fittingScale(const editor::MapView& view, const engine::PlaneRect& bounds) {
    return std::min(view.width() / (bounds.maxX - bounds.minX), view.height() / (bounds.maxY - bounds.minY)) * 0.95;
}

bool showsWhole(const editor::MapView& view, const engine::PlaneRect& bounds) {
    const engine::PlaneRect seen = view.visibleRect();
    return seen.minX <= bounds.minX && seen.minY <= bounds.minY && seen.maxX >= bounds.maxX &&
           seen.maxY >= bounds.maxY && view.scale() == Approx(fittingScale(view, bounds)).epsilon(1e-9);
}

// Pumps events until the canvas's client size is `wanted` (the window manager sizes windows
// asynchronously), for at most five seconds; returns the size it has then.
wxSize awaitSize(editor::MapCanvas& canvas, const std::function<bool(wxSize)>& wanted) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (!wanted(canvas.GetClientSize()) && std::chrono::steady_clock::now() < until) studiotest::pump();
    return canvas.GetClientSize();
}

}  // namespace

TEST_CASE("view: a fitted view refits on resize until it is zoomed, panned or centred", "[view]") {
    const engine::PlaneRect bounds{0, 0, 400, 300};
    editor::MapView view;  // a window not laid out yet: one pixel
    view.fit(bounds);
    view.setViewport(800, 600);
    CHECK(view.fitted());
    CHECK(showsWhole(view, bounds));
    view.setViewport(300, 900);
    CHECK(showsWhole(view, bounds));

    const double zoomed = [&] {
        view.zoomAt({10, 10}, 2);
        return view.scale();
    }();
    CHECK_FALSE(view.fitted());
    view.setViewport(800, 600);
    CHECK(view.scale() == zoomed);

    view.fit(bounds);
    view.panBy(5, 0);
    view.setViewport(300, 900);
    CHECK_FALSE(showsWhole(view, bounds));

    view.fit(bounds);
    view.setCentre({10, 10});
    view.setViewport(800, 600);
    CHECK(view.centre().x == 10);
    CHECK_FALSE(view.fitted());
}

TEST_CASE("canvas: a scenario opened as the studio starts shows its whole map once the window has its size",
          "[studio][canvas][view]") {
    const auto dir = studiotest::copySample("fit-at-start");
    // As the studio opens a file named on its command line: shown, then opened at once, before the
    // events that size the window have been handled.
    auto* frame = new editor::MainFrame(studiotest::rulesets(), dir / "recovery", false);
    const studiotest::FrameGuard guard{frame};
    frame->SetSize(1200, 800);
    frame->Show();
    REQUIRE(frame->openFile(dir / "scenario.rlscn"));
    const wxSize atOpen = frame->canvas().GetClientSize();
    const engine::PlaneRect bounds = engine::mapBounds(frame->document()->doc().map);
    const wxSize laidOut = awaitSize(frame->canvas(), [](wxSize now) { return now.x > 200 && now.y > 200; });
    INFO("canvas at open " << atOpen.x << "x" << atOpen.y << ", laid out " << laidOut.x << "x" << laidOut.y);
    REQUIRE(laidOut.x > 200);
    REQUIRE(laidOut.y > 200);
    CHECK(showsWhole(frame->canvas().view(), bounds));

    // The designer makes the window larger: the map, still as fitted, fills it.
    frame->SetSize(1500, 1000);
    const wxSize larger = awaitSize(frame->canvas(), [&](wxSize now) { return now != laidOut; });
    REQUIRE(larger != laidOut);
    CHECK(showsWhole(frame->canvas().view(), bounds));

    // Once zoomed, a resize keeps the zoom the designer chose.
    frame->canvas().zoomBy(3);
    const double zoomed = frame->canvas().view().scale();
    frame->SetSize(1200, 800);
    REQUIRE(awaitSize(frame->canvas(), [&](wxSize now) { return now != larger; }) != larger);
    CHECK(frame->canvas().view().scale() == zoomed);
}
