#include "importers/underlay/underlay_warp.hpp"

#include "importers/gdal_drivers.hpp"

#include <gdal_priv.h>
#include <gdal_utils.h>
#include <ogr_spatialref.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <memory>

namespace importers {

namespace {

struct DatasetCloser {
    void operator()(GDALDataset* d) const { GDALClose(d); }
};
using DatasetPtr = std::unique_ptr<GDALDataset, DatasetCloser>;

struct WarpOptionsDeleter {
    void operator()(GDALWarpAppOptions* o) const { GDALWarpAppOptionsFree(o); }
};

engine::Diagnostic problem(const std::string& rule, const std::string& file, const std::string& message) {
    engine::Diagnostic d;
    d.rule = rule;
    d.message = message;
    d.locations.push_back({"file", file});
    return d;
}

int progressAdapter(double fraction, const char*, void* data) {
    const auto* fn = static_cast<const ProgressFn*>(data);
    return (*fn)(fraction, "warping the underlay") ? TRUE : FALSE;
}

// Pixels of the warped dataset as RGBA: gray, gray+alpha, palette, RGB or RGBA sources.
bool readRgba(GDALDataset& warped, RgbaImage& image) {
    const int bands = warped.GetRasterCount();  // the source's bands plus the alpha -dstalpha added
    const std::size_t count = static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height);
    std::vector<std::uint8_t> band(count);
    image.rgba.assign(count * 4, 0);
    const auto read = [&](int index) {
        return warped.GetRasterBand(index)->RasterIO(GF_Read, 0, 0, image.width, image.height, band.data(), image.width,
                                                     image.height, GDT_Byte, 0, 0) == CE_None;
    };
    const GDALColorTable* palette = warped.GetRasterBand(1)->GetColorTable();
    const int colourBands = bands - 1;
    for (int b = 1; b <= std::min(colourBands, 3); ++b) {
        if (!read(b)) return false;
        for (std::size_t i = 0; i < count; ++i) {
            if (palette) {
                const GDALColorEntry* e = palette->GetColorEntry(band[i]);
                image.rgba[i * 4] = static_cast<std::uint8_t>(e ? e->c1 : 0);
                image.rgba[i * 4 + 1] = static_cast<std::uint8_t>(e ? e->c2 : 0);
                image.rgba[i * 4 + 2] = static_cast<std::uint8_t>(e ? e->c3 : 0);
            } else if (colourBands < 3) {
                for (int c = 0; c < 3; ++c) image.rgba[i * 4 + static_cast<std::size_t>(c)] = band[i];
            } else {
                image.rgba[i * 4 + static_cast<std::size_t>(b - 1)] = band[i];
            }
        }
        if (palette || colourBands < 3) break;
    }
    if (!read(bands)) return false;
    for (std::size_t i = 0; i < count; ++i) image.rgba[i * 4 + 3] = band[i];
    return true;
}

}  // namespace

PlaneExtent mapExtent(const engine::HexMap& map) {
    const engine::HexLayout layout = map.layout();
    PlaneExtent e{1e300, 1e300, -1e300, -1e300};
    const engine::HexGrid& grid = map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const engine::HexCoord h = grid.at(i);
        if (!grid.onEdge(h)) continue;  // inner hexes cannot widen the box
        for (const engine::Point& p : layout.corners(h)) {
            e.xmin = std::min(e.xmin, p.x), e.xmax = std::max(e.xmax, p.x);
            e.ymin = std::min(e.ymin, p.y), e.ymax = std::max(e.ymax, p.y);
        }
    }
    return e;
}

