#include "exporters/gis/gis_export.hpp"

#include "engine/io/atomic_file.hpp"
#include "exporters/gis/gis_layers.hpp"
#include "exporters/gis/qgis_styles.hpp"
#include "importers/gdal_drivers.hpp"

#include <gdal_priv.h>
#include <ogr_spatialref.h>

#include <algorithm>
#include <memory>

namespace exporters {
namespace {

// SQLite may leave its journal beside a GeoPackage it did not finish.
void removeJournal(const std::filesystem::path& p) {
    std::error_code ec;
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
            result.error("export.option",
                         std::find(all.begin(), all.end(), options.layer) == all.end()
                             ? "no layer is called `" + options.layer +
                                   "` (hexes, hexsides, victory_hexes, entry_hexes, "
                                   "setup, reinforcements)"
                             : "layer `" + options.layer + "` needs a scenario, and this is a map",
                         {{"option", "layer"}});
        }
        layers = {options.layer};
    }
    if (options.output.empty()) result.error("export.option", "no output file given", {{"option", "output"}});
    if (doc.map.grid().size() == 0) result.error("export.empty_map", "the map has no hexes");
    if (result.hasErrors()) return result;

    importers::registerGdalDrivers();
    std::unique_ptr<OGRSpatialReference> srs;
    if (doc.map.georef().crs.empty()) {
        result.warning("export.gis.no_crs",
                       "the map is not georeferenced: coordinates are metres on the map's own plane, with no CRS");
    } else {
        srs = std::make_unique<OGRSpatialReference>();
        srs->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
        if (srs->SetFromUserInput(doc.map.georef().crs.c_str()) != OGRERR_NONE) {
            result.error("export.gis.crs", "the map's CRS `" + doc.map.georef().crs + "` is not one GDAL knows");
            return result;
        }
    }

    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(gpkg ? "GPKG" : "GeoJSON");
    if (!driver) {
        result.error("export.write", std::string("GDAL has no ") + (gpkg ? "GPKG" : "GeoJSON") + " driver");
        return result;
    }
    const QuietGdal quiet;
    std::filesystem::path temporary;
    try {
        // GDAL writes by path: to a temporary file beside the output, renamed over it when finished.
        engine::AtomicFileWriter file(options.output, engine::AtomicFileWriter::Mode::Reserved);
        temporary = file.temporaryPath();
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
            result.features.clear();
            return result;
        }
        file.commit();
    } catch (const std::exception& e) {
        if (!temporary.empty()) removeJournal(temporary);
        result.features.clear();
        result.error("export.write", e.what(), {{"file", options.output.string()}});
        return result;
    }
    result.output = options.output;
    if (options.progress) options.progress(1.0, "done");
    return result;
}

}  // namespace exporters
