// The studio's identity and memory: its icon (window, About, desktop file) and Open Recent kept
// between runs.
#include "tests/editor/studio_fixture.hpp"

#include "tests/test_paths.hpp"

#include <wx/config.h>
#include <wx/filehistory.h>
#include <wx/menu.h>

#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>

namespace fs = std::filesystem;
using namespace editor;

TEST_CASE("the studio has an icon: window, About and desktop file", "[studio][icon]") {
    const fs::path dir = studiotest::copySample("icon");
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    const wxIconBundle& icons = frame->GetIcons();
    REQUIRE_FALSE(icons.IsEmpty());
    const wxIcon big = icons.GetIcon(wxSize(64, 64));
    REQUIRE(big.IsOk());
    CHECK(big.GetWidth() == 64);
    // Drawn, not blank: the icon's pixels are not all one colour.
    wxBitmap bitmap;
    bitmap.CopyFromIcon(big);
    const wxImage image = bitmap.ConvertToImage();
    std::set<std::uint32_t> colours;
    for (int y = 0; y < image.GetHeight(); y += 4)
        for (int x = 0; x < image.GetWidth(); x += 4)
            colours.insert(std::uint32_t{image.GetRed(x, y)} << 16 | std::uint32_t{image.GetGreen(x, y)} << 8 |
                           image.GetBlue(x, y));
    CHECK(colours.size() >= 4);

    frame->showAbout();
    CHECK(frame->lastAbout().HasIcon());
    CHECK(frame->lastAbout().GetIcon().GetWidth() >= 64);

    std::ifstream desktop(testpaths::source() / "editor" / "app" / "resources" / "ridgeline-studio.desktop");
    std::stringstream text;
    text << desktop.rdbuf();
    CHECK(text.str().find("Icon=ridgeline-studio\n") != std::string::npos);
    CHECK(text.str().find("Exec=ridgeline-studio") != std::string::npos);
    CHECK(fs::exists(testpaths::source() / "editor" / "app" / "resources" / "ridgeline-studio.svg"));
}

TEST_CASE("Open Recent keeps its files between runs and opens one", "[studio][recent]") {
    wxConfigBase::Get()->DeleteGroup("/RecentFiles");
    const fs::path dir = studiotest::copySample("recent");
    {
        MainFrame* frame = studiotest::makeFrame(dir);
        studiotest::FrameGuard guard{frame};
        REQUIRE(frame->openFile(dir / "map.rlmap"));
        REQUIRE(frame->openFile(dir / "scenario.rlscn"));
    }
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    const wxFileHistory& recent = frame->recentFiles();
    REQUIRE(recent.GetCount() == 2);
    CHECK(fs::path(recent.GetHistoryFile(0).utf8_string()) == dir / "scenario.rlscn");
    CHECK(fs::path(recent.GetHistoryFile(1).utf8_string()) == dir / "map.rlmap");
    // The Open Recent menu lists them; its second item opens the map.
    REQUIRE(recent.GetMenus().GetCount() == 1);
    CHECK(static_cast<wxMenu*>(recent.GetMenus().front())->GetMenuItemCount() == 2);
    wxCommandEvent pick(wxEVT_MENU, wxID_FILE2);
    frame->ProcessWindowEvent(pick);
    REQUIRE(frame->document());
    CHECK(frame->document()->path() == dir / "map.rlmap");
    // A file that is gone leaves the list when chosen.
    fs::remove(dir / "scenario.rlscn");
    wxCommandEvent gone(wxEVT_MENU, wxID_FILE2);  // the scenario, now second
    frame->ProcessWindowEvent(gone);
    CHECK(frame->recentFiles().GetCount() == 1);
    wxConfigBase::Get()->DeleteGroup("/RecentFiles");
}
