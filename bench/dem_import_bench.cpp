// Elevation import benchmark. A synthetic battlefield of SIZE x SIZE Float32 cells (tiled GeoTIFF,
// generated once into the temp directory, default 16000) is imported into hexes about 20 cells across, and in the
// same run compared with (a) `gdalwarp -r average` making a square grid with the same number of
// cells from the same file and (b) a plain GDAL read of every block. Each step runs in its own
// child process, so its peak memory (getrusage) is its own. Targets: import <= 1.0x (a), <= 1.3x (b).
// (b) reads on one thread; the same read on all cores is printed beside it for context.
// The whole comparison runs twice: on the raster as generated (uncompressed: reading is the
// kernel's copy from the page cache, the import's own work is most of its time) and on a DEFLATE
// copy (floating-point predictor, as DEMs are usually stored: decoding dominates every reader).
//   dem_import_bench [SIZE] [DIR] [all-modes|import-only|uncompressed-only]
//   (all-modes: also centre and median sampling; import-only: just the mean import of the
//   uncompressed raster, in this process, for a profiler). RIDGELINE_BENCH_THREADS=N: import threads.
#include "bench_child.hpp"
#include "engine/io/ruleset_file.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/gdal_drivers.hpp"
#include "importers/grid_placement.hpp"
#include "importers/synthetic/battlefield.hpp"

#include <gdal_priv.h>
#include <gdal_utils.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

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
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] { ok[static_cast<std::size_t>(t)] = readBlockRows(path, t, threads); });
    for (auto& t : pool) t.join();
    return std::all_of(ok.begin(), ok.end(), [](char v) { return v != 0; });
}

// A DEFLATE copy of `from` (same 256-cell tiles, floating-point predictor), made once.
bool writeDeflateCopy(const std::string& from, const std::string& to) {
    importers::registerGdalDrivers();
    GDALDatasetH source = GDALOpen(from.c_str(), GA_ReadOnly);
    if (!source) return false;
    const char* args[] = {"-q",
                          "-of",
                          "GTiff",
                          "-co",
                          "TILED=YES",
                          "-co",
                          "BLOCKXSIZE=256",
                          "-co",
                          "BLOCKYSIZE=256",
                          "-co",
                          "COMPRESS=DEFLATE",
                          "-co",
                          "PREDICTOR=3",
                          "-co",
                          "NUM_THREADS=ALL_CPUS",
                          nullptr};
    GDALTranslateOptions* options = GDALTranslateOptionsNew(const_cast<char**>(args), nullptr);
    int failed = 0;
    GDALDatasetH out = GDALTranslate((to + ".part").c_str(), source, options, &failed);
    GDALTranslateOptionsFree(options);
    if (out) GDALClose(out);
    GDALClose(source);
    std::error_code ec;
    if (!out || failed) return false;
    std::filesystem::rename(to + ".part", to, ec);  // only a whole copy takes the name
    return !ec;
}

}  // namespace

// One raster's comparison: the import against (a) and (b), each in its own child process.
struct Comparison {
    Measured import, warp, read, readAll;
    bool ok() const { return import.ok && warp.ok && read.ok && readAll.ok; }
};

