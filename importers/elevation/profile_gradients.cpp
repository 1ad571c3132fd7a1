#include "importers/elevation/profile_gradients.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <numeric>

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

// One thread's view of the raster: blocks read on demand and dropped once the profiles, taken in
// window-top order, have moved below them; windows come out in metres (NaN = no data).
class BlockWindows {
public:
    BlockWindows(const std::string& path, double metresPerUnit) : m_source(path, false), m_metresPerUnit(metresPerUnit) {
        m_source.blockSize(m_blockWidth, m_blockHeight);
    }

    // The cells of `w` (row-major) into `out`.
    bool read(const PixelWindow& w, std::vector<float>& out, std::string& error) {
        out.resize(static_cast<std::size_t>(w.width) * static_cast<std::size_t>(w.height));
        dropAbove(w.y0 / m_blockHeight);
        for (int by = w.y0 / m_blockHeight; by <= (w.y0 + w.height - 1) / m_blockHeight; ++by)
            for (int bx = w.x0 / m_blockWidth; bx <= (w.x0 + w.width - 1) / m_blockWidth; ++bx) {
                const Block* block = get(bx, by, error);
                if (!block) return false;
                const int x0 = std::max(w.x0, block->at.x0), x1 = std::min(w.x0 + w.width, block->at.x0 + block->at.width);
                const int y0 = std::max(w.y0, block->at.y0), y1 = std::min(w.y0 + w.height, block->at.y0 + block->at.height);
                for (int y = y0; y < y1; ++y)
                    std::copy_n(&block->cells[static_cast<std::size_t>(y - block->at.y0) * static_cast<std::size_t>(m_blockWidth) +
                                              static_cast<std::size_t>(x0 - block->at.x0)],
                                x1 - x0, &out[static_cast<std::size_t>(y - w.y0) * static_cast<std::size_t>(w.width) + static_cast<std::size_t>(x0 - w.x0)]);
            }
        m_source.toMetres(out.data(), out.size(), m_metresPerUnit);  // only the window's cells: blocks stay as stored
        return true;
    }

private:
    struct Block {
        PixelWindow at;  // the block's cells inside the raster
        std::vector<float> cells;  // rows a block width apart
    };

    const Block* get(int bx, int by, std::string& error) {
        auto [it, fresh] = m_blocks.try_emplace({by, bx});
        if (!fresh) return &it->second;
        if (!m_spare.empty()) {  // reuse a dropped block's memory: fresh allocations cost page faults
            it->second.cells.swap(m_spare.back());
            m_spare.pop_back();
        }
        Block& b = it->second;
        if (!m_source.readBlock(bx, by, b.cells, b.at, error)) {
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
    std::vector<std::vector<float>> m_spare;
};

// The steepest gradient along a -> b (grid plane) from the cells of `w`: samples about a cell
// apart, but no closer than a quarter of the gradient's run (finer adds nothing), and the rise
// over the run (the setup's baseline) between samples that far apart.
float profileGradient(const SamplerSetup& setup, const PlaneTransform& toRaster, const RasterSource& source, const PixelWindow& w,
                      const float* pixels, engine::Point a, engine::Point b) {
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
        double px = 0, py = 0;
        source.toPixel(xs[k], ys[k], px, py);
        z[k] = std::isnan(xs[k]) ? kNaN : bilinearIn(w, pixels, px, py);
    }
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
    const double fx = px - 0.5 - w.x0, fy = py - 0.5 - w.y0;
    const int i = static_cast<int>(std::floor(fx)), j = static_cast<int>(std::floor(fy));
    const double tx = fx - i, ty = fy - j;
    double sum = 0, weight = 0;
    for (int dj = 0; dj < 2; ++dj)
        for (int di = 0; di < 2; ++di) {
            const int ci = i + di, cj = j + dj;
            if (ci < 0 || cj < 0 || ci >= w.width || cj >= w.height) continue;
            const float z = pixels[static_cast<std::size_t>(cj) * static_cast<std::size_t>(w.width) + static_cast<std::size_t>(ci)];
            const double wt = (di ? tx : 1 - tx) * (dj ? ty : 1 - ty);
            if (std::isnan(z) || wt <= 0) continue;
            sum += wt * z;
            weight += wt;
        }
    // Cells without data drop out and the others are reweighted: a hole's edge keeps its value.
    return weight > 1e-9 ? static_cast<float>(sum / weight) : kNaN;
}

bool measureProfiles(const std::string& path, const ImportFrame& frame, const SamplerSetup& setup, const std::vector<ProfileLine>& lines,
                     int threads, const TaskProgress& progress, std::vector<float>& gradient, std::string& error, bool& cancelled) {
    gradient.assign(lines.size(), kNaN);
    if (lines.empty()) return true;
    // Windows first (on this thread: one transform), then the profiles in window-top order.
    std::vector<PixelLine> pixelLines(lines.size());
    {
        const PlaneTransform toRaster(frame.gridSrs.get(), frame.rasterSrs.get());
        for (std::size_t k = 0; k < lines.size(); ++k) pixelLines[k] = pixelLine(toRaster, *frame.source, lines[k]);
    }
    std::vector<std::size_t> order(lines.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t p, std::size_t q) {
        const PixelWindow &a = pixelLines[p].window, &b = pixelLines[q].window;
        return a.y0 != b.y0 ? a.y0 < b.y0 : a.x0 < b.x0;
    });
    const int tasks = static_cast<int>(std::min<std::size_t>(lines.size(), static_cast<std::size_t>(std::max(1, threads) * kTasksPerThread)));
    const auto makeWorker = [&]() -> TaskFn {
        struct Worker {
            Worker(const std::string& path, const ImportFrame& frame, double metresPerUnit)
                : blocks(path, metresPerUnit), toRaster(frame.gridSrs.get(), frame.rasterSrs.get()) {}
            BlockWindows blocks;
            PlaneTransform toRaster;
            std::vector<float> pixels;
        };
        auto w = std::make_shared<Worker>(path, frame, setup.metresPerUnit);
        return [w, tasks, &order, &pixelLines, &lines, &gradient, &setup, &frame](int task, std::string& why) {
            const std::size_t begin = order.size() * static_cast<std::size_t>(task) / static_cast<std::size_t>(tasks);
            const std::size_t end = order.size() * static_cast<std::size_t>(task + 1) / static_cast<std::size_t>(tasks);
            for (std::size_t k = begin; k < end; ++k) {
                const std::size_t i = order[k];
                const PixelWindow& window = pixelLines[i].window;
                if (window.empty()) continue;
                if (!w->blocks.read(window, w->pixels, why)) return false;
                gradient[i] = profileGradient(setup, w->toRaster, *frame.source, window, w->pixels.data(), lines[i].a, lines[i].b);
            }
            return true;
        };
    };
    return runTasks(threads, tasks, makeWorker, progress, error, cancelled);
}

}  // namespace importers
