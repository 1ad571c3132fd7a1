// Elevation import benchmark. A synthetic battlefield of SIZE x SIZE Float32 cells (tiled GeoTIFF,
// generated once into the temp directory, default 16000) is imported into hexes about 20 cells across, and in the
// same run compared with (a) `gdalwarp -r average` making a square grid with the same number of
// cells from the same file and (b) a plain GDAL read of every block. Each step runs in its own
// child process, so its peak memory (getrusage) is its own. Targets: import <= 1.0x (a), <= 1.3x (b).
// (b) reads on one thread; the same read on all cores is printed beside it for context.
//   dem_import_bench [SIZE] [DIR] [all-modes|import-only]   (all-modes: also centre and median sampling;
//   import-only: just the mean import, in this process, for a profiler)
#include "bench_child.hpp"
#include "engine/io/ruleset_file.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/gdal_drivers.hpp"
#include "importers/grid_placement.hpp"
#include "importers/synthetic/battlefield.hpp"

#include <gdal_priv.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <filesystem>
#include <functional>
#include <ctime>
#include <utility>
#include <vector>
#include <string>
#include <string_view>
#include <thread>

namespace {

using bench::inChild;
using bench::Measured;
using Clock = std::chrono::steady_clock;

double cpuSeconds() {  // of this process, all threads
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

// Block rows first, first + step, ... of the raster, each block with ReadBlock into one buffer.
bool readBlockRows(const std::string& path, int first, int step) {
    GDALDataset* ds = GDALDataset::FromHandle(GDALOpen(path.c_str(), GA_ReadOnly));
    if (!ds) return false;
    GDALRasterBand* band = ds->GetRasterBand(1);
    int bx = 0, by = 0;
    band->GetBlockSize(&bx, &by);
    std::vector<float> block(static_cast<std::size_t>(bx) * static_cast<std::size_t>(by));
    double sum = 0;
    bool ok = true;
    for (int y = first; ok && y < (band->GetYSize() + by - 1) / by; y += step)
        for (int x = 0; ok && x < (band->GetXSize() + bx - 1) / bx; ++x) {
            ok = band->ReadBlock(x, y, block.data()) == CE_None;
            sum += block[0];
        }
    GDALClose(ds);
    return ok && sum != 0;
}

// (b): one thread reads every block. With threads > 1 (for context only), block rows interleaved
// between threads, each with its own dataset, as the importer's block path reads them.
bool readEveryBlock(const std::string& path, int threads = 1) {
    importers::registerGdalDrivers();
    if (threads <= 1) return readBlockRows(path, 0, 1);
    std::vector<std::thread> pool;
    std::vector<char> ok(static_cast<std::size_t>(threads), 0);
    for (int t = 0; t < threads; ++t) pool.emplace_back([&, t] { ok[static_cast<std::size_t>(t)] = readBlockRows(path, t, threads); });
    for (auto& t : pool) t.join();
    return std::all_of(ok.begin(), ok.end(), [](char v) { return v != 0; });
}

}  // namespace

int main(int argc, char** argv) {
    const int size = argc > 1 ? std::atoi(argv[1]) : 16000;
    const std::filesystem::path dir = argc > 2 ? argv[2] : std::filesystem::temp_directory_path() / "ridgeline-bench";
    std::filesystem::create_directories(dir);
    const std::string dem = (dir / ("battlefield_" + std::to_string(size) + ".tif")).string();
    constexpr double kPixel = 10;
    if (!std::filesystem::exists(dem)) {
        std::printf("generating %s (%d x %d Float32, once)...\n", dem.c_str(), size, size);
        importers::BattlefieldRaster spec;
        spec.width = spec.height = size;
        spec.pixelMetres = kPixel;
        std::string error;
        const auto t0 = Clock::now();
        if (!importers::writeBattlefield(dem, spec, error)) {
            std::fprintf(stderr, "%s\n", error.c_str());
            return 2;
        }
        std::printf("  generated in %.1f s\n", std::chrono::duration<double>(Clock::now() - t0).count());
    }
    const auto ruleset = engine::loadRuleset(std::filesystem::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets" / "sss.xml");
    importers::ElevationImportOptions options;
    options.hexSizeMetres = 20 * kPixel;  // hexes about 20 cells across
    options.sampling = importers::ElevationSampling::Mean;
    options.sectionsAcross = options.sectionsDown = 1;

    // Warm the page cache so that every contender reads from memory, as they would in turn.
    (void)inChild([&] { return readEveryBlock(dem); });

    // Imports and says where the time went (the phases the progress messages name).
    const auto runImport = [&](importers::ElevationSampling sampling) {
        auto o = options;
        o.sampling = sampling;
        const auto t0 = Clock::now();
        const double cpu0 = cpuSeconds();
        std::vector<std::pair<std::string, std::pair<double, double>>> phases;  // wall, CPU when each began
        o.progress = [&](double, std::string_view message) {
            const std::string phase(message.substr(0, message.find(' ')));
            if (phases.empty() || phases.back().first != phase)
                phases.push_back({phase, {std::chrono::duration<double>(Clock::now() - t0).count(), cpuSeconds() - cpu0}});
            return true;
        };
        const auto r = importers::importElevation(dem, ruleset, o);
        if (r.hasErrors()) {
            for (const auto& d : r.diagnostics) std::fprintf(stderr, "%s\n", d.message.c_str());
            return false;
        }
        std::printf("  import (%s): %d x %d = %zu hexes of %.0f m, %zu level-change hexsides, %d threads; phase: wall / cpu (s)\n",
                    importers::toString(sampling), r.map.grid().columns(), r.map.grid().rows(), r.map.grid().size(), r.map.hexSizeMetres(),
                    r.report.hexsides.size(), r.report.threads);
        phases.push_back({"end", {std::chrono::duration<double>(Clock::now() - t0).count(), cpuSeconds() - cpu0}});
        for (std::size_t k = 0; k + 1 < phases.size(); ++k)
            std::printf("    %-12s %.3f / %.3f\n", phases[k].first.c_str(), phases[k + 1].second.first - phases[k].second.first,
                        phases[k + 1].second.second - phases[k].second.second);
        std::printf("    %-12s %.3f / %.3f\n", "total", phases.back().second.first, phases.back().second.second);
        std::fflush(stdout);
        return true;
    };
    if (argc > 3 && std::string(argv[3]) == "import-only") return runImport(importers::ElevationSampling::Mean) ? 0 : 1;
    const auto importWith = [&](importers::ElevationSampling sampling) { return inChild([&] { return runImport(sampling); }); };
    const Measured import = importWith(importers::ElevationSampling::Mean);
    // The same cell count as the hex grid, which the importer fits to the raster this way.
    const auto fit = importers::fitGrid(ruleset.gridShape, options.hexSizeMetres, {0, 0, size * kPixel, size * kPixel});
    const std::size_t hexes = static_cast<std::size_t>(fit.columns) * static_cast<std::size_t>(fit.rows);
    const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(hexes))));
    const std::string warped = (dir / "warped.tif").string();
    const std::string warpCommand = "gdalwarp -q -overwrite -r average -multi -wo NUM_THREADS=ALL_CPUS -ts " + std::to_string(side) + " " +
                                    std::to_string(side) + " " + dem + " " + warped;
    const Measured warp = inChild([&] { return std::system(warpCommand.c_str()) == 0; });
    const Measured read = inChild([&] { return readEveryBlock(dem); });
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const Measured readAll = inChild([&] { return readEveryBlock(dem, cores); });

    std::printf("raster %d x %d Float32 (%.2f GB), hexes %zu, warp grid %d x %d\n", size, size, size * double(size) * 4 / 1e9, hexes, side, side);
    bench::printRow("import-dem (mean, all cores)", import);
    bench::printRow("(a) gdalwarp -r average", warp);
    bench::printRow("(b) GDAL read of every block", read);
    const std::string readAllName = "    the same, " + std::to_string(cores) + " threads (context)";
    bench::printRow(readAllName.c_str(), readAll);
    std::printf("import / gdalwarp = %.2fx wall, %.2fx cpu (target <= 1.0)\n", import.seconds / warp.seconds, import.cpuSeconds / warp.cpuSeconds);
    std::printf("import / read     = %.2fx wall, %.2fx cpu (target <= 1.3)\n", import.seconds / read.seconds, import.cpuSeconds / read.cpuSeconds);
    std::printf("import / read on %d threads = %.2fx wall (context: the import's own read is split this way)\n", cores,
                import.seconds / readAll.seconds);
    if (argc > 3 && std::string(argv[3]) == "all-modes") {  // the slower paths, for the record
        bench::printRow("import-dem (center)", importWith(importers::ElevationSampling::Center));
        bench::printRow("import-dem (median)", importWith(importers::ElevationSampling::Median));
    }
    return import.ok && warp.ok && read.ok && readAll.ok ? 0 : 1;
}
