// Order-of-battle pane benchmark, in a real studio frame (GTK; run under xvfb-run) on the
// validation benchmark's scenario (bench_scenario.hpp: 200 x 200 hexes, 5,000 units, 400 leaders
// in 400 divisions), against the one-frame budget (16 ms) and the pane's 200 ms to open:
//   - opening the pane: the tree model built over the engine's outline and shown (the sides open);
//   - an edit as the panes make it (rename, reparent, move a unit on the map): the document applies
//     it, validates incrementally and tells every view (the tree row by row, the validation pane,
//     the canvas), and the event loop repaints;
//   - drag feedback: the canvas's drop target judging each hex the cursor enters and repainting.
// Medians and 99th percentiles. Run from anywhere: oob_panel_bench
#include "bench_scenario.hpp"
#include "editor/app/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/canvas/setup_drop.hpp"
#include "editor/document/piece_drag.hpp"
#include "editor/panels/oob_panel.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/io/scenario_file.hpp"
#include "wx_start.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double millisecondsOf(const std::function<void()>& f) {
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

void report(const char* what, std::vector<double> ms, double budget) {
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2], p99 = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    std::printf("  %-58s median %8.2f ms   p99 %8.2f ms   (%zu runs; p99 / %.0f ms budget = %.2f)\n", what, median, p99,
                ms.size(), budget, p99 / budget);
}

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace

