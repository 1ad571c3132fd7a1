// Order-of-battle import benchmark: the real Gettysburg register (288 entries, 478 regiments),
// turned into a spreadsheet by samples/gettysburg_oob_table.py, imported into a new SSS
// scenario (read the table, match it, build and apply the undo step), each run in a child process
// for its own peak memory; next to it, as the reference, loading the scenario file that results
// (the same records read from our XML) and an empty child (the process's own footprint).
//   oob_import_bench [TABLE.csv]   (run from the repository root; default: made from the register)
#include "bench_child.hpp"
#include "bench_paths.hpp"
#include "engine/authoring/new_scenario.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "importers/oob/oob_import.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace {

namespace fs = std::filesystem;
constexpr int kRuns = 5;

engine::Document newDocument(std::shared_ptr<const engine::Ruleset> rs) {
    engine::NewScenarioSpec spec{rs, "sss", "map.rlmap", "scenario.rlscn", "Gettysburg"};
    engine::BlankMapSpec blank;
    blank.columns = 60;
    blank.rows = 50;
    return engine::newScenario(spec, engine::blankMap(*rs, blank));
}

bench::Measured best(const std::function<bool()>& work) {
    bench::Measured out = bench::inChild(work);
    for (int i = 1; i < kRuns; ++i) {
        const bench::Measured m = bench::inChild(work);
        if (m.seconds < out.seconds) out = m;
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    const fs::path source = bench::sourceDir();
    fs::path table = argc > 1 ? fs::path(argv[1]) : fs::temp_directory_path() / "ridgeline-gettysburg-oob.csv";
    if (argc <= 1) {
        const fs::path registerFile = bench::realData() / "gettysburg-oob-battle-atlas" / "oob-register.json";
        const std::string command = "python3 '" + (source / "samples/gettysburg_oob_table.py").string() + "' '" +
                                    registerFile.string() + "' '" + table.string() + "'";
        if (std::system(command.c_str()) != 0) {
            std::fprintf(stderr, "oob_import_bench: could not make the table from %s\n", registerFile.c_str());
            return 2;
        }
    }
    const auto rs = std::make_shared<const engine::Ruleset>(engine::loadRuleset(source / "templates/rulesets/sss.xml"));
    const std::string text = engine::readTextFile(table);
    const importers::OobImportOptions replace{importers::OobImportOptions::Mode::Replace};

    // The resulting scenario, saved for the reference load.
    engine::Document doc = newDocument(rs);
    const importers::OobSheet sheet = importers::parseOobSheet(text, table.string());
    auto cmd = importers::oobImportCommand(doc, importers::readOob(sheet, doc, replace), replace);
    cmd->apply(doc);
    const std::string xml = engine::writeScenario(*doc.scenario, doc.map.grid());

    std::string loadAverage;
    std::getline(std::ifstream("/proc/loadavg"), loadAverage);
    std::printf("machine load average (1, 5, 15 min ...): %s\n", loadAverage.c_str());
    std::printf("table: %s, %zu bytes, %zu rows -> %zu formations, %zu leaders, %zu units; scenario XML %zu bytes\n",
                table.c_str(), text.size(), sheet.rows.size(), doc.scenario->formations.size(),
                doc.scenario->leaders.size(), doc.scenario->units.size(), xml.size());
    std::printf("best of %d runs, each in a child process:\n", kRuns);
    const bench::Measured empty = best([] { return true; });
    const bench::Measured import = best([&] {
        engine::Document target = newDocument(rs);
        const importers::OobSheet s = importers::parseOobSheet(text, table.string());
        auto c = importers::oobImportCommand(target, importers::readOob(s, target, replace), replace);
        c->apply(target);
        return target.scenario->units.size() == doc.scenario->units.size();
    });
    const bench::Measured load = best([&] {
        const engine::Scenario s = engine::parseScenario(xml, "scenario.rlscn", doc.map.grid(), rs.get());
        return s.units.size() == doc.scenario->units.size();
    });
    bench::printRow("empty child (footprint)", empty);
    bench::printRow("import the table (read, match, apply)", import);
    bench::printRow("reference: load the scenario XML", load);
    std::printf("import / load = %.2f (wall), %.2f (cpu); import peak above the empty child %.1f MiB\n",
                import.seconds / load.seconds, import.cpuSeconds / std::max(load.cpuSeconds, 1e-6),
                static_cast<double>(import.peakKiB - empty.peakKiB) / 1024.0);
    return import.ok && load.ok ? 0 : 1;
}
