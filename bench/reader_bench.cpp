// Reader benchmark: each reader's time and peak memory on the worst inputs we could construct --
// the largest, the densest, and those aimed at the lookups a file controls (palettes of 65,535
// terrain types, rulesets at their caps, schedule rows naming thousands of units). Every case runs
// in a child process (bench_child.hpp) that reads its input file and parses it; the first line
// measures a child that only reads a file, the baseline to subtract. With a scale argument the
// inputs shrink or grow (default 1).
//   reader_bench [SCALE]
#include "bench_child.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/load_error.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/model/value_rules.hpp"
#include "engine/table/hex_table.hpp"
#include "importers/vector/vector_mapping.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>

using namespace engine;
namespace fs = std::filesystem;

namespace {

HexGrid grid(int columns, int rows) {
    NumberingScheme n;
    n.columnDigits = 4;
    n.rowDigits = 4;
    return {GridShape{}, columns, rows, SectionLayout{}, n};
}

// One case: the input is written to a file by the parent, the child reads and parses it.
struct Case {
    const char* reader;
    const char* what;
    std::function<std::string()> make;
    std::function<bool(const std::string& text)> read;
};

bool refusedOrRead(const std::function<void()>& read) {
    try {
        read();
        return true;
    } catch (const LoadError& e) {
        std::fprintf(stderr, "  (refused: %.200s)\n", e.what());
        return true;  // a refusal is an answer: its time and memory count the same
    }
}

std::string denseMap(int side, bool distinctTerrain) {
    HexMap map(grid(side, side), 182.88);
    map.setRulesetId("sss");
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const HexCoord h = map.grid().at(i);
        map.setTerrain(h, distinctTerrain ? "t" + std::to_string(i % 65535) : (i % 3 ? "clear" : "woods"));
        map.setElevation(h, 100 + static_cast<double>(i % 977) / 4);
        map.setLevel(h, static_cast<int>(i % 30));
        map.setFeature(h, "f" + std::to_string(i % 32), true);
        if (i % 10 == 0) map.setPlaceName(h, "Farm " + std::to_string(i));
        for (int d = 0; d < 3; ++d) map.setHexsideFeature(hexsideOf(h, d), "s" + std::to_string((i + d) % 32), true);
    }
    return writeMap(map);
}

std::string emptyMapAtCap() {
    return "<ridgeline-map format=\"1\"><grid orientation=\"flat\" stagger=\"odd\" columns=\"4000\" rows=\"4000\" "
           "hex-size=\"200yd\"><numbering column-digits=\"4\" row-digits=\"4\"/></grid></ridgeline-map>";
}

std::string deepNesting(int depth) {
    std::string out = "<ridgeline-map format=\"1\">";
    for (int i = 0; i < depth; ++i) out += "<a>";
    return out;
}

std::string bigScenario(int units, int rows, int perRow, const HexGrid& g) {
    Scenario s;
    s.mapPath = "map.rlmap";
    s.sides = {{"usa", "Union"}, {"csa", "Confederate"}};
    s.formations.push_back({"army", "Army", "army", "usa", "", ""});
    for (int i = 0; i < units; ++i) {
        const std::string id = "u" + std::to_string(i);
        s.units.push_back({id, "Regiment " + std::to_string(i), "usa", "army", "infantry", {{"strength", "5"}}});
        s.setup.push_back({id, g.at(static_cast<std::size_t>(i) % g.size()), i % 6, ""});
    }
    for (int r = 0; r < rows; ++r) {
        ReinforcementRow row;
        row.id = "r" + std::to_string(r);
        row.turn = r % 100;
        row.side = "usa";
        for (int k = 0; k < perRow; ++k) row.units.push_back("u" + std::to_string((r * perRow + k) % units));
        row.entryHex = g.at(0);
        s.schedule.push_back(row);
    }
    return writeScenario(s, g);
}

std::string bigRuleset(int costs) {
    Ruleset rs;
    rs.id = "big";
    rs.scale.hexSizeMetres = 182.88;
    for (int i = 0; i < 1024; ++i) {
        rs.terrain.push_back({{}, "t" + std::to_string(i), "", "", 0, ""});
        rs.hexFeatures.push_back({{}, "f" + std::to_string(i), "", "", 0});
        rs.hexsides.push_back({{}, "h" + std::to_string(i), "", "", "road", 0, false});
    }
    for (int i = 0; i < 1024; ++i) {
        UnitClass c;
        c.id = "c" + std::to_string(i);
        for (int m = 0; m < 4; ++m) c.modes.push_back({"m" + std::to_string(m), ""});
        rs.unitClasses.push_back(c);
    }
    for (int i = 0; i < costs; ++i) {
        MoveCost c;
        c.unitClass = "c" + std::to_string(i % 1024);
        c.mode = "m" + std::to_string(i % 4);
        c.target = MoveCost::Target::Terrain;
        c.id = "t" + std::to_string((i * 7) % 1024);
        c.mp = 1 + i % 5;
        rs.movement.push_back(c);
    }
    PolicySection stacking;
    for (int i = 0; i < 1024; ++i) stacking.params.push_back({{}, "p" + std::to_string(i), std::to_string(i)});
    for (int i = 0; i < 4096; ++i) stacking.records.push_back({{}, "limit", {{"terrain", "t1"}, {"sp", "8"}}});
    rs.policies.emplace("stacking", stacking);
    return writeRuleset(rs);
}

