#pragma once
// Internal (includes GDAL): everything an elevation import settles before reading pixels. The
// raster and its georeference, vertical unit, the grid CRS (the raster's when it is projected in
// ground metres, else the UTM zone of its centre, or --crs), and the grid placed on it.
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"
#include "importers/elevation/elevation_import.hpp"
#include "importers/elevation/raster_source.hpp"

#include <memory>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

namespace importers {

struct PlanError : std::runtime_error {
    PlanError(std::string ruleId, const std::string& message, std::vector<std::string_view> optionsAtFault = {})
        : std::runtime_error(message),
          rule(std::move(ruleId)),
          options(std::move(optionsAtFault)) {}
    std::string rule;
    std::vector<std::string_view> options;  // the options the message is about (elevation_options.hpp)
};

struct ImportPlan {
    std::unique_ptr<RasterSource> source;
    std::shared_ptr<OGRSpatialReference> rasterSrs;  // null for a local plane
    std::shared_ptr<OGRSpatialReference> gridSrs;
    engine::HexGrid grid;
    double hexSizeMetres = 0;
    engine::Georef georef;  // the grid CRS and the centre of offset hex (0,0)
    engine::HexLayout layout;
    std::string rulesetId, title;
    double groundStepX = 1, groundStepY = 1;                    // ground metres per pixel step near the centre
    std::vector<std::pair<std::string, std::string>> warnings;  // rule id, message

    // The empty map on the grid: a cell per hex, so the import makes it while the pixels are read.
    [[nodiscard]] engine::HexMap emptyMap() const;
};

// Metres per unit of a band's unit type ("m", "ft", "US survey foot"...); 1 and known = false when
// the unit is empty or unknown.
[[nodiscard]] double verticalUnit(const std::string& unit, bool& known);

// Throws PlanError (rule id + message naming the file) on bad input.
[[nodiscard]] ImportPlan makeImportPlan(const std::string& path, const engine::Ruleset& ruleset,
                                        const ElevationImportOptions& o, ElevationReport& report);

}  // namespace importers