namespace {

UnderlayResult warp(const engine::HexMap& map, const UnderlayOptions& options) {
    UnderlayResult result;
    const auto fail = [&](const std::string& rule, const std::string& message) {
        result.diagnostics.push_back(problem(rule, options.image, message));
        return result;
    };
    if (map.georef().crs.empty())
        return fail("import.underlay.no_georef",
                    "the map has no georeference (CRS and origin): an underlay cannot be placed on it");
    OGRSpatialReference mapCrs;
    if (mapCrs.SetFromUserInput(map.georef().crs.c_str()) != OGRERR_NONE)
        return fail("import.underlay.bad_crs",
                    "the map's CRS `" + map.georef().crs + "` is not one GDAL/PROJ understands");
    if (!options.gcps.empty() && options.gcps.size() < 3)
        return fail("import.underlay.gcps", "ground control points place an image only with at least 3 of them (got " +
                                                std::to_string(options.gcps.size()) + ")");
    DatasetPtr original;  // declared first so the virtual copy that reads it closes before it
    DatasetPtr source(static_cast<GDALDataset*>(
        GDALOpenEx(options.image.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr)));
    if (!source)
        return fail("import.underlay.unreadable",
                    options.image + ": not an image GDAL can read (" + CPLGetLastErrorMsg() + ")");

    char* mapWkt = nullptr;
    mapCrs.exportToWkt(&mapWkt);
    const std::string mapCrsWkt = mapWkt ? mapWkt : "";
    CPLFree(mapWkt);
    std::vector<std::string> args{"-of", "MEM", "-dstalpha", "-r", "bilinear", "-t_srs", mapCrsWkt};
    if (!options.gcps.empty()) {
        // Place the image by the GCPs in a virtual copy, and warp that.
        DatasetPtr placed(GDALDriver::FromHandle(GDALGetDriverByName("VRT"))
                              ->CreateCopy("", source.get(), FALSE, nullptr, nullptr, nullptr));
        if (!placed)
            return fail("import.underlay.unreadable", options.image + ": cannot be wrapped for ground control points");
        std::vector<GDAL_GCP> gcps(options.gcps.size());
        std::vector<std::string> ids(options.gcps.size());
        for (std::size_t i = 0; i < gcps.size(); ++i) {
            ids[i] = std::to_string(i + 1);
            gcps[i] = {ids[i].data(),
                       const_cast<char*>(""),
                       options.gcps[i].pixel,
                       options.gcps[i].line,
                       options.gcps[i].x,
                       options.gcps[i].y,
                       0};
        }
        if (placed->SetGCPs(static_cast<int>(gcps.size()), gcps.data(), &mapCrs) != CE_None)
            return fail("import.underlay.gcps",
                        options.image + ": the ground control points were refused (" + CPLGetLastErrorMsg() + ")");
        original = std::move(source);  // the virtual copy reads its bands: keep it open
        source = std::move(placed);
    } else {
        double transform[6];
        const bool hasTransform = source->GetGeoTransform(transform) == CE_None;
        if (!hasTransform && source->GetGCPCount() == 0)
            return fail("import.underlay.no_georef", options.image +
                                                         " has no georeference (no GeoTIFF tags, world file or GCPs): "
                                                         "give --gcp PIXEL,LINE,X,Y at least 3 times");
        if (!source->GetSpatialRef() && !source->GetGCPSpatialRef()) {
            args.insert(args.end(), {"-s_srs", mapCrsWkt});  // a world file carries no CRS: the map's is assumed
            result.diagnostics.push_back(
                engine::Diagnostic{engine::Severity::Info,
                                   "import.underlay.assumed_crs",
                                   "",
                                   options.image + " names no CRS; the map's " + map.georef().crs + " is assumed",
                                   {{"file", options.image}},
                                   false,
                                   {}});
        }
    }

    const PlaneExtent extent = mapExtent(map);
    const double step = options.groundPerPixel > 0 ? options.groundPerPixel : map.hexSizeMetres() / 32;
    const double width = std::ceil((extent.xmax - extent.xmin) / step),
                 height = std::ceil((extent.ymax - extent.ymin) / step);
    const double scale = std::max({1.0, width / options.maxSide, height / options.maxSide});
    result.image.width = std::max(1, static_cast<int>(width / scale));
    result.image.height = std::max(1, static_cast<int>(height / scale));
    result.image.extent = extent;
    args.insert(args.end(), {"-te", std::to_string(extent.xmin), std::to_string(extent.ymin),
                             std::to_string(extent.xmax), std::to_string(extent.ymax), "-ts",
                             std::to_string(result.image.width), std::to_string(result.image.height)});
    // -te prints with 6 decimals: set the exact extent back afterwards is not needed at that precision.

    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    std::unique_ptr<GDALWarpAppOptions, WarpOptionsDeleter> warpOptions(GDALWarpAppOptionsNew(argv.data(), nullptr));
    if (!warpOptions)
        return fail("import.underlay.warp",
                    "GDAL refused the warp options (" + std::string(CPLGetLastErrorMsg()) + ")");
    if (options.progress)
        GDALWarpAppOptionsSetProgress(warpOptions.get(), progressAdapter, const_cast<ProgressFn*>(&options.progress));
    GDALDatasetH input = GDALDataset::ToHandle(source.get());
    int usageError = FALSE;
    CPLErrorReset();
    DatasetPtr warped(GDALDataset::FromHandle(GDALWarp("", nullptr, 1, &input, warpOptions.get(), &usageError)));
    if (!warped) {
        if (options.progress && std::string(CPLGetLastErrorMsg()).find("nterrupt") != std::string::npos) {
            result.cancelled = true;
            return result;
        }
        return fail("import.underlay.warp",
                    options.image + ": cannot be warped into " + map.georef().crs + " (" + CPLGetLastErrorMsg() + ")");
    }
    if (!readRgba(*warped, result.image))
        return fail("import.underlay.warp", options.image + ": the warped pixels could not be read");
    std::size_t covered = 0;
    for (std::size_t i = 3; i < result.image.rgba.size(); i += 4) covered += result.image.rgba[i] > 0;
    result.coveredShare = static_cast<double>(covered) / (static_cast<double>(result.image.rgba.size()) / 4);
    return result;
}

}  // namespace

