#include "importers/elevation/hex_band_sampler.hpp"

#include "importers/elevation/hex_row_runs.hpp"
#include "importers/elevation/profile_gradients.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace importers {
namespace {

const float kNaN = std::nanf("");

}  // namespace

HexBandSampler::HexBandSampler(const SamplerSetup& setup, const RasterSource& source,
                               const PlaneTransform& gridToRaster, const PlaneTransform& rasterToGrid)
    : m_setup(setup),
      m_source(source),
      m_toRaster(gridToRaster),
      m_toGrid(rasterToGrid) {}

PixelWindow HexBandSampler::windowFor(int rowBegin, int rowEnd) const {
    const auto& grid = m_setup.grid;
    const double size = m_setup.layout.size;
    double xmin = INFINITY, xmax = -INFINITY, ymin = INFINITY, ymax = -INFINITY;
    for (int row : {rowBegin, std::max(rowBegin, rowEnd - 1)})
        for (int col : {0, 1, grid.columns() - 1, std::max(0, grid.columns() - 2)}) {
            const auto p = m_setup.layout.toPoint(grid.fromOffset({col, row}));
            xmin = std::min(xmin, p.x - size);
            xmax = std::max(xmax, p.x + size);
            ymin = std::min(ymin, p.y - size);
            ymax = std::max(ymax, p.y + size);
        }
    // Trace the rectangle's edges into the raster: a rectangle in one CRS is a curved shape in another.
    constexpr int kSteps = 16;
    std::vector<double> xs, ys;
    for (int k = 0; k <= kSteps; ++k) {
        const double t = static_cast<double>(k) / kSteps;
        for (auto [x, y] : {std::pair{xmin + t * (xmax - xmin), ymin}, std::pair{xmin + t * (xmax - xmin), ymax},
                            std::pair{xmin, ymin + t * (ymax - ymin)}, std::pair{xmax, ymin + t * (ymax - ymin)}}) {
            xs.push_back(x);
            ys.push_back(y);
        }
    }
    m_toRaster.apply(static_cast<int>(xs.size()), xs.data(), ys.data());
    double pxMin = INFINITY, pxMax = -INFINITY, pyMin = INFINITY, pyMax = -INFINITY;
    for (std::size_t k = 0; k < xs.size(); ++k) {
        if (std::isnan(xs[k])) continue;
        double px = 0, py = 0;
        m_source.toPixel(xs[k], ys[k], px, py);
        pxMin = std::min(pxMin, px);
        pxMax = std::max(pxMax, px);
        pyMin = std::min(pyMin, py);
        pyMax = std::max(pyMax, py);
    }
    PixelWindow w;
    if (!(pxMin <= pxMax)) return w;
    w.x0 = std::clamp(static_cast<int>(std::floor(pxMin)) - 2, 0, m_source.width());
    w.y0 = std::clamp(static_cast<int>(std::floor(pyMin)) - 2, 0, m_source.height());
    w.width = std::clamp(static_cast<int>(std::ceil(pxMax)) + 2, 0, m_source.width()) - w.x0;
    w.height = std::clamp(static_cast<int>(std::ceil(pyMax)) + 2, 0, m_source.height()) - w.y0;
    return w;
}

void HexBandSampler::addPixel(Accumulator& a, std::vector<float>* values, int i, int j, float z) {
    if (a.count == 0) a.min = a.max = z;
    a.sum += z;
    ++a.count;
    a.min = std::min(a.min, z);
    a.max = std::max(a.max, z);
    if (values) values->push_back(z);
    if (!m_setup.roughness) return;
    const float gx = (at(i + 1, j) - at(i - 1, j)) / static_cast<float>(2 * m_setup.groundStepX);
    const float gy = (at(i, j + 1) - at(i, j - 1)) / static_cast<float>(2 * m_setup.groundStepY);
    if (std::isnan(gx) || std::isnan(gy)) return;
    a.gradientSum += std::sqrt(gx * gx + gy * gy);
    ++a.gradientCount;
}

