// Order-of-battle pane benchmark, in a real studio frame (GTK; run under xvfb-run) on the
// validation benchmark's scenario (bench_scenario.hpp: 200 x 200 hexes, 5,000 units, 400 leaders
// in 400 divisions), against the one-frame budget (16 ms) and the pane's 200 ms to open:
//   - opening the pane: the tree model built over the engine's outline and shown (the sides open);
//   - an edit as the panes make it (rename, reparent between closed divisions and between two open
//     ones, move a unit on the map): the document applies
//     it, validates incrementally and tells every view (the tree row by row, the validation pane,
//     the canvas), and the event loop repaints;
//   - the same edits again with the tree given room (window larger, its dock dragged deeper): a row
//     coming or going moves every row shown below it, so the tree's part grows with the rows shown;
//   - drag feedback: the canvas's drop target judging each hex the cursor enters and repainting.
// An edit is measured until its frame is painted. GTK paints on its frame clock (60 a second), so
// the wall time to the painted frame includes up to one frame period of waiting for the clock; the
// budget is held against the main thread's CPU time from the gesture to the painted frame, the work
// a frame must fit. Both are printed. Medians and 99th percentiles. Run from anywhere:
// oob_panel_bench
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

#include <wx/dataview.h>
#include <wx/evtloop.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>

