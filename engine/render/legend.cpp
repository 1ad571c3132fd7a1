#include "engine/render/legend.hpp"

#include "engine/render/counters.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/fidelity_shading.hpp"
#include "engine/render/hexside_symbols.hpp"
#include "engine/render/level_style.hpp"
#include "engine/render/reachability_marks.hpp"
#include "engine/render/side_colors.hpp"

#include <cmath>
#include <limits>
#include <numbers>

namespace engine {

namespace {

constexpr double kHexSize = 1.0;  // flat to flat

// A flat-topped hex of size 1 centred at `c`.
std::array<Point, 6> hexAt(Point c) {
    std::array<Point, 6> corners{};
    const double r = kHexSize / std::sqrt(3.0);
    for (int i = 0; i < 6; ++i) {
        const double a = std::numbers::pi / 3 * i;
        corners[static_cast<std::size_t>(i)] = {c.x + r * std::cos(a), c.y + r * std::sin(a)};
    }
    return corners;
}

LegendEntry entry(std::string section, std::string label, std::string cite = {}) {
    LegendEntry e{std::move(section), std::move(label), std::move(cite), {}, {}};
    e.sample.visible = kLegendSampleBox;
    return e;
}

void terrain(const Document& doc, std::vector<LegendEntry>& out) {
    if (!doc.ruleset) return;
    for (const TerrainType& t : doc.ruleset->terrain) {
        LegendEntry e = entry("Terrain", t.name.empty() ? t.id : t.name, t.cite);
        e.sample.polygons.push_back(
            {Layer::Terrain, {}, hexAt({0, 0}), terrainFill(doc.ruleset.get(), t.id), kHexOutline});
        out.push_back(std::move(e));
    }
}

void levels(const Document& doc, std::vector<LegendEntry>& out) {
    const LevelStyle style = levelStyle(doc.ruleset.get());
    // No levels yet: show the ramp's ends.
    const auto [low, high] = levelSpan(doc.map).value_or(std::make_pair(0, 0));
    if (style.kind == LevelStyle::Kind::Contours) {
        LegendEntry e = entry("Levels", "Contour: a change of level", style.cite);
        e.sample.polylines.push_back(
            {Layer::Levels, {{-0.6, -0.4}, {-0.1, 0.05}, {0.6, 0.4}}, style.contour, 0.05, Dash::Solid});
        out.push_back(std::move(e));
        return;
    }
    // A few steps of the ramp, lowest to highest, over a plain ground.
    const int steps = std::min(5, high - low + 1);
    for (int i = 0; i < std::max(2, steps); ++i) {
        const int level = steps <= 1 ? (i == 0 ? low : high) : low + (high - low) * i / (steps - 1);
        Rgba fill = rampColor(style, level, low, high);
        fill.a = kLevelRampAlpha;
        const std::string label = "Level " + std::to_string(level) +
                                  (level == low    ? " (lowest)"
                                   : level == high ? " (highest)"
                                                   : "");
        LegendEntry e = entry("Levels", label, style.cite);
        e.sample.polygons.push_back({Layer::Terrain, {}, hexAt({0, 0}), terrainFill(nullptr, ""), kHexOutline});
        e.sample.polygons.push_back({Layer::Levels, {}, hexAt({0, 0}), fill});
        out.push_back(std::move(e));
    }
}

void elevation(std::vector<LegendEntry>& out) {
    LegendEntry e = entry("Elevation", "Hex without a level: lower ground darker");
    e.sample.polygons.push_back({Layer::Terrain, {}, hexAt({0, 0}), terrainFill(nullptr, ""), kHexOutline});
    e.sample.polygons.push_back({Layer::Elevation, {}, hexAt({0, 0}), Rgba{0, 0, 0, 80}});
    out.push_back(std::move(e));
}

void hexsides(const Document& doc, std::vector<LegendEntry>& out) {
    if (!doc.ruleset) return;
    // Two hexes side by side, the feature on the hexside between them; a slope falls to the right.
    const Point left{-0.7, 0}, right{0.7, 0};
    const HexsideGeometry g{left, right, {0, -0.45}, {0, 0.45}, right};
    for (const HexsideType& t : doc.ruleset->hexsides) {
        LegendEntry e = entry("Hexsides", t.name.empty() ? t.id : t.name, t.cite);
        appendHexsideSymbol(e.sample.polylines, &t, g, kHexSize);
        out.push_back(std::move(e));
    }
}

void markers(std::vector<LegendEntry>& out) {
    const struct {
        MarkerShape shape;
        const char* label;
        Layer layer;
    } kinds[] = {{MarkerShape::Victory, "Victory hex (its VP)", Layer::Victory},
                 {MarkerShape::Entry, "Entry hex", Layer::Victory},
                 {MarkerShape::Error, "Rule broken here (error)", Layer::Validation},
                 {MarkerShape::Warning, "Warning", Layer::Validation},
                 {MarkerShape::Info, "Note", Layer::Validation}};
    for (const auto& k : kinds) {
        LegendEntry e = entry("Markers", k.label);
        e.sample.markers.push_back(
            {k.layer, {0, 0}, 0.3, k.shape, markerColor(k.shape), k.shape == MarkerShape::Victory ? "5" : ""});
        out.push_back(std::move(e));
    }
}

void sides(const Document& doc, std::vector<LegendEntry>& out) {
    if (!doc.scenario) return;
    const Scenario& s = *doc.scenario;
    for (std::size_t i = 0; i < s.sides.size(); ++i) {
        const Side& side = s.sides[i];
        LegendEntry e = entry("Sides", side.name.empty() ? side.id : side.name);
        e.sideId = side.id;
        Counter c;
        c.centre = {0, 0};
        c.size = kCounterSize * kHexSize;
        c.fill = sideColor(side, i);
        c.text = textColorOn(c.fill);
        e.sample.counters.push_back(c);
        out.push_back(std::move(e));
    }
}

void fidelity(std::vector<LegendEntry>& out) {
    const struct {
        double share;
        const char* label;
    } steps[] = {{0.0, "Every measured sight line through the hex agrees with the ground"},
                 {0.5, "Half of them disagree"},
                 {1.0, "Every one disagrees (unshaded: no line measured)"}};
    for (const auto& s : steps) {
        LegendEntry e = entry("Fidelity", s.label);
        e.sample.polygons.push_back({Layer::Terrain, {}, hexAt({0, 0}), terrainFill(nullptr, ""), kHexOutline});
        e.sample.polygons.push_back({Layer::Fidelity, {}, hexAt({0, 0}), fidelityColor(s.share)});
        out.push_back(std::move(e));
    }
}

void reachability(const Document& doc, std::vector<LegendEntry>& out) {
    if (!doc.scenario || doc.scenario->sides.empty()) return;
    const Rgba color = sideColor(*doc.scenario, doc.scenario->sides.front().id);
    LegendEntry e = entry("Reachability", "Earliest turn a side reaches the hex (\"-\": not by the last turn)");
    e.sample.polygons.push_back({Layer::Terrain, {}, hexAt({0, 0}), terrainFill(nullptr, ""), kHexOutline});
    appendReachBadge(e.sample, {}, {0, 0}, 2 * kHexSize, color, "3");
    out.push_back(std::move(e));
    LegendEntry path = entry("Reachability", "Path of the row chosen in Scenario > Reachability");
    path.sample.polylines.push_back(
        {Layer::Reachability, {{-0.7, -0.3}, {0, 0.2}, {0.7, -0.1}}, color, 0.08, Dash::Solid});
    out.push_back(std::move(path));
}

}  // namespace

std::vector<LegendEntry> buildLegend(const Document& doc, const LegendLayers& measured) {
    std::vector<LegendEntry> out;
    terrain(doc, out);
    levels(doc, out);
    elevation(out);
    hexsides(doc, out);
    markers(out);
    sides(doc, out);
    if (measured.fidelity) fidelity(out);
    if (measured.reachability) reachability(doc, out);
    return out;
}

}  // namespace engine
