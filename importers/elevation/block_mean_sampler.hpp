#pragma once
// Internal: the fast path for mean elevation per hex, when the raster is in the grid's own CRS and
// north-up and nothing but the mean is measured inside hexes. Every raster block is read once
// (Float32 blocks straight from the file into one reused buffer, past GDAL's block cache); each row
// of a block is cut into runs of one hex (HexRowRuns; rows a whole vertical lattice period apart
// share one cut, shifted). A block whose cells all hold data (checked in one pass) is summed
// without masks, eight cells a vector where the CPU has AVX2 (chosen at run time), else four. Each
// run is a fixed number of vector loads with the lanes past its end masked off, added into per-hex
// sums of the block row that go to the shared per-hex totals (under a lock) once the block row is
// done. Block rows are split between threads.
// Memory: per thread one block, the runs of one block row (or of one period) and 20 bytes for each
// hex one block row can touch; 12 bytes a hex in all.
#include "importers/elevation/block_mean_vectors.hpp"
#include "importers/elevation/hex_band_sampler.hpp"
#include "importers/elevation/parallel_tasks.hpp"

#include <array>
#include <string>
#include <vector>

namespace importers {

// True when `source` suits the block path (north-up, blocks of at most `maxBlockBytes`).
[[nodiscard]] bool suitsBlockMean(const RasterSource& source, std::size_t maxBlockBytes);

// Mean per dense hex index into `value` (NaN where a hex has no data), in metres.
bool sampleMeanByBlocks(const std::string& path, const std::array<double, 6>& geoTransform, const SamplerSetup& setup,
                        int threads, const TaskProgress& progress, std::vector<float>& value, std::string& error,
                        bool& cancelled);

}  // namespace importers
