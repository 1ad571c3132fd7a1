// HexRowRuns: the runs of one hex along a row of cells must put every cell where locating its
// centre would (HexLayout::toHex), for both orientations and staggers, any cell size, rows through
// hex corners and along hex edges, and rows reaching off the grid.
#include "importers/elevation/hex_row_runs.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace importers;

namespace {

// Every cell's hex index as the runs give it, and as the slow way gives it.
void requireSameAsToHex(const engine::HexGrid& grid, const engine::HexLayout& layout, double left, double cell,
                        int width, double y) {
    const HexRowRuns runs(grid, layout, left, cell, width);
    std::vector<HexRun> out;
    runs.compute(y, out);
    REQUIRE_FALSE(out.empty());
    CHECK(out.back().end == width);
    int i = 0;
    for (const HexRun& run : out) {
        REQUIRE(run.end > i);
        for (; i < run.end; ++i) {
            // A centre on a hex edge (a row along a flat-top hex's top) may go either way.
            const double x = left + (i + 0.5) * cell, e = 1e-7;
            bool found = false;
            for (const engine::Point p : {engine::Point{x, y}, {x, y + e}, {x, y - e}, {x + e, y}, {x - e, y}}) {
                const engine::HexCoord h = layout.toHex(p);
                found = found || run.index == (grid.contains(h) ? static_cast<long>(grid.index(h)) : -1);
            }
            INFO("cell " << i << " of row y = " << y);
            REQUIRE(found);
        }
    }
}

}  // namespace

TEST_CASE("hex runs along a row agree with locating every cell centre", "[importers][elevation][runs]") {
    for (const auto orientation : {engine::Orientation::FlatTop, engine::Orientation::PointyTop})
        for (const auto stagger : {engine::Stagger::Odd, engine::Stagger::Even})
            for (const double hexSize : {182.88, 200.0, 7.0}) {  // 7 m: smaller than a 10 m cell
                const engine::HexGrid grid({orientation, stagger}, 30, 24);
                engine::HexLayout layout{orientation, hexSize, {1000.37, 5000.21}};
                INFO(engine::toString(orientation) << " " << engine::toString(stagger) << " hex " << hexSize);
                const double cell = hexSize > 10 ? 10 : 1.3;
                const double left = layout.origin.x - 3 * hexSize;  // starts off the grid, to the west
                const int width = static_cast<int>(34 * hexSize / cell);
                const double top = layout.origin.y + 2 * hexSize;
                for (int k = 0; k < 400; ++k)
                    requireSameAsToHex(grid, layout, left, cell, width, top - (k + 0.5) * hexSize * 0.07);
                // Rows through the hexes' corners and centres.
                const auto corners = layout.corners(grid.fromOffset({3, 4}));
                for (const auto& c : corners) requireSameAsToHex(grid, layout, left, cell, width, c.y);
                requireSameAsToHex(grid, layout, left, cell, width, layout.toPoint(grid.fromOffset({5, 5})).y);
            }
}

TEST_CASE("hex runs: a row wholly off the grid is one run of no hex", "[importers][elevation][runs]") {
    const engine::HexGrid grid({engine::Orientation::FlatTop, engine::Stagger::Odd}, 10, 10);
    const engine::HexLayout layout{engine::Orientation::FlatTop, 100, {0, 0}};
    const HexRowRuns runs(grid, layout, -500, 10, 300);
    std::vector<HexRun> out;
    runs.compute(5000, out);
    REQUIRE(out.size() == 1);
    CHECK(out[0].end == 300);
    CHECK(out[0].index == -1);
}

TEST_CASE("hex runs: rows a whole vertical period apart are the same cut, shifted down",
          "[importers][elevation][runs]") {
    for (const auto stagger : {engine::Stagger::Odd, engine::Stagger::Even}) {
        const engine::HexGrid grid({engine::Orientation::FlatTop, stagger}, 30, 24);
        const engine::HexLayout layout{engine::Orientation::FlatTop, 200, {1000.37, 5000.21}};
        const VerticalPeriod period = verticalPeriod(grid, layout, 10);
        REQUIRE(period.cells == 20);  // a flat-top hex is 200 m high: 20 cells of 10 m
        const double left = layout.origin.x - 600, top = layout.origin.y + 400;
        const int width = 700;
        const HexRowRuns runs(grid, layout, left, 10, width);
        std::vector<HexRun> phase, direct;
        for (int j = 0; j < 20 * 30; ++j) {  // from above the grid to below it
            const int periods = j / period.cells;
            runs.compute(top - (j % period.cells + 0.5) * 10, phase, true);
            runs.compute(top - (j + 0.5) * 10, direct);
            std::vector<long> shifted(width), located(width);
            int i = 0;
            for (const HexRun& run : phase)
                for (; i < run.end; ++i) shifted[static_cast<std::size_t>(i)] = period.shifted(run, periods, grid);
            i = 0;
            for (const HexRun& run : direct)
                for (; i < run.end; ++i) located[static_cast<std::size_t>(i)] = run.index;
            INFO("row " << j);
            REQUIRE(shifted == located);
        }
    }
    // Pointy-top hexes repeat every 3 circumradii down, never a whole number of 10 m cells here.
    const engine::HexGrid pointy({engine::Orientation::PointyTop, engine::Stagger::Odd}, 30, 24);
    CHECK(verticalPeriod(pointy, engine::HexLayout{engine::Orientation::PointyTop, 200, {0, 0}}, 10).cells == 0);
}
