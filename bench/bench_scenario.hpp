#pragma once
// The synthetic SSS scenario the validation and authoring benchmarks share: 200 x 200 hexes, 5,000
// units, 400 leaders commanding 400 divisions, 300 reinforcement rows, 50 victory hexes.
#include "engine/model/document.hpp"

#include <memory>
#include <random>
#include <string>

namespace benchscenario {

using namespace engine;

inline constexpr int kSize = 200, kUnits = 5000, kLeaders = 400, kRows = 300, kVictory = 50;

inline Document makeDocument(std::shared_ptr<const Ruleset> rs) {
    Document doc;
    doc.ruleset = rs;
    NumberingScheme numbering;  // 200 rows need three digits
    numbering.columnDigits = 3;
    numbering.rowDigits = 3;
    doc.map = HexMap(HexGrid(rs->gridShape, kSize, kSize, {}, numbering), rs->scale.hexSizeMetres);
    doc.map.setRulesetId(rs->id);
    std::mt19937 rng(1863);
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
        const HexCoord h = doc.map.grid().at(i);
        doc.map.setTerrain(h, rng() % 5 == 0 ? "woods" : "clear");
        doc.map.setLevel(h, static_cast<int>(i / kSize) / 40);
    }
    Scenario sc;
    sc.id = "bench";
    sc.mapPath = "map.rlmap";
    sc.rulesetRef = rs->id;
    sc.turns = {"1863-07-01", "06:00", 60, 1, 16, {}};
    sc.sides = {{"union", "Union"}, {"csa", "Confederate"}};
    const auto at = [&](int col, int row) { return doc.map.grid().fromOffset({col, row}); };
    for (int f = 0; f < kLeaders; ++f) {
        const std::string side = f % 2 ? "csa" : "union", id = "div" + std::to_string(f),
                          cdr = "ldr" + std::to_string(f);
        sc.formations.push_back({id, id, "division", side, "", cdr});
        sc.leaders.push_back({cdr, cdr, side, id, "division", {{"leader-type", "division"}, {"command-rating", "3"}}});
    }
    for (int u = 0; u < kUnits; ++u) {
        const int f = u % kLeaders;
        sc.units.push_back({"u" + std::to_string(u),
                            "",
                            f % 2 ? "csa" : "union",
                            "div" + std::to_string(f),
                            "infantry",
                            {{"strength", "5"}, {"morale", "7"}, {"reduced-strength", "3"}, {"reduced-morale", "6"}}});
    }
    // Union in the north half, Confederates in the south, one piece per hex; the last 300 units arrive later.
    int north = 0, south = 0;
    const auto place = [&](const std::string& id, const std::string& side) {
        int& n = side == "union" ? north : south;
        const int col = 1 + (n * 2) % (kSize - 2),
                  row = (side == "union" ? 1 : kSize / 2 + 1) + (n * 2) / (kSize - 2) * 2;
        ++n;
        sc.setup.push_back({id, at(col, row), -1, ""});
    };
    for (int u = 0; u < kUnits - kRows; ++u)
        place(sc.units[static_cast<std::size_t>(u)].id, sc.units[static_cast<std::size_t>(u)].side);
    for (const Leader& l : sc.leaders) place(l.id, l.side);
    for (int r = 0; r < kRows; ++r) {
        const Unit& u = sc.units[static_cast<std::size_t>(kUnits - kRows + r)];
        sc.schedule.push_back(
            {"r" + std::to_string(r), 2 + r % 10, u.side, {u.id}, {}, at(0, r % kSize), "", "", "", "", std::nullopt});
    }
    for (int v = 0; v < kVictory; ++v)
        sc.victoryHexes.push_back({"v" + std::to_string(v), at(4 * v % kSize, kSize / 2), "", 1, 0, 0});
    doc.scenario = sc;
    return doc;
}

}  // namespace benchscenario
