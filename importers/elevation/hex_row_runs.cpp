#include "importers/elevation/hex_row_runs.hpp"

#include <algorithm>
#include <cmath>

namespace importers {
namespace {

constexpr int kMaxHexesPerPeriod = 12;  // 1 (pointy-top) or 2 (flat-top) unless the line grazes corners

}  // namespace

HexRowRuns::HexRowRuns(const engine::HexGrid& grid, const engine::HexLayout& layout, double left, double cellWidth,
                       int width)
    : m_grid(grid),
      m_layout(layout),
      m_left(left),
      m_cellWidth(cellWidth),
      m_width(width) {
    // The shortest lattice translation along +x: two columns over (flat-top) or one hex (pointy-top).
    m_step = layout.orientation == engine::Orientation::FlatTop ? engine::HexCoord{2, -1} : engine::HexCoord{1, 0};
    m_periodWidth = layout.toPoint(m_step).x - layout.toPoint({0, 0}).x;
    const engine::Point c = layout.toPoint({0, 0});
    const auto corners = layout.corners({0, 0});
    for (std::size_t k = 0; k < 6; ++k) m_corners[k] = {corners[k].x - c.x, corners[k].y - c.y};
}

bool HexRowRuns::rightEdge(engine::HexCoord h, double y, double& right) const {
    const engine::Point c = m_layout.toPoint(h);
    right = -INFINITY;
    for (std::size_t k = 0; k < 6; ++k) {
        const engine::Point p{c.x + m_corners[k].x, c.y + m_corners[k].y};
        const engine::Point q{c.x + m_corners[(k + 1) % 6].x, c.y + m_corners[(k + 1) % 6].y};
        if ((p.y - y) * (q.y - y) > 0 || p.y == q.y) continue;
        right = std::max(right, p.x + (y - p.y) * (q.x - p.x) / (q.y - p.y));
    }
    return right > -INFINITY;
}

bool HexRowRuns::period(double x, double y, std::vector<Edge>& edges) const {
    edges.clear();
    const engine::HexCoord first = m_layout.toHex({x, y});
    const double nudge = 1e-9 * m_periodWidth;  // just past an edge, into the next hex
    double probe = x;
    for (int k = 0; k < kMaxHexesPerPeriod; ++k) {
        const engine::HexCoord h = m_layout.toHex({probe, y});
        if (k > 0 && h == first + m_step) return true;
        double right = 0;
        if (!rightEdge(h, y, right) || right < probe) right = probe;  // grazed a corner
        edges.push_back({h, right});
        probe = right + nudge;
    }
    return false;
}

long HexRowRuns::indexOf(engine::HexCoord h) const {
    return m_grid.contains(h) ? static_cast<long>(m_grid.index(h)) : -1;
}

void HexRowRuns::cellByCell(double y, std::vector<HexRun>& out, bool keepOffGrid) const {
    for (int i = 0; i < m_width; ++i) {
        const engine::HexCoord h = m_layout.toHex({m_left + (i + 0.5) * m_cellWidth, y});
        push(out, i + 1, indexOf(h), m_grid.offset(h), keepOffGrid);
    }
}

void HexRowRuns::compute(double y, std::vector<HexRun>& out, bool keepOffGrid) const {
    out.clear();
    if (m_width <= 0) return;
    thread_local std::vector<Edge> edges;
    if (!period(m_left + 0.5 * m_cellWidth, y, edges)) return cellByCell(y, out, keepOffGrid);
    // Each period moves the hexes the same number of columns along their offset row, so a hex's
    // dense index follows from its period number without locating it again.
    struct Repeat {
        double last;  // the last cell (continuous) before the hex's right edge, in period 0
        engine::OffsetCoord at;
        int columnStep;
    };
    thread_local std::vector<Repeat> repeats;
    repeats.clear();
    for (const Edge& e : edges) {
        const engine::OffsetCoord at = m_grid.offset(e.hex), next = m_grid.offset(e.hex + m_step);
        if (next.row != at.row) return cellByCell(y, out, keepOffGrid);  // not a lattice this code knows
        repeats.push_back({(e.right - m_left) / m_cellWidth - 0.5, at, next.col - at.col});
    }
    const double periodCells = m_periodWidth / m_cellWidth;
    const long columns = m_grid.columns();
    for (int n = 0;; ++n) {
        for (const Repeat& r : repeats) {
            const double last = r.last + n * periodCells;
            // floor(last) + 1 by truncation (a call to floor costs more than the rest of the run).
            const int end = last >= m_width - 1 ? m_width : last < 0 ? 0 : static_cast<int>(last) + 1;
            const long col = r.at.col + static_cast<long>(n) * r.columnStep;
            const bool inside = r.at.row >= 0 && r.at.row < m_grid.rows() && col >= 0 && col < columns;
            push(out, end, inside ? r.at.row * columns + col : -1, {static_cast<int>(col), r.at.row}, keepOffGrid);
            if (end >= m_width) return;
        }
    }
}

VerticalPeriod verticalPeriod(const engine::HexGrid& grid, const engine::HexLayout& layout, double cellHeight) {
    // The shortest lattice translation straight down (south): one hex flat-top, two rows pointy-top.
    const engine::Point origin = layout.toPoint({0, 0});
    for (const engine::HexCoord down :
         {engine::HexCoord{0, 1}, engine::HexCoord{0, -1}, engine::HexCoord{-1, 2}, engine::HexCoord{1, -2}}) {
        const engine::Point p = layout.toPoint(down);
        if (std::fabs(p.x - origin.x) > 1e-9 * layout.size || !(p.y < origin.y)) continue;
        const double cells = (origin.y - p.y) / cellHeight;
        const long whole = std::lround(cells);
        if (whole < 1 || whole > 4096 || std::fabs(cells - static_cast<double>(whole)) > 1e-9 * cells) return {};
        // The same offset step from hexes of either column and row parity, or no period.
        VerticalPeriod v{static_cast<int>(whole), 0};
        for (int parity = 0; parity < 4; ++parity) {
            const engine::OffsetCoord o{2 + parity % 2, 2 + parity / 2};
            const engine::OffsetCoord n = grid.offset(grid.fromOffset(o) + down);
            if (n.col != o.col || (parity > 0 && n.row - o.row != v.rows)) return {};
            v.rows = n.row - o.row;
        }
        return v;
    }
    return {};
}

}  // namespace importers
