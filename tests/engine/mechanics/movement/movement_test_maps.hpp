#pragma once
// Small hand-built maps for the movement and command tests: the printed maps are not in the repo,
// so each test builds the geometry its example describes.
#include "engine/io/ruleset_file.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"
#include "tests/test_paths.hpp"

#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace movetest {

inline const engine::Ruleset& templateRuleset(const std::string& id) {
    static std::map<std::string, engine::Ruleset> cache;
    auto it = cache.find(id);
    if (it == cache.end()) it = cache.emplace(id, engine::loadRuleset(testpaths::rulesets() / (id + ".xml"))).first;
    return it->second;
}

// cols x rows hexes in the ruleset's grid shape, every hex `terrain` at level 0.
inline engine::HexMap openMap(const engine::Ruleset& rs, int cols, int rows, const std::string& terrain = "clear") {
    engine::HexMap map(engine::HexGrid(rs.gridShape, cols, rows, {}, rs.numbering), rs.scale.hexSizeMetres);
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const engine::HexCoord h = map.grid().at(i);
        map.setTerrain(h, terrain);
        map.setLevel(h, 0);
    }
    return map;
}

// cols x rows hexes of random SSS terrain, levels 0-2, and a random hexside feature on about one
// hexside in six (roads, pikes, creeks, slopes, impassable).
inline engine::HexMap randomMap(const engine::Ruleset& rs, std::mt19937& rng, int cols, int rows) {
    engine::HexMap map = openMap(rs, cols, rows);
    const std::vector<std::string> terrain{"clear", "woods", "rough", "marsh", "rough-woods", "town"};
    const std::vector<std::string> sides{"road",        "pike",        "trail",       "minor-creek",
                                         "major-creek", "minor-slope", "major-slope", "impassable"};
    std::uniform_int_distribution<int> pickT(0, static_cast<int>(terrain.size()) - 1), level(0, 2), coin(0, 5);
    std::uniform_int_distribution<int> pickS(0, static_cast<int>(sides.size()) - 1);
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const engine::HexCoord h = map.grid().at(i);
        map.setTerrain(h, terrain[static_cast<std::size_t>(pickT(rng))]);
        map.setLevel(h, level(rng));
    }
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const engine::HexCoord h = map.grid().at(i);
        for (int d = 0; d < 3; ++d)
            if (map.contains(engine::neighbor(h, d)) && coin(rng) == 0)
                map.setHexsideFeature(engine::hexsideOf(h, d), sides[static_cast<std::size_t>(pickS(rng))], true);
    }
    return map;
}

inline engine::HexCoord at(const engine::HexMap& map, int col, int row) { return map.grid().fromOffset({col, row}); }

inline void setSide(engine::HexMap& map, engine::HexCoord a, engine::HexCoord b, const std::string& feature) {
    engine::HexsideId side;
    if (!engine::hexsideBetween(a, b, side)) throw std::invalid_argument("hexes not adjacent");
    map.setHexsideFeature(side, feature, true);
}

// Some reason of the step cites `cite` (a substring of the reason's citation).
inline bool stepCites(const engine::StepCost& s, const std::string& cite) {
    for (const engine::Reason& r : s.reasons)
        if (r.cite.find(cite) != std::string::npos) return true;
    return false;
}

// `n` hexes from `h` straight on in direction `dir`.
inline engine::HexCoord straight(engine::HexCoord h, int dir, int n) {
    for (int i = 0; i < n; ++i) h = engine::neighbor(h, dir);
    return h;
}

}  // namespace movetest