void HexBandSampler::addRun(Accumulator& a, const float* z, int n) {
    double sum = 0;
    std::uint32_t count = 0;
    float lo = INFINITY, hi = -INFINITY;
    for (int k = 0; k < n; ++k) {
        const float v = z[k];
        if (v != v) continue;  // no-data
        sum += v;
        ++count;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    if (count == 0) return;
    a.min = a.count ? std::min(a.min, lo) : lo;
    a.max = a.count ? std::max(a.max, hi) : hi;
    a.sum += sum;
    a.count += count;
}

void HexBandSampler::accumulate(int rowBegin, int rowEnd) {
    const auto& grid = m_setup.grid;
    const auto& layout = m_setup.layout;
    const auto& gt = m_source.geoTransform();
    const bool median = m_setup.sampling == ElevationSampling::Median;
    const auto slot = [&](engine::HexCoord h) -> long {
        if (!grid.contains(h)) return -1;
        const int row = grid.offset(h).row;
        if (row < rowBegin || row >= rowEnd) return -1;
        return static_cast<long>(grid.index(h) - m_firstIndex);
    };
    std::optional<HexRowRuns> runs;
    if (m_toGrid.identity() && gt[2] == 0 && gt[4] == 0 && gt[1] > 0)
        runs.emplace(grid, layout, gt[0] + m_window.x0 * gt[1], gt[1], m_window.width);
    std::vector<HexRun> rowRuns;
    std::vector<double> xs(static_cast<std::size_t>(m_window.width)), ys(xs.size());
    for (int j = 0; j < m_window.height; ++j) {
        const double py = m_window.y0 + j + 0.5;
        const float* rowPixels = &m_pixels[static_cast<std::size_t>(j) * static_cast<std::size_t>(m_window.width)];
        if (runs) {  // whole runs of a row fall in one hex
            runs->compute(gt[3] + py * gt[5], rowRuns);
            int i = 0;
            for (const HexRun& run : rowRuns) {
                const long s = run.index - static_cast<long>(m_firstIndex);
                if (run.index >= 0 && s < static_cast<long>(m_acc.size()) && s >= 0) {
                    Accumulator& a = m_acc[static_cast<std::size_t>(s)];
                    if (median || m_setup.roughness) {
                        std::vector<float>* values = median ? &m_values[static_cast<std::size_t>(s)] : nullptr;
                        for (int k = i; k < run.end; ++k)
                            if (const float z = rowPixels[k]; !std::isnan(z)) addPixel(a, values, k, j, z);
                    } else {
                        addRun(a, rowPixels + i, run.end - i);
                    }
                }
                i = run.end;
            }
            continue;
        }
        for (int i = 0; i < m_window.width; ++i)
            m_source.toGeo(m_window.x0 + i + 0.5, py, xs[static_cast<std::size_t>(i)], ys[static_cast<std::size_t>(i)]);
        m_toGrid.apply(m_window.width, xs.data(), ys.data());
        for (int i = 0; i < m_window.width; ++i) {
            const float z = rowPixels[i];
            if (std::isnan(z) || std::isnan(xs[static_cast<std::size_t>(i)])) continue;
            const long s = slot(layout.toHex({xs[static_cast<std::size_t>(i)], ys[static_cast<std::size_t>(i)]}));
            if (s < 0) continue;
            addPixel(m_acc[static_cast<std::size_t>(s)], median ? &m_values[static_cast<std::size_t>(s)] : nullptr, i,
                     j, z);
        }
    }
}

bool HexBandSampler::sample(int rowBegin, int rowEnd, HexSamples& out, std::string& error) {
    const auto& grid = m_setup.grid;
    m_window = windowFor(rowBegin, rowEnd);
    if (!m_source.read(m_window, m_setup.metresPerUnit, m_pixels, error)) return false;
    m_firstIndex = static_cast<std::size_t>(rowBegin) * static_cast<std::size_t>(grid.columns());
    const std::size_t count = static_cast<std::size_t>(rowEnd - rowBegin) * static_cast<std::size_t>(grid.columns());
    m_acc.assign(count, Accumulator{});
    if (m_setup.sampling == ElevationSampling::Median) m_values.assign(count, {});
    if (!m_window.empty()) accumulate(rowBegin, rowEnd);

    for (std::size_t k = 0; k < count; ++k) {
        const std::size_t index = m_firstIndex + k;
        const engine::HexCoord h = grid.at(index);
        const engine::Point centre = m_setup.layout.toPoint(h);
        const Accumulator& a = m_acc[k];
        float value = kNaN;
        if (m_setup.sampling == ElevationSampling::Center) {
            double x = centre.x, y = centre.y, px = 0, py = 0;
            m_toRaster.apply(x, y);
            m_source.toPixel(x, y, px, py);
            if (!std::isnan(x)) value = bilinearIn(m_window, m_pixels.data(), px, py);
        } else if (a.count > 0 && m_setup.sampling == ElevationSampling::Mean) {
            value = static_cast<float>(a.sum / a.count);
        } else if (a.count > 0) {
            auto& v = m_values[k];
            const auto mid = v.begin() + static_cast<long>(v.size() / 2);
            std::nth_element(v.begin(), mid, v.end());
            value = *mid;
            if (v.size() % 2 == 0)
                value = static_cast<float>((static_cast<double>(value) + *std::max_element(v.begin(), mid)) / 2);
        }
        out.value[index] = value;
        if (m_setup.roughness) {
            out.meanGradient[index] = a.gradientCount ? static_cast<float>(a.gradientSum / a.gradientCount) : kNaN;
            out.relief[index] = a.count ? a.max - a.min : kNaN;
        }
    }
    return true;
}

}  // namespace importers