std::string bigMapping(int rules) {
    std::string out = "<vector-mapping name=\"big\" id-field=\"id\">\n  <layer name=\"cover\">\n";
    for (int i = 0; i < rules; ++i)
        out += "    <terrain where=\"cls = 'c" + std::to_string(i) + "'\" priority=\"" + std::to_string(i % 100) +
               "\" to=\"woods\"><target ruleset=\"sss\" id=\"woods\"/></terrain>\n";
    return out + "  </layer>\n</vector-mapping>\n";
}

std::string bigTable(const HexGrid& g) {
    std::string out = "label,terrain,level,elevation_m,features,name\r\n";
    for (std::size_t i = 0; i < g.size(); ++i)
        out += g.label(g.at(i)) + "," + (i % 2 ? "woods" : "clear") + "," + std::to_string(i % 20) + "," +
               std::to_string(100 + i % 300) + ".5,f" + std::to_string(i % 32) + " f" + std::to_string((i + 1) % 32) +
               ",\"Place, " + std::to_string(i) + "\"\r\n";
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    const double scale = argc > 1 ? std::atof(argv[1]) : 1.0;
    const auto scaled = [&](int n) { return std::max(1, static_cast<int>(n * scale)); };
    const fs::path dir = fs::temp_directory_path() / ("ridgeline_reader_bench_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const HexGrid tableGrid = grid(scaled(1000), 1000);
    const HexGrid scenarioGrid = grid(100, 100);

    const std::vector<Case> cases{
        {"(baseline)", "read a 100-byte file", [] { return std::string(100, 'x'); },
         [](const std::string&) { return true; }},
        {"map", "1,000,000 hexes, every field, 3 hexsides each", [&] { return denseMap(scaled(1000), false); },
         [](const std::string& t) { return refusedOrRead([&] { (void)parseMap(t, "m.rlmap"); }); }},
        {"map", "1,000,000 hexes of 65,535 terrain types", [&] { return denseMap(scaled(1000), true); },
         [](const std::string& t) { return refusedOrRead([&] { (void)parseMap(t, "m.rlmap"); }); }},
        {"map", "an empty grid at the 16M-hex cap (180 bytes)", [] { return emptyMapAtCap(); },
         [](const std::string& t) { return refusedOrRead([&] { (void)parseMap(t, "m.rlmap"); }); }},
        {"map", "100,000 nested elements", [&] { return deepNesting(scaled(100000)); },
         [](const std::string& t) { return refusedOrRead([&] { (void)parseMap(t, "m.rlmap"); }); }},
        {"scenario", "100,000 units placed, 1,000 rows of 1,000 units",
         [&] { return bigScenario(scaled(100000), 1000, 1000, scenarioGrid); },
         [&](const std::string& t) { return refusedOrRead([&] { (void)parseScenario(t, "s.rlscn", scenarioGrid); }); }},
        {"ruleset", "1,024 of each kind, 200,000 costs, 5,120 policy entries",
         [&] { return bigRuleset(scaled(200000)); },
         [](const std::string& t) { return refusedOrRead([&] { (void)parseRuleset(t, "r.xml"); }); }},
        {"mapping", "100,000 rules in one layer", [&] { return bigMapping(scaled(100000)); },
         [](const std::string& t) { return refusedOrRead([&] { (void)importers::parseVectorMapping(t, "m.xml"); }); }},
        {"apply CSV", "1,000,000 rows, quoted names, CRLF", [&] { return bigTable(tableGrid); },
         [&](const std::string& t) {
             HexMap map(tableGrid, 182.88);
             const TableApplyResult r = applyTable(map, t, nullptr, "t.csv");
             if (!r.ok()) std::fprintf(stderr, "  (%s)\n", r.errors.front().c_str());
             return r.ok();
         }},
        {"hex labels", "1,000,000 labels parsed",
         [&] {
             std::string out;
             for (std::size_t i = 0; i < tableGrid.size(); ++i) out += tableGrid.label(tableGrid.at(i)) + "\n";
             return out;
         },
         [&](const std::string& t) {
             std::size_t parsed = 0;
             for (std::size_t start = 0; start < t.size();) {
                 const std::size_t end = t.find('\n', start);
                 parsed += tableGrid.parseLabel(std::string_view(t).substr(start, end - start)).has_value();
                 start = end + 1;
             }
             return parsed == tableGrid.size();
         }},
        {"hex labels", "one label of 16 MB", [] { return "A" + std::string(16 << 20, '1'); },
         [&](const std::string& t) { return !tableGrid.parseLabel(t).has_value(); }},
    };

    std::printf("%-12s %-52s %10s %8s %8s %9s\n", "reader", "input", "bytes", "wall s", "cpu s", "peak MiB");
    int n = 0;
    for (const Case& c : cases) {
        const fs::path file = dir / ("case" + std::to_string(n++));
        std::size_t bytes = 0;
        {
            const std::string text = c.make();
            bytes = text.size();
            writeFileAtomically(file, text);
        }
        const bench::Measured m = bench::inChild([&] { return c.read(readTextFile(file)); });
        std::printf("%-12s %-52s %10zu %8.3f %8.3f %9.1f%s\n", c.reader, c.what, bytes, m.seconds, m.cpuSeconds,
                    m.peakKiB / 1024.0, m.ok ? "" : "  FAILED");
        fs::remove(file);
    }
    fs::remove_all(dir);
    return 0;
}
