#include "importers/fidelity/ground_raster.hpp"

#include "importers/elevation/import_plan.hpp"
#include "importers/elevation/plane_transform.hpp"
#include "importers/elevation/raster_source.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace importers {

struct GroundRaster::Impl {
    RasterSource source;
    std::shared_ptr<OGRSpatialReference> mapSrs;
    PlaneTransform toRaster;
    PixelWindow window;
    int step = 1;               // raster cells between samples of `values`
    int columns = 0, rows = 0;  // of `values`
    std::vector<float> values;
    double cellMetres = 0;

    explicit Impl(const std::string& path)
        : source(path) {}

    // Bilinear at a continuous pixel position of the raster.
    [[nodiscard]] double bilinear(double px, double py) const {
        const double u = (px - window.x0) / step - 0.5, v = (py - window.y0) / step - 0.5;
        if (!(u >= -0.5 && v >= -0.5 && u <= columns - 0.5 && v <= rows - 0.5)) return std::nan("");
        const int i = std::clamp(static_cast<int>(std::floor(u)), 0, std::max(0, columns - 2)),
                  j = std::clamp(static_cast<int>(std::floor(v)), 0, std::max(0, rows - 2));
        const int i1 = std::min(i + 1, columns - 1), j1 = std::min(j + 1, rows - 1);
        const double fu = std::clamp(u - i, 0.0, 1.0), fv = std::clamp(v - j, 0.0, 1.0);
        const auto cell = [&](int c, int r) {
            return static_cast<double>(
                values[static_cast<std::size_t>(r) * static_cast<std::size_t>(columns) + static_cast<std::size_t>(c)]);
        };
        const double top = cell(i, j) * (1 - fu) + cell(i1, j) * fu,
                     bottom = cell(i, j1) * (1 - fu) + cell(i1, j1) * fu;
        return top * (1 - fv) + bottom * fv;  // NaN when any corner has no data
    }
};

GroundRaster::GroundRaster(const std::string& path, const engine::HexMap& map, std::optional<double> metresPerUnit,
                           std::size_t maxCells)
    : m(std::make_unique<Impl>(path)) {
    const QuietGdalErrors quiet;
    RasterSource& src = m->source;
    if (!src.hasGeoTransform()) throw std::runtime_error(path + ": the raster has no georeference");
    if (!map.georef().crs.empty()) {
        m->mapSrs = std::make_shared<OGRSpatialReference>();
        if (m->mapSrs->SetFromUserInput(map.georef().crs.c_str()) != OGRERR_NONE)
            throw std::runtime_error("the map's CRS `" + map.georef().crs + "` is not a CRS GDAL/PROJ knows");
        m->mapSrs->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    }
    m->toRaster = PlaneTransform(m->mapSrs.get(), src.crs());
    bool known = false;
    const double perUnit = metresPerUnit ? *metresPerUnit : verticalUnit(src.unitType(), known);

    // The pixel window under the map: its hex centres, a hex beyond on every side.
    const auto& grid = map.grid();
    const engine::HexLayout layout = map.layout();
    std::vector<double> xs, ys;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const engine::OffsetCoord o = grid.offset(grid.at(i));
        if (o.col != 0 && o.row != 0 && o.col + 1 != grid.columns() && o.row + 1 != grid.rows()) continue;
        const engine::Point c = layout.toPoint(grid.at(i));
        for (const double dx : {-1.0, 1.0})
            for (const double dy : {-1.0, 1.0}) {
                xs.push_back(c.x + dx * map.hexSizeMetres());
                ys.push_back(c.y + dy * map.hexSizeMetres());
            }
    }
    if (xs.empty() || !m->toRaster.apply(static_cast<int>(xs.size()), xs.data(), ys.data()))
        throw std::runtime_error(path + ": the map's extent cannot be transformed into the raster's CRS");
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (std::size_t k = 0; k < xs.size(); ++k) {
        double px = 0, py = 0;
        src.toPixel(xs[k], ys[k], px, py);
        x0 = std::min(x0, px), x1 = std::max(x1, px), y0 = std::min(y0, py), y1 = std::max(y1, py);
    }
    PixelWindow& w = m->window;
    w.x0 = std::clamp(static_cast<int>(std::floor(x0)) - 2, 0, src.width());
    w.y0 = std::clamp(static_cast<int>(std::floor(y0)) - 2, 0, src.height());
    w.width = std::clamp(static_cast<int>(std::ceil(x1)) + 2, 0, src.width()) - w.x0;
    w.height = std::clamp(static_cast<int>(std::ceil(y1)) + 2, 0, src.height()) - w.y0;
    if (w.empty()) throw std::runtime_error(path + ": the map does not lie on the raster");
    const double cells = static_cast<double>(w.width) * w.height;
    m->step = std::max(1, static_cast<int>(std::ceil(std::sqrt(cells / static_cast<double>(maxCells)))));
    m->columns = w.width / m->step;
    m->rows = w.height / m->step;
    m->values.resize(static_cast<std::size_t>(m->columns) * static_cast<std::size_t>(m->rows));
    std::vector<float> strip;
    std::string error;
    for (int r = 0; r < m->rows; ++r) {  // one raster row of every step-th row, every step-th cell
        const PixelWindow row{w.x0, w.y0 + r * m->step + m->step / 2, w.width, 1};
        if (!src.read(row, perUnit, strip, error)) throw std::runtime_error(error);
        for (int c = 0; c < m->columns; ++c)
            m->values[static_cast<std::size_t>(r) * static_cast<std::size_t>(m->columns) +
                      static_cast<std::size_t>(c)] = strip[static_cast<std::size_t>(c * m->step + m->step / 2)];
    }
    // Ground size of one sample step, from the map's centre.
    const engine::Point c = layout.toPoint(grid.at(grid.size() / 2));
    std::vector<double> cx{c.x, c.x + 1}, cy{c.y, c.y};
    m->toRaster.apply(2, cx.data(), cy.data());
    double p0x = 0, p0y = 0, p1x = 0, p1y = 0;
    src.toPixel(cx[0], cy[0], p0x, p0y);
    src.toPixel(cx[1], cy[1], p1x, p1y);
    const double pixelsPerMetre = std::hypot(p1x - p0x, p1y - p0y);
    m->cellMetres = pixelsPerMetre > 0 ? m->step / pixelsPerMetre : map.hexSizeMetres() / 20;
}

GroundRaster::~GroundRaster() = default;

void GroundRaster::sample(std::vector<double>& x, std::vector<double>& y, std::vector<double>& out) const {
    out.resize(x.size());
    m->toRaster.apply(static_cast<int>(x.size()), x.data(), y.data());
    for (std::size_t k = 0; k < x.size(); ++k) {
        double px = 0, py = 0;
        m->source.toPixel(x[k], y[k], px, py);
        out[k] = m->bilinear(px, py);
    }
}

double GroundRaster::at(engine::Point p) const {
    std::vector<double> x{p.x}, y{p.y}, out;
    sample(x, y, out);
    return out[0];
}

double GroundRaster::cellMetres() const { return m->cellMetres; }

}  // namespace importers
