// Scenario authoring benchmark, on the validation benchmark's scenario (bench_scenario.hpp: 200 x
// 200 hexes, 5,000 units, 400 leaders): what the studio's scenario panes ask of the engine, against
// the one-frame budget (16 ms) and beside a full validation.
//   - opening the order-of-battle tree: building the OobOutline (every status and total asked);
//   - an edit as the panes make it (rename, reparent, move a unit on the map): building the command,
//     applying it, the incremental validation, and rebuilding the outline;
//   - drag feedback: a DropProbe per drag, then one check per hex the cursor enters, for a unit and
//     for a whole division (spread onto the nearest hexes that can take it).
// Medians and 99th percentiles. Run from the repository root: scenario_authoring_bench
#include "bench_scenario.hpp"
#include "engine/authoring/drop_probe.hpp"
#include "engine/authoring/oob_outline.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/validation/validator.hpp"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace {

using namespace engine;
using Clock = std::chrono::steady_clock;

// Wall time of `f`; `cpu` gets this thread's CPU time for it, which the machine's other load
// does not inflate (only its caches and clock do).
double millisecondsOf(const std::function<void()>& f, double* cpu = nullptr) {
    const auto threadCpu = [] {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
    };
    const double c0 = threadCpu();
    const auto t0 = Clock::now();
    f();
    const double wall = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    if (cpu) *cpu = threadCpu() - c0;
    return wall;
}

double median(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

void report(const char* what, std::vector<double> ms, const std::vector<double>& cpu = {}) {
    std::sort(ms.begin(), ms.end());
    const double p99 = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    std::printf("  %-52s median %8.3f ms   p99 %8.3f ms", what, ms[ms.size() / 2], p99);
    if (!cpu.empty()) std::printf("   cpu median %7.3f ms", median(cpu));
    std::printf("   (%zu runs; p99 / 16 ms = %.2f)\n", ms.size(), p99 / 16.0);
}

// Every status and total the tree shows, as a pane opening would ask them.
std::size_t walk(const OobOutline& o) {
    std::size_t shown = 0;
    for (const std::string& side : o.sides())
        for (const Formation* f : o.topFormations(side)) {
            shown += static_cast<std::size_t>(o.totals(f->id).units);
            for (const Unit* u : o.unitsOf(f->id)) shown += o.status(u->id).text.size() > 0;
            for (const Leader* l : o.leadersOf(f->id)) shown += o.status(l->id).text.size() > 0;
        }
    return shown;
}

}  // namespace

