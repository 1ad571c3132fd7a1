#include "exporters/gis/gis_export.hpp"

#include "exporters/gis/gis_layers.hpp"
#include "exporters/gis/qgis_styles.hpp"
#include "importers/gdal_drivers.hpp"

#include <gdal_priv.h>
#include <ogr_spatialref.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <memory>

namespace exporters {
namespace {

void report(GisExportResult& r, engine::Severity severity, std::string rule, std::string message,
            std::vector<engine::Location> where = {}) {
    engine::Diagnostic d;
    d.severity = severity;
    d.rule = std::move(rule);
    d.message = std::move(message);
    d.locations = std::move(where);
    r.diagnostics.push_back(std::move(d));
}

// Beside the output (the same file system, so the rename is atomic), hidden, with the output's
// extension (GDAL picks behaviour by it).
std::filesystem::path temporaryBeside(const std::filesystem::path& output) {
    static std::atomic<unsigned> serial{0};
    const std::string name = "." + output.stem().string() + ".writing-" + std::to_string(::getpid()) + "-" +
                             std::to_string(serial++) + output.extension().string();
    return output.parent_path() / name;
}

void removeQuietly(const std::filesystem::path& p) {
    std::error_code ec;
    std::filesystem::remove(p, ec);
    std::filesystem::remove(p.string() + "-journal", ec);
}

// GDAL's messages come back as diagnostics (CPLGetLastErrorMsg), not on stderr.
struct QuietGdal {
    QuietGdal() { CPLPushErrorHandler(CPLQuietErrorHandler); }
    ~QuietGdal() { CPLPopErrorHandler(); }
    QuietGdal(const QuietGdal&) = delete;
    QuietGdal& operator=(const QuietGdal&) = delete;
};

struct DatasetCloser {
    void operator()(GDALDataset* ds) const { GDALClose(ds); }
};

}  // namespace

bool GisExportResult::hasErrors() const {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const auto& d) { return d.severity == engine::Severity::Error; });
}

std::vector<std::string> gisLayerNames(bool withScenario) {
    std::vector<std::string> names{"hexes", "hexsides"};
    if (withScenario) names.insert(names.end(), {"victory_hexes", "entry_hexes", "setup", "reinforcements"});
    return names;
}

GisExportResult exportGis(const engine::Document& doc, const GisExportOptions& options) {
    GisExportResult result;
    const bool gpkg = options.format == GisFormat::GeoPackage;
    const auto available = gisLayerNames(doc.scenario.has_value());
    std::vector<std::string> layers = available;
    if (!gpkg) {
        if (std::find(available.begin(), available.end(), options.layer) == available.end()) {
            const auto all = gisLayerNames(true);
            report(result, engine::Severity::Error, "export.option",
                   std::find(all.begin(), all.end(), options.layer) == all.end()
                       ? "no layer is called `" + options.layer +
                             "` (hexes, hexsides, victory_hexes, entry_hexes, "
                             "setup, reinforcements)"
                       : "layer `" + options.layer + "` needs a scenario, and this is a map",
                   {{"option", "layer"}});
        }
        layers = {options.layer};
    }
    if (options.output.empty())
        report(result, engine::Severity::Error, "export.option", "no output file given", {{"option", "output"}});
    if (doc.map.grid().size() == 0) report(result, engine::Severity::Error, "export.empty_map", "the map has no hexes");
    if (result.hasErrors()) return result;

    importers::registerGdalDrivers();
    std::unique_ptr<OGRSpatialReference> srs;
    if (doc.map.georef().crs.empty()) {
        report(result, engine::Severity::Warning, "export.gis.no_crs",
               "the map is not georeferenced: coordinates are metres on the map's own plane, with no CRS");
    } else {
        srs = std::make_unique<OGRSpatialReference>();
        srs->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
        if (srs->SetFromUserInput(doc.map.georef().crs.c_str()) != OGRERR_NONE) {
            report(result, engine::Severity::Error, "export.gis.crs",
                   "the map's CRS `" + doc.map.georef().crs + "` is not one GDAL knows");
            return result;
        }
    }

    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(gpkg ? "GPKG" : "GeoJSON");
    if (!driver) {
        report(result, engine::Severity::Error, "export.write",
               std::string("GDAL has no ") + (gpkg ? "GPKG" : "GeoJSON") + " driver");
        return result;
    }
    const std::filesystem::path temporary = temporaryBeside(options.output);
    const QuietGdal quiet;
    try {
        std::unique_ptr<GDALDataset, DatasetCloser> ds(
            driver->Create(temporary.string().c_str(), 0, 0, 0, GDT_Unknown, nullptr));
        if (!ds) throw std::runtime_error("cannot create " + options.output.string() + ": " + CPLGetLastErrorMsg());
        for (std::size_t i = 0; i < layers.size(); ++i) {
            const double base = static_cast<double>(i) / static_cast<double>(layers.size());
            const double share = 1.0 / static_cast<double>(layers.size());
            const std::string what = "writing layer " + layers[i];
            const auto keepGoing = [&](double f) {
                return !options.progress || options.progress(0.95 * (base + share * f), what);
            };
            const long long n = keepGoing(0) ? writeGisLayer(*ds, layers[i], doc, srs.get(), keepGoing) : -1;
            if (n < 0) {
                result.cancelled = true;
                break;
            }
            result.features[layers[i]] = n;
        }
        if (!result.cancelled && gpkg && options.styles && doc.ruleset) writeQgisStyles(*ds, *doc.ruleset);
        CPLErrorReset();
        ds.reset();  // flushes and closes the file
        if (CPLGetLastErrorType() >= CE_Failure)
            throw std::runtime_error("closing " + options.output.string() + ": " + CPLGetLastErrorMsg());
        if (result.cancelled) {
            removeQuietly(temporary);
            result.features.clear();
            return result;
        }
        std::filesystem::rename(temporary, options.output);
    } catch (const std::exception& e) {
        removeQuietly(temporary);
        result.features.clear();
        report(result, engine::Severity::Error, "export.write", e.what(), {{"file", options.output.string()}});
        return result;
    }
    result.output = options.output;
    if (options.progress) options.progress(1.0, "done");
    return result;
}

}  // namespace exporters
