#include "importers/elevation/block_mean_sampler.hpp"

#include "importers/elevation/hex_row_runs.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>

namespace importers {
namespace {

struct HexSums {
    std::vector<double> sum;
    std::vector<std::uint32_t> count;
};

// Four cells at a time in the compiler's portable vector types (SSE, NEON...). Comparisons give
// all-ones lanes where true.
using Float4 = float __attribute__((vector_size(16)));
using Int4 = std::int32_t __attribute__((vector_size(16)));

Float4 load4(const float* z) {
    Float4 v;
    std::memcpy(&v, z, sizeof v);
    return v;
}

// Adds the cells of z[0, n) that hold data (finite and not `noData`) to sum and count. Reads up
// to three cells past z[n) (masked out): the block buffer is padded for that.
void addValid(const float* z, int n, Float4 noData, double& sum, std::uint32_t& count) {
    static const Int4 kFirst[4] = {{0, 0, 0, 0}, {-1, 0, 0, 0}, {-1, -1, 0, 0}, {-1, -1, -1, 0}};
    Float4 total = {0, 0, 0, 0};
    Int4 hits = {0, 0, 0, 0};
    const auto add = [&](Float4 v, Int4 take) {
        const Int4 ok = ((v - v) == 0) & (v != noData) & take;  // v - v is NaN for NaN and infinities
        total += reinterpret_cast<Float4>(ok & reinterpret_cast<Int4>(v));
        hits -= ok;
    };
    int k = 0;
    for (; k + 4 <= n; k += 4) add(load4(z + k), Int4{-1, -1, -1, -1});
    if (k < n) add(load4(z + k), kFirst[n - k]);
    sum += (total[0] + total[1]) + (total[2] + total[3]);
    count += static_cast<std::uint32_t>(hits[0] + hits[1] + hits[2] + hits[3]);
}

// One block's cells, 64-byte aligned (the kernel copies file pages into a misaligned buffer at a
// fraction of the speed on some CPUs), with room for the vector loads that run past a row's end.
class BlockBuffer {
public:
    BlockBuffer() = default;
    explicit BlockBuffer(std::size_t cells) : m_storage(cells + 16 + kSlack) {}
    float* cells() {
        void* p = m_storage.data();
        std::size_t space = m_storage.size() * sizeof(float);
        return static_cast<float*>(std::align(64, sizeof(float), p, space));
    }

private:
    static constexpr std::size_t kSlack = 4;  // addValid reads up to 3 cells past a run
    std::vector<float> m_storage;
};

// One thread's share: block rows, each read block by block and cut along the hex runs.
class BlockRowSampler {
public:
    BlockRowSampler(const std::string& path, const std::array<double, 6>& gt, const SamplerSetup& setup, HexSums& sums)
        : m_source(path, false), m_sums(sums), m_grid(setup.grid), m_runs(setup.grid, setup.layout, gt[0], gt[1], m_source.width()),
          m_period(verticalPeriod(setup.grid, setup.layout, -gt[5])), m_top(gt[3]), m_cellHeight(gt[5]) {
        m_source.blockSize(m_blockWidth, m_blockHeight);
        const float noData = m_source.storedNoData();
        m_noData = Float4{noData, noData, noData, noData};
        m_block = BlockBuffer(static_cast<std::size_t>(m_blockWidth) * static_cast<std::size_t>(m_blockHeight));
        m_phaseRuns.resize(static_cast<std::size_t>(m_period.cells));
    }

    bool sampleBlockRow(int by, std::string& error) {
        const int rows = std::min(m_blockHeight, m_source.height() - by * m_blockHeight);
        m_rows.resize(static_cast<std::size_t>(rows));
        if (m_period.cells == 0) m_ownRuns.resize(static_cast<std::size_t>(m_blockHeight));
        for (int r = 0; r < rows; ++r) m_rows[static_cast<std::size_t>(r)] = rowRuns(by * m_blockHeight + r);
        const int blocksAcross = (m_source.width() + m_blockWidth - 1) / m_blockWidth;
        for (int bx = 0; bx < blocksAcross; ++bx) {
            PixelWindow w;
            if (!m_source.readBlock(bx, by, m_block.cells(), w, error)) return false;
            addBlock(w, m_block.cells());
        }
        return true;
    }

private:
    // A raster row's runs and where the next block's cells continue along them.
    struct Row {
        const std::vector<HexRun>* runs = nullptr;
        int periods = 0;  // lattice periods below the runs' own row (their hexes shift that far down)
        std::size_t next = 0;
    };

