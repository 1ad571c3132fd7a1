// Tiled benchmark: a full draw of a 40,000-hex map (200 x 200, every hex a terrain, hexside
// features on about one hex in eight) to a PNG of the same pixel size two ways, in one run: our PNG
// export (cairo drawing the engine's draw list) against Tiled's own renderer, tmxrasterizer,
// reading our TMX of the map. Both draw what the TMX shows: the terrain and the hexside features
// (its levels layer is hidden, so ours leaves the levels out too). Each is run in a child process,
// 3 times; the medians and their ratio (ours / Tiled's, below 1.0 = ours faster) are reported, for
// wall and CPU time. tmxrasterizer's time includes starting Qt and reading the TMX (the work it
// does for a user); its start on a 1-hex map is reported apart.
//   tiled_bench [COLUMNS ROWS] [--hex-side PX] [--out DIR]
#include "bench_child.hpp"
#include "bench_drawn_map.hpp"
#include "engine/io/ruleset_library.hpp"
#include "exporters/format_registry.hpp"
#include "exporters/tiled/tiled_export.hpp"
#include "exporters/tiled/tiled_hex_geometry.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace {

constexpr int kRuns = 3;

engine::Document makeDocument(int columns, int rows) {
    return benchmap::drawnMap(engine::RulesetLibrary::standard().resolve("sss"), columns, rows);
}

bench::Measured median(std::vector<bench::Measured> runs) {
    const auto middle = [&](auto key) {
        std::sort(runs.begin(), runs.end(), [&](const auto& a, const auto& b) { return key(a) < key(b); });
        return runs[runs.size() / 2];
    };
    bench::Measured m = middle([](const bench::Measured& r) { return r.seconds; });
    m.cpuSeconds = middle([](const bench::Measured& r) { return r.cpuSeconds; }).cpuSeconds;
    for (const auto& r : runs) m.ok = m.ok && r.ok;
    return m;
}

bench::Measured repeat(const std::function<bool()>& work) {
    std::vector<bench::Measured> runs;
    for (int i = 0; i < kRuns; ++i) runs.push_back(bench::inChild(work));
    return median(runs);
}

void row(const char* what, std::pair<int, int> size, const bench::Measured& m) {
    std::printf("  %-30s %5d x %5d px  %7.3f s wall %7.3f s cpu  peak %7.1f MiB%s\n", what, size.first, size.second,
                m.seconds, m.cpuSeconds, static_cast<double>(m.peakKiB) / 1024.0, m.ok ? "" : "  FAILED");
}

std::string quote(const std::string& s) { return "'" + s + "'"; }

bool rasterize(const std::filesystem::path& tmx, const std::filesystem::path& png) {
    const std::string cmd = "QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} tmxrasterizer " +
                            quote(tmx.string()) + " " + quote(png.string()) + " > /dev/null 2>&1";
    return std::system(cmd.c_str()) == 0;
}

// A PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20).
std::pair<int, int> pngSize(const std::filesystem::path& png) {
    FILE* f = std::fopen(png.c_str(), "rb");
    if (!f) return {0, 0};
    unsigned char h[24] = {};
    const std::size_t n = std::fread(h, 1, sizeof h, f);
    std::fclose(f);
    if (n < sizeof h) return {0, 0};
    const auto be = [&](int at) { return (h[at] << 24) | (h[at + 1] << 16) | (h[at + 2] << 8) | h[at + 3]; };
    return {be(16), be(20)};
}

exporters::TiledExportResult writeTmx(const engine::Document& doc, const std::filesystem::path& out, int side) {
    exporters::TiledExportOptions o;
    o.output = out;
    o.hexSide = side;
    return exporters::exportTiled(doc, o);
}

}  // namespace

int main(int argc, char** argv) {
    int columns = 200, rows = 200, side = 8;
    std::filesystem::path dir = std::filesystem::temp_directory_path();
    int positional = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--out" && i + 1 < argc) dir = argv[++i];
        else if (a == "--hex-side" && i + 1 < argc) side = std::atoi(argv[++i]);
        else if (positional++ == 0) columns = std::atoi(argv[i]);
        else rows = std::atoi(argv[i]);
    }
    const engine::Document doc = makeDocument(columns, rows);
    const auto tmx = dir / "tiled_bench.tmx", tiledPng = dir / "tiled_bench_tiled.png",
               ourPng = dir / "tiled_bench_ours.png";
    const auto tiled = writeTmx(doc, tmx, side);
    if (tiled.hasErrors()) {
        for (const auto& d : tiled.diagnostics) std::fprintf(stderr, "%s\n", d.message.c_str());
        return 1;
    }
    // Our PNG at the pixel size Tiled renders: 10 pixels a millimetre (254 dpi), the hex flat to
    // flat as many pixels as Tiled's tile is across the flats (flat-topped SSS: its height).
    const engine::Document one = makeDocument(1, 1);
    const auto tinyTmx = dir / "tiled_bench_one.tmx";
    (void)writeTmx(one, tinyTmx, side);
    exporters::TiledHexGeometry geometry(doc.map.grid().shape(), side);
    const double flatsPx = doc.map.grid().shape().orientation == engine::Orientation::FlatTop ? geometry.tileHeight()
                                                                                              : geometry.tileWidth();
    const exporters::OptionValues options{{"dpi", "254"},          {"hex-size", std::to_string(flatsPx / 10) + "mm"},
                                          {"margin", "0mm"},       {"layers", "terrain,hexsides,victory"},
                                          {"key", "false"},        {"scale-bar", "false"},
                                          {"title-block", "false"}};
    const exporters::ExportFormat& png = *exporters::findExportFormat("png");

    std::printf("tiled_bench: %d x %d hexes (%zu), hex side %d px; %d runs each, medians\n", columns, rows,
                doc.map.grid().size(), side, kRuns);
    const bench::Measured ours = repeat([&] {
        const auto r = exporters::runExport(png, doc, {ourPng, options, {}});
        for (const auto& d : r.diagnostics) std::fprintf(stderr, "%s\n", d.message.c_str());
        return !r.hasErrors();
    });
    const bench::Measured theirs = repeat([&] { return rasterize(tmx, tiledPng); });
    const bench::Measured start = repeat([&] { return rasterize(tinyTmx, dir / "tiled_bench_one.png"); });

    row("our PNG export", pngSize(ourPng), ours);
    row("tmxrasterizer on our TMX", pngSize(tiledPng), theirs);
    row("tmxrasterizer, 1-hex map", pngSize(dir / "tiled_bench_one.png"), start);
    std::printf("  ratio ours / tmxrasterizer: %.2f wall, %.2f cpu (below 1.0: ours faster)\n",
                ours.seconds / theirs.seconds, ours.cpuSeconds / theirs.cpuSeconds);
    std::error_code ec;
    for (const auto& f : {tmx, tinyTmx, tiledPng, ourPng, dir / "tiled_bench_one.png"}) std::filesystem::remove(f, ec);
    return ours.ok && theirs.ok ? 0 : 1;
}
