// Map storage benchmark: bytes per hex on a 1,000,000-hex map (target <= 64), and the
// throughput of writing, saving, loading and parsing that map in the native format.
//   map_storage_bench [COLUMNS ROWS]   (default 1000 x 1000)
#include "engine/io/map_file.hpp"
#include "engine/model/hex_map.hpp"

#include <sys/resource.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

using namespace engine;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

long peakRssKiB() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// A map that looks like an imported battlefield: every hex has terrain, elevation and level,
// some have features, and about one hexside in eight carries roads, creeks or slopes.
HexMap makeMap(int columns, int rows) {
    HexMap map(HexGrid({Orientation::FlatTop, Stagger::Odd}, columns, rows, {2, 2, {"A", "C", "B", "D"}},
                       NumberingScheme{true, "", "", 3, 3, 1, 1, RowDirection::Down}),
               182.88);
    map.setRulesetId("sss");
    const char* terrain[] = {"clear", "clear", "clear", "woods", "orchard", "town", "rough", "marsh"};
    const char* sides[] = {"road", "pike", "trail", "minor-creek", "minor-slope", "major-slope", "stone-wall"};
    std::mt19937 rng(42);
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const HexCoord h = map.grid().at(i);
        map.setTerrain(h, terrain[rng() % 8]);
        const double elev = 150.0 + 40.0 * std::sin(h.q * 0.05) + 25.0 * std::cos(h.r * 0.07) + (rng() % 100) * 0.1;
        map.setElevation(h, elev);
        map.setLevel(h, static_cast<int>((elev - 100) / 12.192));
        map.setProvenance(h, Provenance::Raster);
        if (rng() % 50 == 0) map.setFeature(h, "sloping", true);
        for (int d = 0; d < 3; ++d)
            if (rng() % 8 == 0) map.setHexsideFeature(hexsideOf(h, d), sides[rng() % 7], true);
    }
    return map;
}

}  // namespace

int main(int argc, char** argv) {
    const int columns = argc > 2 ? std::atoi(argv[1]) : 1000;
    const int rows = argc > 2 ? std::atoi(argv[2]) : 1000;
    const auto tmp = std::filesystem::temp_directory_path() / "ridgeline_map_storage_bench.rlmap";

    auto t0 = Clock::now();
    const HexMap map = makeMap(columns, rows);
    const double buildSeconds = secondsSince(t0);
    const double hexes = static_cast<double>(map.grid().size());
    std::printf("map: %d x %d = %.0f hexes (built in %.2f s)\n", columns, rows, hexes, buildSeconds);
    std::printf("memory: %zu bytes, %.1f bytes per hex (target <= 64)\n", map.memoryBytes(), map.memoryBytes() / hexes);

    t0 = Clock::now();
    const std::string text = writeMap(map);
    const double writeSeconds = secondsSince(t0);
    t0 = Clock::now();
    saveMap(map, tmp);
    const double saveSeconds = secondsSince(t0);
    t0 = Clock::now();
    const HexMap loaded = loadMap(tmp);
    const double loadSeconds = secondsSince(t0);
    const double mb = static_cast<double>(text.size()) / 1e6;
    std::printf("file: %.1f MB (%.1f bytes per hex)\n", mb, text.size() / hexes);
    std::printf("write (to string): %.2f s, %.0f hexes/s, %.1f MB/s\n", writeSeconds, hexes / writeSeconds,
                mb / writeSeconds);
    std::printf("save (atomic, to disk): %.2f s, %.0f hexes/s, %.1f MB/s\n", saveSeconds, hexes / saveSeconds,
                mb / saveSeconds);
    std::printf("load (read + parse): %.2f s, %.0f hexes/s, %.1f MB/s\n", loadSeconds, hexes / loadSeconds,
                mb / loadSeconds);
    const bool same = writeMap(loaded) == text;
    std::printf("round trip byte-identical: %s\n", same ? "yes" : "NO");
    std::printf("peak RSS: %.0f MiB\n", peakRssKiB() / 1024.0);
    std::filesystem::remove(tmp);
    return same ? 0 : 1;
}
