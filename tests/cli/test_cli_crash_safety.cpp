// Saves survive a crash: `ridgeline format` is killed with SIGKILL at random points while it loads
// and saves a large map over an existing one; the target is always the old file or the complete new
// one, and no temporary is left beside it.
#include "cli_runner.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/map_file.hpp"
#include "tests/kill_harness.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

namespace fs = std::filesystem;

namespace {

// A map with something in every hex, so its file is large (several MB) and slow to write.
void writeLargeMap(const std::string& base, const std::string& out, int variant) {
    engine::HexMap map = engine::loadMap(base);
    const char* terrain[] = {"clear", "woods", "orchard", "farm"};
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const engine::HexCoord h = map.grid().at(i);
        map.setTerrain(h, terrain[(i + static_cast<std::size_t>(variant)) % 4]);
        map.setElevation(h, 100.0 + static_cast<double>((i * 7 + static_cast<std::size_t>(variant)) % 900) / 8.0);
        map.setLevel(h, static_cast<int>(i % 5) + variant);
        if (i % 50 == 0) map.setPlaceName(h, "Place " + std::to_string(i) + (variant ? " (b)" : " (a)"));
    }
    engine::saveMap(map, out);
}

}  // namespace

TEST_CASE("a save killed at any point leaves the old file or the complete new one", "[cli][crash]") {
    clitest::TempDir sources("ridgeline-crash-src");
    clitest::TempDir target("ridgeline-crash-dst");
    const std::string base = sources.file("base.rlmap");
    REQUIRE(clitest::run("new --ruleset sss --grid 190x190 -o " + clitest::quote(base)).exitCode == 0);
    const std::string inputs[] = {sources.file("a.rlmap"), sources.file("b.rlmap")};
    writeLargeMap(base, inputs[0], 0);
    writeLargeMap(base, inputs[1], 1);
    // What `format` writes for each input, run to completion.
    std::string expected[2];
    for (int i = 0; i < 2; ++i) {
        const std::string out = sources.file("expected" + std::to_string(i) + ".rlmap");
        REQUIRE(killtest::waitFor(killtest::spawnProgram({testpaths::cli().string(), "format", inputs[i], "-o", out})) == 0);
        expected[i] = engine::readTextFile(out);
    }
    REQUIRE(expected[0] != expected[1]);
    REQUIRE(expected[0].size() > 1'000'000);

    const fs::path file = target / "map.rlmap";
    engine::writeFileAtomically(file, expected[0]);
    const auto started = std::chrono::steady_clock::now();
    REQUIRE(killtest::waitFor(killtest::spawnProgram({testpaths::cli().string(), "format", inputs[1], "-o", file.string()})) == 0);
    const auto fullRun =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started);
    REQUIRE(engine::readTextFile(file) == expected[1]);

    std::mt19937 rng(20261126);
    std::uniform_int_distribution<long> delay(0, fullRun.count() * 11 / 10);
    int kept = 0, replaced = 0, orphans = 0;
    int current = 1;
    std::vector<pid_t> writers;
    for (int attempt = 0; attempt < 24; ++attempt) {
        const int next = 1 - current;
        const pid_t pid = killtest::spawnProgram({testpaths::cli().string(), "format", inputs[next], "-o", file.string()});
        REQUIRE(pid > 0);
        writers.push_back(pid);
        const killtest::Outcome outcome = killtest::killAfter(pid, std::chrono::microseconds(delay(rng)));
        const std::string now = engine::readTextFile(file);
        INFO("attempt " << attempt << ", " << now.size() << " bytes");
        REQUIRE((now == expected[current] || now == expected[next]));
        if (now == expected[next]) {
            ++replaced;
            current = next;
        } else {
            ++kept;
            CHECK_FALSE(outcome.finished);
        }
        // A writer killed between naming its complete temporary and renaming it leaves that
        // hidden temporary, named with its pid; the next save that gets as far as opening its own
        // removes it, so one killed earlier than that leaves an older writer's temporary too.
        for (const std::string& name : killtest::entries(target.path()))
            if (name != "map.rlmap") {
                INFO("left beside the map: " << name);
                CHECK(std::any_of(writers.begin(), writers.end(), [&](pid_t writer) {
                    return name.starts_with(".map.rlmap.tmp-" + std::to_string(writer) + "-");
                }));
                ++orphans;
            }
    }
    INFO("kept the old file " << kept << " times, replaced it " << replaced << " times, " << orphans
                              << " temporaries of killed writers");
    CHECK(kept > 0);
    REQUIRE(killtest::waitFor(killtest::spawnProgram({testpaths::cli().string(), "format", inputs[0], "-o", file.string()})) == 0);
    CHECK(killtest::entries(target.path()) == std::set<std::string>{"map.rlmap"});
}
