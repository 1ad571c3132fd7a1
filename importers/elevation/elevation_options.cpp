#include "importers/elevation/elevation_options.hpp"

#include "engine/model/value_rules.hpp"

#include <cmath>

namespace importers {

engine::Location optionLocation(std::string_view option) { return {"option", std::string(option)}; }

std::vector<std::string> optionsNamed(const engine::Diagnostic& diagnostic) {
    std::vector<std::string> out;
    for (const engine::Location& l : diagnostic.locations)
        if (l.kind == "option") out.push_back(l.id);
    return out;
}

std::vector<engine::Diagnostic> checkElevationOptions(const ElevationImportOptions& o) {
    std::vector<engine::Diagnostic> out;
    const auto fail = [&out](std::string message, std::initializer_list<std::string_view> options) {
        engine::Diagnostic d{engine::Severity::Error, "import.options", {}, std::move(message), {}, false, {}};
        for (std::string_view option : options) d.locations.push_back(optionLocation(option));
        out.push_back(std::move(d));
    };
    const auto positive = [](double v) { return std::isfinite(v) && v > 0; };
    // A length a map file can hold (engine::lengthProblem), after the plainer "must be positive".
    const auto length = [&](double metres, const std::string& what, std::string_view option) {
        if (!positive(metres)) fail(what + " must be positive", {option});
        else if (const std::string problem = engine::lengthProblem(metres); !problem.empty())
            fail(what + " " + problem, {option});
    };
    if (o.hexSizeMetres != 0) length(o.hexSizeMetres, "the hex size", option::kHexSize);
    if (o.gridCrs.find_first_of(" \t") != std::string::npos)
        fail("`" + o.gridCrs + "` is not a CRS name such as EPSG:32618", {option::kGridCrs});
    if (o.bbox && !(o.bbox->xmin < o.bbox->xmax && o.bbox->ymin < o.bbox->ymax))
        fail("the bounding box wants XMIN,YMIN,XMAX,YMAX with XMIN < XMAX and YMIN < YMAX", {option::kBbox});
    const bool gridSize = o.columns != 0 || o.rows != 0;
    if (gridSize != o.origin.has_value())
        fail("the grid's columns x rows and its origin (the centre of its top-left hex) go together",
             {option::kGrid, option::kGridOrigin});
    else if (gridSize && (o.columns <= 0 || o.rows <= 0))
        fail("the grid needs at least one column and one row", {option::kGrid});
    else if (gridSize)
        if (const std::string problem = engine::gridSizeProblem(o.columns, o.rows, o.maxHexes); !problem.empty())
            fail("the grid's " + problem, {option::kGrid, option::kMaxHexes});
    if (o.sectionsAcross < 0 || o.sectionsDown < 0 || (o.sectionsAcross > 0) != (o.sectionsDown > 0))
        fail("give both sheet counts (across x down), or neither for the ruleset's sheets", {option::kSections});
    if (o.intervalMetres) length(*o.intervalMetres, "the level interval", option::kInterval);
    // A base overrides the datum: both given, one of them would be silently ignored.
    if (o.baseMetres && o.datum == LevelDatum::SeaLevel)
        fail("a base of level 0 and the sea-level datum both say where level 0 starts: give one of them",
             {option::kBase, option::kDatum});
    if (o.verticalMetresPerUnit && !positive(*o.verticalMetresPerUnit))
        fail("the vertical unit must be a positive length", {option::kVerticalUnit});
    if (o.pixelSize.has_value() != o.rasterOrigin.has_value())
        fail("the pixel size and the top-left corner go together (for a raster without georeference)",
             {option::kPixelSize, option::kRasterOrigin});
    else if (o.pixelSize && !positive(*o.pixelSize)) fail("the pixel size must be positive", {option::kPixelSize});
    if (o.fitLevels && o.fitPairs <= 0) fail("the level fit needs at least one line to judge by", {option::kFitLevels});
    if (o.threads < 0 || o.threads > kMostThreads)
        fail("the thread count must be 0 (all cores) to " + std::to_string(kMostThreads), {option::kThreads});
    const long long mostHexes = static_cast<long long>(engine::kGridSideRange.max) * engine::kGridSideRange.max;
    if (o.maxHexes < 0 || o.maxHexes > mostHexes)
        fail("the hex cap must be 1 to " + std::to_string(mostHexes) + " hexes (0: the cap in force, " +
                 std::to_string(engine::maxHexes()) + ")",
             {option::kMaxHexes});
    return out;
}

}  // namespace importers
