#include "importers/elevation/import_plan.hpp"

#include "engine/model/length.hpp"
#include "engine/model/ruleset_grid.hpp"
#include "engine/model/value_rules.hpp"
#include "importers/elevation/elevation_options.hpp"
#include "importers/elevation/plane_transform.hpp"
#include "importers/elevation/valid_extent.hpp"
#include "importers/grid_placement.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <future>

namespace importers {
namespace {

std::string describeCrs(const OGRSpatialReference* srs) {
    if (!srs) return "none (a local plane in metres)";
    const char* name = srs->GetName();
    return std::string(name ? name : "unnamed") + " (" + crsText(*srs) + ")";
}

// Projected in metres that are metres on the ground (Mercator's are not: 3857 stretches them).
bool groundMetres(const OGRSpatialReference& srs) {
    if (!srs.IsProjected() || std::fabs(srs.GetLinearUnits() - 1.0) > 1e-9) return false;
    const std::string projection = srs.GetAttrValue("PROJECTION") ? srs.GetAttrValue("PROJECTION") : "";
    return projection.find("Mercator") == std::string::npos || projection.find("Transverse") != std::string::npos;
}

// `option`: the option that gave the CRS, if one did.
std::shared_ptr<OGRSpatialReference> parseCrs(const std::string& text, const std::string& what,
                                              std::string_view option = {}) {
    auto srs = std::make_shared<OGRSpatialReference>();
    if (srs->SetFromUserInput(text.c_str()) != OGRERR_NONE) {
        std::vector<std::string_view> options;
        if (!option.empty()) options.push_back(option);
        throw PlanError("import.crs", what + " `" + text + "` is not a CRS GDAL/PROJ knows", std::move(options));
    }
    srs->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    return srs;
}

// Points along the four edges of a rectangle of pixel (or plane) coordinates, one edge at a time.
std::array<std::vector<engine::Point>, 4> edges(double x0, double y0, double x1, double y1) {
    constexpr int kSteps = 32;
    std::array<std::vector<engine::Point>, 4> e;
    for (int k = 0; k <= kSteps; ++k) {
        const double t = static_cast<double>(k) / kSteps;
        e[0].push_back({x0, y0 + t * (y1 - y0)});
        e[1].push_back({x1, y0 + t * (y1 - y0)});
        e[2].push_back({x0 + t * (x1 - x0), y0});
        e[3].push_back({x0 + t * (x1 - x0), y1});
    }
    return e;
}

// The largest axis-aligned rectangle within every edge of a transformed quadrilateral. Each
// edge limits the side of the rectangle it faces (the edge whose points lie most to the west
// limits xmin, and so on).
PlaneRect innerRect(std::array<std::vector<engine::Point>, 4> e, const PlaneTransform& t) {
    std::array<engine::Point, 4> mean{};
    for (std::size_t k = 0; k < 4; ++k) {
        std::vector<double> xs, ys;
        for (const auto& p : e[k]) {
            xs.push_back(p.x);
            ys.push_back(p.y);
        }
        t.apply(static_cast<int>(xs.size()), xs.data(), ys.data());
        for (std::size_t i = 0; i < xs.size(); ++i) {
            e[k][i] = {xs[i], ys[i]};
            mean[k].x += xs[i] / static_cast<double>(xs.size());
            mean[k].y += ys[i] / static_cast<double>(xs.size());
        }
    }
    const auto pick = [&](auto better) {
        std::size_t best = 0;
        for (std::size_t k = 1; k < 4; ++k)
            if (better(mean[k], mean[best])) best = k;
        return best;
    };
    PlaneRect r{-INFINITY, -INFINITY, INFINITY, INFINITY};
    for (const auto& p : e[pick([](auto a, auto b) { return a.x < b.x; })]) r.xmin = std::max(r.xmin, p.x);
    for (const auto& p : e[pick([](auto a, auto b) { return a.x > b.x; })]) r.xmax = std::min(r.xmax, p.x);
    for (const auto& p : e[pick([](auto a, auto b) { return a.y < b.y; })]) r.ymin = std::max(r.ymin, p.y);
    for (const auto& p : e[pick([](auto a, auto b) { return a.y > b.y; })]) r.ymax = std::min(r.ymax, p.y);
    if (std::isnan(r.xmin) || std::isnan(r.xmax) || std::isnan(r.ymin) || std::isnan(r.ymax)) return {};
    return r;
}

// Refuses, before anything is sampled, a grid with more hexes than a map may hold
// (engine::maxHexes(), at most kGridSideRange columns and rows): a huge raster or a tiny hex size
// would otherwise run for minutes at gigabytes and make a map no reader opens. fitGrid stops
// counting past the largest side, so a grid at that side means "at least".
void checkHexCount(const GridFit& fit, const PlaneRect& rect, double hexSize, const std::string& path, long long cap) {
    if (cap <= 0) cap = engine::maxHexes();
    const std::string problem = engine::gridSizeProblem(fit.columns, fit.rows, cap);
    if (problem.empty()) return;
    const bool atLeast = fit.columns > engine::kGridSideRange.max || fit.rows > engine::kGridSideRange.max;
    const auto whole = [](double v) { return std::to_string(static_cast<long long>(std::min(v, 9e18))); };
    throw PlanError("import.too_many_hexes",
                    path + ": the area to cover (" + whole(rect.width()) + " x " + whole(rect.height()) + " m) takes " +
                        (atLeast ? "at least " : "") + std::to_string(fit.columns) + " x " + std::to_string(fit.rows) +
                        " = " + std::to_string(static_cast<long long>(fit.columns) * fit.rows) + " hexes of " +
                        engine::printLength(hexSize) + ", more than a map may hold (" + std::to_string(cap) +
                        " hexes, " + std::to_string(engine::kGridSideRange.max) +
                        " columns or rows): choose a larger hex size or a bounding box, or raise the hex cap",
                    {option::kHexSize, option::kBbox, option::kMaxHexes});
}

}  // namespace

double verticalUnit(const std::string& unit, bool& known) {
    std::string u;
    for (char c : unit) u += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    known = true;
    if (u == "m" || u == "metre" || u == "meter" || u == "metres" || u == "meters") return 1;
    if (u == "ft" || u == "foot" || u == "feet" || u == "international foot") return engine::kMetresPerFoot;
    if (u == "us survey foot" || u == "ftus" || u == "us-ft" || u == "us_survey_foot") return 1200.0 / 3937.0;
    known = false;
    return 1;
}

ImportPlan makeImportPlan(const std::string& path, const engine::Ruleset& ruleset, const ElevationImportOptions& o,
                          ElevationReport& report) {
    ImportPlan f;
    // Where the data ends is read from the raster's edge blocks on another thread while this one
    // opens the raster with its CRS (PROJ database lookups, tens of milliseconds).
    const bool fitted = !(o.origin && o.columns > 0 && o.rows > 0);
    std::future<PixelRect> dataRect;
    if (fitted)
        dataRect = std::async(std::launch::async, [path] {
            const QuietGdalErrors quiet;
            return validDataRect(RasterSource(path, false));
        });
    f.source = std::make_unique<RasterSource>(path);
    RasterSource& src = *f.source;
    if (o.pixelSize && o.rasterOrigin) {
        if (*o.pixelSize <= 0)
            throw PlanError("import.georef", "the pixel size must be positive", {option::kPixelSize});
        src.setGeoTransform({o.rasterOrigin->x, *o.pixelSize, 0, o.rasterOrigin->y, 0, -*o.pixelSize});
    } else if (!src.hasGeoTransform()) {
        throw PlanError("import.no_georef",
                        path + ": the raster has no georeference; give its pixel size and its top-left corner",
                        {option::kPixelSize, option::kRasterOrigin});
    }
    if (src.crs()) {
        f.rasterSrs = std::make_shared<OGRSpatialReference>(*src.crs());
        f.rasterSrs->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    } else if (!o.gridCrs.empty()) {
        f.rasterSrs = parseCrs(o.gridCrs, "the grid CRS", option::kGridCrs);
        f.warnings.emplace_back("import.no_crs", path + ": the raster names no CRS; taken to be in " + o.gridCrs);
    } else {
        f.warnings.emplace_back(
            "import.no_crs", path + ": the raster names no CRS; the map is a local plane in metres, not georeferenced");
    }

    const double cx = src.width() / 2.0, cy = src.height() / 2.0;
    double centreX = 0, centreY = 0;
    src.toGeo(cx, cy, centreX, centreY);
    if (!o.gridCrs.empty()) {
        f.gridSrs = parseCrs(o.gridCrs, "the grid CRS", option::kGridCrs);
        if (!groundMetres(*f.gridSrs))
            throw PlanError("import.crs",
                            "the grid CRS " + o.gridCrs +
                                " is not a projected CRS in ground metres (use a UTM zone or a State Plane in metres)",
                            {option::kGridCrs});
    } else if (f.rasterSrs && groundMetres(*f.rasterSrs)) {
        f.gridSrs = f.rasterSrs;
    } else if (f.rasterSrs) {
        OGRSpatialReference wgs84;
        wgs84.SetWellKnownGeogCS("WGS84");
        double lon = centreX, lat = centreY;
        try {
            const PlaneTransform toLonLat(f.rasterSrs.get(), &wgs84);
            if (!toLonLat.apply(lon, lat))
                throw PlanError("import.crs", path + ": the raster's centre cannot be placed on the globe");
        } catch (const std::runtime_error& e) {
            throw PlanError("import.crs", path + ": " + e.what());
        }
        f.gridSrs = parseCrs(utmCrsFor(lon, lat), "UTM zone");
    }
    std::unique_ptr<PlaneTransform> toGrid;
    try {
        toGrid = std::make_unique<PlaneTransform>(f.rasterSrs.get(), f.gridSrs.get());
        const PlaneTransform back(f.gridSrs.get(), f.rasterSrs.get());
    } catch (const std::runtime_error& e) {
        throw PlanError("import.crs", path + ": " + e.what());
    }
    report.rasterCrs = describeCrs(f.rasterSrs.get());
    report.gridCrs = f.gridSrs ? crsText(*f.gridSrs) : "";

    // Ground size of one pixel step near the centre.
    std::array<double, 3> xs{}, ys{};
    src.toGeo(cx, cy, xs[0], ys[0]);
    src.toGeo(cx + 1, cy, xs[1], ys[1]);
    src.toGeo(cx, cy + 1, xs[2], ys[2]);
    if (!toGrid->apply(3, xs.data(), ys.data()))
        throw PlanError("import.crs", path + ": the raster's centre cannot be transformed into " + report.gridCrs);
    f.groundStepX = std::hypot(xs[1] - xs[0], ys[1] - ys[0]);
    f.groundStepY = std::hypot(xs[2] - xs[0], ys[2] - ys[0]);
    report.cellMetres = std::max(f.groundStepX, f.groundStepY);

    if (o.verticalMetresPerUnit) {
        report.metresPerUnit = *o.verticalMetresPerUnit;
        report.verticalUnit = engine::printLength(*o.verticalMetresPerUnit) + " per unit (given)";
    } else {
        bool known = false;
        const std::string unit = src.unitType();
        report.metresPerUnit = verticalUnit(unit, known);
        report.verticalUnit =
            known ? unit + " (from the raster)"
                  : "m (assumed: the raster states " + (unit.empty() ? std::string("no unit") : "`" + unit + "`") + ")";
        if (!known && !unit.empty())
            f.warnings.emplace_back("import.vertical_unit",
                                    path + ": unknown vertical unit `" + unit + "`, taken as metres");
    }

    const double hexSize = o.hexSizeMetres > 0 ? o.hexSizeMetres : ruleset.scale.hexSizeMetres;
    if (!(hexSize > 0))
        throw PlanError("import.hex_size", "the hex size is not set (ruleset " + ruleset.id + " has none): give one",
                        {option::kHexSize});
    if (const std::string problem = engine::lengthProblem(hexSize); !problem.empty())
        throw PlanError("import.hex_size", "the hex size " + problem, {option::kHexSize});
    if (hexSize < report.cellMetres)
        f.warnings.emplace_back("import.hex_smaller_than_cell",
                                path + ": a hex (" + engine::printLength(hexSize) +
                                    ") is smaller than a raster cell (" +
                                    engine::printLength(std::round(report.cellMetres * 100) / 100) +
                                    "): neighbouring hexes repeat one cell's value");
    const engine::RulesetGridOptions layout{o.shape, o.sectionsAcross, o.sectionsDown};
    const engine::GridShape shape = o.shape.value_or(ruleset.gridShape);
    const auto [across, down] = engine::sheetCounts(ruleset, layout);

    GridFit fit;
    if (!fitted) {
        fit = {o.columns, o.rows, *o.origin};
    } else {
        const PixelRect data = dataRect.get();
        if (data.empty()) throw PlanError("import.no_data", path + ": no cell of the raster holds data (all no-data)");
        std::array<std::vector<engine::Point>, 4> dataEdges = edges(data.x0, data.y0, data.x1, data.y1);
        for (auto& edge : dataEdges)
            for (auto& p : edge) src.toGeo(p.x, p.y, p.x, p.y);
        const PlaneRect footprint = innerRect(dataEdges, *toGrid);
        PlaneRect rect = footprint;
        if (o.bbox) {
            const auto& b = *o.bbox;
            std::shared_ptr<OGRSpatialReference> bboxSrs =
                b.crs.empty() ? f.gridSrs : parseCrs(b.crs, "the bounding box's CRS", option::kBbox);
            try {
                rect = innerRect(edges(b.xmin, b.ymin, b.xmax, b.ymax), PlaneTransform(bboxSrs.get(), f.gridSrs.get()));
            } catch (const std::runtime_error& e) {
                throw PlanError("import.crs", std::string("the bounding box: ") + e.what(), {option::kBbox});
            }
            if (rect.empty())
                throw PlanError("import.bbox", "the bounding box is empty or cannot be placed in " + report.gridCrs,
                                {option::kBbox});
            if (rect.xmax <= footprint.xmin || rect.xmin >= footprint.xmax || rect.ymax <= footprint.ymin ||
                rect.ymin >= footprint.ymax)
                throw PlanError("import.bbox", path + ": the bounding box lies outside the raster's data",
                                {option::kBbox});
        }
        fit = fitGrid(shape, hexSize, rect, across, down);
        checkHexCount(fit, rect, hexSize, path, o.maxHexes);
        if (fit.columns <= 0)
            throw PlanError("import.extent", path + ": the area (" + std::to_string(static_cast<long>(rect.width())) +
                                                 " x " + std::to_string(static_cast<long>(rect.height())) +
                                                 " m) is too small for " + std::to_string(across) + " x " +
                                                 std::to_string(down) + " sheet(s) of " + engine::printLength(hexSize) +
                                                 " hexes");
    }
    const engine::HexGrid grid = engine::rulesetGrid(ruleset, fit.columns, fit.rows, layout);
    if (const std::string why = grid.checkConsistency(); !why.empty())
        throw PlanError("import.grid", "the grid is inconsistent: " + why);
    f.grid = grid;
    f.hexSizeMetres = hexSize;
    f.georef = {report.gridCrs, fit.origin};
    f.rulesetId = ruleset.id;
    f.title = std::filesystem::path(path).stem().string();
    // The layout needs only the grid's shape, the hex size and the georef: a one-hex map gives it.
    engine::HexMap oneHex(engine::HexGrid(shape, 1, 1), hexSize);
    oneHex.setGeoref(f.georef);
    f.layout = oneHex.layout();
    return f;
}

engine::HexMap ImportPlan::emptyMap() const {
    engine::HexMap map(grid, hexSizeMetres);
    map.setRulesetId(rulesetId);
    map.setTitle(title);
    map.setGeoref(georef);
    return map;
}

}  // namespace importers
