#include "engine/render/hexside_symbols.hpp"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace engine {

namespace {

// Drawing style, in fractions of the hex's flat-to-flat size: how the map looks, not game rules.
constexpr double kRoadWidth = 0.07;
constexpr double kRoadClassForFullWidth = 3.0;
constexpr double kSideWidth = 0.06;
constexpr double kHachureLength = 0.14;
constexpr int kHachuresPerSide = 3;
constexpr Rgba kUnknownFeature{255, 0, 255, 255};

}  // namespace

void appendHexsideSymbol(std::vector<Polyline>& out, const HexsideType* type, const HexsideGeometry& g,
                         double hexSize) {
    const Rgba color = type ? parseColor(type->color, kUnknownFeature) : kUnknownFeature;
    const std::string_view kind = type ? std::string_view(type->kind) : std::string_view("other");
    if (kind == "road") {
        const double width = kRoadWidth * hexSize * std::max(1, type->roadClass) / kRoadClassForFullWidth;
        out.push_back({Layer::Hexsides, {g.centreA, g.centreB}, color, width, Dash::Solid});
        return;
    }
    const Point p = g.cornerP, q = g.cornerQ;
    out.push_back(
        {Layer::Hexsides, {p, q}, color, kSideWidth * hexSize, kind == "crossing" ? Dash::Dashed : Dash::Solid});
    if (kind != "slope" || !g.downhill) return;
    const Point mid{(p.x + q.x) / 2, (p.y + q.y) / 2};
    const double len = std::hypot(g.downhill->x - mid.x, g.downhill->y - mid.y);
    if (len <= 0) return;
    const Point down{(g.downhill->x - mid.x) / len * kHachureLength * hexSize,
                     (g.downhill->y - mid.y) / len * kHachureLength * hexSize};
    for (int i = 1; i <= kHachuresPerSide; ++i) {
        const double t = static_cast<double>(i) / (kHachuresPerSide + 1);
        const Point s{p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t};
        out.push_back(
            {Layer::Hexsides, {s, Point{s.x + down.x, s.y + down.y}}, color, kSideWidth * hexSize / 2, Dash::Solid});
    }
}

}  // namespace engine