int main(int argc, char** argv) {
    const int size = argc > 1 ? std::atoi(argv[1]) : 16000;
    const std::filesystem::path dir = argc > 2 ? argv[2] : std::filesystem::temp_directory_path() / "ridgeline-bench";
    const std::string mode = argc > 3 ? argv[3] : "";
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
    const auto ruleset =
        engine::loadRuleset(std::filesystem::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets" / "sss.xml");
    importers::ElevationImportOptions options;
    options.hexSizeMetres = 20 * kPixel;  // hexes about 20 cells across
    options.sampling = importers::ElevationSampling::Mean;
    options.sectionsAcross = options.sectionsDown = 1;
    if (const char* threads = std::getenv("RIDGELINE_BENCH_THREADS")) options.threads = std::atoi(threads);

    // Imports and says where the time went (the phases the progress messages name).
    const auto runImport = [&](const std::string& raster, importers::ElevationSampling sampling) {
        auto o = options;
        o.sampling = sampling;
        const auto t0 = Clock::now();
        const double cpu0 = cpuSeconds();
        std::vector<std::pair<std::string, std::pair<double, double>>> phases;  // wall, CPU when each began
        o.progress = [&](double, std::string_view message) {
            const std::string phase(message.substr(0, message.find(' ')));
            if (phases.empty() || phases.back().first != phase)
                phases.push_back(
                    {phase, {std::chrono::duration<double>(Clock::now() - t0).count(), cpuSeconds() - cpu0}});
            return true;
        };
        const auto r = importers::importElevation(raster, ruleset, o);
        if (r.hasErrors()) {
            for (const auto& d : r.diagnostics) std::fprintf(stderr, "%s\n", d.message.c_str());
            return false;
        }
        std::printf(
            "  import (%s): %d x %d = %zu hexes of %.0f m, %zu level-change hexsides, %d threads; phase: wall / cpu "
            "(s)\n",
            importers::toString(sampling), r.map.grid().columns(), r.map.grid().rows(), r.map.grid().size(),
            r.map.hexSizeMetres(), r.report.hexsides.size(), r.report.threads);
        phases.push_back({"end", {std::chrono::duration<double>(Clock::now() - t0).count(), cpuSeconds() - cpu0}});
        for (std::size_t k = 0; k + 1 < phases.size(); ++k)
            std::printf("    %-12s %.3f / %.3f\n", phases[k].first.c_str(),
                        phases[k + 1].second.first - phases[k].second.first,
                        phases[k + 1].second.second - phases[k].second.second);
        std::printf("    %-12s %.3f / %.3f\n", "total", phases.back().second.first, phases.back().second.second);
        std::fflush(stdout);
        return true;
    };
    if (mode == "import-only") {
        (void)inChild([&] { return readEveryBlock(dem); });  // pages in the cache, as in the full run
        return runImport(dem, importers::ElevationSampling::Mean) ? 0 : 1;
    }
    // The same cell count as the hex grid, which the importer fits to the raster this way.
    const auto fit = importers::fitGrid(ruleset.gridShape, options.hexSizeMetres, {0, 0, size * kPixel, size * kPixel});
    const std::size_t hexes = static_cast<std::size_t>(fit.columns) * static_cast<std::size_t>(fit.rows);
    const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(hexes))));
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const auto compare = [&](const std::string& raster, const char* encoding) {
        std::printf("%s (%s): %d x %d Float32 (%.2f GB of cells, %.2f GB on disk), hexes %zu, warp grid %d x %d\n",
                    raster.c_str(), encoding, size, size, size * double(size) * 4 / 1e9,
                    static_cast<double>(std::filesystem::file_size(raster)) / 1e9, hexes, side, side);
        // Warm the page cache so that every contender reads from memory, as they would in turn.
        (void)inChild([&] { return readEveryBlock(raster); });
        Comparison c;
        c.import = inChild([&] { return runImport(raster, importers::ElevationSampling::Mean); });
        const std::string warped = (dir / "warped.tif").string();
        const std::string warpCommand = "gdalwarp -q -overwrite -r average -multi -wo NUM_THREADS=ALL_CPUS -ts " +
                                        std::to_string(side) + " " + std::to_string(side) + " " + raster + " " + warped;
        c.warp = inChild([&] { return std::system(warpCommand.c_str()) == 0; });
        c.read = inChild([&] { return readEveryBlock(raster); });
        c.readAll = inChild([&] { return readEveryBlock(raster, cores); });
        bench::printRow("import-dem (mean, all cores)", c.import);
        bench::printRow("(a) gdalwarp -r average", c.warp);
        bench::printRow("(b) GDAL read of every block", c.read);
        const std::string readAllName = "    the same, " + std::to_string(cores) + " threads (context)";
        bench::printRow(readAllName.c_str(), c.readAll);
        std::printf("%s: import / gdalwarp = %.2fx wall, %.2fx cpu (target <= 1.0)\n", encoding,
                    c.import.seconds / c.warp.seconds, c.import.cpuSeconds / c.warp.cpuSeconds);
        std::printf("%s: import / read     = %.2fx wall, %.2fx cpu (target <= 1.3)\n", encoding,
                    c.import.seconds / c.read.seconds, c.import.cpuSeconds / c.read.cpuSeconds);
        std::printf(
            "%s: import / read on %d threads = %.2fx wall (context: the import's own read is split this way)\n\n",
            encoding, cores, c.import.seconds / c.readAll.seconds);
        if (mode == "all-modes") {  // the slower paths, for the record
            bench::printRow("import-dem (center)",
                            inChild([&] { return runImport(raster, importers::ElevationSampling::Center); }));
            bench::printRow("import-dem (median)",
                            inChild([&] { return runImport(raster, importers::ElevationSampling::Median); }));
            std::printf("\n");
        }
        return c.ok();
    };
    bool ok = compare(dem, "uncompressed");
    if (mode != "uncompressed-only") {
        const std::string deflated = (dir / ("battlefield_" + std::to_string(size) + "_deflate.tif")).string();
        if (!std::filesystem::exists(deflated)) {
            std::printf("compressing a copy into %s (DEFLATE, once)...\n", deflated.c_str());
            if (!inChild([&] { return writeDeflateCopy(dem, deflated); }).ok) {
                std::fprintf(stderr, "could not write %s\n", deflated.c_str());
                return 2;
            }
        }
        ok = compare(deflated, "DEFLATE") && ok;
    }
    return ok ? 0 : 1;
}
