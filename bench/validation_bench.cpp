// Validation benchmark. A synthetic SSS scenario generated in code (200 x 200 hexes, 5,000 units,
// 400 leaders commanding 400 divisions, 300 reinforcement rows, 50 victory hexes) is saved, then:
// loading it (map + scenario files) vs a full validation, and incremental re-validation after
// single edits (a unit moved, a hex repainted, a schedule row changed: median and 99th percentile
// over 1,000 edits each) vs a full validation. Targets: incremental <= 1% of full; full <= load.
// After each kind of edit it lists the rules that re-ran over their whole scope, and how often.
//   validation_bench [DIR] [--without RULE-ID]... [--only RULE-ID] [--profile] [--full-only]
// --without drops a rule (to measure the others), --only keeps one; --full-only skips the edits; --profile lists where a full validation's time goes.
#include "bench_scenario.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/validation/validator.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
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
namespace fs = std::filesystem;

constexpr int kEdits = 1000;
using namespace benchscenario;

double secondsOf(const std::function<void()>& f) {
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double percentile99(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, v.size() * 99 / 100)];
}

// Where one full validation on one thread spends its time (indexes, each rule, the report), slowest first.
void profileRules(const Validator& validator) {
    auto times = validator.timingsLastValidation();
    std::sort(times.begin(), times.end(), [](const auto& a, const auto& b) { return a.seconds > b.seconds; });
    for (const auto& t : times) std::printf("    full validation, %-30s %8.2f ms\n", t.what.c_str(), t.seconds * 1e3);
}

}  // namespace

