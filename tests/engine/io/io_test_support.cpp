#include "io_test_support.hpp"

#include <fstream>
#include <iterator>

namespace iotest {

using namespace engine;

namespace {

int uniform(std::mt19937& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
bool chance(std::mt19937& rng, int percent) { return uniform(rng, 0, 99) < percent; }

HexCoord randomHex(std::mt19937& rng, const HexGrid& grid) {
    return grid.at(static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(grid.size()) - 1)));
}

}  // namespace

HexMap randomMap(std::mt19937& rng, const HexGrid& grid) {
    static const std::vector<std::string> kTerrain{"clear", "woods", "marsh", "orchard"};
    static const std::vector<std::string> kFeatures{"town", "sloping", "breastworks"};
    static const std::vector<std::string> kSides{"pike", "trail", "creek", "stone-wall", "minor-slope"};
    HexMap map(grid, chance(rng, 50) ? 182.88 : 137.5 + uniform(rng, 0, 1000) / 8.0);
    map.setRulesetId(chance(rng, 80) ? "sss" : "../rulesets/mini.xml");
    map.setTitle(randomText(rng));
    if (chance(rng, 50)) map.setGeoref({"EPSG:32618", {309000.25 + uniform(rng, 0, 100), 4407000.125}});
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        if (chance(rng, 30)) continue;
        if (chance(rng, 80)) map.setTerrain(h, kTerrain[static_cast<std::size_t>(uniform(rng, 0, 3))]);
        if (chance(rng, 60)) map.setElevation(h, uniform(rng, -200, 300000) / 1000.0);
        if (chance(rng, 50)) map.setLevel(h, uniform(rng, -32767, 32767) / (chance(rng, 90) ? 1000 : 1));
        for (const std::string& f : kFeatures) {
            if (chance(rng, 15)) map.setFeature(h, f, true);
        }
        if (chance(rng, 40)) map.setProvenance(h, static_cast<Provenance>(uniform(rng, 1, 3)));
        if (chance(rng, 5)) map.setPlaceName(h, randomText(rng, false));
    }
    // Hexsides, including edge ones whose owner lies off the map.
    for (int n = uniform(rng, 0, static_cast<int>(grid.size())); n > 0; --n) {
        const HexsideId side = hexsideOf(randomHex(rng, grid), uniform(rng, 0, 5));
        for (const std::string& s : kSides) {
            if (chance(rng, 30)) map.setHexsideFeature(side, s, true);
        }
    }
    return map;
}

