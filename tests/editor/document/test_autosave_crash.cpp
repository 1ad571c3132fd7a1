// The studio's autosave survives a crash: a process writing the recovery copy of a large document
// is killed with SIGKILL at random points; every file of the copy is the old one or the complete
// new one, no temporary is left, and the copy opens.
#include "editor/document/studio_document.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/io/atomic_file.hpp"
#include "tests/editor/studio_fixture.hpp"
#include "tests/kill_harness.hpp"
#include "tests/temp_dir.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

namespace fs = std::filesystem;
using namespace editor;

namespace {

std::unique_ptr<StudioDocument> paintedDocument(const char* terrain, int level) {
    auto doc = StudioDocument::create(studiotest::rulesets().resolve("sss", {}), 160, 160);
    const engine::HexGrid& grid = doc->doc().map.grid();
    std::vector<engine::HexCoord> hexes;
    for (std::size_t i = 0; i < grid.size(); ++i) hexes.push_back(grid.at(i));
    doc->apply([&](engine::Document& d) { return engine::setTerrain(d, hexes, terrain); });
    doc->apply([&](engine::Document& d) { return engine::setLevel(d, hexes, level); });
    return doc;
}

}  // namespace

TEST_CASE("studio autosave killed at any point leaves the old recovery copy or the new one", "[studio][crash]") {
    testpaths::TempDir dir("ridgeline-autosave");
    const fs::path recovery = dir / "recovery";
    const std::unique_ptr<StudioDocument> docs[] = {paintedDocument("woods", 1), paintedDocument("orchard", 2)};
    std::string expected[2];
    for (int i = 0; i < 2; ++i) {
        REQUIRE(killtest::waitFor(killtest::forkChild([&] { docs[i]->writeRecovery(recovery); })) == 0);
        expected[i] = engine::readTextFile(recovery / "recovery.rlmap");
    }
    const auto started = std::chrono::steady_clock::now();
    REQUIRE(killtest::waitFor(killtest::forkChild([&] { docs[0]->writeRecovery(recovery); })) == 0);
    const auto fullRun =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started);

    std::mt19937 rng(1126);
    std::uniform_int_distribution<long> delay(0, fullRun.count() * 11 / 10);
    int current = 0, kept = 0;
    std::vector<pid_t> killed;
    for (int attempt = 0; attempt < 16; ++attempt) {
        const int next = 1 - current;
        const pid_t pid = killtest::forkChild([&] { docs[next]->writeRecovery(recovery); });
        REQUIRE(pid > 0);
        (void)killtest::killAfter(pid, std::chrono::microseconds(delay(rng)));
        killed.push_back(pid);
        const std::string now = engine::readTextFile(recovery / "recovery.rlmap");
        INFO("attempt " << attempt);
        REQUIRE((now == expected[current] || now == expected[next]));
        if (now == expected[next]) current = next;
        else ++kept;
        // A hidden temporary is left only by a writer killed between naming it and renaming it
        // (named with its pid); the next save of that file removes it, so one left by an earlier
        // writer stays while the writers after it are killed before they reach that file.
        for (const std::string& name : killtest::entries(recovery))
            CHECK((name == "recovery.rlmap" || name == "origin.txt" ||
                   std::any_of(killed.begin(), killed.end(), [&](pid_t k) {
                       return name.find(".tmp-" + std::to_string(k) + "-") != std::string::npos;
                   })));
        REQUIRE(StudioDocument::recoveryOrigin(recovery));
        CHECK(StudioDocument::openRecovery(recovery, studiotest::rulesets())->doc().map.grid().size() == 160 * 160);
    }
    CHECK(kept > 0);
    REQUIRE(killtest::waitFor(killtest::forkChild([&] { docs[0]->writeRecovery(recovery); })) == 0);
    CHECK(killtest::entries(recovery) == std::set<std::string>{"origin.txt", "recovery.rlmap"});
}
