#pragma once
// Elevation import: any raster GDAL opens (GeoTIFF, SRTM .hgt, also inside a zip via
// /vsizip/, DTED, ASCII grid, VRT) -> a HexMap with elevation per hex, levels, slope hexsides and
// in-hex slope features, plus a report of what was derived from what. Never touches a document.
//
// Memory: the mean of a north-up raster in the grid's CRS (the block path) holds per thread one
// block, a block row's hex runs and 12 bytes a hex. Other modes read windows of hex-row bands
// through GDAL's block cache, capped at `cacheBytes`: about cacheBytes + threads x (band window,
// <= bandBytes). The slope profiles then hold per thread the blocks of at most (profile window
// height / block height + 1) block rows. Plus the map.
#include "engine/mechanics/reason.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"
#include "importers/import_diagnostics.hpp"

#include <optional>
#include <string>
#include <vector>

namespace importers {

enum class ElevationSampling { Center, Mean, Median };
[[nodiscard]] const char* toString(ElevationSampling s);  // "center" | "mean" | "median"
[[nodiscard]] bool parseSampling(const std::string& text, ElevationSampling& out);

// Where level 0 starts: at the lowest hex, or at the multiple of the level height above sea level
// just below it (the printed maps' contours: every level boundary is a round elevation).
enum class LevelDatum { LowestHex, SeaLevel };
[[nodiscard]] const char* toString(LevelDatum d);  // "lowest-hex" | "sea-level"
[[nodiscard]] bool parseDatum(const std::string& text, LevelDatum& out);

// Ridge hexes: a hex higher than both its neighbours along some axis through it (a crest the line
// between those neighbours crosses) stands a level above the higher of them, so relief of less than
// a level does not vanish (docs/fidelity.md). Brows: also a hex standing more than a man's eye above
// the line between its two neighbours on an axis (a convex brow), one level up at most. Off: levels
// are the elevation's bands alone. The default is the ruleset's derivation ridge-levels, else raise.
enum class RidgeLevels { Off, Raise, Brows };
[[nodiscard]] const char* toString(RidgeLevels r);  // "off" | "raise" | "brows"
[[nodiscard]] bool parseRidges(const std::string& text, RidgeLevels& out);

// Slope hexsides: from the level change and the steepest gradient between the hex centres alone
// (gradient), or also at convex brows (brows: a level change whose rise exceeds the rise beyond it
// by more than a man's eye is marked with the ruleset's derivation brow-slope type, SSS Minor
// Slope). The default is brows when the ruleset names a brow-slope type, else gradient.
enum class SlopeHexsides { Gradient, Brows };
[[nodiscard]] const char* toString(SlopeHexsides s);  // "gradient" | "brows"
[[nodiscard]] bool parseSlopes(const std::string& text, SlopeHexsides& out);

struct ImportBbox {
    double xmin = 0, ymin = 0, xmax = 0, ymax = 0;
    std::string crs;  // empty = the grid CRS
};

struct ElevationImportOptions {
    double hexSizeMetres = 0;                  // 0 = the ruleset's scale
    std::optional<engine::GridShape> shape;    // default the ruleset's
    int sectionsAcross = 0, sectionsDown = 0;  // 0 = the ruleset's sheet layout
    std::string gridCrs;                       // "EPSG:N"; empty = the raster's, or UTM for degrees/3857
    // Extent: the largest grid inside the data unless a bbox, or columns x rows from an origin (the
    // centre of offset hex (0,0) in the grid CRS), is given.
    std::optional<ImportBbox> bbox;
    std::optional<engine::Point> origin;
    int columns = 0, rows = 0;
    std::optional<ElevationSampling> sampling;    // default the derivation level-sample, else mean
    std::optional<double> verticalMetresPerUnit;  // override the raster's vertical unit
    std::optional<double> intervalMetres;         // level height; required when the ruleset sets it per map
    std::optional<double> baseMetres;             // bottom of level 0; default from the datum
    LevelDatum datum = LevelDatum::LowestHex;     // where level 0 starts when no base is given
    std::optional<RidgeLevels> ridges;            // ridge hexes a level above their neighbours; default the ruleset's
    std::optional<SlopeHexsides> slopes;          // slope hexsides also at brows; default the ruleset's
    // Levels fitted to the ground's line of sight (importers::fitLevelsToSight, after the ridges and
    // before the slope hexsides): slow, and only for a ruleset whose LOS reads levels alone.
    bool fitLevels = false;
    int fitPairs = 80000;     // lines the fit judges by (LevelFitOptions::pairs)
    bool fillNoData = false;  // fill hexes without data from their neighbours
    std::string baseTerrain;  // terrain type for every hex (a DEM has no land cover); "" = none
    // For rasters without a georeference: cell size and the top-left corner (in gridCrs, or a local plane).
    std::optional<double> pixelSize;
    std::optional<engine::Point> rasterOrigin;
    double gradientBaselineMetres = 0;  // run over which slope gradients are measured; 0 = hex size / 3
    int threads = 0;                    // 0 = all cores
    // The most hexes the grid may have; 0 = the cap in force (engine::maxHexes(), 16,000,000 by
    // default). A larger cap is deliberate: importElevation raises the process's cap to it
    // (engine::setMaxHexes), so the map it makes can be saved and opened again.
    long long maxHexes = 0;
    std::size_t cacheBytes = 64u << 20;  // GDAL block cache cap
    std::size_t bandBytes = 32u << 20;   // pixels read per band window (per thread)
    ProgressFn progress;
};

struct DerivedHexside {
    engine::HexsideId side;
    std::string typeId;
    int levelDifference = 0;
    double gradient = 0;  // steepest rise/run on the raster between the two hex centres
    engine::Reason reason;
    bool brow = false;  // marked with the brow slope type as a brow (SlopeHexsides::Brows)
};

struct DerivedHexFeature {
    engine::HexCoord hex;
    std::string featureId;
    double meanGradient = 0;
    double reliefMetres = 0;
    engine::Reason reason;
};

struct ElevationReport {
    std::string raster;
    std::string rasterCrs;     // as GDAL names it ("WGS 84", "WGS 84 / UTM zone 18N")
    std::string gridCrs;       // as stored in the Georef ("EPSG:32618")
    std::string verticalUnit;  // "m", "ft", ...; and whether it was stated, overridden or assumed
    double metresPerUnit = 1;
    double cellMetres = 0;  // raster cell size on the ground, near the centre
    ElevationSampling sampling = ElevationSampling::Mean;
    engine::Reason samplingReason;
    double levelHeightMetres = 0;
    double baseMetres = 0;
    engine::Reason levelReason;
    LevelDatum datum = LevelDatum::LowestHex;
    RidgeLevels ridges = RidgeLevels::Raise;
    engine::Reason ridgesReason;               // where the choice came from (ruleset, option, default)
    std::vector<engine::HexCoord> ridgeHexes;  // hexes raised above their bands as ridges (or brows)
    SlopeHexsides slopes = SlopeHexsides::Gradient;
    engine::Reason slopesReason;
    std::size_t browHexsides = 0;  // level changes marked with the brow slope type as brows
    bool levelsFitted = false;
    std::vector<engine::HexCoord> fittedHexes;  // hexes whose level the fit moved
    double fitBefore = 0, fitAfter = 0;         // agreement on the fit's own pairs, 0..1
    int minLevel = 0, maxLevel = 0;
    std::size_t hexesWithData = 0;
    std::vector<engine::HexCoord> noDataHexes;  // before filling
    std::vector<engine::HexCoord> filledHexes;
    std::vector<DerivedHexside> hexsides;  // every level change, with the slope type chosen
    std::vector<DerivedHexFeature> hexFeatures;
    int threads = 1;
};

struct ElevationImportResult : ImportDiagnostics {
    engine::HexMap map;  // meaningful only without errors
    ElevationReport report;
};

[[nodiscard]] ElevationImportResult importElevation(const std::string& rasterPath, const engine::Ruleset& ruleset,
                                                    const ElevationImportOptions& options);

}  // namespace importers
