#include "importers/elevation/block_mean_sampler.hpp"

#include "importers/elevation/hex_row_runs.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>

namespace importers {
namespace {

// Per hex, shared by the threads: each adds a block row's sums under the lock (a few times a
// second), so there is one copy for all threads and nothing to merge at the end.
struct HexSums {
    std::vector<double> sum;
    std::vector<std::uint32_t> count;
    std::mutex mutex;
};

// Four cells at a time in the compiler's portable vector types (SSE, NEON...). Comparisons give
// all-ones lanes where true.
using Float4 = float __attribute__((vector_size(16)));
using Int4 = std::int32_t __attribute__((vector_size(16)));
using Double2 = double __attribute__((vector_size(16)));

Float4 load4(const float* z) {
    Float4 v;
    std::memcpy(&v, z, sizeof v);
    return v;
}

// A run is summed as kRunVectors whole vectors, the lanes past its end masked out: no branch on its
// length, which varies from run to run. Longer runs take whole groups first.
constexpr int kRunVectors = 6;
constexpr int kRunCells = 4 * kRunVectors;

// kLead[n][v]: the lanes of vector v that lie among the first n cells (n <= kRunCells).
struct LeadMasks {
    Int4 mask[kRunCells + 1][kRunVectors];
    LeadMasks()
        : mask{} {
        for (int n = 0; n <= kRunCells; ++n)
            for (int c = 0; c < n; ++c) mask[n][c / 4][c % 4] = -1;
    }
};
const LeadMasks kLead;

// Where a run's cells go: per hex, a double sum of pairs of lanes and a count. Indexed by the hex's
// dense index minus the first one a block row can touch.
struct RunSums {
    std::vector<Double2> sum;
    std::vector<std::uint32_t> count;
};

// Whether every cell of z[0, n) holds data: finite, not no-data. Four independent accumulators
// (named, so they stay in registers) keep the adds from waiting on each other.
bool allHoldData(const float* z, int n, Float4 noData) {
    Float4 s0 = {}, s1 = {}, s2 = {}, s3 = {};  // sums of v - v: 0 for finite cells, NaN once a NaN or infinity is met
    Int4 m0 = {}, m1 = {}, m2 = {}, m3 = {};
    int k = 0;
    for (; k + 16 <= n; k += 16) {
        const Float4 v0 = load4(z + k), v1 = load4(z + k + 4), v2 = load4(z + k + 8), v3 = load4(z + k + 12);
        s0 += v0 - v0;
        s1 += v1 - v1;
        s2 += v2 - v2;
        s3 += v3 - v3;
        m0 |= v0 == noData;
        m1 |= v1 == noData;
        m2 |= v2 == noData;
        m3 |= v3 == noData;
    }
    for (; k < n; ++k)
        if (!std::isfinite(z[k]) || z[k] == noData[0]) return false;
    const Int4 bad = (((s0 + s1) + (s2 + s3)) != 0) | m0 | m1 | m2 | m3;  // != is true for NaN
    return (bad[0] | bad[1] | bad[2] | bad[3]) == 0;
}

// The same for the cells of window w, rows `stride` apart.
bool allHoldData(const float* cells, const PixelWindow& w, int stride, Float4 noData) {
    if (w.width == stride) return allHoldData(cells, w.width * w.height, noData);
    for (int r = 0; r < w.height; ++r)
        if (!allHoldData(cells + static_cast<std::ptrdiff_t>(r) * stride, w.width, noData)) return false;
    return true;
}

// The cells z[0, n) of a block whose cells all hold data, into `to`. Reads up to kRunCells - 1
// cells past z[n) (masked out): the block buffer is padded for that.
inline void addCleanRun(const float* z, int n, Double2& to, std::uint32_t& count) {
    count += static_cast<std::uint32_t>(n);
    Float4 total = {0, 0, 0, 0};
    for (; n > kRunCells; n -= kRunCells, z += kRunCells)
        total += ((load4(z) + load4(z + 4)) + (load4(z + 8) + load4(z + 12))) + (load4(z + 16) + load4(z + 20));
    const Int4* lead = kLead.mask[n];
    const auto part = [&](int v) {
        return reinterpret_cast<Float4>(reinterpret_cast<Int4>(load4(z + 4 * v)) & lead[v]);
    };
    total += ((part(0) + part(1)) + (part(2) + part(3))) + (part(4) + part(5));
    // Two lanes to doubles: float sums of a few cells each, then double from run to run.
    to += __builtin_convertvector(
        __builtin_shufflevector(total, total, 0, 1) + __builtin_shufflevector(total, total, 2, 3), Double2);
}

// The same where some cells may lack data (finite and not `noData` count).
inline void addRun(const float* z, int n, Float4 noData, Double2& to, std::uint32_t& count) {
    Float4 total = {0, 0, 0, 0};
    Int4 hits = {0, 0, 0, 0};
    const auto add = [&](Float4 v, Int4 take) {
        const Int4 ok = ((v - v) == 0) & (v != noData) & take;
        total += reinterpret_cast<Float4>(ok & reinterpret_cast<Int4>(v));
        hits -= ok;
    };
    for (; n > kRunCells; n -= kRunCells, z += kRunCells)
        for (int v = 0; v < kRunVectors; ++v) add(load4(z + 4 * v), Int4{-1, -1, -1, -1});
    for (int v = 0; v < kRunVectors; ++v) add(load4(z + 4 * v), kLead.mask[n][v]);
    to += __builtin_convertvector(
        __builtin_shufflevector(total, total, 0, 1) + __builtin_shufflevector(total, total, 2, 3), Double2);
    count += static_cast<std::uint32_t>(hits[0] + hits[1] + hits[2] + hits[3]);
}

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#define RIDGELINE_AVX2_SUMS 1
// The clean path's two kernels eight cells at a time, built for AVX2 (chosen at run time).
using Float8 = float __attribute__((vector_size(32)));
using Int8 = std::int32_t __attribute__((vector_size(32)));

[[gnu::target("avx2")]] inline Float8 load8(const float* z) {
    Float8 v;
    std::memcpy(&v, z, sizeof v);
    return v;
}

struct LeadMasks8 {
    Int8 mask[kRunCells + 1][kRunCells / 8];
    LeadMasks8()
        : mask{} {
        for (int n = 0; n <= kRunCells; ++n)
            for (int c = 0; c < n; ++c) mask[n][c / 8][c % 8] = -1;
    }
};
const LeadMasks8 kLead8;

[[gnu::target("avx2")]] bool allHoldData8(const float* z, int n, float noDataValue) {
    const Float8 noData = {noDataValue, noDataValue, noDataValue, noDataValue,
                           noDataValue, noDataValue, noDataValue, noDataValue};
    Float8 s0 = {}, s1 = {};
    Int8 m0 = {}, m1 = {};
    int k = 0;
    for (; k + 16 <= n; k += 16) {
        const Float8 v0 = load8(z + k), v1 = load8(z + k + 8);
        s0 += v0 - v0;
        s1 += v1 - v1;
        m0 |= v0 == noData;
        m1 |= v1 == noData;
    }
    for (; k < n; ++k)
        if (!std::isfinite(z[k]) || z[k] == noDataValue) return false;
    const Int8 bad = ((s0 + s1) != 0) | m0 | m1;
    return ((bad[0] | bad[1]) | (bad[2] | bad[3]) | (bad[4] | bad[5]) | (bad[6] | bad[7])) == 0;
}

[[gnu::target("avx2")]] inline void addCleanRun8(const float* z, int n, Double2& to, std::uint32_t& count) {
    count += static_cast<std::uint32_t>(n);
    Float8 total = {};
    for (; n > kRunCells; n -= kRunCells, z += kRunCells) total += (load8(z) + load8(z + 8)) + load8(z + 16);
    const Int8* lead = kLead8.mask[n];
    total += (reinterpret_cast<Float8>(reinterpret_cast<Int8>(load8(z)) & lead[0]) +
              reinterpret_cast<Float8>(reinterpret_cast<Int8>(load8(z + 8)) & lead[1])) +
             reinterpret_cast<Float8>(reinterpret_cast<Int8>(load8(z + 16)) & lead[2]);
    const Float4 four =
        __builtin_shufflevector(total, total, 0, 1, 2, 3) + __builtin_shufflevector(total, total, 4, 5, 6, 7);
    to += __builtin_convertvector(__builtin_shufflevector(four, four, 0, 1) + __builtin_shufflevector(four, four, 2, 3),
                                  Double2);
}
#endif

// One block's cells, 64-byte aligned (the kernel copies file pages into a misaligned buffer at a
// fraction of the speed on some CPUs), with room for the vector loads that run past a row's end.
class BlockBuffer {
public:
    BlockBuffer() = default;
    explicit BlockBuffer(std::size_t cells)
        : m_storage(cells + 16 + kRunCells) {}
    float* cells() {
        void* p = m_storage.data();
        std::size_t space = m_storage.size() * sizeof(float);
        return static_cast<float*>(std::align(64, sizeof(float), p, space));
    }

private:
    std::vector<float> m_storage;
};

// A run as the summing loop wants it: where it ends, and its hex as a dense index and a row that
// a lattice period's shift moves together (kOffGrid: a column off the grid, never on it).
struct Span {
    int end = 0;
    int hexRow = 0;
    long index = 0;  // hexRow * columns + column, before any shift
};
constexpr int kOffGrid = INT32_MIN / 2;

// A raster row: its spans (a cut shifted down `rowShift` hex rows), and where the next block of the
// block row continues along them.
struct SpanRow {
    const Span* spans = nullptr;
    std::size_t size = 0, next = 0;
    int start = 0;  // of span `next`
    int rowShift = 0;
    long indexShift = 0;                   // from a span's index to its slot
    int firstHexRow = 0, lastHexRow = -1;  // of the grid's rows this row can touch
};

enum class Sums { Masked, Clean4, Clean8 };

// The block's rows (at w, rows `stride` apart) along their spans from where the previous block
// stopped, into `into`: masked where cells may lack data, else unmasked 4 or 8 at a time.
template <Sums kSums>
[[gnu::always_inline]] inline void addRows(SpanRow* rows, const PixelWindow& w, const float* cells, int stride,
                                           unsigned hexRows, Float4 noData, RunSums& into) {
    const int end = w.x0 + w.width;
    for (int r = 0; r < w.height; ++r) {
        SpanRow& row = rows[r];
        const float* z = cells + static_cast<std::ptrdiff_t>(r) * stride - w.x0;
        for (; row.next < row.size; ++row.next) {
            const Span& span = row.spans[row.next];
            const int a = std::max(row.start, w.x0), b = std::min(span.end, end);
            if (static_cast<unsigned>(span.hexRow + row.rowShift) < hexRows && b > a) {
                const auto slot = static_cast<std::size_t>(span.index + row.indexShift);
                if constexpr (kSums == Sums::Masked) addRun(z + a, b - a, noData, into.sum[slot], into.count[slot]);
                else if constexpr (kSums == Sums::Clean4) addCleanRun(z + a, b - a, into.sum[slot], into.count[slot]);
#ifdef RIDGELINE_AVX2_SUMS
                else addCleanRun8(z + a, b - a, into.sum[slot], into.count[slot]);
#endif
            }
            if (span.end > end) break;  // continues in the next block
            row.start = span.end;
        }
    }
}

// A whole block: checked for cells without data, then summed with or without masks.
void addBlock4(SpanRow* rows, const PixelWindow& w, const float* cells, int stride, unsigned hexRows, Float4 noData,
               RunSums& into) {
    if (allHoldData(cells, w, stride, noData)) addRows<Sums::Clean4>(rows, w, cells, stride, hexRows, noData, into);
    else addRows<Sums::Masked>(rows, w, cells, stride, hexRows, noData, into);
}

#ifdef RIDGELINE_AVX2_SUMS
// The same for CPUs with AVX2: the check and the clean sums eight cells at a time.
[[gnu::target("avx2"), gnu::flatten]] void addBlock8(SpanRow* rows, const PixelWindow& w, const float* cells,
                                                     int stride, unsigned hexRows, Float4 noData, RunSums& into) {
    bool clean = true;
    if (w.width == stride) clean = allHoldData8(cells, w.width * w.height, noData[0]);
    else
        for (int r = 0; r < w.height && clean; ++r)
            clean = allHoldData8(cells + static_cast<std::ptrdiff_t>(r) * stride, w.width, noData[0]);
    if (clean) addRows<Sums::Clean8>(rows, w, cells, stride, hexRows, noData, into);
    else addRows<Sums::Masked>(rows, w, cells, stride, hexRows, noData, into);
}
#endif

using AddBlockFn = void (*)(SpanRow*, const PixelWindow&, const float*, int, unsigned, Float4, RunSums&);
std::atomic<bool> wideAllowed{true};

AddBlockFn addBlockForThisCpu() {
#ifdef RIDGELINE_AVX2_SUMS
    if (wideAllowed && __builtin_cpu_supports("avx2")) return addBlock8;
#endif
    return addBlock4;
}

// One thread's share: block rows, each read block by block and cut along the hex runs. A block
// row's runs add into sums of the hexes it can touch, which go to the shared per-hex sums at the
// row's end (the hexes' double sums are touched once per block row, not once per run).
class BlockRowSampler {
public:
    BlockRowSampler(const std::string& path, const std::array<double, 6>& gt, const SamplerSetup& setup, HexSums& sums)
        : m_source(path, false),
          m_sums(sums),
          m_grid(setup.grid),
          m_runs(setup.grid, setup.layout, gt[0], gt[1], m_source.width()),
          m_period(verticalPeriod(setup.grid, setup.layout, -gt[5])),
          m_top(gt[3]),
          m_cellHeight(gt[5]) {
        m_source.blockSize(m_blockWidth, m_blockHeight);
        const float noData = m_source.storedNoData();
        m_noData = Float4{noData, noData, noData, noData};
        m_block = BlockBuffer(static_cast<std::size_t>(m_blockWidth) * static_cast<std::size_t>(m_blockHeight));
        m_cuts.resize(static_cast<std::size_t>(m_period.cells > 0 ? m_period.cells : m_blockHeight));
    }

