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
    int end = 0;              // one past the run's last cell; the run starts where the previous one ended
    long index = -1;          // dense hex index, -1 off the grid
    engine::OffsetCoord hex;  // the hex's offset coordinates, on the grid or off it
};

class HexRowRuns {
public:
    // A row of `width` cells of `cellWidth` (> 0) whose left edge is at plane x = `left`.
    HexRowRuns(const engine::HexGrid& grid, const engine::HexLayout& layout, double left, double cellWidth, int width);
    // The runs along the line of cell centres at plane y, covering cells [0, width). Neighbouring
    // runs off the grid are one run unless keepOffGrid (then each names its own hex, so the runs can
    // be shifted a lattice period down onto the grid: see VerticalPeriod).
    void compute(double y, std::vector<HexRun>& out, bool keepOffGrid = false) const;

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
    static void push(std::vector<HexRun>& out, int end, long index, engine::OffsetCoord hex, bool keepOffGrid) {
        if (end <= (out.empty() ? 0 : out.back().end)) return;
        if (!out.empty() && out.back().index == index && (index >= 0 || !keepOffGrid || out.back().hex == hex))
            out.back().end = end;
        else out.push_back({end, index, hex});
    }
    [[nodiscard]] long indexOf(engine::HexCoord h) const;
    void cellByCell(double y, std::vector<HexRun>& out, bool keepOffGrid) const;

    const engine::HexGrid& m_grid;
    engine::HexLayout m_layout;
    double m_left, m_cellWidth;
    int m_width;
    engine::HexCoord m_step;                   // the lattice translation along +x
    double m_periodWidth;                      // its length
    std::array<engine::Point, 6> m_corners{};  // relative to the hex centre
};

// Rows of cells one vertical lattice period apart cross the same hexes, `rows` offset rows further
// down: when that period is a whole number of cells, a row's runs are those of the row `cells`
// above it, shifted. cells = 0 when it is not (then every row is cut on its own).
struct VerticalPeriod {
    int cells = 0;
    int rows = 0;
    // The run's hex index `periods` periods further down (-1 off the grid).
    [[nodiscard]] long shifted(const HexRun& run, int periods, const engine::HexGrid& grid) const {
        const long row = run.hex.row + static_cast<long>(periods) * rows;
        return run.hex.col >= 0 && run.hex.col < grid.columns() && row >= 0 && row < grid.rows()
                   ? row * grid.columns() + run.hex.col
                   : -1;
    }
};

// The period for cells `cellHeight` high (> 0) in a north-up raster over `layout`.
[[nodiscard]] VerticalPeriod verticalPeriod(const engine::HexGrid& grid, const engine::HexLayout& layout,
                                            double cellHeight);

}  // namespace importers
