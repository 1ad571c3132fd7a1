// Print benchmark: a 2,000 x 1,500-hex map (3,000,000 hexes) to a tiled PDF, against the same
// export of a 200 x 200 map, each in its own process. The exporter draws each sheet in bands of
// hexes and streams pages to the file, so the memory it adds to the map's own should not grow
// with the map: the ratio of the two is the figure to watch. Also reported: seconds per million
// hexes and PDF bytes per hex, and what one bitmap of the whole map would take at 300 dpi.
//   print_bench [COLUMNS ROWS] [--hex-size 16mm] [--page a1] [--layers LIST] [--out DIR]
#include "bench_child.hpp"
#include "bench_drawn_map.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "exporters/format_registry.hpp"
#include "exporters/print/print_export.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

namespace {

engine::Document makeDocument(int columns, int rows) {
    engine::RulesetLibrary lib;
    lib.addSearchDir(std::filesystem::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets");
    return benchmap::drawnMap(lib.resolve("sss", std::filesystem::current_path() / "(bench)"), columns, rows);
}

struct Run {
    bench::Measured mapOnly;
    bench::Measured withExport;
    std::uintmax_t bytes = 0;
};

Run measure(int columns, int rows, const exporters::OptionValues& options, const std::filesystem::path& out) {
    Run r;
    r.mapOnly = bench::inChild([&] { return makeDocument(columns, rows).map.grid().size() > 0; });
    r.withExport = bench::inChild([&] {
        const engine::Document doc = makeDocument(columns, rows);
        const exporters::ExportResult result =
            exporters::runExport(*exporters::findExportFormat("pdf"), doc, {out, options, {}});
        for (const auto& d : result.diagnostics) std::fprintf(stderr, "%s\n", d.message.c_str());
        if (!result.hasErrors()) std::printf("    %s\n", result.summary.c_str());
        return !result.hasErrors();
    });
    std::error_code ec;
    r.bytes = std::filesystem::file_size(out, ec);
    std::filesystem::remove(out, ec);
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    int columns = 2000, rows = 1500;
    exporters::OptionValues options{{"page", "a1"}, {"hex-size", "16mm"}};
    std::filesystem::path dir = std::filesystem::temp_directory_path();
    int positional = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--", 0) == 0 && i + 1 < argc) {
            if (a == "--out") dir = argv[++i];
            else options[a.substr(2)] = argv[++i];
        } else if (positional++ == 0) {
            columns = std::atoi(argv[i]);
        } else {
            rows = std::atoi(argv[i]);
        }
    }
    std::printf("print_bench: PDF of a %d x %d map (%d hexes) against a 200 x 200 map; options:", columns, rows,
                columns * rows);
    for (const auto& [k, v] : options) std::printf(" --%s %s", k.c_str(), v.c_str());
    std::printf("\n");

    std::printf("  large map:\n");
    const Run large = measure(columns, rows, options, dir / "print_bench_large.pdf");
    std::printf("  reference, 200 x 200:\n");
    const Run small = measure(200, 200, options, dir / "print_bench_small.pdf");

    bench::printRow("large: map alone", large.mapOnly);
    bench::printRow("large: map + PDF export", large.withExport);
    bench::printRow("200x200: map alone", small.mapOnly);
    bench::printRow("200x200: map + PDF export", small.withExport);
    const double addedLarge = (large.withExport.peakKiB - large.mapOnly.peakKiB) / 1024.0;
    const double addedSmall = (small.withExport.peakKiB - small.mapOnly.peakKiB) / 1024.0;
    const double hexes = static_cast<double>(columns) * rows;
    const double exportSeconds = large.withExport.seconds - large.mapOnly.seconds;
    std::printf("memory the export adds: %.1f MiB (large) vs %.1f MiB (200 x 200): ratio %.2f for %.0fx the hexes\n",
                addedLarge, addedSmall, addedSmall > 0 ? addedLarge / addedSmall : 0.0, hexes / 40000.0);
    std::printf("export time: %.1f s, %.2f s per million hexes; PDF %.1f MiB, %.1f bytes per hex\n", exportSeconds,
                exportSeconds / hexes * 1e6, large.bytes / 1048576.0, large.bytes / hexes);
    // One bitmap of the whole map at 300 dpi, which tiling avoids.
    const double hexMm = 16, mmPerUnit = hexMm / 182.88;
    const double wMm = (columns * 0.75 + 0.25) * 182.88 * 2 / std::sqrt(3.0) * mmPerUnit, hMm = (rows + 0.5) * hexMm;
    std::printf("one 300 dpi bitmap of the whole map would take %.1f GiB\n",
                wMm / 25.4 * 300 * hMm / 25.4 * 300 * 4 / 1073741824.0);
    return large.withExport.ok && small.withExport.ok ? 0 : 1;
}