    bool sampleBlockRow(int by, std::string& error) {
        const int rows = std::min(m_blockHeight, m_source.height() - by * m_blockHeight);
        m_rows.resize(static_cast<std::size_t>(rows));
        int first = m_grid.rows(), last = -1;  // the hex rows the block row can touch
        for (int r = 0; r < rows; ++r) {
            SpanRow& row = m_rows[static_cast<std::size_t>(r)] = rowSpans(by * m_blockHeight + r);
            first = std::min(first, row.firstHexRow);
            last = std::max(last, row.lastHexRow);
        }
        if (last < first) return true;  // the grid lies wholly above or below these rows
        const long base = static_cast<long>(first) * m_grid.columns();  // the dense index of the first slot
        for (SpanRow& row : m_rows) row.indexShift -= base;
        const std::size_t slots =
            static_cast<std::size_t>(last - first + 1) * static_cast<std::size_t>(m_grid.columns());
        m_local.sum.assign(slots, Double2{0, 0});
        m_local.count.assign(slots, 0);
        const int blocksAcross = (m_source.width() + m_blockWidth - 1) / m_blockWidth;
        for (int bx = 0; bx < blocksAcross; ++bx) {
            PixelWindow w;
            if (!m_source.readBlock(bx, by, m_block.cells(), w, error)) return false;
            m_addBlock(m_rows.data(), w, m_block.cells(), m_blockWidth, static_cast<unsigned>(m_grid.rows()), m_noData,
                       m_local);
        }
        const std::lock_guard lock(m_sums.mutex);
        for (std::size_t s = 0; s < slots; ++s) {
            if (m_local.count[s] == 0) continue;
            m_sums.sum[static_cast<std::size_t>(base) + s] += m_local.sum[s][0] + m_local.sum[s][1];
            m_sums.count[static_cast<std::size_t>(base) + s] += m_local.count[s];
        }
        return true;
    }

private:
    // A row's spans as cut once, and the hex rows they can name (any, on the grid or off it).
    struct Cut {
        std::vector<Span> spans;
        int firstHexRow = 0, lastHexRow = -1;
    };
    void cut(double y, Cut& c, bool keepOffGrid) {
        m_runs.compute(y, m_cutRuns, keepOffGrid);
        c.spans.clear();
        c.firstHexRow = INT32_MAX;
        c.lastHexRow = INT32_MIN;
        const long columns = m_grid.columns();
        for (const HexRun& run : m_cutRuns) {
            const bool column = run.hex.col >= 0 && run.hex.col < columns && (keepOffGrid || run.index >= 0);
            c.spans.push_back(
                {run.end, column ? run.hex.row : kOffGrid, static_cast<long>(run.hex.row) * columns + run.hex.col});
            if (!column) continue;
            c.firstHexRow = std::min(c.firstHexRow, run.hex.row);
            c.lastHexRow = std::max(c.lastHexRow, run.hex.row);
        }
    }