Scenario randomScenario(std::mt19937& rng, const HexGrid& grid) {
    Scenario s;
    s.id = "scn-" + std::to_string(uniform(rng, 0, 999));
    s.name = randomText(rng);
    s.mapPath = "maps/test.rlmap";
    s.rulesetRef = chance(rng, 50) ? "sss" : "";
    if (chance(rng, 50)) s.options["spine-rule"] = "both-block";
    if (chance(rng, 50)) s.options["night-move"] = "yes";
    s.turns = {chance(rng, 50) ? "1863-07-02" : "",
               chance(rng, 50) ? "16:00" : "",
               uniform(rng, 0, 1) * 20,
               uniform(rng, 0, 2),
               0,
               {}};
    s.turns.lastTurn = s.turns.firstTurn + uniform(rng, 0, 30);
    for (int t = s.turns.firstTurn; t <= s.turns.lastTurn; ++t) {
        if (chance(rng, 10)) s.turns.nightTurns.push_back(t);
    }
    s.sides = {{"usa", "Union"}, {"csa", randomText(rng)}};
    const auto side = [&] {
        return chance(rng, 10) ? std::string() : s.sides[static_cast<std::size_t>(uniform(rng, 0, 1))].id;
    };
    const int formations = uniform(rng, 0, 6);
    for (int i = 0; i < formations; ++i) {
        Formation f{"f" + std::to_string(i), randomText(rng), chance(rng, 50) ? "brigade" : "", side(), "", ""};
        if (i > 0 && chance(rng, 70)) f.parent = "f" + std::to_string(uniform(rng, 0, i - 1));
        s.formations.push_back(f);
    }
    const auto formation = [&] {
        return formations == 0 || chance(rng, 20) ? std::string()
                                                  : "f" + std::to_string(uniform(rng, 0, formations - 1));
    };
    for (int i = uniform(rng, 0, 4); i > 0; --i) {
        Leader l{"ldr" + std::to_string(i), randomText(rng), side(), formation(), chance(rng, 50) ? "brigade" : "", {}};
        if (chance(rng, 70)) l.ratings["rating"] = std::to_string(uniform(rng, 0, 6));
        if (chance(rng, 30)) l.ratings["x-note"] = randomText(rng);
        s.leaders.push_back(l);
    }
    if (!s.leaders.empty() && !s.formations.empty()) s.formations.back().commander = s.leaders.front().id;
    for (int i = uniform(rng, 0, 12); i > 0; --i) {
        Unit u{"u" + std::to_string(i),
               randomText(rng),
               side(),
               formation(),
               chance(rng, 70) ? "infantry" : "artillery",
               {}};
        if (chance(rng, 80)) u.attributes["strength"] = std::to_string(uniform(rng, 1, 30));
        if (chance(rng, 40)) u.attributes["sp"] = chance(rng, 50) ? "C" : "2.5";
        if (chance(rng, 30)) u.attributes["weapon"] = "R";
        s.units.push_back(u);
    }
    if (chance(rng, 30))
        s.units.push_back(s.units.empty() ? Unit{"dup", "", "", "", "", {}}
                                          : s.units.front());  // duplicate ids are kept
    std::vector<std::string> pieces;
    for (const Unit& u : s.units) pieces.push_back(u.id);
    for (const Leader& l : s.leaders) pieces.push_back(l.id);
    for (const std::string& piece : pieces) {
        if (chance(rng, 60))
            s.setup.push_back({piece, randomHex(rng, grid), uniform(rng, -1, 5), chance(rng, 30) ? "line" : ""});
    }
    for (int i = uniform(rng, 0, 2); i > 0; --i) {
        EntryArea a{"area" + std::to_string(i), randomText(rng), {}};
        for (int n = uniform(rng, 0, 4); n > 0; --n) a.hexes.push_back(randomHex(rng, grid));
        s.entryAreas.push_back(a);
    }
    for (int i = uniform(rng, 0, 4); i > 0; --i) {
        ReinforcementRow row;
        row.id = chance(rng, 90) ? "r" + std::to_string(i) : "";
        row.turn = uniform(rng, 0, 20);
        row.side = side();
        for (const std::string& piece : pieces) {
            if (chance(rng, 20)) row.units.push_back(piece);
        }
        if (formations > 0 && chance(rng, 30)) row.formations.push_back("f0");
        if (chance(rng, 50)) {
            row.entryHex = randomHex(rng, grid);
        } else if (!s.entryAreas.empty()) {
            row.entryArea = s.entryAreas.front().id;
        }
        row.mode = chance(rng, 30) ? "column" : "";
        row.condition = chance(rng, 30) ? randomText(rng) : "";
        row.roll = chance(rng, 20) ? "1d6>=4" : "";
        if (chance(rng, 20)) row.movementPoints = uniform(rng, 0, 12);
        s.schedule.push_back(row);
    }
    for (int i = uniform(rng, 0, 3); i > 0; --i)
        s.victoryHexes.push_back({"vp" + std::to_string(i), randomHex(rng, grid), side(), uniform(rng, -5, 10),
                                  uniform(rng, 0, 3), uniform(rng, 0, 9)});
    for (int i = uniform(rng, 0, 2); i > 0; --i)
        s.victoryConditions.push_back({"vc" + std::to_string(i), side(), randomText(rng)});
    s.specialRules = chance(rng, 50) ? "Rule 1: " + randomText(rng) + "\nRule 2." : "";
    if (chance(rng, 50)) s.severityOverrides["stacking.over_limit"] = "warning";
    if (chance(rng, 30)) s.severityOverrides["los.blocked"] = "ignore";
    for (int i = uniform(rng, 0, 2); i > 0; --i)
        s.waivers.push_back({"stacking.over_limit", "hex:A0101", randomText(rng)});
    return s;
}

void writeText(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary);
    out << text;
    REQUIRE(out.good());
}

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace iotest
