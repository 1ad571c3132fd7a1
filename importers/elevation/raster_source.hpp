#pragma once
// Internal to the elevation importer (includes GDAL): one elevation band opened through GDAL, its
// georeference, no-data and vertical unit, and windowed reads into metres with NaN for no-data.
// Each worker thread opens its own handle (GDAL datasets are not shared between threads).
#include <cpl_error.h>
#include <gdal_priv.h>
#include <ogr_spatialref.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace importers {

// Keeps GDAL from printing errors on this thread while it lives: the importer reports them itself
// (CPLGetLastErrorMsg), naming the file.
struct QuietGdalErrors {
    QuietGdalErrors() { CPLPushErrorHandler(CPLQuietErrorHandler); }
    ~QuietGdalErrors() { CPLPopErrorHandler(); }
    QuietGdalErrors(const QuietGdalErrors&) = delete;
    QuietGdalErrors& operator=(const QuietGdalErrors&) = delete;
};

struct PixelWindow {
    int x0 = 0, y0 = 0, width = 0, height = 0;
    [[nodiscard]] bool empty() const { return width <= 0 || height <= 0; }
};

class RasterSource {
public:
    // Opens `path`; throws std::runtime_error naming the file when GDAL cannot read it as a raster.
    // Worker threads pass withCrs = false: they only read pixels, and a GeoTIFF's CRS costs PROJ
    // database lookups on every opening.
    explicit RasterSource(const std::string& path, bool withCrs = true);

    [[nodiscard]] const std::string& path() const { return m_path; }
    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }
    [[nodiscard]] bool hasGeoTransform() const { return m_hasGeoTransform; }
    [[nodiscard]] const std::array<double, 6>& geoTransform() const { return m_gt; }
    void setGeoTransform(const std::array<double, 6>& gt);
    [[nodiscard]] const OGRSpatialReference* crs() const { return m_crs.IsEmpty() ? nullptr : &m_crs; }
    // Metres per stored unit after scale/offset, and what said so ("m" from the band, assumed...).
    [[nodiscard]] std::string unitType() const;
    [[nodiscard]] std::size_t blockBytes() const;
    void blockSize(int& width, int& height) const;

    // The no-data value as a float (NaN when the band has none), and a stored value in metres.
    [[nodiscard]] float storedNoData() const;
    [[nodiscard]] double toMetres(double stored, double metresPerUnit) const {
        return (stored * m_scale + m_offset) * metresPerUnit;
    }

    // Pixel (column, row) of a point in the raster's CRS, continuous (0,0 = the top-left corner).
    void toPixel(double x, double y, double& px, double& py) const;
    // The point of a continuous pixel position.
    void toGeo(double px, double py, double& x, double& y) const;

    // Reads `w` into `out` (row-major), as metres (`metresPerUnit` times the stored value after the
    // band's scale/offset), NaN for no-data. False and `error` on an I/O failure (truncated file...).
    bool read(const PixelWindow& w, double metresPerUnit, std::vector<float>& out, std::string& error) const;

    // A stored value (as read by readBlock) in metres, NaN for no-data and non-finite; and many in place.
    [[nodiscard]] float metres(float stored, double metresPerUnit) const {
        return toMetres(stored, m_noData.has_value(), m_noDataFloat, m_scale, m_offset, metresPerUnit);
    }
    void toMetres(float* values, std::size_t n, double metresPerUnit) const;

    // Whether GDAL knows every cell holds data (no no-data value, no mask).
    [[nodiscard]] bool allValid() const;
    // Whether the validity mask is just the no-data value (no mask band, no alpha).
    [[nodiscard]] bool maskIsNoData() const;
    // The validity mask (0 = no data) of window `w`, resampled (nearest) to outWidth x outHeight.
    bool readMask(const PixelWindow& w, int outWidth, int outHeight, std::vector<std::uint8_t>& out) const;

    // Reads block (bx, by) as stored (no scale, no-data kept) into `out`, rows a block width
    // apart; `w` is the part of the block inside the raster. Float32 bands skip GDAL's block cache.
    bool readBlock(int bx, int by, std::vector<float>& out, PixelWindow& w, std::string& error) const;
    // The same into `out`, which holds a whole block.
    bool readBlock(int bx, int by, float* out, PixelWindow& w, std::string& error) const;

private:
    [[nodiscard]] std::string readFailure(const PixelWindow& w) const;
    // The conversion, from values the caller keeps in registers (a loop over cells must not reload
    // the members on every cell: its stores could alias them).
    static float toMetres(float stored, bool hasNoData, float noData, double scale, double offset,
                          double metresPerUnit) {
        if ((hasNoData && (stored == noData || (std::isnan(noData) && std::isnan(stored)))) || !std::isfinite(stored))
            return std::nanf("");
        return scale == 1 && offset == 0 && metresPerUnit == 1
                   ? stored
                   : static_cast<float>((stored * scale + offset) * metresPerUnit);
    }
    struct Closer {
        void operator()(GDALDataset* ds) const { GDALClose(ds); }
    };
    std::string m_path;
    std::unique_ptr<GDALDataset, Closer> m_ds;
    GDALRasterBand* m_band = nullptr;
    int m_width = 0, m_height = 0;
    bool m_hasGeoTransform = false;
    std::array<double, 6> m_gt{0, 1, 0, 0, 0, -1};
    std::array<double, 6> m_inverse{0, 1, 0, 0, 0, -1};
    OGRSpatialReference m_crs;
    std::optional<double> m_noData;
    float m_noDataFloat = std::nanf("");  // m_noData as stored cells compare with it
    double m_scale = 1, m_offset = 0;
};

}  // namespace importers
