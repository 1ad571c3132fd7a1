#pragma once
// Internal: samples one band of hex rows from a raster window. Per hex the elevation (centre
// bilinear, mean or median of cells whose centres fall inside the hex), and optionally the mean
// gradient and relief inside it. Workers write disjoint rows of the shared outputs.
#include "engine/model/hex_map.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/elevation/plane_transform.hpp"
#include "importers/elevation/raster_source.hpp"

#include <array>
#include <vector>

namespace importers {

struct HexSamples {
    std::vector<float> value;         // per dense hex index; NaN = no data
    std::vector<float> meanGradient;  // when roughness is measured
    std::vector<float> relief;
};

struct SamplerSetup {
    engine::HexGrid grid;
    engine::HexLayout layout;
    ElevationSampling sampling = ElevationSampling::Mean;
    bool roughness = false;
    double metresPerUnit = 1;
    double cellMetres = 1;  // ground size of a raster cell (profile step)
    double baselineMetres = 0;
    double groundStepX = 1, groundStepY = 1;  // ground metres of one pixel step in x and y
};

class HexBandSampler {
public:
    HexBandSampler(const SamplerSetup& setup, const RasterSource& source, const PlaneTransform& gridToRaster,
                   const PlaneTransform& rasterToGrid);
    // Samples hex rows [rowBegin, rowEnd) into `out`. False and `error` when the raster read fails.
    bool sample(int rowBegin, int rowEnd, HexSamples& out, std::string& error);
    // The pixel window a band needs (its hexes and a margin).
    [[nodiscard]] PixelWindow windowFor(int rowBegin, int rowEnd) const;

private:
    struct Accumulator {
        double sum = 0;
        std::uint32_t count = 0;
        float min = 0, max = 0;
        double gradientSum = 0;
        std::uint32_t gradientCount = 0;
    };
    void accumulate(int rowBegin, int rowEnd);
    void addPixel(Accumulator& a, std::vector<float>* values, int i, int j, float z);
    static void addRun(Accumulator& a, const float* z, int n);  // a run of one row inside one hex
    [[nodiscard]] float at(int i, int j) const {                // window-relative, NaN outside
        if (i < 0 || j < 0 || i >= m_window.width || j >= m_window.height) return std::nanf("");
        return m_pixels[static_cast<std::size_t>(j) * static_cast<std::size_t>(m_window.width) +
                        static_cast<std::size_t>(i)];
    }

    const SamplerSetup& m_setup;
    const RasterSource& m_source;
    const PlaneTransform& m_toRaster;
    const PlaneTransform& m_toGrid;
    PixelWindow m_window;
    std::vector<float> m_pixels;
    std::size_t m_firstIndex = 0;
    std::vector<Accumulator> m_acc;
    std::vector<std::vector<float>> m_values;  // median only
};

}  // namespace importers