#include <time.h>

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double millisecondsOf(const std::function<void()>& f) {
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

double threadCpuMilliseconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Counts the canvas's paints; the canvas's own handler runs after this one.
class PaintCounter {
public:
    explicit PaintCounter(wxWindow& window) {
        window.Bind(wxEVT_PAINT, [this](wxPaintEvent& e) {
            ++m_paints;
            e.Skip();
        });
    }
    int paints() const { return m_paints; }

private:
    int m_paints = 0;
};

// Runs the event loop until the canvas has painted (the whole window is drawn in that frame, the
// tree's rows included), or for three frame periods when the edit left the canvas alone. One Yield
// handles what the edit posted and makes the idle pass the loop makes after a batch of events;
// then the loop waits for the frame clock without polling, so waiting costs no CPU.
struct Settled {
    double wallMs = 0, cpuMs = 0;
    bool painted = false;
};
Settled settle(const PaintCounter& canvasPaints, Clock::time_point wallStart, double cpuStart) {
    const int before = canvasPaints.paints();
    const auto elapsed = [&] { return std::chrono::duration<double, std::milli>(Clock::now() - wallStart).count(); };
    wxTheApp->Yield();
    wxEventLoopBase& loop = *wxEventLoopBase::GetActive();
    while (canvasPaints.paints() == before && elapsed() < 50)
        loop.DispatchTimeout(static_cast<unsigned long>(std::max(1.0, 50 - elapsed())));
    Settled out;
    out.wallMs = elapsed();
    out.painted = canvasPaints.paints() != before;
    out.cpuMs = threadCpuMilliseconds() - cpuStart;
    return out;
}

// Runs the event loop until the canvas has painted and then stayed unpainted for 100 ms (at most 10 s).
void waitForQuietCanvas(const PaintCounter& canvasPaints) {
    wxEventLoopBase& loop = *wxEventLoopBase::GetActive();
    const auto start = Clock::now();
    auto lastChange = start;
    int seen = canvasPaints.paints();
    const auto since = [](Clock::time_point t) {
        return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
    };
    while (since(start) < 10000 && (canvasPaints.paints() == 0 || since(lastChange) < 100)) {
        loop.DispatchTimeout(10);
        if (canvasPaints.paints() != seen) {
            seen = canvasPaints.paints();
            lastChange = Clock::now();
        }
    }
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
    wxGUIEventLoop loop;
    const wxEventLoopActivator activeLoop(&loop);
    const PaintCounter canvasPaints(frame->canvas());
    // The window's first whole paint (the map fitted, every counter drawn) is opening the file's
    // cost, not the pane's: under a window manager it comes only once the frame has its size.
    waitForQuietCanvas(canvasPaints);
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

    {
        // What the loop costs when nothing happens: the floor under every edit's CPU time.
        std::vector<double> idle;
        for (int i = 0; i < 20; ++i) idle.push_back(settle(canvasPaints, Clock::now(), threadCpuMilliseconds()).cpuMs);
        report("nothing edited: the event loop over three frame periods, CPU", idle, 16);
    }

    std::mt19937 rng(1863);
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const engine::Scenario& s = *doc.doc().scenario;
    const auto edits = [&](const char* what, const std::function<std::unique_ptr<engine::Command>()>& make) {
        std::vector<double> cpu, wall, applied;
        const editor::ComposedPicture::Stats composedBefore = frame->canvas().composedPicture().stats();
        const editor::LayerCache::Stats cacheBefore = frame->canvas().layerCache().stats();
        while (cpu.size() < 100) {
            // The pane builds the command at the gesture: that is part of the edit.
            const auto wallStart = Clock::now();
            const double cpuStart = threadCpuMilliseconds();
            std::unique_ptr<engine::Command> cmd = make();
            if (!cmd) continue;
            doc.apply(std::move(cmd));
            applied.push_back(std::chrono::duration<double, std::milli>(Clock::now() - wallStart).count());
            const Settled settled = settle(canvasPaints, wallStart, cpuStart);
            cpu.push_back(settled.cpuMs);
            if (settled.painted) wall.push_back(settled.wallMs);
        }
        report(what, cpu, 16);
        report("    of which: built, applied, validated, views told (wall)", applied, 16);
        if (!wall.empty()) report("    wall time to the painted canvas (frame clock's wait included)", wall, 16);
        std::printf("      the canvas painted a frame for %zu of %zu edits\n", wall.size(), cpu.size());
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
    std::vector<std::string> members[2];  // div0's and div2's units, both divisions open
    for (const engine::Unit& u : s.units)
        if (u.formation == "div0" || u.formation == "div2") members[u.formation == "div2"].push_back(u.id);
    const auto series = [&](bool closedReparents) {
        edits("edit: rename a unit, main-thread CPU to the painted frame", [&] {
            return engine::renameRecord(doc.doc(), engine::RecordKind::Unit,
                                        s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))].id,
                                        "Renamed " + std::to_string(++names));
        });
        if (closedReparents)
            edits("edit: reparent a unit, main-thread CPU to the painted frame", [&] {
                const engine::Unit& u = s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))];
                return engine::reparentPieces(
                    doc.doc(), {u.id},
                    {"", "div" + std::to_string(2 * pick(benchscenario::kLeaders / 2) + (u.side == "csa"))});
            });
        // Dragged in the tree between two open divisions, pieces come and go among rows the view
        // shows: it repaints every row it shows (the random reparents above go between closed ones).
        pane.select(editor::OobKind::Unit, members[1].front());
        pane.select(editor::OobKind::Unit, "u0");
        (void)settle(canvasPaints, Clock::now(), threadCpuMilliseconds());
        edits("edit: reparent between two open divisions, CPU to the painted frame", [&] {
            const std::size_t from = members[0].empty() || (!members[1].empty() && pick(2)) ? 1 : 0;
            const std::size_t at = static_cast<std::size_t>(pick(static_cast<int>(members[from].size())));
            const std::string id = members[from][at];
            members[from].erase(members[from].begin() + static_cast<std::ptrdiff_t>(at));
            members[1 - from].push_back(id);
            return engine::reparentPieces(doc.doc(), {id}, {"", from ? "div0" : "div2"});
        });
        edits("edit: move a unit on the map, main-thread CPU to the painted frame", [&] {
            const engine::Placement& p = s.setup[static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())))];
            const auto& grid = doc.doc().map.grid();
            return engine::movePiece(doc.doc(), p.piece,
                                     grid.at(static_cast<std::size_t>(pick(static_cast<int>(grid.size())))));
        });
    };
    std::printf("the studio's first layout (1600 x 1000): the tree shows %d rows\n", pane.view().GetCountPerPage());
    series(true);
    {
        // A designer at work on the order of battle gives the tree room: the window larger and the
        // pane's dock dragged up. GTK lays out and draws every row the tree shows after a row comes
        // or goes, so this is the figure that grows with the pane.
        frame->SetSize(1900, 1180);
        editor::StudioAuiManager& aui = frame->aui();
        aui.growDockOf(aui.GetPane("oob"), frame->FromDIP(400));
        aui.Update();
        waitForQuietCanvas(canvasPaints);
        std::printf("the pane enlarged (window 1900 x 1180, its dock 400 px deeper): the tree shows %d rows\n",
                    pane.view().GetCountPerPage());
        series(false);
    }

    std::printf("drag feedback over the map (per hex the cursor enters, with the repaint):\n");
    editor::MapCanvas& canvas = frame->canvas();
    canvas.zoomToFit();
    canvas.zoomBy(8);
    (void)settle(canvasPaints, Clock::now(), threadCpuMilliseconds());  // the zoom's own repaint is not a drag's
    editor::PieceDropTarget& drop = frame->setupDrop();
    std::vector<double> enters, unitHexes, divisionHexes, hexWalls;
    for (int drag = 0; drag < 20; ++drag) {
        const bool division = drag % 2 == 1;
        editor::setDraggedPieces({division ? "div" + std::to_string(pick(benchscenario::kLeaders))
                                           : s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))].id});
        const int y = 40 + pick(std::max(1, canvas.GetClientSize().y - 80));
        {
            const auto wallStart = Clock::now();
            const double cpuStart = threadCpuMilliseconds();
            drop.OnEnter(2, y, wxDragCopy);
            enters.push_back(settle(canvasPaints, wallStart, cpuStart).cpuMs);
        }
        for (int x = 4; x < canvas.GetClientSize().x - 4; x += 3) {
            const engine::HexCoord before =
                drop.drag() && drop.drag()->hex() ? *drop.drag()->hex() : engine::HexCoord{};
            const auto wallStart = Clock::now();
            const double cpuStart = threadCpuMilliseconds();
            drop.OnDragOver(x, y, wxDragCopy);
            if (!drop.drag() || !drop.drag()->hex() || *drop.drag()->hex() == before) {
                wxTheApp->Yield();  // the same hex: nothing to judge or repaint
                continue;
            }
            const Settled settled = settle(canvasPaints, wallStart, cpuStart);
            (division ? divisionHexes : unitHexes).push_back(settled.cpuMs);
            if (settled.painted) hexWalls.push_back(settled.wallMs);
        }
        drop.OnLeave();
        wxTheApp->Yield();
    }
    report("drag enters the map (drop probe built), CPU to the painted frame", enters, 16);
    report("a unit: each hex entered (judged, outlined), CPU to the painted frame", unitHexes, 16);
    report("a division: each hex entered (spread planned), CPU to the painted frame", divisionHexes, 16);
    report("    either: wall time to the painted canvas (frame clock's wait included)", hexWalls, 16);
    frame->Destroy();
    wxTheApp->Yield();
    fs::remove_all(dir);
    wxEntryCleanup();
    return 0;
}
