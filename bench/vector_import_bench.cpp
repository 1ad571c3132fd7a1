// Vector import benchmark: the 1863 Gettysburg layers (gettysburg-1863-vectors-battle-atlas in the
// real data, bench_paths.hpp; NAD83 / UTM 18N) onto a map of 150 yd hexes in WGS 84 / UTM 18N over the whole
// battlefield with the shipped mapping, next to `ogr2ogr` reprojecting the same layers into the
// same CRS (the reference: reading and reprojecting only). The data is small, so each side repeats
// the work REPEAT times in one child process (ogr2ogr: one process per repetition, as a user runs it).
//   vector_import_bench [REPEAT] [DIR]
#include "bench_child.hpp"
#include "bench_paths.hpp"
#include "engine/io/ruleset_file.hpp"
#include "importers/vector/vector_import.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>

namespace {

const std::filesystem::path kAtlas =
    bench::realData() / "gettysburg-1863-vectors-battle-atlas" / "gettysburg_1863_battle_atlas_utm18n.gpkg";

// 150 yd hexes over the battlefield square (SOURCE.md: SW corner E 304208, N 4404534, side 8507 m).
engine::HexMap battlefield(const engine::Ruleset& rs) {
    const double size = 150 * 0.9144;
    const int columns = static_cast<int>(8400 / (1.5 * size / std::sqrt(3.0))) + 1;
    const int rows = static_cast<int>(8400 / size) + 1;
    engine::HexMap map(engine::HexGrid(rs.gridShape, columns, rows, {}, engine::NumberingScheme{}), size);
    map.setRulesetId(rs.id);
    map.setGeoref({"EPSG:32618", {304300, 4412900}});
    return map;
}

}  // namespace

int main(int argc, char** argv) {
    const int repeat = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    const std::filesystem::path dir = argc > 2 ? argv[2] : std::filesystem::temp_directory_path() / "ridgeline-bench";
    if (!std::filesystem::exists(kAtlas)) {
        std::fprintf(stderr, "%s is absent (set RIDGELINE_REAL_DATA to the real data directory)\n",
                     kAtlas.string().c_str());
        return 2;
    }
    std::filesystem::create_directories(dir);
    const auto root = bench::sourceDir();
    const auto ruleset = engine::loadRuleset(root / "templates" / "rulesets" / "sss.xml");
    importers::VectorImportOptions options;
    options.source = kAtlas.string();
    options.mapping =
        importers::loadVectorMapping((root / "templates" / "mappings" / "gettysburg-1863-battle-atlas.xml").string());
    std::set<std::string> layers;
    for (const auto& rule : options.mapping.rules) layers.insert(rule.layer);
    std::string layerList;
    for (const auto& l : layers) layerList += " " + l;

    const engine::HexMap map = battlefield(ruleset);
    const bench::Measured import = bench::inChild([&] {
        importers::VectorImportResult r;
        for (int k = 0; k < repeat; ++k) {
            r = importers::importVector(map, options);
            if (r.hasErrors()) {
                for (const auto& d : r.diagnostics) std::fprintf(stderr, "%s\n", d.message.c_str());
                return false;
            }
        }
        std::printf(
            "  import: %d x %d hexes of 150 yd; %d features -> %zu hexes, %zu hexsides; %zu clipped, %zu skipped\n",
            map.grid().columns(), map.grid().rows(), r.featuresRead, r.hexCount(), r.hexsideCount(), r.clipped.size(),
            r.skipped.size());
        std::fflush(stdout);  // the child ends with _exit
        return true;
    });
    const std::string out = (dir / "atlas_utm18n_wgs84.gpkg").string();
    const std::string command =
        "ogr2ogr -q -overwrite -t_srs EPSG:32618 -f GPKG " + out + " " + kAtlas.string() + layerList;
    const bench::Measured reproject = bench::inChild([&] {
        for (int k = 0; k < repeat; ++k)
            if (std::system(command.c_str()) != 0) return false;
        return true;
    });
    std::printf("%zu layers (%s ), %d repetitions each\n", layers.size(), layerList.c_str(), repeat);
    bench::printRow("import-vector (library, per run)",
                    {import.seconds / repeat, import.cpuSeconds / repeat, import.peakKiB, import.ok});
    bench::printRow("ogr2ogr -t_srs (per run)",
                    {reproject.seconds / repeat, reproject.cpuSeconds / repeat, reproject.peakKiB, reproject.ok});
    std::printf("import / ogr2ogr = %.2fx wall, %.2fx cpu\n", import.seconds / reproject.seconds,
                import.cpuSeconds / reproject.cpuSeconds);
    return import.ok && reproject.ok ? 0 : 1;
}
