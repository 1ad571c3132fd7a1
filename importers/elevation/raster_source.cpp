#include "importers/elevation/raster_source.hpp"

#include "importers/gdal_drivers.hpp"

#include <cpl_conv.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>

namespace importers {

namespace {

// A double as a float; NaN when a float cannot hold it (a cast out of range is undefined).
float toFloat(double v) {
    return std::fabs(v) <= static_cast<double>(std::numeric_limits<float>::max()) ? static_cast<float>(v)
                                                                                  : std::nanf("");
}

}  // namespace

RasterSource::RasterSource(const std::string& path, bool withCrs)
    : m_path(path) {
    registerGdalDrivers();  // the raster is opened on two threads at once
    CPLErrorReset();
    m_ds.reset(GDALDataset::FromHandle(
        GDALOpenEx(path.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr)));
    if (!m_ds) {
        const std::string why = CPLGetLastErrorMsg();
        throw std::runtime_error(path + ": not a raster GDAL can read" + (why.empty() ? "" : " (" + why + ")"));
    }
    if (m_ds->GetRasterCount() < 1) throw std::runtime_error(path + ": the file has no raster band");
    m_band = m_ds->GetRasterBand(1);
    m_width = m_ds->GetRasterXSize();
    m_height = m_ds->GetRasterYSize();
    std::array<double, 6> gt{};
    if (m_ds->GetGeoTransform(gt.data()) == CE_None &&
        !(gt[0] == 0 && gt[1] == 1 && gt[2] == 0 && gt[3] == 0 && gt[4] == 0 && gt[5] == 1)) {
        m_hasGeoTransform = true;
        setGeoTransform(gt);
    }
    if (const OGRSpatialReference* srs = withCrs ? m_ds->GetSpatialRef() : nullptr) m_crs = *srs;
    m_crs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    int has = 0;
    const double nd = m_band->GetNoDataValue(&has);
    if (has) {
        m_noData = nd;
        m_noDataFloat = toFloat(nd);
    }
    int hasScale = 0, hasOffset = 0;
    const double scale = m_band->GetScale(&hasScale), offset = m_band->GetOffset(&hasOffset);
    if (hasScale) m_scale = scale;
    if (hasOffset) m_offset = offset;
}

void RasterSource::setGeoTransform(const std::array<double, 6>& gt) {
    m_gt = gt;
    m_hasGeoTransform = true;
    if (!GDALInvGeoTransform(m_gt.data(), m_inverse.data()))
        throw std::runtime_error(m_path + ": the geotransform cannot be inverted");
}

std::string RasterSource::unitType() const {
    const char* unit = m_band->GetUnitType();
    return unit ? unit : "";
}

std::size_t RasterSource::blockBytes() const {
    int bx = 0, by = 0;
    m_band->GetBlockSize(&bx, &by);
    return static_cast<std::size_t>(bx) * static_cast<std::size_t>(by) *
           static_cast<std::size_t>(GDALGetDataTypeSizeBytes(m_band->GetRasterDataType()));
}

void RasterSource::blockSize(int& width, int& height) const { m_band->GetBlockSize(&width, &height); }

float RasterSource::storedNoData() const { return m_noData ? toFloat(*m_noData) : std::nanf(""); }

std::string RasterSource::readFailure(const PixelWindow& w) const {
    return m_path + ": reading pixels " + std::to_string(w.x0) + "," + std::to_string(w.y0) + " +" +
           std::to_string(w.width) + "x" + std::to_string(w.height) + " failed (" + CPLGetLastErrorMsg() +
           "); the file may be truncated or corrupt";
}

bool RasterSource::readBlock(int bx, int by, std::vector<float>& out, PixelWindow& w, std::string& error) const {
    int width = 0, height = 0;
    blockSize(width, height);
    out.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    return readBlock(bx, by, out.data(), w, error);
}

bool RasterSource::readBlock(int bx, int by, float* out, PixelWindow& w, std::string& error) const {
    int width = 0, height = 0;
    blockSize(width, height);
    w = {bx * width, by * height, std::min(width, m_width - bx * width), std::min(height, m_height - by * height)};
    CPLErrorReset();
    const CPLErr status =
        m_band->GetRasterDataType() == GDT_Float32
            ? m_band->ReadBlock(bx, by, out)
            : m_band->RasterIO(GF_Read, w.x0, w.y0, w.width, w.height, out, w.width, w.height, GDT_Float32, 0,
                               static_cast<GSpacing>(width) * static_cast<GSpacing>(sizeof(float)));
    if (status == CE_None) return true;
    error = readFailure(w);
    return false;
}

bool RasterSource::allValid() const { return m_band->GetMaskFlags() == GMF_ALL_VALID; }

bool RasterSource::maskIsNoData() const { return m_band->GetMaskFlags() == GMF_NODATA; }

bool RasterSource::readMask(const PixelWindow& w, int outWidth, int outHeight, std::vector<std::uint8_t>& out) const {
    out.assign(static_cast<std::size_t>(outWidth) * static_cast<std::size_t>(outHeight), 0);
    return m_band->GetMaskBand()->RasterIO(GF_Read, w.x0, w.y0, w.width, w.height, out.data(), outWidth, outHeight,
                                           GDT_Byte, 0, 0) == CE_None;
}

void RasterSource::toPixel(double x, double y, double& px, double& py) const {
    px = m_inverse[0] + x * m_inverse[1] + y * m_inverse[2];
    py = m_inverse[3] + x * m_inverse[4] + y * m_inverse[5];
}

void RasterSource::toGeo(double px, double py, double& x, double& y) const {
    x = m_gt[0] + px * m_gt[1] + py * m_gt[2];
    y = m_gt[3] + px * m_gt[4] + py * m_gt[5];
}

bool RasterSource::read(const PixelWindow& w, double metresPerUnit, std::vector<float>& out, std::string& error) const {
    out.resize(static_cast<std::size_t>(w.width) * static_cast<std::size_t>(w.height));
    if (w.empty()) return true;
    CPLErrorReset();
    if (m_band->RasterIO(GF_Read, w.x0, w.y0, w.width, w.height, out.data(), w.width, w.height, GDT_Float32, 0, 0) !=
        CE_None) {
        error = readFailure(w);
        return false;
    }
    toMetres(out.data(), out.size(), metresPerUnit);
    return true;
}

void RasterSource::toMetres(float* values, std::size_t n, double metresPerUnit) const {
    // No-data and non-finite cells to NaN four at a time (a band window is millions of cells);
    // NaN as the no-data value compares unequal to every cell, and NaN cells are non-finite anyway.
    using Float4 = float __attribute__((vector_size(16)));
    const float nan = std::nanf(""), nd = m_noData ? m_noDataFloat : nan;
    const Float4 noData4 = {nd, nd, nd, nd}, nan4 = {nan, nan, nan, nan};
    std::size_t k = 0;
    for (; k + 4 <= n; k += 4) {
        Float4 v;
        std::memcpy(&v, values + k, sizeof v);
        v = ((v - v) == 0) & (v != noData4) ? v : nan4;  // v - v is NaN for NaN and infinities
        std::memcpy(values + k, &v, sizeof v);
    }
    for (; k < n; ++k)
        if (!std::isfinite(values[k]) || values[k] == nd) values[k] = nan;
    const double scale = m_scale, offset = m_offset;
    if (scale == 1 && offset == 0 && metresPerUnit == 1) return;
    for (k = 0; k < n; ++k) values[k] = toFloat((values[k] * scale + offset) * metresPerUnit);  // NaN stays NaN
}

}  // namespace importers