int main(int argc, char** argv) {
    (void)argc;
    if (!bench::startWx(argv[0])) return 2;
    std::string loadAverage;
    std::getline(std::ifstream("/proc/loadavg"), loadAverage);
    std::printf("machine load average (1, 5, 15 min ...): %s\n", loadAverage.c_str());

    const auto rs = std::make_shared<const engine::Ruleset>(
        engine::loadRuleset(fs::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets" / "sss.xml"));
    const engine::Document made = benchscenario::makeDocument(rs);
    const fs::path dir = fs::temp_directory_path() / "ridgeline-oob-panel-bench";
    fs::create_directories(dir);
    write(dir / "map.rlmap", engine::writeMap(made.map, dir / "map.rlmap"));
    write(dir / "scenario.rlscn", engine::writeScenario(*made.scenario, made.map.grid()));

    engine::RulesetLibrary rulesets = engine::RulesetLibrary::standard();
    auto* frame = new editor::MainFrame(rulesets, dir / "recovery", false);
    frame->SetSize(1600, 1000);
    frame->Show();
    wxTheApp->Yield();
    if (!frame->openFile(dir / "scenario.rlscn")) {
        std::fprintf(stderr, "cannot open the benchmark scenario: %s\n", frame->lastError().utf8_str().data());
        return 1;
    }
    wxTheApp->Yield();
    editor::StudioDocument& doc = *frame->document();
    editor::OobPanel& pane = frame->oobPanel();
    std::printf("scenario: %d units, %d leaders; %zu tree rows; %zu diagnostics\n", benchscenario::kUnits,
                benchscenario::kLeaders, pane.model().rowCount(), doc.diagnostics().size());

    std::vector<double> opens;
    for (int i = 0; i < 20; ++i)
        opens.push_back(millisecondsOf([&] {
            pane.documentReplaced(&doc);
            wxTheApp->Yield();
        }));
    std::printf("order-of-battle pane:\n");
    report("open: tree built and shown", opens, 200);
    // A division open in the tree, as a designer works in one.
    pane.select(editor::OobKind::Formation, "div0");
    pane.select(editor::OobKind::Unit, "u0");
    wxTheApp->Yield();

    std::mt19937 rng(1863);
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const engine::Scenario& s = *doc.doc().scenario;
    const auto edits = [&](const char* what, const std::function<std::unique_ptr<engine::Command>()>& make) {
        std::vector<double> ms, applied, painted;
        const editor::ComposedPicture::Stats composedBefore = frame->canvas().composedPicture().stats();
        const editor::LayerCache::Stats cacheBefore = frame->canvas().layerCache().stats();
        while (ms.size() < 100) {
            // The pane builds the command at the gesture: that is part of the edit.
            std::unique_ptr<engine::Command> cmd;
            const double built = millisecondsOf([&] { cmd = make(); });
            if (!cmd) continue;
            applied.push_back(built + millisecondsOf([&] { doc.apply(std::move(cmd)); }));
            painted.push_back(millisecondsOf([&] { wxTheApp->Yield(); }));
            ms.push_back(applied.back() + painted.back());
        }
        report(what, ms, 16);
        report("    of which: built, applied, validated, views told", applied, 16);
        report("    of which: the event loop (repaint)", painted, 16);
        // What the canvas repainted for them: whole pictures against areas brought up to date.
        const editor::ComposedPicture::Stats& composed = frame->canvas().composedPicture().stats();
        const editor::LayerCache::Stats& cache = frame->canvas().layerCache().stats();
        std::printf(
            "      canvas: counters and markers composed whole %d times, in %d areas; static layers "
            "painted whole %d times, in %d areas\n",
            composed.full - composedBefore.full, composed.regions - composedBefore.regions,
            cache.full - cacheBefore.full, cache.regions - cacheBefore.regions);
    };
    int names = 0;
    edits("edit: rename a unit (validation, tree, map, repaint)", [&] {
        return engine::renameRecord(doc.doc(), engine::RecordKind::Unit,
                                    s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))].id,
                                    "Renamed " + std::to_string(++names));
    });
    edits("edit: reparent a unit (validation, tree, map, repaint)", [&] {
        const engine::Unit& u = s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))];
        return engine::reparentPieces(
            doc.doc(), {u.id}, {"", "div" + std::to_string(2 * pick(benchscenario::kLeaders / 2) + (u.side == "csa"))});
    });
    edits("edit: move a unit on the map (validation, tree, map, repaint)", [&] {
        const engine::Placement& p = s.setup[static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())))];
        const auto& grid = doc.doc().map.grid();
        return engine::movePiece(doc.doc(), p.piece,
                                 grid.at(static_cast<std::size_t>(pick(static_cast<int>(grid.size())))));
    });

    std::printf("drag feedback over the map (per hex the cursor enters, with the repaint):\n");
    editor::MapCanvas& canvas = frame->canvas();
    canvas.zoomToFit();
    canvas.zoomBy(8);
    wxTheApp->Yield();
    editor::PieceDropTarget& drop = frame->setupDrop();
    std::vector<double> enters, unitHexes, divisionHexes;
    for (int drag = 0; drag < 20; ++drag) {
        const bool division = drag % 2 == 1;
        editor::setDraggedPieces({division ? "div" + std::to_string(pick(benchscenario::kLeaders))
                                           : s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))].id});
        const int y = 40 + pick(std::max(1, canvas.GetClientSize().y - 80));
        enters.push_back(millisecondsOf([&] {
            drop.OnEnter(2, y, wxDragCopy);
            wxTheApp->Yield();
        }));
        for (int x = 4; x < canvas.GetClientSize().x - 4; x += 3) {
            const engine::HexCoord before =
                drop.drag() && drop.drag()->hex() ? *drop.drag()->hex() : engine::HexCoord{};
            const double ms = millisecondsOf([&] {
                drop.OnDragOver(x, y, wxDragCopy);
                wxTheApp->Yield();
            });
            if (drop.drag() && drop.drag()->hex() && *drop.drag()->hex() != before)
                (division ? divisionHexes : unitHexes).push_back(ms);
        }
        drop.OnLeave();
    }
    report("drag enters the map (drop probe built)", enters, 16);
    report("a unit: each hex entered (judged, outlined, repainted)", unitHexes, 16);
    report("a division: each hex entered (spread planned, repainted)", divisionHexes, 16);
    frame->Destroy();
    wxTheApp->Yield();
    fs::remove_all(dir);
    wxEntryCleanup();
    return 0;
}
