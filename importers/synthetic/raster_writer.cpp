#include "importers/synthetic/raster_writer.hpp"

#include "importers/gdal_drivers.hpp"

#include <cpl_conv.h>
#include <cpl_string.h>
#include <gdal_priv.h>
#include <ogr_spatialref.h>

#include <cmath>
#include <memory>
#include <vector>

namespace importers {
namespace {

struct DatasetCloser {
    void operator()(GDALDataset* ds) const { GDALClose(ds); }
};
using DatasetPtr = std::unique_ptr<GDALDataset, DatasetCloser>;

}  // namespace

bool writeRaster(const std::string& path, const RasterSpec& spec, const HeightFn& height, std::string& error,
                 const ProgressFn& progress) {
    registerGdalDrivers();
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(spec.driver.c_str());
    if (!driver) {
        error = path + ": GDAL has no `" + spec.driver + "` driver";
        return false;
    }
    const GDALDataType type = GDALGetDataTypeByName(spec.dataType.c_str());
    if (type == GDT_Unknown || spec.width <= 0 || spec.height <= 0) {
        error = path + ": bad raster spec (type `" + spec.dataType + "`, " + std::to_string(spec.width) + " x " +
                std::to_string(spec.height) + ")";
        return false;
    }
    const bool direct = driver->GetMetadataItem(GDAL_DCAP_CREATE) != nullptr;
    CPLStringList options;
    if (spec.driver == "GTiff" && spec.tiled) {
        options.SetNameValue("TILED", "YES");
        options.SetNameValue("BLOCKXSIZE", std::to_string(spec.blockSize).c_str());
        options.SetNameValue("BLOCKYSIZE", std::to_string(spec.blockSize).c_str());
    }
    if (spec.driver == "GTiff") options.SetNameValue("BIGTIFF", "IF_SAFER");
    GDALDriver* target = direct ? driver : GetGDALDriverManager()->GetDriverByName("MEM");
    DatasetPtr ds(target->Create(direct ? path.c_str() : "", spec.width, spec.height, 1, type,
                                 direct ? options.List() : nullptr));
    if (!ds) {
        error = path + ": cannot create the raster (" + CPLGetLastErrorMsg() + ")";
        return false;
    }
    if (spec.georeferenced) {
        std::array<double, 6> gt = spec.geoTransform;
        ds->SetGeoTransform(gt.data());
        if (!spec.crs.empty()) {
            OGRSpatialReference srs;
            if (srs.SetFromUserInput(spec.crs.c_str()) != OGRERR_NONE) {
                error = path + ": unknown CRS `" + spec.crs + "`";
                return false;
            }
            ds->SetSpatialRef(&srs);
        }
    }
    GDALRasterBand* band = ds->GetRasterBand(1);
    if (spec.hasNoData) band->SetNoDataValue(spec.noData);
    if (!spec.unit.empty()) band->SetUnitType(spec.unit.c_str());

    const int rowsPerChunk = std::max(1, std::min(spec.height, (1 << 22) / spec.width));
    std::vector<double> buffer;
    const auto& gt = spec.geoTransform;
    for (int y0 = 0; y0 < spec.height; y0 += rowsPerChunk) {
        const int rows = std::min(rowsPerChunk, spec.height - y0);
        buffer.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(spec.width), 0.0);
        for (int j = 0; j < rows; ++j)
            for (int i = 0; i < spec.width; ++i) {
                const double px = i + 0.5, py = y0 + j + 0.5;
                const double v = height(gt[0] + px * gt[1] + py * gt[2], gt[3] + px * gt[4] + py * gt[5]);
                buffer[static_cast<std::size_t>(j) * static_cast<std::size_t>(spec.width) +
                       static_cast<std::size_t>(i)] = std::isnan(v) ? spec.noData : v;
            }
        if (band->RasterIO(GF_Write, 0, y0, spec.width, rows, buffer.data(), spec.width, rows, GDT_Float64, 0, 0) !=
            CE_None) {
            error = path + ": writing rows " + std::to_string(y0) + ".." + std::to_string(y0 + rows) + " failed (" +
                    CPLGetLastErrorMsg() + ")";
            return false;
        }
        if (progress && !progress(static_cast<double>(y0 + rows) / spec.height, "writing " + path)) {
            ds.reset();
            VSIUnlink(path.c_str());
            error = path + ": cancelled";
            return false;
        }
    }
    if (!direct) {
        DatasetPtr copy(driver->CreateCopy(path.c_str(), ds.get(), FALSE, nullptr, nullptr, nullptr));
        if (!copy) {
            error = path + ": cannot write with the " + spec.driver + " driver (" + CPLGetLastErrorMsg() + ")";
            return false;
        }
    }
    ds.reset();
    return true;
}

}  // namespace importers
