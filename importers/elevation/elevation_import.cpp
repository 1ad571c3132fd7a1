#include "importers/elevation/elevation_import.hpp"

#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/value_rules.hpp"
#include "importers/elevation/block_mean_sampler.hpp"
#include "importers/elevation/derivation_choices.hpp"
#include "importers/elevation/elevation_options.hpp"
#include "importers/elevation/hex_band_sampler.hpp"
#include "importers/elevation/import_plan.hpp"
#include "importers/elevation/parallel_tasks.hpp"
#include "importers/elevation/profile_gradients.hpp"
#include "importers/elevation/terrain_derivation.hpp"
#include "importers/fidelity/fitted_levels.hpp"

#include <array>
#include <climits>
#include <cmath>
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <thread>

namespace importers {
namespace {

// Where the sampling's share of the progress bar ends. A level fit takes minutes where the
// sampling takes seconds: with one, the fit has the bar from here to 0.95.
double samplingEnd(const ElevationImportOptions& o) { return o.fitLevels ? 0.10 : 0.95; }

void add(ElevationImportResult& r, engine::Severity severity, const std::string& rule, const std::string& message,
         std::vector<engine::Location> where = {}, const std::string& cite = {}) {
    r.diagnostics.push_back({severity, rule, cite, message, std::move(where), false, {}});
}

// Caps GDAL's block cache while it lives, so memory stays bounded whatever the raster's size.
struct CacheCap {
    explicit CacheCap(std::size_t bytes)
        : previous(GDALGetCacheMax64()) {
        GDALSetCacheMax64(static_cast<GIntBig>(bytes));
    }
    ~CacheCap() { GDALSetCacheMax64(previous); }
    CacheCap(const CacheCap&) = delete;
    CacheCap& operator=(const CacheCap&) = delete;
    GIntBig previous;
};

// A band sampler with its own raster handle and transforms (one per thread).
struct OwnSampler {
    RasterSource source;
    PlaneTransform toRaster, toGrid;
    HexBandSampler sampler;
    OwnSampler(const std::string& path, const ImportPlan& plan, const SamplerSetup& setup)
        : source(path, false),
          toRaster(plan.gridSrs.get(), plan.rasterSrs.get()),
          toGrid(plan.rasterSrs.get(), plan.gridSrs.get()),
          sampler(setup, source, toRaster, toGrid) {
        source.setGeoTransform(plan.source->geoTransform());
    }
};

// Runs the band sampler over all hex rows on `threads` workers.
bool sampleAll(const std::string& path, const ImportPlan& plan, const SamplerSetup& setup, int threads,
               const ElevationImportOptions& o, HexSamples& out, std::string& error, bool& cancelled) {
    const auto& grid = setup.grid;
    const std::size_t n = grid.size();
    out.value.assign(n, std::nanf(""));
    if (setup.roughness) {
        out.meanGradient.assign(n, std::nanf(""));
        out.relief.assign(n, std::nanf(""));
    }
    // Bands as tall as the per-thread window budget allows (at least 4 hex rows); a window reaches a
    // hex beyond the band on each side, so consecutive windows overlap by about two hex rows.
    const double pxPerRow =
        std::max(1.0, setup.layout.size / std::max(1e-9, std::min(setup.groundStepX, setup.groundStepY)));
    const double pxPerBandRowWidth =
        std::max(1.0, std::min<double>(plan.source->width(), grid.columns() * pxPerRow * 1.5 + 8));
    const int bandRows = std::clamp(
        static_cast<int>(static_cast<double>(o.bandBytes) / (4.0 * pxPerBandRowWidth * pxPerRow)) - 2, 4, grid.rows());
    const int bands = (grid.rows() + bandRows - 1) / bandRows;
    const auto makeWorker = [&]() -> TaskFn {
        auto w = std::make_shared<OwnSampler>(path, plan, setup);
        return [w, bandRows, &grid, &out](int b, std::string& why) {
            return w->sampler.sample(b * bandRows, std::min(grid.rows(), (b + 1) * bandRows), out, why);
        };
    };
    return runTasks(threads, bands, makeWorker, {o.progress, 0.05, samplingEnd(o), "sampling " + path}, error,
                    cancelled);
}

// The block path when only the mean is wanted from a north-up raster in the grid's CRS; else bands.
bool sampleHexes(const std::string& path, const ImportPlan& plan, const SamplerSetup& setup, int threads,
                 const ElevationImportOptions& o, HexSamples& out, std::string& error, bool& cancelled) {
    const bool sameCrs = PlaneTransform(plan.rasterSrs.get(), plan.gridSrs.get()).identity();
    if (setup.sampling != ElevationSampling::Mean || setup.roughness || !sameCrs ||
        !suitsBlockMean(*plan.source, o.bandBytes))
        return sampleAll(path, plan, setup, threads, o, out, error, cancelled);
    return sampleMeanByBlocks(path, plan.source->geoTransform(), setup, threads,
                              {o.progress, 0.05, samplingEnd(o), "sampling " + path}, out.value, error, cancelled);
}

// Fills hexes without data with the mean of their neighbours with data, ring by ring inward.
std::vector<engine::HexCoord> fillFromNeighbours(const engine::HexGrid& grid, std::vector<float>& value) {
    std::vector<engine::HexCoord> filled;
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<float> next = value;
        for (std::size_t i = 0; i < grid.size(); ++i) {
            if (!std::isnan(value[i])) continue;
            double sum = 0;
            int count = 0;
            for (const auto& n : engine::neighbors(grid.at(i)))
                if (grid.contains(n) && !std::isnan(value[grid.index(n)])) {
                    sum += value[grid.index(n)];
                    ++count;
                }
            if (count == 0) continue;
            next[i] = static_cast<float>(sum / count);
            filled.push_back(grid.at(i));
            changed = true;
        }
        value.swap(next);
    }
    return filled;
}

// A hexside whose two hexes differ in level: the hex (dense index) and the direction (0..2).
struct LevelChange {
    std::size_t hex;
    int dir;
};

constexpr int kLevelTasks = 16;  // hex ranges for the level passes: a few per thread, for balance

// [begin, end) of part `task` of n items split into kLevelTasks.
std::pair<std::size_t, std::size_t> share(std::size_t n, int task) {
    return {n * static_cast<std::size_t>(task) / kLevelTasks, n * static_cast<std::size_t>(task + 1) / kLevelTasks};
}

// Elevation, provenance and level of every hex with data (levels per dense index, kNoLevel
// without data), and the report's level range. Hex ranges on the worker threads (each writes its
// own cells of the map).
bool assignLevels(const std::vector<float>& value, const LevelScheme& scheme, int threads, ElevationImportResult& r,
                  std::vector<int>& levels, std::string& error) {
    auto& map = r.map;
    const auto& grid = map.grid();
    levels.assign(grid.size(), engine::kNoLevel);
    std::array<std::pair<int, int>, kLevelTasks> range{};  // lowest, highest level per task
    const auto assign = [&](int task, std::string& why) {
        auto [lo, hi] = std::pair{INT32_MAX, INT32_MIN};
        const auto [begin, end] = share(grid.size(), task);
        for (std::size_t i = begin; i < end; ++i) {
            if (std::isnan(value[i])) continue;
            const engine::HexCoord h = grid.at(i);
            engine::HexCell cell = map.cell(h);
            cell.elevation = value[i];
            cell.provenance = engine::Provenance::Raster;
            const int level = levelOf(cell.elevation, scheme);
            if (!engine::kLevelRange.contains(level)) {
                why = grid.label(h) + ": elevation " + engine::formatNumber(cell.elevation) + " m is " +
                      (level == INT_MIN || level == INT_MAX ? "beyond " : "") + std::to_string(level) + " levels of " +
                      engine::printLength(scheme.heightMetres) + " from the base " +
                      engine::formatNumber(scheme.baseMetres) + " m, outside the levels a hex holds (" +
                      std::to_string(engine::kLevelRange.min) + ".." + std::to_string(engine::kLevelRange.max) +
                      "): give a larger level interval or another base";
                return false;
            }
            cell.level = static_cast<std::int16_t>(level);
            map.setCell(h, cell);
            levels[i] = level;
            lo = std::min(lo, level);
            hi = std::max(hi, level);
        }
        range[static_cast<std::size_t>(task)] = {lo, hi};
        return true;
    };
    if (!runTasks(
            threads, kLevelTasks, [&]() -> TaskFn { return assign; }, {}, error, r.cancelled))
        return false;
    r.report.minLevel = INT32_MAX;
    r.report.maxLevel = INT32_MIN;
    for (const auto& [lo, hi] : range) {
        r.report.minLevel = std::min(r.report.minLevel, lo);
        r.report.maxLevel = std::max(r.report.maxLevel, hi);
    }
    return true;
}

// Ridge hexes a level above their neighbours (raiseRidges), on the map and in the report.
bool raiseRidgeHexes(const std::vector<float>& value, std::vector<int>& levels, ElevationImportResult& r,
                     std::string& error) {
    const auto& grid = r.map.grid();
    for (const std::size_t i : raiseRidges(grid, value, levels, r.report.ridges == RidgeLevels::Brows)) {
        const engine::HexCoord h = grid.at(i);
        if (!engine::kLevelRange.contains(levels[i])) {
            error = grid.label(h) + ": level " + std::to_string(levels[i]) +
                    " (a ridge raised a level) is outside the levels a hex holds (" +
                    std::to_string(engine::kLevelRange.min) + ".." + std::to_string(engine::kLevelRange.max) + ")";
            return false;
        }
        r.map.setLevel(h, levels[i]);
        r.report.ridgeHexes.push_back(h);
        r.report.maxLevel = std::max(r.report.maxLevel, levels[i]);
    }
    return true;
}

// Levels fitted to the ground's sight (fitLevelsToSight), on the map and in `levels` and the report.
bool fitLevels(const std::string& path, const engine::Ruleset& ruleset, const ElevationImportOptions& o,
               std::vector<int>& levels, ElevationImportResult& r, std::string& error) {
    LevelFitOptions fit;
    fit.pairs = o.fitPairs;
    if (o.progress)
        fit.progress = [&](double f, std::string_view m) {
            return o.progress(samplingEnd(o) + (0.95 - samplingEnd(o)) * f, std::string(m));
        };
    LevelFitResult fitted;
    try {
        const GroundRaster ground(path, r.map, o.verticalMetresPerUnit);
        fitted = fitLevelsToSight(r.map, ruleset, ground, fit);
    } catch (const std::exception& e) {
        error = e.what();
        return false;
    }
    r.cancelled = fitted.cancelled;
    if (r.cancelled) return false;
    const auto& grid = r.map.grid();
    for (const engine::HexCoord h : fitted.changed) {
        levels[grid.index(h)] = r.map.level(h);
        r.report.minLevel = std::min(r.report.minLevel, r.map.level(h));
        r.report.maxLevel = std::max(r.report.maxLevel, r.map.level(h));
    }
    r.report.levelsFitted = true;
    r.report.fittedHexes = std::move(fitted.changed);
    r.report.fitBefore = fitted.agreementBefore;
    r.report.fitAfter = fitted.agreementAfter;
    return true;
}

// Hexsides between hexes of different levels, in dense index order: bands of hex rows on the worker
// threads, joined in order. A neighbour's offset from a hex depends only on the parity of the hex's
// column and row, so it is looked up once per parity. False with `error` when a band failed (out of
// memory): a partial list would silently drop slope hexsides.
bool levelChanges(const engine::HexGrid& grid, const std::vector<int>& levels, int threads,
                  std::vector<LevelChange>& out, std::string& error) {
    std::array<std::array<engine::OffsetCoord, 3>, 4> step{};  // [column parity + 2 x row parity][dir]
    for (int parity = 0; parity < 4; ++parity) {
        const engine::OffsetCoord o{2 + parity % 2, 2 + parity / 2};
        for (int dir = 0; dir < 3; ++dir) {
            const engine::OffsetCoord n = grid.offset(engine::neighbor(grid.fromOffset(o), dir));
            step[static_cast<std::size_t>(parity)][static_cast<std::size_t>(dir)] = {n.col - o.col, n.row - o.row};
        }
    }
    const int columns = grid.columns(), rows = grid.rows();
    std::array<std::vector<LevelChange>, kLevelTasks> found;
    const auto band = [&](int task, std::string&) {
        const auto [rowBegin, rowEnd] = share(static_cast<std::size_t>(rows), task);
        auto& out = found[static_cast<std::size_t>(task)];
        for (int row = static_cast<int>(rowBegin); row < static_cast<int>(rowEnd); ++row)
            for (int col = 0; col < columns; ++col) {
                const std::size_t i =
                    static_cast<std::size_t>(row) * static_cast<std::size_t>(columns) + static_cast<std::size_t>(col);
                if (levels[i] == engine::kNoLevel) continue;
                const auto& steps = step[static_cast<std::size_t>((col & 1) + 2 * (row & 1))];
                for (int dir = 0; dir < 3; ++dir) {
                    const int c = col + steps[static_cast<std::size_t>(dir)].col,
                              rr = row + steps[static_cast<std::size_t>(dir)].row;
                    if (c < 0 || rr < 0 || c >= columns || rr >= rows) continue;
                    const int other = levels[static_cast<std::size_t>(rr) * static_cast<std::size_t>(columns) +
                                             static_cast<std::size_t>(c)];
                    if (other != engine::kNoLevel && other != levels[i]) out.push_back({i, dir});
                }
            }
        return true;
    };
    bool cancelled = false;  // no progress callback: too quick to offer a cancel
    if (!runTasks(
            threads, kLevelTasks, [&]() -> TaskFn { return band; }, {}, error, cancelled))
        return false;
    out.clear();
    for (const auto& part : found) out.insert(out.end(), part.begin(), part.end());
    return true;
}

// The steepest gradient on the raster between the hex centres of each change (NaN where it
// cannot be measured).
bool measureGradients(const std::string& path, const ImportPlan& plan, const SamplerSetup& setup,
                      const std::vector<LevelChange>& changes, int threads, const ElevationImportOptions& o,
                      std::vector<float>& gradient, std::string& error, bool& cancelled) {
    std::vector<ProfileLine> lines;
    lines.reserve(changes.size());
    for (const LevelChange& c : changes) {
        const engine::HexCoord h = setup.grid.at(c.hex);
        lines.push_back({setup.layout.toPoint(h), setup.layout.toPoint(engine::neighbor(h, c.dir))});
    }
    return measureProfiles(path, plan, setup, lines, threads, {o.progress, 0.96, 0.99, "profiling slope hexsides"},
                           gradient, error, cancelled);
}

// A level change from h to its neighbour n as a brow (isBrowHexside along the axis from the lower
// hex to the higher one and beyond), marked with the ruleset's brow slope type.
bool markBrow(const SlopeClassifier& classifier, const engine::HexMap& map, engine::HexCoord h, engine::HexCoord n,
              SlopeClass& c) {
    const bool hHigher = map.level(h) > map.level(n);
    const engine::HexCoord high = hHigher ? h : n, low = hHigher ? n : h, beyond = high + (high - low);
    const double lower = map.elevation(low), higher = map.elevation(high);
    const double past = map.contains(beyond) && map.hasLevel(beyond) ? map.elevation(beyond) : std::nan("");
    return isBrowHexside(lower, higher, past) && classifier.markBrow(c, higher - lower, past - higher);
}

// The slope type of each level change with its Reason: the hexsides are classified and described
// on the worker threads (the text is most of the cost), then set on the map in order.
bool deriveTerrain(const engine::Ruleset& ruleset, const HexSamples& s, const std::vector<LevelChange>& changes,
                   const std::vector<float>& gradient, int threads, const ElevationImportOptions& o,
                   ElevationImportResult& r, std::string& error) {
    auto& map = r.map;
    const auto& grid = map.grid();
    const double spacing = map.hexSizeMetres();
    const SlopeClassifier classifier(ruleset);
    const bool brows = r.report.slopes == SlopeHexsides::Brows;
    auto& derived = r.report.hexsides;
    derived.assign(changes.size(), {});
    constexpr std::size_t kPerTask = 4096;
    const auto describe = [&](int task, std::string&) {
        for (std::size_t k = static_cast<std::size_t>(task) * kPerTask;
             k < std::min(changes.size(), (static_cast<std::size_t>(task) + 1) * kPerTask); ++k) {
            const engine::HexCoord h = grid.at(changes[k].hex), n = engine::neighbor(h, changes[k].dir);
            const int diff = std::abs(map.level(h) - map.level(n));
            float g = gradient[k];
            const bool measured = !std::isnan(g);
            if (!measured) g = static_cast<float>(std::fabs(map.elevation(h) - map.elevation(n)) / spacing);
            SlopeClass c = classifier.classify(diff, g);
            const bool brow = brows && markBrow(classifier, map, h, n, c);
            c.reason.message = grid.label(h) + "|" + grid.label(n) + ": " + c.reason.message +
                               (measured ? "" : " (gradient from the hex elevations: no raster profile)");
            const engine::HexsideId side = engine::hexsideOf(h, changes[k].dir);
            c.reason.hexsides.push_back(side);
            derived[k] = {side, std::move(c.typeId), diff, g, std::move(c.reason), brow};
        }
        return true;
    };
    const int tasks = static_cast<int>((changes.size() + kPerTask - 1) / kPerTask);
    if (!runTasks(
            threads, tasks, [&]() -> TaskFn { return describe; }, {o.progress, 0.99, 1.0, "describing slope hexsides"},
            error, r.cancelled))
        return false;
    for (const DerivedHexside& d : derived) {
        if (!d.typeId.empty()) map.setHexsideFeature(d.side, d.typeId, true);
        if (d.brow) ++r.report.browHexsides;
    }
    if (s.meanGradient.empty()) return true;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const engine::HexCoord h = grid.at(i);
        if (!map.hasLevel(h)) continue;
        if (!s.meanGradient.empty() && !std::isnan(s.meanGradient[i])) {
            InHexSlope f = classifyHexRoughness(ruleset, s.meanGradient[i], s.relief[i]);
            if (f.featureId.empty()) continue;
            map.setFeature(h, f.featureId, true);
            f.reason.message = grid.label(h) + ": " + f.reason.message;
            f.reason.hexes.push_back(h);
            r.report.hexFeatures.push_back({h, f.featureId, s.meanGradient[i], s.relief[i], f.reason});
        }
    }
    return true;
}

}  // namespace

