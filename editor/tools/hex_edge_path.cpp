#include "editor/tools/hex_edge_path.hpp"

#include <cmath>
#include <limits>

namespace editor {

namespace {

// Corners compare equal within this fraction of the corner radius (they are computed, not stored).
constexpr double kSamePoint = 1e-6;

double distance(engine::Point a, engine::Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

struct Edge {
    engine::HexsideId side;
    engine::Point far;
};

// The three edges meeting at `corner`: hexsides of the hexes around it whose midpoint lies half an
// edge away (an edge is as long as the corner radius).
std::vector<Edge> edgesAt(const engine::HexLayout& layout, engine::Point corner) {
    const double r = layout.circumradius();
    const engine::HexCoord near = layout.toHex(corner);
    std::vector<Edge> out;
    for (int n = -1; n < 6; ++n) {
        const engine::HexCoord h = n < 0 ? near : engine::neighbor(near, n);
        for (int dir = 0; dir < 6; ++dir) {
            const engine::Point mid = layout.hexsideMidpoint(h, dir);
            if (std::abs(distance(mid, corner) - r / 2) > kSamePoint * r) continue;
            const engine::HexsideId side = engine::hexsideOf(h, dir);
            bool seen = false;
            for (const Edge& e : out) seen = seen || e.side == side;
            if (!seen) out.push_back({side, {2 * mid.x - corner.x, 2 * mid.y - corner.y}});
        }
    }
    return out;
}

}  // namespace

engine::Point nearestCorner(const engine::HexLayout& layout, engine::Point p) {
    engine::Point best = p;
    double bestDistance = std::numeric_limits<double>::max();
    for (const engine::Point c : layout.corners(layout.toHex(p)))
        if (const double d = distance(c, p); d < bestDistance) bestDistance = d, best = c;
    return best;
}

std::vector<engine::HexsideId> edgePath(const engine::HexLayout& layout, engine::Point from, engine::Point to) {
    const double r = layout.circumradius();
    std::vector<engine::HexsideId> path;
    // Each step gets closer: twice the straight-line edge count bounds the walk.
    const auto maxSteps = static_cast<std::size_t>(2 * distance(from, to) / r) + 4;
    engine::Point at = from;
    while (distance(at, to) > kSamePoint * r && path.size() < maxSteps) {
        const std::vector<Edge> edges = edgesAt(layout, at);
        if (edges.empty()) break;
        const Edge* best = &edges.front();
        for (const Edge& e : edges)
            if (distance(e.far, to) < distance(best->far, to)) best = &e;
        path.push_back(best->side);
        at = best->far;
    }
    return path;
}

}  // namespace editor
