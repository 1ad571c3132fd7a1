// Brush stroke benchmark: what it costs the studio to keep the validator current at every live
// step of a stroke (editor::DocumentEdit, as the studio paints) against the reference of
// validating once when the stroke is committed (an engine::Transaction, then one incremental
// update of everything it changed). The validation benchmark's scenario (200 x 200 hexes, 5,000
// units); 60 strokes of 20 steps, each step painting the fresh hexes of a radius-1 brush. Reports
// per stroke the total (median, 99th percentile) of both and their ratio, and the longest single
// step of the live path: the pause a mouse move can see, against a 60 Hz frame (16.7 ms). Wall
// time and CPU time (std::clock: not counting the time a busy machine gives other processes).
//   stroke_bench [DIR]
#include "bench_scenario.hpp"
#include "editor/document/document_edit.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/transaction.hpp"
#include "engine/hex/hex_coord.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

constexpr int kStrokes = 60, kSteps = 20;

// Wall and CPU seconds of one measured piece of work.
struct Took {
    double wall = 0;
    double cpu = 0;
};

class Stopwatch {
public:
    [[nodiscard]] Took read() const {
        return {std::chrono::duration<double>(Clock::now() - m_wall).count(),
                static_cast<double>(std::clock() - m_cpu) / CLOCKS_PER_SEC};
    }

private:
    Clock::time_point m_wall = Clock::now();
    std::clock_t m_cpu = std::clock();
};

struct Series {
    std::vector<double> wall, cpu;
    void add(Took t) {
        wall.push_back(t.wall);
        cpu.push_back(t.cpu);
    }
};

double percentile(std::vector<double> v, int p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, v.size() * static_cast<std::size_t>(p) / 100)];
}

// The hexes of stroke `s`, step by step: a radius-1 brush moving one hex along a row, each step
// only the hexes this stroke has not painted yet.
std::vector<std::vector<engine::HexCoord>> strokeSteps(const engine::HexMap& map, int s) {
    std::vector<std::vector<engine::HexCoord>> steps;
    std::set<engine::HexCoord> done;
    const int row = 5 + (s * 37) % (benchscenario::kSize - 10), col = 5 + (s * 53) % (benchscenario::kSize - 30);
    for (int i = 0; i < kSteps; ++i) {
        std::vector<engine::HexCoord> fresh;
        for (const engine::HexCoord h : engine::hexSpiral(map.grid().fromOffset({col + i, row}), 1))
            if (map.contains(h) && done.insert(h).second) fresh.push_back(h);
        steps.push_back(std::move(fresh));
    }
    return steps;
}

}  // namespace

int main(int argc, char** argv) {
    const fs::path dir = argc > 1 ? fs::path(argv[1]) : fs::temp_directory_path() / "ridgeline-stroke-bench";
    fs::create_directories(dir);
    const fs::path rulesets = fs::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets";
    {
        auto rs = std::make_shared<const engine::Ruleset>(engine::loadRuleset(rulesets / "sss.xml"));
        const engine::Document doc = benchscenario::makeDocument(rs);
        engine::saveMap(doc.map, dir / "map.rlmap");
        engine::saveScenario(*doc.scenario, doc.map.grid(), dir / "scenario.rlscn");
    }
    engine::RulesetLibrary library;
    library.addSearchDir(rulesets);
    // The studio's document, and the reference: the same document, stack and validator bare.
    const auto studio = editor::StudioDocument::open(dir / "scenario.rlscn", library);
    engine::Document bare = studio->doc();
    engine::CommandStack bareStack;
    engine::Validator bareValidator;
    bareValidator.validate(bare);

    Series live, atCommit, steps;
    for (int s = 0; s < kStrokes; ++s) {
        const auto hexes = strokeSteps(bare.map, s);
        const char* terrain = s % 2 ? "woods" : "marsh";
        {
            const Stopwatch whole;
            editor::DocumentEdit edit(*studio);
            for (const auto& step : hexes) {
                const Stopwatch one;
                edit.stage([&](engine::Document& d) { return engine::setTerrain(d, step, terrain); });
                steps.add(one.read());
            }
            edit.commit("Paint Terrain");
            live.add(whole.read());
        }
        {
            const Stopwatch whole;
            engine::Transaction stroke(bare, bareStack);
            for (const auto& step : hexes) stroke.add(engine::setTerrain(bare, step, terrain));
            bareValidator.update(bare, stroke.commit("Paint Terrain"));
            atCommit.add(whole.read());
        }
        if (!(studio->diagnostics() == bareValidator.diagnostics().toVector())) {
            std::fprintf(stderr, "stroke_bench: the two paths disagree after stroke %d\n", s);
            return 1;
        }
    }
    {
        double worst = 0; std::vector<engine::Validator::Timing> worstT; std::vector<std::string> fr;
        for (int s = 0; s < kStrokes; ++s) {
            const auto hexes = strokeSteps(bare.map, s);
            engine::Transaction stroke(bare, bareStack);
            for (const auto& step : hexes) {
                const Stopwatch w;
                bareValidator.update(bare, stroke.add(engine::setTerrain(bare, step, s % 2 ? "marsh" : "woods")));
                if (w.read().cpu > worst) { worst = w.read().cpu; worstT = bareValidator.timingsLastUpdate(); fr.clear(); for (auto* c : bareValidator.fullRunsLastUpdate()) fr.push_back(c->id()); }
            }
            stroke.commit("x");
        }
        std::sort(worstT.begin(), worstT.end(), [](auto& a, auto& b) { return a.seconds > b.seconds; });
        std::printf("worst %f\n", worst);
        for (std::size_t i = 0; i < std::min<std::size_t>(4, worstT.size()); ++i) std::printf("  %s %f\n", worstT[i].what.c_str(), worstT[i].seconds);
        for (auto& f : fr) std::printf("  full: %s\n", f.c_str());
    }
    std::string loadAverage;
    std::getline(std::ifstream("/proc/loadavg"), loadAverage);
    std::printf("machine load average (1, 5, 15 min ...): %s\n", loadAverage.c_str());
    std::printf("%d strokes of %d steps, radius 1, on %dx%d hexes with %d units; %zu diagnostics\n", kStrokes, kSteps,
                benchscenario::kSize, benchscenario::kSize, benchscenario::kUnits, studio->diagnostics().size());
    const auto row = [](const char* what, const std::vector<double>& v) {
        std::printf("%-44s median %7.3f ms  p99 %8.3f ms  max %8.3f ms\n", what, percentile(v, 50) * 1e3,
                    percentile(v, 99) * 1e3, percentile(v, 100) * 1e3);
    };
    for (const bool cpu : {false, true}) {
        std::printf("%s\n", cpu ? "CPU time:" : "wall time:");
        const auto& a = cpu ? live.cpu : live.wall;
        const auto& b = cpu ? atCommit.cpu : atCommit.wall;
        row("  stroke, validated at every step (studio)", a);
        row("  stroke, validated once at commit (ref.)", b);
        std::printf("  ratio studio / reference:                  median %7.2f     p99 %8.2f\n",
                    percentile(a, 50) / percentile(b, 50), percentile(a, 99) / percentile(b, 99));
        const auto& c = cpu ? steps.cpu : steps.wall;
        row("  one live step (apply, validate, tell)", c);
        std::printf("  live steps longer than a 60 Hz frame: %td of %zu\n",
                    std::count_if(c.begin(), c.end(), [](double t) { return t > 1.0 / 60; }), c.size());
    }
    return 0;
}