    // Rows a whole vertical period apart share one cut (made on first use); otherwise each is cut.
    SpanRow rowSpans(int j) {
        const double y = m_top + (j + 0.5) * m_cellHeight;
        int shift = 0;
        Cut* c = nullptr;
        if (m_period.cells == 0) {
            c = &m_cuts[static_cast<std::size_t>(j % m_blockHeight)];
            cut(y, *c, false);
        } else {
            const int phase = j % m_period.cells, periods = j / m_period.cells;
            c = &m_cuts[static_cast<std::size_t>(phase)];
            if (c->spans.empty()) cut(y - periods * m_period.cells * m_cellHeight, *c, true);
            shift = periods * m_period.rows;
        }
        return {c->spans.data(),
                c->spans.size(),
                0,
                0,
                shift,
                static_cast<long>(shift) * m_grid.columns(),
                std::max(0, c->firstHexRow + shift),
                std::min(m_grid.rows() - 1, c->lastHexRow + shift)};
    }

    RasterSource m_source;
    HexSums& m_sums;
    const engine::HexGrid& m_grid;
    HexRowRuns m_runs;
    VerticalPeriod m_period;
    double m_top, m_cellHeight;
    int m_blockWidth = 0, m_blockHeight = 0;
    Float4 m_noData{};
    std::vector<SpanRow> m_rows;    // of the current block row
    std::vector<Cut> m_cuts;        // per row of the first period, or of the current block row without one
    std::vector<HexRun> m_cutRuns;  // scratch for cut()
    RunSums m_local;                // of the current block row
    BlockBuffer m_block;
    AddBlockFn m_addBlock = addBlockForThisCpu();
};

}  // namespace

void allowWideVectors(bool allowed) { wideAllowed = allowed; }

bool suitsBlockMean(const RasterSource& source, std::size_t maxBlockBytes) {
    const auto& gt = source.geoTransform();
    int bw = 0, bh = 0;
    source.blockSize(bw, bh);
    return gt[1] > 0 && gt[5] < 0 && gt[2] == 0 && gt[4] == 0 && bw > 0 && bh > 0 &&
           static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh) * sizeof(float) <= maxBlockBytes;
}

