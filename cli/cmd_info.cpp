// ridgeline info: what a map, scenario or ruleset file holds.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/document_file.hpp"
#include "engine/model/length.hpp"

#include <cmath>
#include <iostream>
#include <map>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline info FILE\n\n"
    "Shows what a map (.rlmap), scenario (.rlscn) or ruleset (.xml) holds: grid, sheets, numbering,\n"
    "counts of terrain, levels, hexside features, order of battle, set-up, schedule, victory hexes.\n\n"
    "example: ridgeline info samples/sss-mcpherson-ridge/scenario.rlscn\n",
    {},
    {},
    1,
    1};

template <typename Counts>
void printCounts(const char* title, const Counts& counts) {
    std::cout << "  " << title << ":";
    if (counts.empty()) std::cout << " none";
    const char* separator = " ";
    for (const auto& [id, n] : counts) {
        std::cout << separator << id << " " << n;
        separator = ", ";
    }
    std::cout << "\n";
}

void printMap(const engine::HexMap& map) {
    const engine::HexGrid& g = map.grid();
    std::cout << "map" << (map.title().empty() ? "" : " \"" + map.title() + "\"") << " for ruleset " << map.rulesetId()
              << "\n";
    std::cout << "  grid: " << g.columns() << " x " << g.rows() << " hexes (" << g.size() << "), "
              << engine::toString(g.shape().orientation) << "-topped, " << engine::toString(g.shape().stagger)
              << " stagger, hex " << engine::printLength(map.hexSizeMetres()) << " flat to flat\n";
    std::cout << "  sheets: " << g.sections().across << " x " << g.sections().down;
    for (const auto& n : g.sections().names) std::cout << " " << n;
    std::cout << " (" << g.sheetColumns() << " x " << g.sheetRows() << " hexes each)\n";
    std::cout << "  numbering: first hex " << g.label(g.at(0)) << ", last " << g.label(g.at(g.size() - 1))
              << ", rows counted " << (g.numbering().rows == engine::RowDirection::Up ? "up" : "down") << "\n";
    std::cout << "  georeference: " << (map.georef().crs.empty() ? "none" : map.georef().crs) << "\n";

    std::map<std::string, int> terrain, features, sides;
    int unpainted = 0, withElevation = 0, withLevel = 0, minLevel = 0, maxLevel = 0;
    double minElev = 0, maxElev = 0;
    for (std::size_t i = 0; i < g.size(); ++i) {
        const engine::HexCoord h = g.at(i);
        const auto t = map.terrain(h);
        t.empty() ? ++unpainted : ++terrain[std::string(t)];
        for (const auto& f : map.features(h)) ++features[f];
        if (const double e = map.elevation(h); !std::isnan(e)) {
            minElev = withElevation ? std::min(minElev, e) : e;
            maxElev = withElevation ? std::max(maxElev, e) : e;
            ++withElevation;
        }
        if (map.hasLevel(h)) {
            minLevel = withLevel ? std::min(minLevel, map.level(h)) : map.level(h);
            maxLevel = withLevel ? std::max(maxLevel, map.level(h)) : map.level(h);
            ++withLevel;
        }
    }
    for (const auto& side : map.featuredHexsides())
        for (const auto& f : map.hexsideFeatures(side)) ++sides[f];
    if (unpainted) terrain["(none)"] = unpainted;
    printCounts("terrain", terrain);
    printCounts("hex features", features);
    printCounts("hexside features", sides);
    std::cout << "  levels: " << withLevel << " hexes";
    if (withLevel) std::cout << ", " << minLevel << " to " << maxLevel;
    std::cout << "\n  elevation: " << withElevation << " hexes";
    if (withElevation) std::cout << ", " << minElev << " m to " << maxElev << " m";
    std::cout << "\n  named places: " << map.placeNames().size() << "\n";
}

void printScenario(const engine::Scenario& sc, const engine::HexMap& map) {
    std::cout << "scenario \"" << sc.name << "\" (" << sc.id << "), ruleset " << sc.rulesetRef << ", map " << sc.mapPath
              << "\n";
    const auto& t = sc.turns;
    std::cout << "  turns: " << t.firstTurn << " to " << t.lastTurn << ", " << t.turnMinutes << " min each, starting "
              << t.date << " " << t.startTime << ", night turns " << t.nightTurns.size() << "\n";
    for (const auto& side : sc.sides) {
        int formations = 0, leaders = 0, units = 0, placed = 0;
        for (const auto& f : sc.formations) formations += f.side == side.id;
        for (const auto& l : sc.leaders) leaders += l.side == side.id;
        for (const auto& u : sc.units) units += u.side == side.id;
        for (const auto& p : sc.setup) {
            const auto* u = sc.findUnit(p.piece);
            const auto* l = sc.findLeader(p.piece);
            placed += (u && u->side == side.id) || (l && l->side == side.id);
        }
        std::cout << "  side " << side.id << " (" << side.name << "): " << formations << " formations, " << leaders
                  << " leaders, " << units << " units, " << placed << " set up\n";
    }
    std::cout << "  reinforcements: " << sc.schedule.size() << " rows, entry areas: " << sc.entryAreas.size() << "\n";
    int vp = 0;
    for (const auto& v : sc.victoryHexes) vp += v.vp;
    std::cout << "  victory hexes: " << sc.victoryHexes.size() << " (" << vp
              << " VP), conditions: " << sc.victoryConditions.size() << "\n";
    std::cout << "  waivers: " << sc.waivers.size() << ", severity overrides: " << sc.severityOverrides.size() << "\n";
    printMap(map);
}

void printRuleset(const engine::Ruleset& rs) {
    int assumed = 0;
    const auto count = [&](const auto& v) {
        for (const auto& x : v) assumed += x.assumed;
    };
    count(rs.terrain), count(rs.hexFeatures), count(rs.hexsides), count(rs.movement), count(rs.unitAttributes),
        count(rs.leaderAttributes);
    for (const auto& [name, p] : rs.policies) count(p.params), count(p.records);
    std::cout << "ruleset " << rs.id << ": " << rs.name << " (version " << rs.version << ")\n";
    std::cout << "  scale: hex " << engine::printLength(rs.scale.hexSizeMetres) << ", level "
              << (rs.scale.levelHeightMetres ? engine::printLength(*rs.scale.levelHeightMetres)
                                             : std::string("per map"))
              << "\n";
    std::cout << "  terrain types " << rs.terrain.size() << ", hex features " << rs.hexFeatures.size()
              << ", hexside types " << rs.hexsides.size() << ", unit classes " << rs.unitClasses.size()
              << ", movement costs " << rs.movement.size() << "\n  unit attributes " << rs.unitAttributes.size()
              << ", leader attributes " << rs.leaderAttributes.size() << ", options " << rs.options.size()
              << ", policy sections " << rs.policies.size() << "\n";
    std::cout << "  values marked assumed (the rulebook is silent): " << assumed << "\n";
    for (const auto& o : rs.options)
        std::cout << "  option " << o.id << " = " << o.defaultValue << " [" << o.cite << "]\n";
}

}  // namespace

int runInfo(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const std::string& path = parsed->positional().front();
    switch (engine::requireFileKind(path)) {
    case engine::FileKind::Ruleset: printRuleset(*openRuleset(path)); break;
    case engine::FileKind::Map: printMap(openDocument(path).map); break;
    case engine::FileKind::Scenario: {
        const engine::Document doc = openDocument(path);
        printScenario(*doc.scenario, doc.map);
        break;
    }
    default: throw std::runtime_error(path + ": not a Ridgeline map, scenario or ruleset file");
    }
    return kExitOk;
}

}  // namespace cli