int main() {
    const auto rs = std::make_shared<const Ruleset>(
        loadRuleset(std::filesystem::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets" / "sss.xml"));
    Document doc = benchscenario::makeDocument(rs);
    std::string loadAverage;
    std::getline(std::ifstream("/proc/loadavg"), loadAverage);
    std::printf("machine load average (1, 5, 15 min ...): %s\n", loadAverage.c_str());
    Validator validator;
    std::vector<double> fulls;
    for (int i = 0; i < 3; ++i) fulls.push_back(millisecondsOf([&] { validator.validate(doc); }));
    std::sort(fulls.begin(), fulls.end());
    std::printf("scenario: %d units, %d leaders; full validation (reference) %.1f ms\n", benchscenario::kUnits,
                benchscenario::kLeaders, fulls[1]);

    std::vector<double> opens, openCpu;
    std::size_t shown = 0;
    for (int i = 0; i < 30; ++i) {
        double cpu = 0;
        opens.push_back(millisecondsOf([&] { shown += walk(OobOutline(doc)); }, &cpu));
        openCpu.push_back(cpu);
    }
    std::printf("order-of-battle tree (target <= 200 ms to open, <= 16 ms after an edit):\n");
    report("open: outline built, every status and total", opens, openCpu);

    std::mt19937 rng(1863);
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const auto edits = [&](const char* what, const std::function<std::unique_ptr<Command>()>& make) {
        std::vector<double> ms, cpus, building, validating, tree;
        std::map<std::string, int> fullRuns;   // rules that re-ran over their whole scope, and how often
        std::map<std::string, double> ruleMs;  // total time per rule over the edits
        while (ms.size() < 300) {
            std::unique_ptr<Command> cmd;
            double cpuBuilt = 0, cpuValidated = 0, cpuTree = 0;
            const double built = millisecondsOf([&] { cmd = make(); }, &cpuBuilt);
            if (!cmd) continue;
            const double validated = millisecondsOf(
                [&] {
                    cmd->apply(doc);
                    validator.update(doc, cmd->changes());
                },
                &cpuValidated);
            for (const Check* rule : validator.fullRunsLastUpdate()) ++fullRuns[rule->id()];
            for (const auto& timing : validator.timingsLastUpdate()) ruleMs[timing.what] += timing.seconds * 1e3;
            const double shownTree = millisecondsOf([&] { shown += walk(OobOutline(doc)); }, &cpuTree);
            cpus.push_back(cpuBuilt + cpuValidated + cpuTree);
            building.push_back(built);
            validating.push_back(validated);
            tree.push_back(shownTree);
            ms.push_back(built + validated + shownTree);
        }
        report(what, ms, cpus);
        report("    the command built", building);
        report("    applied and validated incrementally", validating);
        report("    the outline rebuilt and walked", tree);
        for (const auto& [rule, n] : fullRuns)
            std::printf("      %-32s re-ran over its whole scope after %3d edits, %7.3f ms an edit\n", rule.c_str(), n,
                        ruleMs[rule] / static_cast<double>(ms.size()));
    };
    const Scenario& s = *doc.scenario;
    int names = 0;
    edits("edit: rename a unit (+ incremental validation + tree)", [&] {
        return renameRecord(doc, RecordKind::Unit, s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))].id,
                            "Renamed " + std::to_string(++names));
    });
    edits("edit: reparent a unit (+ incremental validation + tree)", [&] {
        const Unit& u = s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))];
        return reparentPieces(doc, {u.id},
                              {"", "div" + std::to_string(2 * pick(benchscenario::kLeaders / 2) + (u.side == "csa"))});
    });
    edits("edit: move a unit on the map (+ incremental validation + tree)", [&] {
        const Placement& p = s.setup[static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())))];
        return movePiece(doc, p.piece,
                         doc.map.grid().at(static_cast<std::size_t>(pick(static_cast<int>(doc.map.grid().size())))));
    });

    std::printf("drag feedback (target <= 16 ms for each hex the cursor enters):\n");
    std::vector<double> probes, unitChecks, divisionChecks, unitCpu, divisionCpu;
    for (int drag = 0; drag < 20; ++drag) {
        std::unique_ptr<DropProbe> probe;
        probes.push_back(millisecondsOf([&] { probe = std::make_unique<DropProbe>(doc); }));
        const std::string unit = s.units[static_cast<std::size_t>(pick(benchscenario::kUnits))].id;
        const std::string division = "div" + std::to_string(pick(benchscenario::kLeaders));
        // The cursor walks a straight line of 50 hexes from a random start.
        HexCoord at = doc.map.grid().at(static_cast<std::size_t>(pick(static_cast<int>(doc.map.grid().size()))));
        const int direction = pick(6);
        for (int step = 0; step < 50; ++step) {
            double cpu = 0;
            unitChecks.push_back(millisecondsOf([&] { (void)probe->check({unit}, at); }, &cpu));
            unitCpu.push_back(cpu);
            if (step % 5 == 0) {
                divisionChecks.push_back(millisecondsOf([&] { (void)probe->check({division}, at); }, &cpu));
                divisionCpu.push_back(cpu);
            }
            const HexCoord next = neighbors(at)[static_cast<std::size_t>(direction)];
            if (doc.map.contains(next)) at = next;
        }
    }
    report("drag start: DropProbe built (once per drag)", probes);
    report("drag: a unit over a hex (stacking, terrain, enemy, command)", unitChecks, unitCpu);
    report("drag: a division (13 pieces) over a hex, spread planned", divisionChecks, divisionCpu);
    std::printf("(%zu tree cells shown)\n", shown);
    return 0;
}
