// Reachability benchmark on the validation benchmark's scenario (200 x 200 hexes, 5,000 units, 300
// reinforcement rows, 50 victory hexes, SSS): the full reachability table (every victory hex, each
// side and class) against one full validation of the same document. Target: table <= validation.
//   reachability_bench
#include "bench_scenario.hpp"
#include "engine/authoring/reachability.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/validation/validator.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double medianSeconds(int runs, const std::function<void()>& f) {
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = Clock::now();
        f();
        times.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

}  // namespace

int main() {
    using namespace engine;
    namespace fs = std::filesystem;
    auto rs = std::make_shared<const Ruleset>(
        loadRuleset(fs::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets" / "sss.xml"));
    const Document doc = benchscenario::makeDocument(rs);
    std::string loadAverage;
    std::getline(std::ifstream("/proc/loadavg"), loadAverage);
    std::printf("machine load average (1, 5, 15 min ...): %s\n", loadAverage.c_str());

    constexpr int kRuns = 5;
    Validator validator;
    const double full = medianSeconds(kRuns, [&] { (void)validator.validate(doc); });
    Validator serial;
    serial.setThreads(1);
    const double fullSerial = medianSeconds(kRuns, [&] { (void)serial.validate(doc); });
    ReachabilityTable table;
    const double plain = medianSeconds(kRuns, [&] { table = reachabilityTable(doc); });
    std::size_t reached = 0, arrivals = 0;
    for (const ObjectiveReach& o : table.objectives)
        for (const ClassArrival& a : o.arrivals) ++arrivals, reached += a.reached ? 1 : 0;
    ReachabilityOptions zones;
    zones.enemyZones = true;
    const double zoned = medianSeconds(kRuns, [&] { (void)reachabilityTable(doc, zones); });

    std::printf(
        "scenario: %dx%d hexes, %d units, %d rows, %d victory hexes; table: %zu hexes, %zu arrivals (%zu reached)\n",
        benchscenario::kSize, benchscenario::kSize, benchscenario::kUnits, benchscenario::kRows,
        benchscenario::kVictory, table.objectives.size(), arrivals, reached);
    std::printf("full validation:             %8.1f ms (%u threads)\n", full * 1e3, validator.threads());
    std::printf("full validation, one thread: %8.1f ms\n", fullSerial * 1e3);
    std::printf("reachability table:          %8.1f ms   table/validation = %.2f (target <= 1), one thread: %.2f\n",
                plain * 1e3, plain / full, plain / fullSerial);
    std::printf("table with enemy zones:      %8.1f ms   table/validation = %.2f, one thread: %.2f\n", zoned * 1e3,
                zoned / full, zoned / fullSerial);
    return 0;
}
