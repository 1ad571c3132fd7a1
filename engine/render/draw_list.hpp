#pragma once
// A GUI-free list of what the map looks like in one visible rectangle of its plane (x east,
// y north, metres): hex polygons, hexside polylines, labels, unit counters and markers, tagged by
// layer. The studio paints it with wxGraphicsContext, the benchmark times it; neither decides
// what to draw. Sizes are plane units so the list does not depend on the zoom.
#include "engine/hex/hex_coord.hpp"
#include "engine/hex/hex_layout.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

struct Rgba {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
    bool operator==(const Rgba&) const = default;
};
// "#rrggbb" or "#rrggbbaa"; `fallback` for anything else.
[[nodiscard]] Rgba parseColor(std::string_view text, Rgba fallback);

enum class Layer : std::uint8_t {
    Terrain,
    Elevation,
    Levels,
    Hexsides,
    Labels,
    Units,
    Victory,
    Validation,
    Fidelity,      // how often the rules' sight lines through a hex disagree with the ground (a measurement)
    Reachability,  // the earliest turn each side reaches the objectives, and one arrival's path
};
inline constexpr int kLayerCount = 10;
[[nodiscard]] const char* toString(Layer layer);  // "terrain", "elevation", ...

class LayerVisibility {
public:
    LayerVisibility() { m_visible.fill(true); }
    [[nodiscard]] bool visible(Layer l) const { return m_visible[static_cast<std::size_t>(l)]; }
    void set(Layer l, bool on) { m_visible[static_cast<std::size_t>(l)] = on; }

private:
    std::array<bool, kLayerCount> m_visible{};
};

struct PlaneRect {
    double minX = 0, minY = 0, maxX = 0, maxY = 0;
    [[nodiscard]] bool intersects(const PlaneRect& o) const {
        return minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY;
    }
    [[nodiscard]] bool contains(Point p) const { return p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY; }
    [[nodiscard]] PlaneRect grownBy(double d) const { return {minX - d, minY - d, maxX + d, maxY + d}; }
};

enum class Dash : std::uint8_t { Solid, Dashed, Dotted };

struct HexPolygon {
    Layer layer = Layer::Terrain;
    HexCoord hex;
    std::array<Point, 6> corners{};
    Rgba fill;
    Rgba outline{0, 0, 0, 0};  // alpha 0: no outline
};

struct Polyline {
    Layer layer = Layer::Hexsides;
    std::vector<Point> points;
    Rgba color;
    double width = 1;  // plane units
    Dash dash = Dash::Solid;
};

struct TextLabel {
    Layer layer = Layer::Labels;
    Point anchor;  // centre of the text
    std::string text;
    double height = 1;  // plane units
    Rgba color;
};

struct Counter {
    Layer layer = Layer::Units;
    Point centre;
    double size = 1;  // square side, plane units
    Rgba fill;
    Rgba text;
    std::string name;       // top line: the unit id
    std::string values;     // bottom line: its ratings as the counter prints them
    double nameHeight = 0;  // text heights, plane units
    double valuesHeight = 0;
    std::vector<Rgba> bands{};  // formation colours side by side across the top (kCounterBandHeight); none: no band
    Rgba figures{};             // the values' colour (alpha 0: `text`)
    std::string face{};         // the side it shows: full, reduced, battleworn, wrecked, leader... ("" unstated)
    std::string mark{};         // a short mark of that side ("BW"), top right
};

enum class MarkerShape : std::uint8_t { Victory, Entry, Error, Warning, Info };

struct Marker {
    Layer layer = Layer::Victory;
    Point centre;
    double radius = 1;
    MarkerShape shape = MarkerShape::Victory;
    Rgba color;
    std::string text;  // VP value, entry area id, rule id
};

// Painter's order: polygons, polylines, markers, counters, text; within each, layer order.
struct DrawList {
    PlaneRect visible;
    std::vector<HexPolygon> polygons;
    std::vector<Polyline> polylines;
    std::vector<Marker> markers;
    std::vector<Counter> counters;
    std::vector<TextLabel> texts;
    std::size_t hexesVisible = 0;

    [[nodiscard]] std::size_t count(Layer layer) const;  // primitives of every kind on that layer
};

// The plane rectangle a hex covers (its corners' bounding box).
[[nodiscard]] PlaneRect hexBounds(const HexLayout& layout, HexCoord h);

}  // namespace engine
