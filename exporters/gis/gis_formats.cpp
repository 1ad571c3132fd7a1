// The GIS formats (gpkg, geojson) as the registry shows them: their options as data, read into
// GisExportOptions.
#include "exporters/export_options.hpp"
#include "exporters/gis/gis_export.hpp"

namespace exporters {
namespace {

using Kind = ExportOption::Kind;

ExportResult runGis(GisFormat target, const ExportFormat& format, const engine::Document& doc,
                    const ExportRequest& request) {
    ExportResult result;
    const OptionReader read(format, request.options, result);
    GisExportOptions o;
    o.output = request.output;
    o.format = target;
    if (target == GisFormat::GeoPackage) o.styles = read.flag("styles");
    else o.layer = read.choice("layer");
    o.progress = request.progress;
    if (result.hasErrors()) return result;
    GisExportResult gis = exportGis(doc, o);
    result.diagnostics = std::move(gis.diagnostics);
    result.cancelled = gis.cancelled;
    result.output = gis.output;
    for (const std::string& layer : gisLayerNames(true))
        if (const auto it = gis.features.find(layer); it != gis.features.end())
            result.summary += (result.summary.empty() ? "" : ", ") + layer + " " + std::to_string(it->second);
    return result;
}

ExportFormat gisFormat(GisFormat target) {
    ExportFormat f;
    f.acceptsMap = true;
    f.acceptsScenario = true;
    if (target == GisFormat::GeoPackage) {
        f.name = "gpkg";
        f.title = "GeoPackage (every layer, QGIS styles)";
        f.extensions = {".gpkg"};
        f.options = {
            {"styles", Kind::Flag, "true", {}, "QGIS styles in layer_styles: terrain in the ruleset's colours"}};
        f.example = "ridgeline export samples/sss-mcpherson-ridge/scenario.rlscn --format gpkg -o ridge.gpkg";
    } else {
        f.name = "geojson";
        f.title = "GeoJSON (one layer)";
        f.extensions = {".geojson"};
        f.options = {{"layer", Kind::Choice, "hexes", gisLayerNames(true),
                      "the layer the file holds (the last four need a scenario)"}};
        f.example =
            "ridgeline export samples/lfm-cornfield/scenario.rlscn --format geojson --layer setup -o setup.geojson";
    }
    return f;
}

}  // namespace

std::vector<ExportFormat> gisFormats() {
    std::vector<ExportFormat> formats;
    for (const GisFormat t : {GisFormat::GeoPackage, GisFormat::GeoJson}) {
        formats.push_back(gisFormat(t));
        formats.back().run = [t](const engine::Document& doc, const ExportRequest& r) {
            return runGis(t, gisFormat(t), doc, r);
        };
    }
    return formats;
}

}  // namespace exporters
