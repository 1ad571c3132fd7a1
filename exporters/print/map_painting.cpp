#include "exporters/print/map_painting.hpp"

#include "exporters/print/print_export.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>

namespace exporters {

namespace {

// Hexes per band: a draw list of this many hexes with every layer is a few megabytes.
constexpr double kBandHexes = 20000;

}  // namespace

engine::DrawOptions printDrawOptions(const engine::Document& doc, const PrintLayers& layers) {
    using engine::Layer;
    engine::DrawOptions o;
    o.layers.set(Layer::Terrain, layers.terrain);
    o.layers.set(Layer::Elevation, layers.elevation);
    o.layers.set(Layer::Levels, layers.levels);
    o.layers.set(Layer::Hexsides, layers.hexsides || layers.hachures);
    o.layers.set(Layer::Labels, layers.numbers || layers.places);
    o.layers.set(Layer::Units, layers.setup);
    o.layers.set(Layer::Victory, layers.victory);
    o.layers.set(Layer::Validation, false);
    o.hexLabels = layers.numbers;
    o.placeNames = layers.places;
    o.slopeHachures = layers.hachures;
    if (layers.elevation) o.elevationSpan = engine::elevationSpan(doc.map);
    if (layers.levels) o.levelSpan = engine::levelSpan(doc.map);
    return o;
}

std::optional<std::size_t> paintMapArea(cairo_t* cr, const engine::Document& doc, const engine::DrawOptions& base,
                                        const PaperTransform& to, const engine::PlaneRect& plane, const BandFn& onBand,
                                        const std::function<void()>& afterTerrain) {
    const double size = doc.map.hexSizeMetres();
    const double hexesAcross = std::max(1.0, (plane.maxX - plane.minX) / (0.75 * size));
    const double bandHeight = std::max(size, kBandHexes / hexesAcross * size);
    std::size_t drawn = 0;
    for (double top = plane.maxY; top > plane.minY; top -= bandHeight) {
        const engine::PlaneRect band{plane.minX, std::max(plane.minY, top - bandHeight), plane.maxX, top};
        engine::DrawOptions o = base;
        o.visible = band.grownBy(size);
        const engine::DrawList list = engine::buildDrawList(doc, o);
        drawn += list.hexesVisible;
        const engine::Point nw = to.toPaper({band.minX, band.maxY});
        const engine::Point se = to.toPaper({band.maxX, band.minY});
        cairo_save(cr);
        // A pixel-aligned clip: neighbouring bands share no half-covered pixels (no seams in PNG).
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
        cairo_rectangle(cr, nw.x, nw.y, se.x - nw.x, se.y - nw.y);
        cairo_clip(cr);
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
        paintDrawList(cr, list, to, afterTerrain);
        cairo_restore(cr);
        if (onBand && !onBand((plane.maxY - band.minY) / std::max(1e-9, plane.maxY - plane.minY))) return std::nullopt;
    }
    return drawn;
}

}  // namespace exporters
