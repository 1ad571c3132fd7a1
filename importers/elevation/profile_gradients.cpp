#include "importers/elevation/profile_gradients.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>

namespace importers {
namespace {

const float kNaN = std::nanf("");
constexpr int kMaxProfileSteps = 64;
constexpr int kTasksPerThread = 4;  // contiguous shares: each one re-reads at most its first block row

// A profile's two ends in continuous pixel coordinates and the cells around its segment.
struct PixelLine {
    double px0 = 0, py0 = 0, px1 = 0, py1 = 0;
    PixelWindow window;  // empty: off the raster
};

// One thread's view of the raster: blocks read on demand and dropped once the profiles, taken
// block row by block row (of their windows' tops), have moved below them. Cells come out in metres
// (NaN = no data), one by one: a profile needs only the few cells around its samples.
class BlockWindows {
public:
    BlockWindows(const std::string& path, double metresPerUnit)
        : m_source(path, false),
          m_metresPerUnit(metresPerUnit) {
        m_source.blockSize(m_blockWidth, m_blockHeight);
    }

    // Makes the cells of `w` available to cell().
    bool load(const PixelWindow& w, std::string& error) {
        const int bx0 = w.x0 / m_blockWidth, by0 = w.y0 / m_blockHeight;
        const int across = (w.x0 + w.width - 1) / m_blockWidth - bx0 + 1, by1 = (w.y0 + w.height - 1) / m_blockHeight;
        m_window = w;
        // Profiles come block by block: most need the blocks the previous one did.
        if (!m_view.empty() && bx0 == m_bx0 && by0 == m_by0 && across == m_across && by1 == m_by1) return true;
        dropAbove(by0);
        m_bx0 = bx0;
        m_by0 = by0;
        m_by1 = by1;
        m_across = across;
        m_view.clear();
        for (int by = m_by0; by <= m_by1; ++by)
            for (int bx = m_bx0; bx < m_bx0 + m_across; ++bx) {
                const Block* block = get(bx, by, error);
                if (!block) {
                    m_view.clear();
                    return false;
                }
                m_view.push_back(block);
            }
        m_last = m_view.front();
        return true;
    }

    // Cell (x, y) of the raster in metres; NaN without data or outside the loaded window.
    [[nodiscard]] float cell(int x, int y) const {
        const float* stored = find(x, y);
        return stored ? m_source.metres(*stored, m_metresPerUnit) : kNaN;
    }

    // Starts fetching the cells (x, y) and (x, y + 1) into the CPU cache: a profile's cells are
    // scattered over a block's rows, and fetched together their cache misses overlap.
    void prefetch(int x, int y) const {
        for (int row : {y, y + 1})
            if (const float* at = find(x, row)) __builtin_prefetch(at);
    }

private:
    struct Block {
        PixelWindow at;                  // the block's cells inside the raster
        std::unique_ptr<float[]> cells;  // as stored, rows a block width apart (not zeroed first: read over)
    };

    // The stored cell (x, y), or null outside the loaded window.
    [[nodiscard]] const float* find(int x, int y) const {
        if (x < m_window.x0 || y < m_window.y0 || x >= m_window.x0 + m_window.width ||
            y >= m_window.y0 + m_window.height)
            return nullptr;
        const Block* last = m_last;  // the four cells of a bilinear sample are mostly in one block
        if (x < last->at.x0 || y < last->at.y0 || x >= last->at.x0 + last->at.width ||
            y >= last->at.y0 + last->at.height)
            m_last = last =
                m_view[static_cast<std::size_t>((y / m_blockHeight - m_by0) * m_across + (x / m_blockWidth - m_bx0))];
        return &last->cells[static_cast<std::size_t>(y - last->at.y0) * static_cast<std::size_t>(m_blockWidth) +
                            static_cast<std::size_t>(x - last->at.x0)];
    }

