// Screenshots of the scenario panes, checked for content: the schedule pane with its strip (a
// night turn shaded, turn 3 selected), the map with turn 3's entry hexes outlined, the victory
// pane, the settings dialog and the new-scenario dialog. Written to RIDGELINE_SCREENSHOT_DIR when
// it is set (scripts/studio-screenshots.sh makes those of docs/studio.md), else to the
// test's directory.
#include "tests/editor/studio_fixture.hpp"

#include "editor/import/new_scenario_dialog.hpp"
#include "editor/panels/scenario_settings_dialog.hpp"
#include "editor/panels/schedule_panel.hpp"
#include "editor/panels/turn_track_strip.hpp"
#include "editor/panels/victory_panel.hpp"
#include "editor/tools/victory_hex_tool.hpp"
#include "engine/commands/schedule_commands.hpp"

#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/dialog.h>
#include <wx/timer.h>

#include <catch2/catch.hpp>

#include <cstdlib>

using namespace editor;
using studiotest::Studio;

namespace {

std::filesystem::path shotDir(const std::filesystem::path& fallback) {
    const char* dir = std::getenv("RIDGELINE_SCREENSHOT_DIR");
    return dir && *dir ? std::filesystem::path(dir) : fallback;
}

wxImage screenArea(const wxRect& r) {
    wxBitmap bitmap(r.width, r.height, 24);
    {
        wxMemoryDC memory(bitmap);
        wxScreenDC screen;
        memory.Blit(0, 0, r.width, r.height, &screen, r.x, r.y);
    }
    return bitmap.ConvertToImage();
}

// Shows `dialog` over the frame as the studio does (modal, in its own event loop), saves its
// pixels once it has drawn (read from its own window: a capture of the root window under Xvfb
// leaves dialogs out) and closes it; returns the share of its pixels that differ from the screen
// where it stands before it was shown (a capture of something else changes nothing).
double captureDialog(wxDialog& dialog, const std::filesystem::path& png) {
    dialog.CentreOnParent();
    const wxRect where(dialog.GetPosition(), dialog.GetClientSize());
    const wxImage before = screenArea(where);
    wxImage after;
    wxTimer shot;
    shot.Bind(wxEVT_TIMER, [&](wxTimerEvent&) {
        after = studiotest::ownPixels(dialog);
        dialog.EndModal(wxID_CANCEL);
    });
    shot.StartOnce(1000);
    dialog.ShowModal();
    if (!after.IsOk()) return 0;
    after.SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG);
    std::size_t changed = 0;
    const std::size_t n = static_cast<std::size_t>(where.width) * static_cast<std::size_t>(where.height) * 3;
    for (std::size_t i = 0; i < n; ++i) changed += before.GetData()[i] != after.GetData()[i];
    return static_cast<double>(changed) / static_cast<double>(n);
}

}  // namespace

TEST_CASE("screenshots of the scenario panes show their content", "[studio][screenshots][workflow]") {
    Studio s("scenario-shots");
    const std::filesystem::path dir = shotDir(s.dir);
    std::filesystem::create_directories(dir);
    s.frame->SetSize(wxSize(1600, 1000));
    s.frame->Move(0, 0);
    s.frame->Raise();  // over whatever windows earlier tests left on the screen
    studiotest::pump();
    SchedulePanel& schedule = s.frame->schedulePanel();
    // A designer's afternoon: Gamble's brigade comes on turn 3 by the Chambersburg Pike, turn 6 is
    // night, the Seminary is worth 3 VP to the Confederates.
    REQUIRE(schedule.dropPieces({"gamble"}, 3));
    const std::string row = s.doc().scenario->schedule.back().id;
    schedule.editCell(row, ScheduleModel::kEntry, "chambersburg-pike-west");
    schedule.editCell(row, ScheduleModel::kMode, "march");
    REQUIRE(s.frame->applyScenarioSettings({[](engine::Document& d) { return engine::setNightTurn(d, 6, true); }}));
    s.frame->tool<VictoryHexTool>().onMouseDown(s.at(s.hex("C0806")));
    const std::string vh = s.doc().scenario->victoryHexes.back().id;
    s.frame->victoryPanel().editCell(vh, VictoryPanel::kSide, "csa");
    s.frame->victoryPanel().editCell(vh, VictoryPanel::kPoints, "3");
    schedule.selectTurn(3);
    s.frame->Raise();
    studiotest::waitForPaint(*s.frame);

    const double frame = studiotest::ownPixelsVariance(*s.frame, dir / "studio-schedule.png");
    CHECK(frame > 500);
    const double pane = studiotest::ownPixelsVariance(schedule, dir / "studio-schedule-pane.png");
    CHECK(pane > 500);
    // The night turn is shaded on the strip; the selected turn outlined.
    CHECK(studiotest::pixelsNear(studiotest::ownPixels(schedule.strip()), wxColour(52, 58, 94), 6) > 200);
    CHECK(studiotest::pixelsNear(studiotest::ownPixels(schedule.strip()), wxColour(40, 110, 210), 20) > 50);
    // Turn 3's entry hexes outlined in green on the map.
    CHECK(studiotest::pixelsNear(studiotest::ownPixels(s.frame->canvas()), wxColour(0, 170, 60), 30) > 50);
    // The right column is crowded: the victory list is shot with the probes pane closed, as a
    // designer working on victory would have it.
    s.frame->panes().show("probes", false);
    studiotest::waitForPaint(*s.frame);
    const double victory = studiotest::ownPixelsVariance(s.frame->victoryPanel(), dir / "studio-victory-pane.png");
    CHECK(victory > 200);
    s.frame->panes().show("probes", true);

    ScenarioSettingsDialog settings(s.frame, s.doc());
    CHECK(captureDialog(settings, dir / "studio-scenario-settings.png") > 0.3);
    NewScenarioDialog fresh(s.frame);
    CHECK(captureDialog(fresh, dir / "studio-new-scenario.png") > 0.3);
}
