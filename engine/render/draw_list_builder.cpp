#include "engine/render/draw_list_builder.hpp"

#include "engine/hex/hexside.hpp"
#include "engine/render/counters.hpp"
#include "engine/render/draw_index.hpp"
#include "engine/render/hexside_symbols.hpp"
#include "engine/render/level_style.hpp"
#include "engine/render/location_hexes.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>

namespace engine {

namespace {

// Drawing style, in fractions of the hex's flat-to-flat size: how the map looks, not game rules.
constexpr double kContourWidth = 0.03;
constexpr double kLabelHeight = 0.15;
constexpr double kMarkerRadius = 0.18;
constexpr std::uint8_t kElevationMaxAlpha = 110;
constexpr Rgba kUnpainted{235, 235, 235, 255};
constexpr Rgba kUnknownFeature{255, 0, 255, 255};
constexpr Rgba kLabelColor{40, 40, 40, 255};

struct OffsetBox {
    int minCol, minRow, maxCol, maxRow;
};

struct Builder {
    const Document& doc;
    const DrawOptions& options;
    HexLayout layout;
    double size;
    std::vector<HexCoord> hexes;
    OffsetBox reach;  // the rows and columns `hexes` come from
    DrawList list;

    [[nodiscard]] bool on(Layer l) const { return options.layers.visible(l); }

    void terrain() {
        const double fade = std::clamp(options.terrainFillOpacity, 0.0, 1.0);
        for (HexCoord h : hexes) {
            Rgba fill = terrainFill(doc.ruleset.get(), doc.map.terrain(h));
            fill.a = static_cast<std::uint8_t>(std::lround(fill.a * fade));
            list.polygons.push_back({Layer::Terrain, h, layout.corners(h), fill, kHexOutline});
        }
    }

    void elevation() {
        const auto range = options.elevationSpan ? options.elevationSpan : elevationSpan(doc.map);
        if (!range) return;
        const auto [low, high] = *range;
        const double span = std::max(1e-6, static_cast<double>(high - low));
        for (HexCoord h : hexes) {
            const double e = doc.map.elevation(h);
            // A hex with a level shows it as the ruleset's maps do (levels()); the raw elevation
            // shades only the hexes without one.
            if (std::isnan(e) || doc.map.hasLevel(h)) continue;
            // Low ground darker, high ground lighter: the eye reads it as relief.
            const double t = (e - low) / span;
            const auto alpha = static_cast<std::uint8_t>(std::lround((1.0 - t) * kElevationMaxAlpha));
            list.polygons.push_back({Layer::Elevation, h, layout.corners(h), Rgba{0, 0, 0, alpha}});
        }
    }

    // Levels as the ruleset's maps print them: each hex shaded on the ramp, or contour lines
    // between hexes of different levels.
    void levels() {
        const LevelStyle style = levelStyle(doc.ruleset.get());
        if (style.kind == LevelStyle::Kind::ColorRamp) {
            // The ramp spans the whole map's levels, wherever the view is.
            const auto range = options.levelSpan ? options.levelSpan : levelSpan(doc.map);
            if (!range) return;
            const auto [low, high] = *range;
            for (HexCoord h : hexes) {
                if (!doc.map.hasLevel(h)) continue;
                Rgba fill = rampColor(style, doc.map.level(h), low, high);
                fill.a = kLevelRampAlpha;
                list.polygons.push_back({Layer::Levels, h, layout.corners(h), fill});
            }
            return;
        }
        for (HexCoord h : hexes) {
            if (!doc.map.hasLevel(h)) continue;
            for (int dir = 0; dir < 3; ++dir) {
                const HexCoord n = neighbor(h, dir);
                if (!doc.map.contains(n) || !doc.map.hasLevel(n) || doc.map.level(n) == doc.map.level(h)) continue;
                const auto [a, b] = layout.hexsideCorners(h, dir);
                list.polylines.push_back({Layer::Levels, {a, b}, style.contour, kContourWidth * size, Dash::Solid});
            }
        }
    }

    // The hex on the lower side of a slope hexside, by level, else by elevation; nullopt if flat.
    [[nodiscard]] std::optional<HexCoord> downhillOf(HexCoord a, HexCoord b) const {
        const HexMap& m = doc.map;
        if (!m.contains(a) || !m.contains(b)) return std::nullopt;
        if (m.hasLevel(a) && m.hasLevel(b) && m.level(a) != m.level(b)) return m.level(a) < m.level(b) ? a : b;
        const double ea = m.elevation(a), eb = m.elevation(b);
        if (!std::isnan(ea) && !std::isnan(eb) && ea != eb) return ea < eb ? a : b;
        return std::nullopt;
    }

