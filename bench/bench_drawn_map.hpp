#pragma once
// The map the drawing benchmarks share (draw_bench paints it on screen, print_bench prints it):
// columns x rows hexes of a ruleset, 70 % its first terrain and the rest any, rolling elevation
// and levels, and a hexside feature on about one hex in eight.
#include "engine/hex/hexside.hpp"
#include "engine/model/document.hpp"

#include <cmath>
#include <memory>
#include <random>

namespace benchmap {

inline engine::Document drawnMap(std::shared_ptr<const engine::Ruleset> ruleset, int columns, int rows) {
    engine::Document doc;
    doc.ruleset = std::move(ruleset);
    doc.map = engine::HexMap(engine::HexGrid(doc.ruleset->gridShape, columns, rows), doc.ruleset->scale.hexSizeMetres);
    std::mt19937 rng(42);
    std::uniform_int_distribution<std::size_t> terrain(0, doc.ruleset->terrain.size() - 1);
    std::uniform_int_distribution<int> percent(0, 99);
    const auto& sides = doc.ruleset->hexsides;
    std::uniform_int_distribution<std::size_t> side(0, sides.size() - 1);
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
        const engine::HexCoord h = doc.map.grid().at(i);
        const engine::OffsetCoord o = doc.map.grid().offset(h);
        doc.map.setTerrain(h, doc.ruleset->terrain[percent(rng) < 70 ? 0 : terrain(rng)].id);
        const double elevation = 150 + 20 * std::sin(o.col / 9.0) + 15 * std::cos(o.row / 7.0);
        doc.map.setElevation(h, elevation);
        doc.map.setLevel(h, static_cast<int>(elevation / 10) - 12);
        if (percent(rng) < 12)
            doc.map.setHexsideFeature(engine::hexsideOf(h, percent(rng) % 3), sides[side(rng)].id, true);
    }
    return doc;
}

}  // namespace benchmap
