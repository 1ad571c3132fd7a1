#pragma once
// Cuts a row of raster cells into runs of consecutive cells whose centres fall in one hex, for a
// raster in the grid's own CRS and north-up (its rows are lines of constant y). Hexes tile the
// plane, so along a row the hex pattern repeats with the lattice's horizontal period: the edges of
// the hexes in one period are found with the hex geometry and the rest are shifted copies, which
// costs a few additions per run instead of a point location per cell.
#include "engine/hex/hex_grid.hpp"
#include "engine/hex/hex_layout.hpp"

#include <array>
#include <vector>

namespace importers {

struct HexRun {
    int end = 0;      // one past the run's last cell; the run starts where the previous one ended
    long index = -1;  // dense hex index, -1 off the grid
};

class HexRowRuns {
public:
    // A row of `width` cells of `cellWidth` (> 0) whose left edge is at plane x = `left`.
    HexRowRuns(const engine::HexGrid& grid, const engine::HexLayout& layout, double left, double cellWidth, int width);
    // The runs along the line of cell centres at plane y, covering cells [0, width).
    void compute(double y, std::vector<HexRun>& out) const;

private:
    struct Edge {
        engine::HexCoord hex;
        double right = 0;  // where the line leaves the hex
    };
    // The hexes the line crosses in one period from x, with their right edges; false when the
    // geometry does not close a period (a line through corners, rounding): then cell by cell.
    bool period(double x, double y, std::vector<Edge>& edges) const;
    bool rightEdge(engine::HexCoord h, double y, double& right) const;  // false when y misses h
    // Ends the current run at `end`, or starts one of hex `index` (inline: called once a run).
    static void push(std::vector<HexRun>& out, int end, long index) {
        if (end <= (out.empty() ? 0 : out.back().end)) return;
        if (!out.empty() && out.back().index == index) out.back().end = end;
        else out.push_back({end, index});
    }
    [[nodiscard]] long indexOf(engine::HexCoord h) const;
    void cellByCell(double y, std::vector<HexRun>& out) const;

    const engine::HexGrid& m_grid;
    engine::HexLayout m_layout;
    double m_left, m_cellWidth;
    int m_width;
    engine::HexCoord m_step;  // the lattice translation along +x
    double m_periodWidth;     // its length
    std::array<engine::Point, 6> m_corners{};  // relative to the hex centre
};

}  // namespace importers