    void hexsideFeature(HexsideId side, const HexsideType* type) {
        const auto [a, b] = hexesOf(side);
        const auto [p, q] = layout.hexsideCorners(side.owner, side.dir);
        const std::optional<HexCoord> low = downhillOf(a, b);
        // Without a downhill side the symbol has no hachures (also when the caller leaves them out).
        const bool hachures = low && options.slopeHachures;
        appendHexsideSymbol(
            list.polylines, type,
            {layout.toPoint(a), layout.toPoint(b), p, q, hachures ? std::optional(layout.toPoint(*low)) : std::nullopt},
            size);
    }

    void hexsides() {
        for (HexCoord h : hexes)
            for (int dir = 0; dir < 6; ++dir) {
                const HexsideId side = hexsideOf(h, dir);
                // Each hexside once: from its owner, or from this hex when the owner is off the map.
                if (side.owner != h && doc.map.contains(side.owner)) continue;
                const FeatureMask mask = doc.map.hexsideMask(side);
                if (mask == 0) continue;
                for (const std::string& id : doc.map.hexsideFeaturesOf(mask))
                    hexsideFeature(side, doc.ruleset ? doc.ruleset->findHexside(id) : nullptr);
            }
    }

    void labels() {
        for (HexCoord h : hexes) {
            const Point c = layout.toPoint(h);
            if (options.hexLabels && options.labelOpacity > 0) {
                Rgba color = kLabelColor;
                color.a = static_cast<std::uint8_t>(std::lround(255 * std::min(1.0, options.labelOpacity)));
                list.texts.push_back(
                    {Layer::Labels, {c.x, c.y + 0.3 * size}, doc.map.grid().label(h), kLabelHeight * size, color});
            }
            if (const std::string& name = doc.map.placeName(h); options.placeNames && !name.empty())
                list.texts.push_back({Layer::Labels, {c.x, c.y - 0.3 * size}, name, kLabelHeight * size, kLabelColor});
        }
    }

    // A scenario's pieces and findings lie all over the map and a repaint shows a few hexes of
    // it: most are turned away by their row and column before their bounds are worked out.
    [[nodiscard]] bool isVisible(HexCoord h) const {
        if (!doc.map.contains(h)) return false;
        const OffsetCoord o = doc.map.grid().offset(h);
        return o.col >= reach.minCol && o.col <= reach.maxCol && o.row >= reach.minRow && o.row <= reach.maxRow &&
               options.visible.intersects(hexBounds(layout, h));
    }

    // The positions of the list's items (of `count`) that lie at hexes this list shows, in the
    // list's order: from the buckets of the hexes in reach when they are filed, else by looking at
    // every item.
    template <typename HexOf>
    [[nodiscard]] std::vector<std::uint32_t> shown(std::size_t count, const HexBuckets* filed,
                                                   const HexOf& hexOf) const {
        std::vector<std::uint32_t> out;
        if (!filed) {
            for (std::uint32_t i = 0; i < count; ++i)
                if (isVisible(hexOf(i))) out.push_back(i);
            return out;
        }
        const HexGrid& grid = doc.map.grid();
        for (int row = reach.minRow; row <= reach.maxRow; ++row)
            for (int col = reach.minCol; col <= reach.maxCol; ++col)
                filed->forEachAt(grid.index(grid.fromOffset({col, row})), [&](std::uint32_t i) {
                    if (i < count && isVisible(hexOf(i))) out.push_back(i);
                });
        std::sort(out.begin(), out.end());
        return out;
    }

    void units() {
        const Scenario& s = *doc.scenario;
        std::map<HexCoord, int> stackDepth;
        std::optional<CounterStyle> own;
        const CounterStyle* style = options.counterStyle;
        const auto at = shown(s.setup.size(), options.index ? &options.index->placements : nullptr,
                              [&](std::uint32_t i) { return s.setup[i].hex; });
        for (const std::uint32_t i : at) {
            const Placement& p = s.setup[i];
            if (!style) style = &own.emplace(s, doc.ruleset.get());
            const Point at = stackPosition(layout.toPoint(p.hex), stackDepth[p.hex]++, size);
            list.counters.push_back(style->counter(p, at, size));
        }
    }