UnderlayResult warpUnderlay(const engine::HexMap& map, const UnderlayOptions& options) {
    registerGdalDrivers();
    CPLPushErrorHandler(CPLQuietErrorHandler);  // problems come back as diagnostics
    UnderlayResult result = warp(map, options);
    CPLPopErrorHandler();
    return result;
}

std::string writeRgbaImage(const RgbaImage& image, const std::string& path, const std::string& crs,
                           bool georeferenced) {
    registerGdalDrivers();
    const std::string ext = std::filesystem::path(path).extension().string();
    const bool png = ext == ".png" || ext == ".PNG";
    GDALDriver* mem = GetGDALDriverManager()->GetDriverByName("MEM");
    DatasetPtr buffer(mem->Create("", image.width, image.height, 4, GDT_Byte, nullptr));
    if (!buffer) return "cannot allocate the image";
    for (int b = 0; b < 4; ++b) {
        std::vector<std::uint8_t> band(static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height));
        for (std::size_t i = 0; i < band.size(); ++i) band[i] = image.rgba[i * 4 + static_cast<std::size_t>(b)];
        if (buffer->GetRasterBand(b + 1)->RasterIO(GF_Write, 0, 0, image.width, image.height, band.data(), image.width,
                                                   image.height, GDT_Byte, 0, 0) != CE_None)
            return "cannot fill the image";
        buffer->GetRasterBand(b + 1)->SetColorInterpretation(static_cast<GDALColorInterp>(GCI_RedBand + b));
    }
    if (georeferenced) {
        double transform[6] = {image.extent.xmin,
                               (image.extent.xmax - image.extent.xmin) / image.width,
                               0,
                               image.extent.ymax,
                               0,
                               -(image.extent.ymax - image.extent.ymin) / image.height};
        buffer->SetGeoTransform(transform);
        OGRSpatialReference srs;
        if (!crs.empty() && srs.SetFromUserInput(crs.c_str()) == OGRERR_NONE && !png) buffer->SetSpatialRef(&srs);
    }
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(png ? "PNG" : "GTiff");
    const char* worldFile[] = {"WORLDFILE=YES", nullptr};
    DatasetPtr out(driver->CreateCopy(path.c_str(), buffer.get(), FALSE,
                                      png && georeferenced ? const_cast<char**>(worldFile) : nullptr, nullptr,
                                      nullptr));
    if (!out) return path + ": " + CPLGetLastErrorMsg();
    return {};
}

}  // namespace importers
