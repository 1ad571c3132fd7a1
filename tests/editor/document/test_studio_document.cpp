#include "tests/editor/studio_fixture.hpp"

#include "editor/canvas/map_view.hpp"
#include "editor/document/studio_document.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/load_error.hpp"
#include "tests/test_paths.hpp"

#include <fstream>
#include <iterator>

#include <catch2/catch.hpp>

namespace fs = std::filesystem;
using namespace editor;

TEST_CASE("studio document: paint, undo, redo, save and reopen give equal content", "[studio][document]") {
    const fs::path dir = studiotest::copySample("document");
    auto doc = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
    REQUIRE_FALSE(doc->isDirty());
    const engine::HexCoord h = doc->doc().map.grid().fromOffset({3, 4});
    const std::string before(doc->doc().map.terrain(h));
    const std::string paint = before == "woods" ? "orchard" : "woods";
    const engine::HexCoord hexes[] = {h};
    doc->apply([&](engine::Document& d) { return engine::setTerrain(d, hexes, paint); });
    CHECK(doc->isDirty());
    CHECK(doc->doc().map.terrain(h) == paint);
    doc->undo();
    CHECK(doc->doc().map.terrain(h) == before);
    CHECK_FALSE(doc->isDirty());
    doc->redo();
    CHECK(doc->doc().map.terrain(h) == paint);
    doc->save();
    CHECK_FALSE(doc->isDirty());
    const auto reopened = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
    CHECK(reopened->doc().map.terrain(h) == paint);
    CHECK(reopened->doc().map.grid() == doc->doc().map.grid());
    CHECK(*reopened->doc().scenario == *doc->doc().scenario);
}

TEST_CASE("studio document: a broken file fails with the loader's file and line", "[studio][document]") {
    const fs::path dir = studiotest::copySample("broken");
    engine::writeFileAtomically(dir / "scenario.rlscn",
                                "<?xml version=\"1.0\"?>\n<ridgeline-scenario format=\"1\">\n  <map "
                                "href=\"nowhere.rlmap\"/>\n</ridgeline-scenario>\n");
    try {
        (void)StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
        FAIL("no error");
    } catch (const engine::LoadError& e) {
        CHECK(e.file.find("scenario.rlscn") != std::string::npos);
        CHECK(e.line > 0);
    }
}

TEST_CASE("studio document: the recovery copy restores unsaved edits for the original path", "[studio][document]") {
    const fs::path dir = studiotest::copySample("recovery");
    auto doc = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
    const engine::HexCoord h = doc->doc().map.grid().fromOffset({5, 5});
    const engine::HexCoord hexes[] = {h};
    doc->apply(engine::setLevel(doc->doc(), hexes, 9));
    const fs::path recovery = dir / "recovery";
    CHECK_FALSE(StudioDocument::recoveryOrigin(recovery));
    doc->writeRecovery(recovery);
    REQUIRE(StudioDocument::recoveryOrigin(recovery) == dir / "scenario.rlscn");
    auto restored = StudioDocument::openRecovery(recovery, studiotest::rulesets());
    CHECK(restored->path() == dir / "scenario.rlscn");
    CHECK(restored->isDirty());
    CHECK(restored->doc().map.level(h) == 9);
    restored->save();
    CHECK(StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets())->doc().map.level(h) == 9);
    StudioDocument::discardRecovery(recovery);
    CHECK_FALSE(StudioDocument::recoveryOrigin(recovery));
}

TEST_CASE("map view: wheel zoom keeps the point under the cursor, fit shows the bounds", "[studio][view]") {
    MapView view;
    view.setViewport(800, 600);
    view.fit({0, 0, 4000, 3000});
    CHECK(view.centre().x == Approx(2000));
    CHECK(view.visibleRect().minX <= 0);
    CHECK(view.visibleRect().maxY >= 3000);
    const ScreenPoint cursor{100, 50};
    const engine::Point before = view.toPlane(cursor);
    view.zoomAt(cursor, 2.5);
    const engine::Point after = view.toPlane(cursor);
    CHECK(after.x == Approx(before.x));
    CHECK(after.y == Approx(before.y));
    // y north: moving down the screen goes south.
    CHECK(view.toPlane({100, 60}).y < after.y);
    view.panBy(10, 0);
    CHECK(view.toPlane({110, 50}).x == Approx(after.x));
}

TEST_CASE("studio document: saved into another folder, a scenario still finds its map and a ruleset named by path",
          "[studio][document]") {
    const fs::path dir = studiotest::copySample("save-as");
    fs::create_directories(dir / "rules");
    fs::copy_file(testpaths::source() / "templates" / "rulesets" / "sss.xml", dir / "rules" / "sss.xml");
    std::string text;
    {
        std::ifstream in(dir / "scenario.rlscn", std::ios::binary);
        text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    const std::string byId = "<ruleset ref=\"sss\"/>";
    REQUIRE(text.find(byId) != std::string::npos);
    engine::writeFileAtomically(dir / "scenario.rlscn",
                                text.replace(text.find(byId), byId.size(), "<ruleset ref=\"rules/sss.xml\"/>"));

    auto doc = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
    const fs::path moved = dir / "elsewhere" / "deeper" / "scenario.rlscn";
    fs::create_directories(moved.parent_path());
    doc->saveAs(moved);
    CHECK(doc->doc().scenario->rulesetRef == "../../rules/sss.xml");
    const auto reopened = StudioDocument::open(moved, studiotest::rulesets());
    CHECK(reopened->doc().scenario->rulesetRef == "../../rules/sss.xml");
    CHECK(reopened->doc().map.grid() == doc->doc().map.grid());
    CHECK(reopened->mapPath().lexically_normal() == moved.parent_path() / "map.rlmap");
}