    void marker(HexCoord h, Layer layer, MarkerShape shape, Rgba color, std::string_view text) {
        if (isVisible(h))
            list.markers.push_back({layer, layout.toPoint(h), kMarkerRadius * size, shape, color, std::string(text)});
    }

    void victory() {
        const Scenario& s = *doc.scenario;
        for (const VictoryHex& v : s.victoryHexes)
            marker(v.hex, Layer::Victory, MarkerShape::Victory, markerColor(MarkerShape::Victory),
                   std::to_string(v.vp));
        for (const EntryArea& area : s.entryAreas)
            for (HexCoord h : area.hexes)
                marker(h, Layer::Victory, MarkerShape::Entry, markerColor(MarkerShape::Entry), area.id);
        for (const ReinforcementRow& row : s.schedule)
            if (row.entryHex)
                marker(*row.entryHex, Layer::Victory, MarkerShape::Entry, markerColor(MarkerShape::Entry), row.id);
    }

    void finding(HexCoord h, Severity severity, std::string_view rule) {
        const MarkerShape shape = severity == Severity::Error     ? MarkerShape::Error
                                  : severity == Severity::Warning ? MarkerShape::Warning
                                                                  : MarkerShape::Info;
        marker(h, Layer::Validation, shape, markerColor(shape), rule);
    }

    void findings() {
        // A leader's hex gathers a marker from each finding that names him (every unit out of his
        // command): markers alike at one hex are drawn once, the last of them, so what lies on
        // top stays what it was.
        std::vector<FindingMarker> seen;
        const auto note = [&](HexCoord h, Severity severity, std::string_view rule) {
            if (isVisible(h)) seen.push_back({h, severity, rule});
        };
        if (options.findingMarkers) {
            const std::vector<FindingMarker>& markers = *options.findingMarkers;
            const bool filed = options.index && options.index->findingMarkers == options.findingMarkers;
            for (const std::uint32_t i : shown(markers.size(), filed ? &options.index->markers : nullptr,
                                               [&](std::uint32_t k) { return markers[k].hex; }))
                seen.push_back(markers[i]);
        } else if (options.diagnostics) {
            forEachFindingMarker(doc, *options.diagnostics,
                                 [&](HexCoord h, const Diagnostic& d) { note(h, d.severity, d.rule); });
        }
        std::set<std::pair<HexCoord, Severity>> later;
        std::vector<bool> last(seen.size());
        for (std::size_t i = seen.size(); i-- > 0;) last[i] = later.insert({seen[i].hex, seen[i].severity}).second;
        for (std::size_t i = 0; i < seen.size(); ++i)
            if (last[i]) finding(seen[i].hex, seen[i].severity, seen[i].rule);
    }
};

}  // namespace

Rgba markerColor(MarkerShape shape) {
    switch (shape) {
    case MarkerShape::Victory: return {200, 20, 20, 255};
    case MarkerShape::Entry: return {20, 120, 20, 255};
    case MarkerShape::Error: return {220, 0, 0, 255};
    case MarkerShape::Warning: return {230, 150, 0, 255};
    case MarkerShape::Info: return {0, 110, 220, 255};
    }
    return {0, 0, 0, 255};
}

Rgba terrainFill(const Ruleset* ruleset, std::string_view terrain) {
    const TerrainType* t = ruleset ? ruleset->findTerrain(terrain) : nullptr;
    return t ? parseColor(t->color, kUnknownFeature) : (terrain.empty() ? kUnpainted : kUnknownFeature);
}

std::optional<std::pair<float, float>> elevationSpan(const HexMap& map) {
    float low = std::numeric_limits<float>::max();
    float high = std::numeric_limits<float>::lowest();
    const HexGrid& grid = map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const float e = map.cell(grid.at(i)).elevation;
        if (std::isnan(e)) continue;
        low = std::min(low, e);
        high = std::max(high, e);
    }
    if (low > high) return std::nullopt;
    return std::make_pair(low, high);
}

