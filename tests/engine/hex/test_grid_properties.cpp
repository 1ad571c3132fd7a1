// Properties checked over every hex of whole maps, in all numbering styles, orientations and
// staggers, single- and multi-sheet.
#include "engine/hex/hex_layout.hpp"
#include "engine/hex/hexside.hpp"

#include "hex_test_grids.hpp"

#include <set>

using namespace engine;

namespace {

std::vector<HexGrid> allGrids() {
    std::vector<HexGrid> grids;
    for (const GridShape shape : hextest::allShapes()) {
        grids.push_back(hextest::sssGrid(shape));
        grids.push_back(hextest::sssGrid(shape, "sss-slash"));
        grids.push_back(hextest::cwbGrid(shape));
        grids.push_back(hextest::ccrrGrid(shape));
        grids.emplace_back(shape, 33, 21, SectionLayout{3, 1, {"X", "Y", "Z"}}, hextest::preset("cwb"));
        grids.emplace_back(shape, 9, 9, SectionLayout{1, 3, {"A", "B", "C"}}, hextest::preset("sss-slash"));
    }
    return grids;
}

}  // namespace

TEST_CASE("every hex: offset, axial and label round trip and locate on its sheet", "[hex][grid][property]") {
    for (const HexGrid& grid : allGrids()) {
        INFO(hextest::describe(grid.shape()) << " " << grid.columns() << "x" << grid.rows());
        REQUIRE(grid.checkConsistency().empty());
        std::set<std::string> labels;
        for (int row = 0; row < grid.rows(); ++row)
            for (int col = 0; col < grid.columns(); ++col) {
                const OffsetCoord o{col, row};
                const HexCoord h = grid.fromOffset(o);
                REQUIRE(grid.offset(h) == o);
                REQUIRE(grid.contains(h));
                REQUIRE(grid.index(h) == static_cast<std::size_t>(row * grid.columns() + col));
                const std::string label = grid.label(h);
                REQUIRE(grid.parseLabel(label) == h);
                labels.insert(label);
                const HexLocation loc = grid.locate(h);
                REQUIRE(loc.section == (row / grid.sheetRows()) * grid.sections().across + col / grid.sheetColumns());
                if (grid.numbering().sectionPrefix)
                    REQUIRE(label.rfind(grid.sections().names.at(static_cast<std::size_t>(loc.section)), 0) == 0);
            }
        CHECK(labels.size() == grid.size());
    }
}

TEST_CASE("every hex: point round trip, neighbour and hexside symmetry", "[hex][grid][property]") {
    for (const GridShape shape : hextest::allShapes()) {
        const HexGrid grid = hextest::sssGrid(shape);
        const HexLayout layout{shape.orientation, 250.0, {312000.0, 4410000.0}};
        for (std::size_t i = 0; i < grid.size(); ++i) {
            const HexCoord h = grid.at(i);
            REQUIRE(layout.toHex(layout.toPoint(h)) == h);
            for (int d = 0; d < 6; ++d) {
                const HexCoord n = neighbor(h, d);
                REQUIRE(neighbor(n, oppositeDirection(d)) == h);
                REQUIRE(directionTo(n, h) == oppositeDirection(d));
                const HexsideId side = hexsideOf(h, d);
                REQUIRE(side == hexsideOf(n, oppositeDirection(d)));
                const auto [a, b] = hexesOf(side);
                REQUIRE(std::set<HexCoord>{a, b} == std::set<HexCoord>{h, n});
            }
        }
    }
}

TEST_CASE("offset neighbours in a grid are the six geometric neighbours", "[hex][grid][property]") {
    for (const GridShape shape : hextest::allShapes()) {
        const HexGrid grid = hextest::cwbGrid(shape);
        const HexLayout layout{shape.orientation, 1.0, {}};
        for (std::size_t i = 0; i < grid.size(); ++i) {
            const HexCoord h = grid.at(i);
            int adjacent = 0;
            for (int dc = -1; dc <= 1; ++dc)
                for (int dr = -1; dr <= 1; ++dr) {
                    const OffsetCoord o = grid.offset(h);
                    const HexCoord m = grid.fromOffset({o.col + dc, o.row + dr});
                    const Point a = layout.toPoint(h);
                    const Point b = layout.toPoint(m);
                    const bool touching = std::abs(std::hypot(a.x - b.x, a.y - b.y) - 1.0) < 1e-9;
                    REQUIRE(touching == (hexDistance(h, m) == 1));
                    adjacent += touching ? 1 : 0;
                }
            REQUIRE(adjacent == 6);  // 8 offset neighbours, 6 of them real
        }
    }
}

TEST_CASE("distance, ring and spiral sizes agree across a whole map", "[hex][grid][property]") {
    const HexGrid grid = hextest::ccrrGrid({Orientation::PointyTop, Stagger::Odd});
    const HexCoord centre = grid.fromOffset({20, 25});
    std::vector<int> perRadius(80, 0);
    for (std::size_t i = 0; i < grid.size(); ++i)
        ++perRadius[static_cast<std::size_t>(hexDistance(centre, grid.at(i)))];
    // Rings that fit inside the map hold 6r hexes, exactly those at distance r.
    for (int r = 1; r <= 19; ++r) {
        CHECK(perRadius[static_cast<std::size_t>(r)] == 6 * r);
        for (const HexCoord h : hexRing(centre, r)) CHECK(grid.contains(h));
    }
    CHECK(perRadius[0] == 1);
}
