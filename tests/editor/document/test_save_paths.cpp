// Every way the studio writes a file writes only the files named: Save, Save As (the map beside
// the new scenario, or shared on request), autosave and recovery. A map shared by several
// scenarios is written only when its own content changed.
#include "tests/editor/studio_fixture.hpp"

#include "editor/document/studio_document.hpp"
#include "engine/commands/set_hexside_features_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/io/map_file.hpp"
#include "tests/file_tree_snapshot.hpp"

#include <catch2/catch.hpp>

namespace fs = std::filesystem;
using namespace editor;
using testpaths::changedFiles;
using testpaths::snapshotTree;
using Names = std::set<std::string>;

namespace {

// Draws a minor creek along one hexside: a map edit.
engine::HexsideId drawCreek(StudioDocument& doc) {
    const engine::HexsideId side = engine::hexsideOf(doc.doc().map.grid().fromOffset({5, 6}), 1);
    const bool on = !doc.doc().map.hasHexsideFeature(side, "minor-creek");
    doc.apply([side, on](engine::Document& d) {
        const engine::HexsideId sides[] = {side};
        return engine::setHexsideFeature(d, sides, "minor-creek", on);
    });
    return side;
}

// Moves a unit to a neighbour of its set-up hex (direction 0-5): a scenario edit (its change set
// names hexes, but not the map's). Each direction gives the scenario file other bytes.
void moveUnit(StudioDocument& doc, int direction = 0) {
    const engine::HexCoord from = *doc.doc().map.grid().parseLabel("A1006");
    doc.apply(engine::movePiece(doc.doc(), "gamble", engine::neighbor(from, direction)));
}

}  // namespace

TEST_CASE("save as: a scenario's edited map goes beside the new scenario, the original map is untouched",
          "[studio][document][save]") {
    const fs::path dir = studiotest::copySample("save-as-beside");
    fs::create_directories(dir / "other");
    const auto before = snapshotTree(dir);
    auto doc = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
    const engine::HexsideId creek = drawCreek(*doc);
    const bool drawn = doc->doc().map.hasHexsideFeature(creek, "minor-creek");

    doc->saveAs(dir / "other" / "scenario.rlscn");
    CHECK(changedFiles(before, snapshotTree(dir)) == Names{"other/map.rlmap", "other/scenario.rlscn"});
    CHECK(doc->mapPath() == dir / "other" / "map.rlmap");
    CHECK(engine::loadMap(dir / "other" / "map.rlmap").hasHexsideFeature(creek, "minor-creek") == drawn);
    const auto reopened = StudioDocument::open(dir / "other" / "scenario.rlscn", studiotest::rulesets());
    CHECK(reopened->mapPath().lexically_normal() == dir / "other" / "map.rlmap");

    // Saved again, the copy is the document's map now; the original still untouched.
    const auto copied = snapshotTree(dir);
    drawCreek(*doc);
    doc->save();
    CHECK(changedFiles(copied, snapshotTree(dir)) == Names{"other/map.rlmap", "other/scenario.rlscn"});
}

TEST_CASE("save as: in the same folder the map copy takes the scenario's name and never replaces a file",
          "[studio][document][save]") {
    const fs::path dir = studiotest::copySample("save-as-same-folder");
    engine::saveMap(engine::loadMap(dir / "map.rlmap"), dir / "copy.rlmap");  // someone else's file
    const auto before = snapshotTree(dir);
    auto doc = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
    drawCreek(*doc);
    CHECK(doc->mapBeside(dir / "copy.rlscn") == dir / "copy-2.rlmap");
    CHECK(doc->mapBeside(dir / "map.rlscn") == dir / "map-2.rlmap");  // not the scenario's own map
    doc->saveAs(dir / "copy.rlscn");
    CHECK(changedFiles(before, snapshotTree(dir)) == Names{"copy-2.rlmap", "copy.rlscn"});
}

TEST_CASE("save as: keeping the map shared writes it only when its content changed", "[studio][document][save]") {
    const fs::path dir = studiotest::copySample("save-as-shared");
    fs::create_directories(dir / "other");
    const auto before = snapshotTree(dir);
    auto doc = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
    moveUnit(*doc);
    doc->saveAs(dir / "other" / "scenario.rlscn", StudioDocument::MapOnSaveAs::Shared);
    CHECK(changedFiles(before, snapshotTree(dir)) == Names{"other/scenario.rlscn"});
    const auto reopened = StudioDocument::open(dir / "other" / "scenario.rlscn", studiotest::rulesets());
    CHECK(reopened->mapPath().lexically_normal() == dir / "map.rlmap");

    const auto shared = snapshotTree(dir);
    drawCreek(*doc);
    doc->save();  // the user saves the map he edited
    CHECK(changedFiles(shared, snapshotTree(dir)) == Names{"map.rlmap", "other/scenario.rlscn"});
}

TEST_CASE("save: a scenario whose map did not change leaves the shared map alone, also after undo",
          "[studio][document][save]") {
    const fs::path dir = studiotest::copySample("save-shared");
    const auto before = snapshotTree(dir);
    auto doc = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
    moveUnit(*doc);
    doc->save();
    CHECK(changedFiles(before, snapshotTree(dir)) == Names{"scenario.rlscn"});

    const auto moved = snapshotTree(dir);
    drawCreek(*doc);
    doc->undo();        // back to the map as saved
    moveUnit(*doc, 1);  // another hex, so the scenario file changes in bytes, not only in time
    doc->save();
    CHECK(changedFiles(moved, snapshotTree(dir)) == Names{"scenario.rlscn"});
}

TEST_CASE(
    "autosave and recovery: the copy goes to the recovery folder only, a recovered scenario saves its map "
    "only when the map changed",
    "[studio][document][save]") {
    const fs::path dir = studiotest::copySample("recovery-paths");
    const fs::path recovery = dir.parent_path() / (dir.filename().string() + "-recovery");
    fs::remove_all(recovery);
    const auto before = snapshotTree(dir);
    {
        auto doc = StudioDocument::open(dir / "scenario.rlscn", studiotest::rulesets());
        moveUnit(*doc);
        doc->writeRecovery(recovery);
    }
    CHECK(changedFiles(before, snapshotTree(dir)).empty());
    auto restored = StudioDocument::openRecovery(recovery, studiotest::rulesets());
    CHECK_FALSE(restored->mapChanged());
    restored->save();
    CHECK(changedFiles(before, snapshotTree(dir)) == Names{"scenario.rlscn"});

    const auto saved = snapshotTree(dir);
    drawCreek(*restored);
    restored->writeRecovery(recovery);
    auto again = StudioDocument::openRecovery(recovery, studiotest::rulesets());
    CHECK(again->mapChanged());
    again->save();
    CHECK(changedFiles(saved, snapshotTree(dir)) == Names{"map.rlmap", "scenario.rlscn"});
    fs::remove_all(recovery);
}