    // Rows a whole vertical period apart share one cut (made on first use); otherwise each is cut.
    Row rowRuns(int j) {
        const double y = m_top + (j + 0.5) * m_cellHeight;
        if (m_period.cells == 0) {
            auto& runs = m_ownRuns[static_cast<std::size_t>(j % m_blockHeight)];
            m_runs.compute(y, runs);
            return {&runs, 0, 0};
        }
        const int phase = j % m_period.cells, periods = j / m_period.cells;
        auto& runs = m_phaseRuns[static_cast<std::size_t>(phase)];
        if (runs.empty()) m_runs.compute(y - periods * m_period.cells * m_cellHeight, runs, true);
        return {&runs, periods, 0};
    }

    void addBlock(const PixelWindow& w, const float* cells) {
        for (int r = 0; r < w.height; ++r) addRow(m_rows[static_cast<std::size_t>(r)], w, cells + static_cast<std::ptrdiff_t>(r) * m_blockWidth);
    }

    // The cells of one row of the block at w, along the runs from where the previous block stopped.
    void addRow(Row& row, const PixelWindow& w, const float* cells) {
        const auto& runs = *row.runs;
        std::size_t& c = row.next;
        const int end = w.x0 + w.width;
        for (int start = c ? runs[c - 1].end : 0; c < runs.size(); start = runs[c++].end) {
            const HexRun& run = runs[c];
            const int a = std::max(start, w.x0), b = std::min(run.end, end);
            const long index = row.periods == 0 ? run.index : m_period.shifted(run, row.periods, m_grid);
            if (index >= 0 && b > a)
                addValid(cells + (a - w.x0), b - a, m_noData, m_sums.sum[static_cast<std::size_t>(index)], m_sums.count[static_cast<std::size_t>(index)]);
            if (run.end > end) return;  // continues in the next block
        }
    }

    RasterSource m_source;
    HexSums& m_sums;
    const engine::HexGrid& m_grid;
    HexRowRuns m_runs;
    VerticalPeriod m_period;
    double m_top, m_cellHeight;
    int m_blockWidth = 0, m_blockHeight = 0;
    Float4 m_noData{};
    std::vector<Row> m_rows;                         // of the current block row
    std::vector<std::vector<HexRun>> m_ownRuns;      // without a period: the current block row's
    std::vector<std::vector<HexRun>> m_phaseRuns;    // with one: per row of the first period
    BlockBuffer m_block;
};

}  // namespace

bool suitsBlockMean(const RasterSource& source, std::size_t maxBlockBytes) {
    const auto& gt = source.geoTransform();
    int bw = 0, bh = 0;
    source.blockSize(bw, bh);
    return gt[1] > 0 && gt[5] < 0 && gt[2] == 0 && gt[4] == 0 && bw > 0 && bh > 0 &&
           static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh) * sizeof(float) <= maxBlockBytes;
}

bool sampleMeanByBlocks(const std::string& path, const std::array<double, 6>& gt, const SamplerSetup& setup, int threads,
                        const TaskProgress& progress, std::vector<float>& value, std::string& error, bool& cancelled) {
    const std::size_t n = setup.grid.size();
    std::vector<std::unique_ptr<HexSums>> sums;
    std::mutex mutex;
    const RasterSource raster(path, false);  // its block layout, and stored values to metres
    int blockWidth = 0, blockHeight = 0;
    raster.blockSize(blockWidth, blockHeight);
    const int blockRows = (raster.height() + blockHeight - 1) / blockHeight;
    const auto makeWorker = [&]() -> TaskFn {
        HexSums* mine = nullptr;
        {
            const std::lock_guard lock(mutex);
            sums.push_back(std::make_unique<HexSums>(HexSums{std::vector<double>(n, 0.0), std::vector<std::uint32_t>(n, 0)}));
            mine = sums.back().get();
        }
        auto sampler = std::make_shared<BlockRowSampler>(path, gt, setup, *mine);
        return [sampler](int by, std::string& why) { return sampler->sampleBlockRow(by, why); };
    };
    if (!runTasks(threads, blockRows, makeWorker, progress, error, cancelled)) return false;
    value.assign(n, std::nanf(""));
    for (std::size_t i = 0; i < n; ++i) {
        double sum = 0;
        std::uint32_t count = 0;
        for (const auto& s : sums) {
            sum += s->sum[i];
            count += s->count[i];
        }
        if (count > 0) value[i] = static_cast<float>(raster.toMetres(sum / count, setup.metresPerUnit));
    }
    return true;
}

}  // namespace importers