const char* toString(ElevationSampling s) {
    switch (s) {
    case ElevationSampling::Center: return "center";
    case ElevationSampling::Mean: return "mean";
    case ElevationSampling::Median: return "median";
    }
    return "mean";
}

const char* toString(LevelDatum d) { return d == LevelDatum::SeaLevel ? "sea-level" : "lowest-hex"; }

bool parseDatum(const std::string& text, LevelDatum& out) {
    if (text == "lowest-hex") out = LevelDatum::LowestHex;
    else if (text == "sea-level") out = LevelDatum::SeaLevel;
    else return false;
    return true;
}

const char* toString(RidgeLevels r) {
    return r == RidgeLevels::Raise ? "raise" : r == RidgeLevels::Brows ? "brows" : "off";
}

bool parseRidges(const std::string& text, RidgeLevels& out) {
    if (text == "raise") out = RidgeLevels::Raise;
    else if (text == "brows") out = RidgeLevels::Brows;
    else if (text == "off") out = RidgeLevels::Off;
    else return false;
    return true;
}

const char* toString(SlopeHexsides s) { return s == SlopeHexsides::Brows ? "brows" : "gradient"; }

bool parseSlopes(const std::string& text, SlopeHexsides& out) {
    if (text == "gradient") out = SlopeHexsides::Gradient;
    else if (text == "brows") out = SlopeHexsides::Brows;
    else return false;
    return true;
}

