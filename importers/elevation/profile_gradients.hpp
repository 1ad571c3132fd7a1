#pragma once
// Internal: the steepest gradient on the raster along the profile between two hex centres, for the
// hexsides whose levels differ (known only once every hex is sampled, so this is a second look at
// the raster). The profiles are sorted down the raster and split between threads; each thread
// reads the blocks its profiles lie in once (ReadBlock into reused buffers, past GDAL's block
// cache) and keeps only the blocks a later profile of its share can still reach.
// Memory per thread: the blocks meeting one profile window's rows across the raster's width, at
// most (window height / block height + 1) block rows (two for 256-row tiles).
#include "importers/elevation/hex_band_sampler.hpp"
#include "importers/elevation/import_plan.hpp"
#include "importers/elevation/parallel_tasks.hpp"

#include <cmath>
#include <string>
#include <vector>

namespace importers {

struct ProfileLine {
    engine::Point a, b;  // hex centres in the grid plane
};

// The steepest rise/run along each line into `gradient` (NaN off the raster or without data).
bool measureProfiles(const std::string& path, const ImportPlan& plan, const SamplerSetup& setup,
                     const std::vector<ProfileLine>& lines, int threads, const TaskProgress& progress,
                     std::vector<float>& gradient, std::string& error, bool& cancelled);

// Bilinear at a continuous pixel position (raster coordinates) from cell(i, j) (metres, NaN
// without data or outside); cells without data drop out and the others are reweighted (a hole's
// edge keeps its value). NaN where no cell has data.
template <typename CellFn>
[[nodiscard]] float bilinear(const CellFn& cell, double px, double py) {
    const double fx = px - 0.5, fy = py - 0.5;
    const double fi = std::floor(fx), fj = std::floor(fy);
    const int i = static_cast<int>(fi), j = static_cast<int>(fj);
    const double tx = fx - fi, ty = fy - fj;
    double sum = 0, weight = 0;
    for (int dj = 0; dj < 2; ++dj)
        for (int di = 0; di < 2; ++di) {
            const float z = cell(i + di, j + dj);
            const double w = (di ? tx : 1 - tx) * (dj ? ty : 1 - ty);
            if (std::isnan(z) || w <= 0) continue;
            sum += w * z;
            weight += w;
        }
    return weight > 1e-9 ? static_cast<float>(sum / weight) : std::nanf("");
}

// The same from the cells of window `w` (row-major `pixels`).
[[nodiscard]] float bilinearIn(const PixelWindow& w, const float* pixels, double px, double py);

}  // namespace importers
