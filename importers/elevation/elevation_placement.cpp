#include "importers/elevation/elevation_placement.hpp"

#include "importers/elevation/elevation_options.hpp"
#include "importers/elevation/import_plan.hpp"
#include "importers/elevation/plane_transform.hpp"

namespace importers {
namespace {

// The raster's outline as pixel positions, clockwise from the top-left corner, densified so a
// reprojected edge bends as it does on the ground.
std::vector<engine::Point> pixelOutline(int width, int height) {
    constexpr int kSteps = 16;
    const double w = width, h = height;
    std::vector<engine::Point> ring;
    for (int k = 0; k < kSteps; ++k) ring.push_back({w * k / kSteps, 0});
    for (int k = 0; k < kSteps; ++k) ring.push_back({w, h * k / kSteps});
    for (int k = 0; k < kSteps; ++k) ring.push_back({w - w * k / kSteps, h});
    for (int k = 0; k < kSteps; ++k) ring.push_back({0, h - h * k / kSteps});
    ring.push_back(ring.front());
    return ring;
}

}  // namespace

ElevationPlacement placeElevationGrid(const std::string& rasterPath, const engine::Ruleset& ruleset,
                                      const ElevationImportOptions& options) {
    ElevationPlacement p;
    const auto fail = [&](const std::string& rule, const std::string& message,
                          const std::vector<std::string_view>& options = {}) {
        engine::Diagnostic d{engine::Severity::Error, rule, {}, message, {{"file", rasterPath}}, false, {}};
        for (std::string_view option : options) d.locations.push_back(optionLocation(option));
        p.diagnostics.push_back(std::move(d));
        return p;
    };
    p.diagnostics = checkElevationOptions(options);
    if (p.hasErrors()) return p;
    const QuietGdalErrors quiet;
    ElevationReport report;
    ImportPlan plan;
    try {
        plan = makeImportPlan(rasterPath, ruleset, options, report);
    } catch (const PlanError& e) {
        return fail(e.rule, e.what(), e.options);
    } catch (const std::exception& e) {
        return fail("import.raster", e.what());
    }
    for (const auto& [rule, message] : plan.warnings)
        p.diagnostics.push_back({engine::Severity::Warning, rule, {}, message, {{"file", rasterPath}}, false, {}});

    const RasterSource& src = *plan.source;
    std::vector<double> xs, ys;
    for (const engine::Point& px : pixelOutline(src.width(), src.height())) {
        double x = 0, y = 0;
        src.toGeo(px.x, px.y, x, y);
        xs.push_back(x);
        ys.push_back(y);
    }
    try {
        const PlaneTransform toGrid(plan.rasterSrs.get(), plan.gridSrs.get());
        if (!toGrid.apply(static_cast<int>(xs.size()), xs.data(), ys.data()))
            return fail("import.crs",
                        rasterPath + ": the raster's outline cannot be transformed into " + report.gridCrs);
    } catch (const std::runtime_error& e) {
        return fail("import.crs", rasterPath + ": " + e.what());
    }
    for (std::size_t i = 0; i < xs.size(); ++i) p.footprint.push_back({xs[i], ys[i]});

    const engine::HexGrid& grid = plan.grid;
    p.gridCrs = report.gridCrs;
    p.columns = grid.columns();
    p.rows = grid.rows();
    p.hexSizeMetres = plan.hexSizeMetres;
    p.shape = grid.shape();
    p.origin = plan.georef.origin;
    p.grid = gridBounds(p.shape, p.hexSizeMetres, p.columns, p.rows, p.origin);
    p.rasterWidth = src.width();
    p.rasterHeight = src.height();
    p.cellMetres = report.cellMetres;
    return p;
}

}  // namespace importers