std::optional<std::pair<int, int>> levelSpan(const HexMap& map) {
    int low = std::numeric_limits<int>::max(), high = std::numeric_limits<int>::lowest();
    const HexGrid& grid = map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        if (!map.hasLevel(h)) continue;
        low = std::min(low, map.level(h));
        high = std::max(high, map.level(h));
    }
    if (low > high) return std::nullopt;
    return std::make_pair(low, high);
}

PlaneRect mapBounds(const HexMap& map) {
    const HexGrid& grid = map.grid();
    const HexLayout layout = map.layout();
    PlaneRect r{std::numeric_limits<double>::max(), std::numeric_limits<double>::max(),
                std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()};
    // The outermost hexes bound the map; walking the edge rows and columns is enough.
    for (int col = 0; col < grid.columns(); ++col)
        for (int row = 0; row < grid.rows(); ++row) {
            if (row != 0 && row != grid.rows() - 1 && col != 0 && col != grid.columns() - 1) continue;
            const PlaneRect b = hexBounds(layout, grid.fromOffset({col, row}));
            r = {std::min(r.minX, b.minX), std::min(r.minY, b.minY), std::max(r.maxX, b.maxX),
                 std::max(r.maxY, b.maxY)};
        }
    return r;
}

namespace {

// The rows and columns of the hexes that may reach into `rect` (those outside reach none).
OffsetBox offsetsReaching(const HexGrid& grid, const HexLayout& layout, const PlaneRect& rect) {
    OffsetBox box{std::numeric_limits<int>::max(), std::numeric_limits<int>::max(), std::numeric_limits<int>::lowest(),
                  std::numeric_limits<int>::lowest()};
    for (const Point p : {Point{rect.minX, rect.minY}, Point{rect.minX, rect.maxY}, Point{rect.maxX, rect.minY},
                          Point{rect.maxX, rect.maxY}}) {
        const OffsetCoord o = grid.offset(layout.toHex(p));
        box.minCol = std::min(box.minCol, o.col), box.maxCol = std::max(box.maxCol, o.col);
        box.minRow = std::min(box.minRow, o.row), box.maxRow = std::max(box.maxRow, o.row);
    }
    // One hex of margin covers the stagger and hexes that reach into the rectangle.
    box.minCol = std::max(0, box.minCol - 1), box.minRow = std::max(0, box.minRow - 1);
    box.maxCol = std::min(grid.columns() - 1, box.maxCol + 1), box.maxRow = std::min(grid.rows() - 1, box.maxRow + 1);
    return box;
}

}  // namespace

std::vector<HexCoord> visibleHexes(const HexMap& map, const PlaneRect& rect) {
    const HexGrid& grid = map.grid();
    const HexLayout layout = map.layout();
    std::vector<HexCoord> out;
    if (grid.size() == 0) return out;
    const OffsetBox box = offsetsReaching(grid, layout, rect);
    for (int row = box.minRow; row <= box.maxRow; ++row)
        for (int col = box.minCol; col <= box.maxCol; ++col) {
            const HexCoord h = grid.fromOffset({col, row});
            if (rect.intersects(hexBounds(layout, h))) out.push_back(h);
        }
    return out;
}

DrawList buildDrawList(const Document& doc, const DrawOptions& options) {
    const HexLayout layout = doc.map.layout();
    Builder b{
        doc,
        options,
        layout,
        doc.map.hexSizeMetres(),
        visibleHexes(doc.map, options.visible),
        doc.map.grid().size() ? offsetsReaching(doc.map.grid(), layout, options.visible) : OffsetBox{0, 0, -1, -1},
        {}};
    b.list.visible = options.visible;
    b.list.hexesVisible = b.hexes.size();
    if (b.on(Layer::Terrain)) b.terrain();
    if (b.on(Layer::Elevation)) b.elevation();
    if (b.on(Layer::Levels)) b.levels();
    if (b.on(Layer::Fidelity) && options.fidelity)
        appendFidelityShading(b.list.polygons, doc.map, b.hexes, *options.fidelity);
    if (b.on(Layer::Hexsides)) b.hexsides();
    if (b.on(Layer::Labels)) b.labels();
    if (doc.scenario && b.on(Layer::Units)) b.units();
    if (doc.scenario && b.on(Layer::Victory)) b.victory();
    if (b.on(Layer::Validation)) b.findings();
    if (b.on(Layer::Reachability) && options.reachability)
        appendReachMarks(b.list, doc, options.visible, *options.reachability);
    return std::move(b.list);
}

}  // namespace engine
