// File ▸ New Map driven as a user does it: Ctrl+N, the ruleset chosen among names (not bare ids),
// the number of columns typed, OK clicked. Every hex has the base terrain the dialog offered, so
// the new map opens without a hex in error.
#include "tests/editor/studio_fixture.hpp"

#include "editor/app/new_map_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/spinctrl.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>

#include <algorithm>

namespace {

template <class T>
T* named(wxDialog& dialog, const char* name) {
    return dynamic_cast<T*>(wxWindow::FindWindowByName(name, &dialog));
}

}  // namespace

TEST_CASE("File > New Map: rulesets by name, the size typed, every hex of the base terrain, no hex in error",
          "[studio][new][input]") {
    if (!studiotest::haveWindowManager()) {
        WARN("no window manager: keyboard focus cannot be given to the dialog");
        return;
    }
    studiotest::Studio s("new-map");
    wxArrayString offered;
    wxString terrainOffered;
    studiotest::WhenDialogShows answer([&](wxDialog& dialog) {
        auto* newMap = dynamic_cast<editor::NewMapDialog*>(&dialog);
        auto* columns = named<wxSpinCtrl>(dialog, "columns");
        auto* ok = dynamic_cast<wxButton*>(dialog.FindWindow(wxID_OK));
        if (!newMap || !columns || !ok) return;  // gives up: the checks below fail
        offered = named<wxListBox>(dialog, "ruleset")->GetStrings();
        newMap->selectRuleset("hs");
        terrainOffered = named<wxChoice>(dialog, "base-terrain")->GetStringSelection();
        columns->SetFocus();
        studiotest::pump();
        studiotest::pressKey('A', wxMOD_CONTROL);
        studiotest::typeText("12");
        studiotest::pressKey(WXK_TAB);
        wxUIActionSimulator mouse;
        mouse.MouseMove(ok->GetScreenRect().GetPosition() + ok->GetSize() / 2);
        studiotest::pump();
        mouse.MouseClick();
        studiotest::pump();
    });
    s.frame->Raise();
    s.frame->canvas().SetFocus();
    studiotest::pump();
    studiotest::pressKey('N', wxMOD_CONTROL);
    for (int i = 0; i < 50 && s.doc().ruleset->id != "hs"; ++i) studiotest::pump();
    CHECK(answer.acted());
    INFO("offered: " << wxJoin(offered, '|').utf8_string());
    CHECK(offered.Index("Hammerin' Sickles (hs)") != wxNOT_FOUND);
    CHECK(offered.Index("hs") == wxNOT_FOUND);
    CHECK(terrainOffered == "Clear / other");

    REQUIRE(s.doc().ruleset->id == "hs");
    const engine::HexGrid& grid = s.doc().map.grid();
    CHECK(grid.columns() == 12);
    std::size_t clear = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) clear += s.doc().map.terrain(grid.at(i)) == "clear";
    CHECK(clear == grid.size());
    const auto& problems = s.frame->document()->diagnostics();
    CHECK(std::none_of(problems.begin(), problems.end(),
                       [](const engine::Diagnostic& d) { return d.rule == "map.no_terrain"; }));
}