bool parseSampling(const std::string& text, ElevationSampling& out) {
    if (text == "center" || text == "centre") out = ElevationSampling::Center;
    else if (text == "mean") out = ElevationSampling::Mean;
    else if (text == "median") out = ElevationSampling::Median;
    else return false;
    return true;
}

ElevationImportResult importElevation(const std::string& path, const engine::Ruleset& ruleset,
                                      const ElevationImportOptions& o) {
    const QuietGdalErrors quiet;
    ElevationImportResult r;
    r.report.raster = path;
    const auto fail = [&](const std::string& rule, const std::string& message,
                          std::vector<std::string_view> options = {}) {
        std::vector<engine::Location> where{{"file", path}};
        for (std::string_view option : options) where.push_back(optionLocation(option));
        add(r, engine::Severity::Error, rule, message, std::move(where));
        return std::move(r);
    };
    r.diagnostics = checkElevationOptions(o);
    if (r.hasErrors()) return r;
    if (o.maxHexes > 0) engine::setMaxHexes(o.maxHexes);
    if (o.progress && !o.progress(0, "opening " + path)) {
        r.cancelled = true;
        return r;
    }
    if (!o.baseTerrain.empty() && !ruleset.findTerrain(o.baseTerrain))
        return fail("import.terrain", "`" + o.baseTerrain + "` is not a terrain type of ruleset " + ruleset.id,
                    {option::kTerrain});
    std::string why;  // the ruleset's derivation choices, before the raster is opened
    if (!chooseRidges(ruleset, o.ridges, r.report.ridges, r.report.ridgesReason, why))
        return fail("import.options", why, {option::kRidges});
    if (!chooseSlopes(ruleset, o.slopes, r.report.slopes, r.report.slopesReason, why))
        return fail("import.options", why, {option::kSlopes});
    if (const std::string problem = o.fitLevels ? levelFitProblem(ruleset) : ""; !problem.empty())
        return fail("import.options", problem, {option::kFitLevels});
    ImportPlan plan;
    try {
        plan = makeImportPlan(path, ruleset, o, r.report);
    } catch (const PlanError& e) {
        return fail(e.rule, e.what(), e.options);
    } catch (const std::exception& e) {
        return fail("import.raster", e.what());
    }
    for (const auto& w : plan.warnings) add(r, engine::Severity::Warning, w.first, w.second, {{"file", path}});

    SamplerSetup setup;
    setup.grid = plan.grid;
    setup.layout = plan.layout;
    setup.metresPerUnit = r.report.metresPerUnit;
    setup.cellMetres = r.report.cellMetres;
    setup.groundStepX = plan.groundStepX;
    setup.groundStepY = plan.groundStepY;
    setup.roughness = derivesHexRoughness(ruleset);
    setup.baselineMetres = o.gradientBaselineMetres > 0 ? o.gradientBaselineMetres : plan.hexSizeMetres / 3;
    r.report.sampling = o.sampling.value_or(ElevationSampling::Mean);
    if (!o.sampling) {
        const auto* d = ruleset.section("derivation");
        const engine::Param* p = d ? d->param("level-sample") : nullptr;
        if (p && parseSampling(p->value, r.report.sampling)) {
            r.report.samplingReason = {"elevation sampled at the hex " + p->value + ", as the ruleset reads levels",
                                       p->cite,
                                       p->assumed,
                                       {},
                                       {}};
        } else {
            r.report.samplingReason.message =
                "elevation is the mean of the cells inside each hex (the ruleset names no sample point)";
            r.report.samplingReason.assumed = true;
        }
    } else {
        r.report.samplingReason.message = std::string("sampling ") + toString(*o.sampling) + " given for this import";
    }
    setup.sampling = r.report.sampling;

    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    r.report.threads = o.threads > 0 ? o.threads : static_cast<int>(cores);
    const CacheCap cap(o.cacheBytes);  // until the last profile is read
    // The empty map (a cell per hex: tens of milliseconds of fresh memory for a large grid) is made
    // on its own thread while the pixels are read.
    auto emptyMap = std::async(std::launch::async, [&plan] { return plan.emptyMap(); });
    HexSamples samples;
    std::string error;
    bool ok = false;
    try {
        ok = sampleHexes(path, plan, setup, r.report.threads, o, samples, error, r.cancelled);
    } catch (const std::exception& e) {
        error = e.what();
    }
    if (r.cancelled) return r;
    if (!ok) return fail("import.raster", error);

    auto& grid = setup.grid;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        if (std::isnan(samples.value[i])) r.report.noDataHexes.push_back(grid.at(i));
        else ++r.report.hexesWithData;
    }
    if (r.report.hexesWithData == 0)
        return fail("import.no_data", path + ": every hex of the " + std::to_string(grid.columns()) + " x " +
                                          std::to_string(grid.rows()) +
                                          " grid falls on no-data cells (is the area right?)");
    if (!r.report.noDataHexes.empty()) {
        std::vector<engine::Location> where;
        std::string some;
        for (const auto& h : r.report.noDataHexes) {
            where.push_back({"hex", grid.label(h)});
            if (where.size() <= 8) some += (some.empty() ? "" : ", ") + grid.label(h);
        }
        add(r, engine::Severity::Warning, "import.no_data_hexes",
            std::to_string(r.report.noDataHexes.size()) + " hex(es) have no elevation data (" + some +
                (where.size() > 8 ? ", ..." : "") + ")" + (o.fillNoData ? "; filled from their neighbours" : ""),
            std::move(where));
        if (o.fillNoData) r.report.filledHexes = fillFromNeighbours(grid, samples.value);
    }
    r.map = emptyMap.get();
    if (!o.baseTerrain.empty())
        for (std::size_t i = 0; i < grid.size(); ++i) r.map.setTerrain(grid.at(i), o.baseTerrain);
    float lowest = INFINITY;
    for (const float v : samples.value)
        if (!std::isnan(v)) lowest = std::min(lowest, v);
    const LevelScheme scheme = levelSchemeFor(ruleset, o.intervalMetres);
    if (scheme.heightMetres <= 0)
        return fail(
            "import.level_height",
            "the " + ruleset.id + " ruleset sets the level height per map and suggests none: give the level interval",
            {option::kInterval});
    r.report.levelHeightMetres = scheme.heightMetres;
    r.report.levelReason = scheme.reason;
    r.report.datum = o.datum;
    r.report.baseMetres =
        o.baseMetres.value_or(levelBase(lowest, scheme.heightMetres, o.datum == LevelDatum::SeaLevel));
    if (o.progress && !o.progress(samplingEnd(o), "levels")) r.cancelled = true;
    std::vector<int> levels;
    const bool levelled =
        !r.cancelled && assignLevels(samples.value, {scheme.heightMetres, r.report.baseMetres, scheme.reason},
                                     r.report.threads, r, levels, error);
    if (r.cancelled) return r;
    if (!levelled) return fail("import.levels", error, {option::kInterval});
    if (r.report.ridges != RidgeLevels::Off && !raiseRidgeHexes(samples.value, levels, r, error))
        return fail("import.levels", error, {option::kInterval});
    if (o.fitLevels && !fitLevels(path, ruleset, o, levels, r, error)) {
        if (r.cancelled) return r;
        return fail("import.raster", error);
    }
    // Profiles only where levels differ: a few percent of the hexsides.
    std::vector<LevelChange> changes;
    if (!levelChanges(grid, levels, r.report.threads, changes, error)) return fail("import.levels", error);
    std::vector<float> gradient;
    const bool measured =
        measureGradients(path, plan, setup, changes, r.report.threads, o, gradient, error, r.cancelled);
    if (r.cancelled) return r;
    if (!measured) return fail("import.raster", error);
    const bool derived = deriveTerrain(ruleset, samples, changes, gradient, r.report.threads, o, r, error);
    if (r.cancelled) return r;
    if (!derived) return fail("import.derive", error);
    // Without a CRS the map is a local plane: the raster's origin placed the grid for sampling,
    // but a map file has no place for an origin without a CRS.
    if (r.map.georef().crs.empty()) r.map.setGeoref({});
    if (o.progress) o.progress(1, "done");
    return r;
}

}  // namespace importers