bool sampleMeanByBlocks(const std::string& path, const std::array<double, 6>& gt, const SamplerSetup& setup,
                        int threads, const TaskProgress& progress, std::vector<float>& value, std::string& error,
                        bool& cancelled) {
    const std::size_t n = setup.grid.size();
    HexSums sums{std::vector<double>(n, 0.0), std::vector<std::uint32_t>(n, 0), {}};
    const RasterSource raster(path, false);  // its block layout, and stored values to metres
    int blockWidth = 0, blockHeight = 0;
    raster.blockSize(blockWidth, blockHeight);
    const int blockRows = (raster.height() + blockHeight - 1) / blockHeight;
    const auto makeWorker = [&]() -> TaskFn {
        auto sampler = std::make_shared<BlockRowSampler>(path, gt, setup, sums);
        return [sampler](int by, std::string& why) { return sampler->sampleBlockRow(by, why); };
    };
    if (!runTasks(threads, blockRows, makeWorker, progress, error, cancelled)) return false;
    value.assign(n, std::nanf(""));
    for (std::size_t i = 0; i < n; ++i)
        if (sums.count[i] > 0)
            value[i] = static_cast<float>(raster.toMetres(sums.sum[i] / sums.count[i], setup.metresPerUnit));
    return true;
}

}  // namespace importers