int main(int argc, char** argv) {
    fs::path dir = fs::temp_directory_path() / "ridgeline-validation-bench";
    std::vector<std::string> without;
    std::string only;
    bool profile = false, fullOnly = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--without" && i + 1 < argc) without.emplace_back(argv[++i]);
        else if (arg == "--only" && i + 1 < argc) only = argv[++i];
        else if (arg == "--profile") profile = true;
        else if (arg == "--full-only") fullOnly = true;
        else if (!arg.empty() && arg[0] == '-') {
            std::fprintf(
                stderr,
                "usage: validation_bench [DIR] [--without RULE-ID]... [--only RULE-ID] [--profile] [--full-only]\n");
            return 2;
        } else dir = arg;
    }
    CheckRegistry rules;
    registerBuiltinChecks(rules);
    if (!only.empty()) {
        if (!rules.find(only)) {
            std::fprintf(stderr, "validation_bench: no rule `%s`\n", only.c_str());
            return 2;
        }
        for (const auto& rule : builtinChecks().checks())
            if (rule->id() != only) without.push_back(rule->id());
    }
    for (const std::string& id : without)
        if (!rules.remove(id)) {
            std::fprintf(stderr, "validation_bench: no rule `%s`\n", id.c_str());
            return 2;
        }
    fs::create_directories(dir);
    auto rs = std::make_shared<const Ruleset>(
        loadRuleset(fs::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets" / "sss.xml"));
    Document doc = makeDocument(rs);
    saveMap(doc.map, dir / "map.rlmap");
    saveScenario(*doc.scenario, doc.map.grid(), dir / "scenario.rlscn");

    RulesetLibrary library;
    library.addSearchDir(fs::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets");
    std::vector<double> loads, fulls;
    for (int i = 0; i < 5; ++i) {
        loads.push_back(secondsOf([&] { doc = loadDocument(dir / "scenario.rlscn", library); }));
        library.clearCache();
    }
    std::string loadAverage;
    std::getline(std::ifstream("/proc/loadavg"), loadAverage);
    std::printf("machine load average (1, 5, 15 min ...): %s\n", loadAverage.c_str());
    Validator validator(rules);
    std::size_t found = 0;
    for (int i = 0; i < 5; ++i) fulls.push_back(secondsOf([&] { found = validator.validate(doc).size(); }));
    Validator serial(rules);  // the same rules one after another
    serial.setThreads(1);
    std::vector<double> serialFulls;
    for (int i = 0; i < 5; ++i) serialFulls.push_back(secondsOf([&] { serial.validate(doc); }));
    const double load = median(loads), full = median(fulls);
    std::printf("scenario: %dx%d hexes, %d units, %d leaders, %d rows, %d victory hexes; %zu diagnostics, %zu rules\n",
                kSize, kSize, kUnits, kLeaders, kRows, kVictory, found, validator.activeChecks().size());
    std::printf(
        "load (map + scenario files): %8.1f ms\nfull validation:             %8.1f ms   full/load = %.2f (target <= "
        "1), %u threads\n",
        load * 1e3, full * 1e3, full / load, validator.threads());
    std::printf("    on one thread:           %8.1f ms   full/load = %.2f\n", median(serialFulls) * 1e3,
                median(serialFulls) / load);
    if (!only.empty()) std::printf("    only rule %s\n", only.c_str());
    else
        for (const std::string& id : without) std::printf("    without rule %s\n", id.c_str());
    if (profile) profileRules(serial);
    if (fullOnly) return 0;

    std::mt19937 rng(42);
    const auto edits = [&](const char* what, const std::function<std::unique_ptr<Command>()>& make) {
        std::vector<double> times, cpuTimes;  // wall; CPU (not counting time the scheduler gave others)
        std::map<std::string, int> fullRuns;  // rule id -> edits after which it re-ran over its whole scope
        std::vector<std::vector<Validator::Timing>> ruleTimes;  // per edit
        std::size_t checks = 0;
        while (times.size() < static_cast<std::size_t>(kEdits)) {
            auto cmd = make();
            if (!cmd) continue;
            cmd->apply(doc);
            const ChangeSet change = cmd->changes();
            const std::clock_t cpu0 = std::clock();
            times.push_back(secondsOf([&] { validator.update(doc, change); }));
            cpuTimes.push_back(static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC);
            checks += validator.checksLastRun();
            ruleTimes.push_back(validator.timingsLastUpdate());
            for (const Check* r : validator.fullRunsLastUpdate()) ++fullRuns[r->id()];
        }
        std::printf(
            "incremental, %-18s median %7.3f ms (%.3f%% of full), p99 %7.3f ms (%.3f%% of full), %.1f checks/edit\n",
            what, median(times) * 1e3, 100 * median(times) / full, percentile99(times) * 1e3,
            100 * percentile99(times) / full, static_cast<double>(checks) / kEdits);
        std::printf(
            "    CPU time:                     median %7.3f ms (%.3f%% of full), p99 %7.3f ms (%.3f%% of full)\n",
            median(cpuTimes) * 1e3, 100 * median(cpuTimes) / full, percentile99(cpuTimes) * 1e3,
            100 * percentile99(cpuTimes) / full);
        for (const auto& [rule, n] : fullRuns)
            std::printf("    whole-scope re-run: %-28s after %d of %d edits\n", rule.c_str(), n, kEdits);
        // What the slowest 1% of the edits spent their time on.
        const double slow = percentile99(times);
        std::map<std::string, double> slowest;
        int slowEdits = 0;
        for (std::size_t i = 0; i < times.size(); ++i) {
            if (times[i] < slow) continue;
            ++slowEdits;
            double inRules = 0;
            for (const auto& t : ruleTimes[i]) slowest[t.what] += t.seconds, inRules += t.seconds;
            slowest["(outside the validator's timings)"] += times[i] - inRules;
        }
        std::vector<std::pair<double, std::string>> top;
        for (const auto& [rule, seconds] : slowest) top.emplace_back(seconds / slowEdits, rule);
        std::sort(top.rbegin(), top.rend());
        for (std::size_t i = 0; i < std::min<std::size_t>(3, top.size()); ++i)
            std::printf("    in the slowest 1%%: %-30s %7.3f ms an edit\n", top[i].second.c_str(), top[i].first * 1e3);
    };
    const auto randomHex = [&] { return doc.map.grid().at(rng() % doc.map.grid().size()); };
    edits("unit moved:", [&] {
        const Placement& p = doc.scenario->setup[rng() % doc.scenario->setup.size()];
        return movePiece(doc, p.piece, randomHex());
    });
    edits("hex repainted:", [&] {
        const std::vector<HexCoord> hexes{randomHex()};
        return setTerrain(doc, hexes, rng() % 2 ? "woods" : "clear");
    });
    edits("schedule row changed:", [&] {
        ReinforcementRow row = doc.scenario->schedule[rng() % doc.scenario->schedule.size()];
        row.turn = 2 + static_cast<int>(rng() % 10);
        return ReplaceScheduleRowCommand::make(doc, row.id, row);
    });
    Validator fresh(rules);
    std::printf("after the edits: incremental %s full validation\n",
                fresh.validate(doc) == validator.diagnostics() ? "==" : "!=");
    return 0;
}
