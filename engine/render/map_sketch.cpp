#include "engine/render/map_sketch.hpp"

#include "engine/io/xml_writer.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/location_hexes.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>

namespace engine {
namespace {

// Plane (metres, y north) to picture pixels (y down).
struct Frame {
    PlaneRect bounds;
    double scale = 1;
    [[nodiscard]] double x(double planeX) const { return (planeX - bounds.minX) * scale; }
    [[nodiscard]] double y(double planeY) const { return (bounds.maxY - planeY) * scale; }
};

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

std::string hexColour(Rgba c) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
    return buf;
}

// Where a diagnostic sits: its first location on the map (a hexside between its two hexes).
std::optional<Point> whereOnMap(const Document& doc, const LocationHexes& hexOf, const Diagnostic& d) {
    const HexLayout layout = doc.map.layout();
    for (const Location& l : d.locations) {
        if (l.kind == "hexside") {
            const auto bar = l.id.find('|');
            const auto a = doc.map.grid().parseLabel(l.id.substr(0, bar));
            const auto b = bar == std::string::npos ? a : doc.map.grid().parseLabel(l.id.substr(bar + 1));
            if (a && b) {
                const Point pa = layout.toPoint(*a), pb = layout.toPoint(*b);
                return Point{(pa.x + pb.x) / 2, (pa.y + pb.y) / 2};
            }
        }
        if (const auto h = hexOf(l)) return layout.toPoint(*h);
    }
    return std::nullopt;
}

const char* markerColour(const Diagnostic& d) {
    if (d.waived) return "#888888";
    switch (d.severity) {
    case Severity::Error: return "#d01c1c";
    case Severity::Warning: return "#e08a00";
    case Severity::Info: return "#2a6fd6";
    }
    return "#000000";
}

// One path per terrain colour, a subpath per hex.
void writeHexes(std::string& out, const Document& doc, const Frame& f) {
    const HexLayout layout = doc.map.layout();
    std::map<std::string, std::string> paths;
    const HexGrid& grid = doc.map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        const std::string_view id = doc.map.terrain(h);
        const TerrainType* t = doc.ruleset && !id.empty() ? doc.ruleset->findTerrain(id) : nullptr;
        std::string& path = paths[t ? hexColour(parseColor(t->color, {200, 200, 200, 255})) : "#ffffff"];
        const auto corners = layout.corners(h);
        for (std::size_t c = 0; c < corners.size(); ++c)
            path += (c == 0 ? "M" : "L") + num(f.x(corners[c].x)) + " " + num(f.y(corners[c].y));
        path += "Z";
    }
    for (const auto& [colour, d] : paths)
        out += "<path fill=\"" + colour + "\" stroke=\"#00000033\" stroke-width=\"0.5\" d=\"" + d + "\"/>\n";
}

}  // namespace

std::string mapSketchSvg(const Document& doc, const std::vector<Diagnostic>& diagnostics, double widthPx) {
    if (doc.map.grid().size() == 0) return {};
    Frame f;
    f.bounds = mapBounds(doc.map);
    f.scale = widthPx / std::max(1e-9, f.bounds.maxX - f.bounds.minX);
    const double heightPx = (f.bounds.maxY - f.bounds.minY) * f.scale;
    const double hexPx = doc.map.layout().size * f.scale;
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(widthPx) + "\" height=\"" +
                      num(heightPx) + "\" viewBox=\"0 0 " + num(widthPx) + " " + num(heightPx) + "\">\n";
    if (doc.map.grid().size() <= kSketchHexLimit) writeHexes(out, doc, f);
    else
        out += "<rect width=\"" + num(widthPx) + "\" height=\"" + num(heightPx) +
               "\" fill=\"#f4f1e8\" stroke=\"#555555\"/>\n";
    const double radius = std::max(3.0, 0.35 * hexPx);
    const LocationHexes hexOf(doc);
    for (std::size_t i = 0; i < diagnostics.size(); ++i) {
        const Diagnostic& d = diagnostics[i];
        const auto p = whereOnMap(doc, hexOf, d);
        if (!p) continue;
        const std::string n = std::to_string(i + 1);
        out += "<g class=\"marker\"><title>" + n + ". " + XmlWriter::escape(d.rule + ": " + d.message, false) +
               "</title><circle cx=\"" + num(f.x(p->x)) + "\" cy=\"" + num(f.y(p->y)) + "\" r=\"" + num(radius) +
               "\" fill=\"none\" stroke=\"" + markerColour(d) + "\" stroke-width=\"2\"/>";
        if (radius >= 7)
            out += "<text x=\"" + num(f.x(p->x)) + "\" y=\"" + num(f.y(p->y) + radius * 0.35) +
                   "\" text-anchor=\"middle\" font-size=\"" + num(radius) + "\" fill=\"" + markerColour(d) + "\">" + n +
                   "</text>";
        out += "</g>\n";
    }
    return out + "</svg>\n";
}

}  // namespace engine
