#pragma once
// What is wrong with elevation import options before any file is read: values out of range, and
// options that go together given alone. The importer checks them itself; the CLI and the studio's
// dialog call this to refuse a request at once. A diagnostic names the options at fault as
// locations of kind "option" (ids below), in words that fit a form field and a command-line flag
// alike; each front end says which of its flags or fields that is.
#include "importers/elevation/elevation_import.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace importers {

namespace option {
inline constexpr std::string_view kHexSize = "hex-size";
inline constexpr std::string_view kGridCrs = "grid-crs";
inline constexpr std::string_view kBbox = "bbox";
inline constexpr std::string_view kGrid = "grid";               // columns x rows
inline constexpr std::string_view kGridOrigin = "grid-origin";  // the centre of the top-left hex
inline constexpr std::string_view kSections = "sections";
inline constexpr std::string_view kInterval = "interval";
inline constexpr std::string_view kBase = "base";    // the bottom of level 0
inline constexpr std::string_view kDatum = "datum";  // where level 0 starts when no base is given
inline constexpr std::string_view kRidges = "ridges";
inline constexpr std::string_view kSlopes = "slopes";
inline constexpr std::string_view kFitLevels = "fit-levels";
inline constexpr std::string_view kVerticalUnit = "vertical-unit";
inline constexpr std::string_view kPixelSize = "pixel-size";
inline constexpr std::string_view kRasterOrigin = "raster-origin";  // a raster's top-left corner
inline constexpr std::string_view kThreads = "threads";
inline constexpr std::string_view kTerrain = "terrain";
inline constexpr std::string_view kMaxHexes = "max-hexes";  // the hex cap
}  // namespace option

inline constexpr int kMostThreads = 256;

[[nodiscard]] engine::Location optionLocation(std::string_view option);
// The options a diagnostic names, in order.
[[nodiscard]] std::vector<std::string> optionsNamed(const engine::Diagnostic& diagnostic);

// Errors (rule "import.options") for options that cannot work whatever the raster; empty when none.
[[nodiscard]] std::vector<engine::Diagnostic> checkElevationOptions(const ElevationImportOptions& options);

}  // namespace importers
