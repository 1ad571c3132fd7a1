// File ▸ Save As driven from the keyboard, as a user does it: Ctrl+Shift+S, a path typed into the
// file dialog, Enter. The edited map goes beside the new scenario; the original map is untouched.
#include "tests/editor/studio_fixture.hpp"

#include "engine/commands/set_hexside_features_command.hpp"
#include "engine/io/map_file.hpp"
#include "tests/file_tree_snapshot.hpp"

#include <catch2/catch.hpp>

namespace fs = std::filesystem;

TEST_CASE("save as from the keyboard writes the scenario and its map into the new folder only",
          "[studio][save][input]") {
    if (!studiotest::haveWindowManager()) {
        WARN("no window manager: keyboard focus cannot be given to the file dialog");
        return;
    }
    studiotest::Studio s("save-as-input");
    fs::create_directories(s.dir / "copy");
    const auto before = testpaths::snapshotTree(s.dir);
    const engine::HexsideId creek = engine::hexsideOf(s.hex("A1006"), 2);
    const bool had = s.doc().map.hasHexsideFeature(creek, "minor-creek");
    s.frame->document()->apply([&](engine::Document& d) {
        const engine::HexsideId sides[] = {creek};
        return engine::setHexsideFeature(d, sides, "minor-creek", !had);
    });

    const fs::path target = s.dir / "copy" / "scenario.rlscn";
    studiotest::WhenDialogShows answer([&](wxDialog&) {
        studiotest::pressKey('A', wxMOD_CONTROL);  // the proposed name, selected
        studiotest::typeText(target.string());
        studiotest::pressKey(WXK_RETURN);
    });
    s.frame->Raise();
    s.frame->canvas().SetFocus();
    studiotest::pump();
    studiotest::pressKey('S', wxMOD_CONTROL | wxMOD_SHIFT);
    for (int i = 0; i < 50 && !fs::exists(target); ++i) studiotest::pump();
    CHECK(answer.acted());
    REQUIRE(fs::exists(target));
    CHECK(testpaths::changedFiles(before, testpaths::snapshotTree(s.dir)) ==
          std::set<std::string>{"copy/map.rlmap", "copy/scenario.rlscn"});
    CHECK(engine::loadMap(s.dir / "copy" / "map.rlmap").hasHexsideFeature(creek, "minor-creek") == !had);
    CHECK(engine::loadMap(s.dir / "map.rlmap").hasHexsideFeature(creek, "minor-creek") == had);
    CHECK(s.frame->GetTitle().StartsWith("scenario.rlscn"));
    CHECK(s.frame->document()->path() == target);
}