    const Block* get(int bx, int by, std::string& error) {
        auto [it, fresh] = m_blocks.try_emplace({by, bx});
        if (!fresh) return &it->second;
        Block& b = it->second;
        if (!m_spare.empty()) {  // reuse a dropped block's memory: fresh allocations cost page faults
            b.cells = std::move(m_spare.back());
            m_spare.pop_back();
        } else {
            b.cells.reset(new float[static_cast<std::size_t>(m_blockWidth) * static_cast<std::size_t>(m_blockHeight)]);
        }
        if (!m_source.readBlock(bx, by, b.cells.get(), b.at, error)) {
            m_blocks.erase(it);
            return nullptr;
        }
        return &b;
    }

    void dropAbove(int blockRow) {
        for (auto it = m_blocks.begin(); it != m_blocks.end() && it->first.first < blockRow;) {
            m_spare.push_back(std::move(it->second.cells));
            it = m_blocks.erase(it);
        }
    }

    RasterSource m_source;
    double m_metresPerUnit;
    int m_blockWidth = 1, m_blockHeight = 1;
    std::map<std::pair<int, int>, Block> m_blocks;  // by block row, then column
    std::vector<std::unique_ptr<float[]>> m_spare;
    PixelWindow m_window;  // loaded: its blocks, row by row, in m_view
    int m_bx0 = 0, m_by0 = 0, m_by1 = 0, m_across = 0;
    std::vector<const Block*> m_view;
    mutable const Block* m_last = nullptr;
};

// The steepest gradient along a -> b (grid plane) from the cells of `w`: samples about a cell
// apart, but no closer than a quarter of the gradient's run (finer adds nothing), and the rise
// over the run (the setup's baseline) between samples that far apart.
float profileGradient(const SamplerSetup& setup, const PlaneTransform& toRaster, const RasterSource& source,
                      const BlockWindows& cells, engine::Point a, engine::Point b) {
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    const double spacing = std::max(setup.cellMetres, setup.baselineMetres / 4);
    const int steps = std::clamp(static_cast<int>(std::ceil(length / spacing)), 4, kMaxProfileSteps);
    std::array<double, kMaxProfileSteps + 1> xs{}, ys{};
    std::array<float, kMaxProfileSteps + 1> z{};
    for (int k = 0; k <= steps; ++k) {
        const double t = static_cast<double>(k) / steps;
        xs[static_cast<std::size_t>(k)] = a.x + t * (b.x - a.x);
        ys[static_cast<std::size_t>(k)] = a.y + t * (b.y - a.y);
    }
    toRaster.apply(steps + 1, xs.data(), ys.data());
    for (std::size_t k = 0; k <= static_cast<std::size_t>(steps); ++k) {
        if (!std::isnan(xs[k])) source.toPixel(xs[k], ys[k], xs[k], ys[k]);
        if (!std::isnan(xs[k]))
            cells.prefetch(static_cast<int>(std::floor(xs[k] - 0.5)), static_cast<int>(std::floor(ys[k] - 0.5)));
    }
    for (std::size_t k = 0; k <= static_cast<std::size_t>(steps); ++k)
        z[k] = std::isnan(xs[k]) ? kNaN : bilinear([&](int i, int j) { return cells.cell(i, j); }, xs[k], ys[k]);
    const double step = length / steps;
    const int run = std::clamp(static_cast<int>(std::lround(setup.baselineMetres / step)), 1, steps);
    float steepest = kNaN;
    for (int k = 0; k + run <= steps; ++k) {
        const float dz = std::fabs(z[static_cast<std::size_t>(k + run)] - z[static_cast<std::size_t>(k)]);
        if (std::isnan(dz)) continue;
        const auto g = static_cast<float>(dz / (run * step));
        steepest = std::isnan(steepest) ? g : std::max(steepest, g);
    }
    return steepest;
}

// The cells around the segment, with a margin for bilinear and a reprojected line's bow.
PixelLine pixelLine(const PlaneTransform& toRaster, const RasterSource& source, const ProfileLine& line) {
    std::array<double, 2> xs{line.a.x, line.b.x}, ys{line.a.y, line.b.y};
    toRaster.apply(2, xs.data(), ys.data());
    PixelLine p;
    source.toPixel(xs[0], ys[0], p.px0, p.py0);
    source.toPixel(xs[1], ys[1], p.px1, p.py1);
    if (std::isnan(p.px0) || std::isnan(p.px1)) return p;
    PixelWindow& w = p.window;
    w.x0 = std::clamp(static_cast<int>(std::floor(std::min(p.px0, p.px1))) - 3, 0, source.width());
    w.y0 = std::clamp(static_cast<int>(std::floor(std::min(p.py0, p.py1))) - 3, 0, source.height());
    w.width = std::clamp(static_cast<int>(std::ceil(std::max(p.px0, p.px1))) + 3, 0, source.width()) - w.x0;
    w.height = std::clamp(static_cast<int>(std::ceil(std::max(p.py0, p.py1))) + 3, 0, source.height()) - w.y0;
    return p;
}

}  // namespace

float bilinearIn(const PixelWindow& w, const float* pixels, double px, double py) {
    const auto cell = [&](int i, int j) {
        i -= w.x0;
        j -= w.y0;
        if (i < 0 || j < 0 || i >= w.width || j >= w.height) return kNaN;
        return pixels[static_cast<std::size_t>(j) * static_cast<std::size_t>(w.width) + static_cast<std::size_t>(i)];
    };
    return bilinear(cell, px, py);
}

bool measureProfiles(const std::string& path, const ImportPlan& plan, const SamplerSetup& setup,
                     const std::vector<ProfileLine>& lines, int threads, const TaskProgress& progress,
                     std::vector<float>& gradient, std::string& error, bool& cancelled) {
    gradient.assign(lines.size(), kNaN);
    if (lines.empty()) return true;
    // Windows first (on this thread: one transform), then the profiles in window-top order.
    std::vector<PixelLine> pixelLines(lines.size());
    {
        const PlaneTransform toRaster(plan.gridSrs.get(), plan.rasterSrs.get());
        for (std::size_t k = 0; k < lines.size(); ++k) pixelLines[k] = pixelLine(toRaster, *plan.source, lines[k]);
    }
    // Block by block (the block a window starts in): a block's cells stay in the CPU cache while its
    // profiles are measured. The sort keys are made once, not at every comparison.
    int blockWidth = 1, blockHeight = 1;
    plan.source->blockSize(blockWidth, blockHeight);
    std::vector<std::pair<std::array<int, 4>, std::size_t>> keyed(lines.size());
    for (std::size_t k = 0; k < lines.size(); ++k) {
        const PixelWindow& w = pixelLines[k].window;
        keyed[k] = {{w.y0 / blockHeight, w.x0 / blockWidth, w.y0, w.x0}, k};
    }
    std::sort(keyed.begin(), keyed.end());
    std::vector<std::size_t> order(lines.size());
    for (std::size_t k = 0; k < keyed.size(); ++k) order[k] = keyed[k].second;
    const int tasks = static_cast<int>(
        std::min<std::size_t>(lines.size(), static_cast<std::size_t>(std::max(1, threads) * kTasksPerThread)));
    const auto makeWorker = [&]() -> TaskFn {
        struct Worker {
            Worker(const std::string& path, const ImportPlan& plan, double metresPerUnit)
                : blocks(path, metresPerUnit),
                  toRaster(plan.gridSrs.get(), plan.rasterSrs.get()) {}
            BlockWindows blocks;
            PlaneTransform toRaster;
        };
        auto w = std::make_shared<Worker>(path, plan, setup.metresPerUnit);
        return [w, tasks, &order, &pixelLines, &lines, &gradient, &setup, &plan](int task, std::string& why) {
            const std::size_t begin = order.size() * static_cast<std::size_t>(task) / static_cast<std::size_t>(tasks);
            const std::size_t end = order.size() * static_cast<std::size_t>(task + 1) / static_cast<std::size_t>(tasks);
            for (std::size_t k = begin; k < end; ++k) {
                const std::size_t i = order[k];
                const PixelWindow& window = pixelLines[i].window;
                if (window.empty()) continue;
                if (!w->blocks.load(window, why)) return false;
                gradient[i] = profileGradient(setup, w->toRaster, *plan.source, w->blocks, lines[i].a, lines[i].b);
            }
            return true;
        };
    };
    return runTasks(threads, tasks, makeWorker, progress, error, cancelled);
}

}  // namespace importers
