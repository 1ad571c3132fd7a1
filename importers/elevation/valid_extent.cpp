#include "importers/elevation/valid_extent.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace importers {
namespace {

// A coarse validity grid: one nearest sample per cell of `step` raster cells.
struct CoarseMask {
    int width = 0, height = 0;
    double stepX = 1, stepY = 1;
    std::vector<std::uint8_t> valid;  // 1 = data
    [[nodiscard]] bool at(int i, int j) const {
        return valid[static_cast<std::size_t>(j) * static_cast<std::size_t>(width) + static_cast<std::size_t>(i)] != 0;
    }
};

// Whether every cell of the four outermost lines holds data, for a tiled raster whose mask is its
// no-data value: only the blocks along the edges are read (ReadBlock into one reused buffer, past
// GDAL's block cache, whose fresh allocations cost more than the read).
bool outlineHasDataByBlocks(const RasterSource& s) {
    const int w = s.width(), h = s.height();
    int bw = 0, bh = 0;
    s.blockSize(bw, bh);
    const int across = (w + bw - 1) / bw, down = (h + bh - 1) / bh;
    const float noData = s.storedNoData();
    const auto holds = [noData](float v) { return std::isfinite(v) && v != noData; };
    std::vector<float> block;
    PixelWindow win;
    std::string error;
    for (int by = 0; by < down; ++by)
        for (int bx = 0; bx < across; bx += (by == 0 || by == down - 1) ? 1 : std::max(1, across - 1)) {
            if (!s.readBlock(bx, by, block, win, error)) return false;
            const auto at = [&](int i, int j) {
                return block[static_cast<std::size_t>(j) * static_cast<std::size_t>(bw) + static_cast<std::size_t>(i)];
            };
            for (int i = 0; i < win.width; ++i)
                if ((by == 0 && !holds(at(i, 0))) || (by == down - 1 && !holds(at(i, win.height - 1)))) return false;
            for (int j = 0; j < win.height; ++j)
                if ((bx == 0 && !holds(at(0, j))) || (bx == across - 1 && !holds(at(win.width - 1, j)))) return false;
        }
    return true;
}

// Whether the four outermost lines of cells hold data all round (sampled at most maxCells a line).
bool outlineHasData(const RasterSource& s, int maxCells) {
    const int w = s.width(), h = s.height();
    int bw = 0, bh = 0;
    s.blockSize(bw, bh);
    if (s.maskIsNoData() && bw < w && bh < h) return outlineHasDataByBlocks(s);
    std::vector<std::uint8_t> line;
    const auto all = [&](PixelWindow win, int n) {
        if (!s.readMask(win, win.width == 1 ? 1 : n, win.width == 1 ? n : 1, line)) return false;
        return std::all_of(line.begin(), line.end(), [](std::uint8_t v) { return v != 0; });
    };
    const int across = std::min(w, maxCells), down = std::min(h, maxCells);
    return all({0, 0, w, 1}, across) && all({0, h - 1, w, 1}, across) && all({0, 0, 1, h}, down) &&
           all({w - 1, 0, 1, h}, down);
}

// Cells without data that no-data from the outline cannot reach are holes: count them as data.
void keepHoles(CoarseMask& m) {
    std::vector<std::uint8_t> outside(m.valid.size(), 0);
    std::vector<std::size_t> stack;
    const auto visit = [&](int i, int j) {
        if (i < 0 || j < 0 || i >= m.width || j >= m.height || m.at(i, j)) return;
        const std::size_t k =
            static_cast<std::size_t>(j) * static_cast<std::size_t>(m.width) + static_cast<std::size_t>(i);
        if (outside[k]) return;
        outside[k] = 1;
        stack.push_back(k);
    };
    for (int i = 0; i < m.width; ++i) {
        visit(i, 0);
        visit(i, m.height - 1);
    }
    for (int j = 0; j < m.height; ++j) {
        visit(0, j);
        visit(m.width - 1, j);
    }
    while (!stack.empty()) {
        const std::size_t k = stack.back();
        stack.pop_back();
        const int i = static_cast<int>(k % static_cast<std::size_t>(m.width)),
                  j = static_cast<int>(k / static_cast<std::size_t>(m.width));
        visit(i - 1, j);
        visit(i + 1, j);
        visit(i, j - 1);
        visit(i, j + 1);
    }
    for (std::size_t k = 0; k < m.valid.size(); ++k) m.valid[k] = outside[k] ? 0 : 1;
}

// A sample stands for its whole coarse cell only if its neighbours have data too.
void erode(CoarseMask& m) {
    CoarseMask eroded = m;
    for (int j = 0; j < m.height; ++j)
        for (int i = 0; i < m.width; ++i) {
            bool ok = true;
            for (int dj = -1; dj <= 1 && ok; ++dj)
                for (int di = -1; di <= 1 && ok; ++di) {
                    const int a = i + di, b = j + dj;
                    ok = a < 0 || b < 0 || a >= m.width || b >= m.height || m.at(a, b);
                }
            eroded
                .valid[static_cast<std::size_t>(j) * static_cast<std::size_t>(m.width) + static_cast<std::size_t>(i)] =
                ok ? 1 : 0;
        }
    m = std::move(eroded);
}

// The largest all-valid rectangle of coarse cells [c0, c1) x [r0, r1): per row, the heights of
// valid columns above it form a histogram whose largest rectangle a stack finds.
void largestRectangle(const CoarseMask& m, int& c0, int& r0, int& c1, int& r1) {
    std::vector<int> height(static_cast<std::size_t>(m.width) + 1, 0);
    std::vector<int> stack;
    long best = 0;
    c0 = r0 = c1 = r1 = 0;
    for (int j = 0; j < m.height; ++j) {
        for (int i = 0; i < m.width; ++i)
            height[static_cast<std::size_t>(i)] = m.at(i, j) ? height[static_cast<std::size_t>(i)] + 1 : 0;
        stack.clear();
        for (int i = 0; i <= m.width; ++i) {  // height[width] = 0 empties the stack
            while (!stack.empty() &&
                   height[static_cast<std::size_t>(stack.back())] >= height[static_cast<std::size_t>(i)]) {
                const int h = height[static_cast<std::size_t>(stack.back())];
                stack.pop_back();
                const int left = stack.empty() ? 0 : stack.back() + 1;
                if (static_cast<long>(h) * (i - left) > best) {
                    best = static_cast<long>(h) * (i - left);
                    c0 = left;
                    c1 = i;
                    r0 = j - h + 1;
                    r1 = j + 1;
                }
            }
            stack.push_back(i);
        }
    }
}

}  // namespace

PixelRect validDataRect(const RasterSource& source, int maxCells) {
    const PixelRect whole{0, 0, static_cast<double>(source.width()), static_cast<double>(source.height())};
    if (source.allValid() || outlineHasData(source, maxCells)) return whole;
    CoarseMask m;
    m.width = std::min(source.width(), maxCells);
    m.height = std::min(source.height(), maxCells);
    m.stepX = static_cast<double>(source.width()) / m.width;
    m.stepY = static_cast<double>(source.height()) / m.height;
    if (!source.readMask({0, 0, source.width(), source.height()}, m.width, m.height, m.valid)) return whole;
    keepHoles(m);
    erode(m);
    int c0 = 0, r0 = 0, c1 = 0, r1 = 0;
    largestRectangle(m, c0, r0, c1, r1);
    return {c0 * m.stepX, r0 * m.stepY, c1 * m.stepX, r1 * m.stepY};
}

}  // namespace importers
