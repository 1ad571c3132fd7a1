#include "importers/vector/hexside_tracing.hpp"

#include "engine/hex/hex_line.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

namespace importers {

using engine::HexCoord;
using engine::HexsideId;
using engine::Point;

namespace {

double distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

// Cosine of the turn at b: -1 is a full reversal.
double turnCosine(Point a, Point b, Point c) {
    const double ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y;
    const double n = std::hypot(ux, uy) * std::hypot(vx, vy);
    return n > 0 ? (ux * vx + uy * vy) / n : 1.0;
}

constexpr double kHairpinCosine = -0.5;  // a turn sharper than 120 degrees

// Nearest point to p on segment ab, as the parameter t in [0, 1].
double projectOnSegment(Point p, Point a, Point b) {
    const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
    if (len2 <= 0) return 0;
    return std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0);
}

// Points along the line no further apart than `step`.
Polyline densify(const Polyline& line, double step) {
    Polyline out;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const Point a = line[i], b = line[i + 1];
        const int n = std::max(1, static_cast<int>(std::ceil(distance(a, b) / step)));
        for (int k = 0; k < n; ++k) {
            const double t = static_cast<double>(k) / n;
            out.push_back({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
        }
    }
    if (!line.empty()) out.push_back(line.back());
    return out;
}

void addOnce(std::vector<HexsideId>& out, std::set<HexsideId>& seen, HexsideId side) {
    if (seen.insert(side).second) out.push_back(side);
}

// A corner of the hex grid, named through one hex that has it: corner k of `hex` (corners()
// order). `key` names it the same from all three hexes that share it.
struct Corner {
    HexCoord hex;
    int k = 0;
};

class CornerGraph {
public:
    explicit CornerGraph(const engine::HexLayout& layout)
        : m_layout(layout) {
        // Which direction's hexside lies between corners k and k+1: the one whose midpoint is nearest.
        const auto c = layout.corners({0, 0});
        for (int k = 0; k < 6; ++k) {
            const Point mid{(c[k].x + c[(k + 1) % 6].x) / 2, (c[k].y + c[(k + 1) % 6].y) / 2};
            double best = 1e300;
            for (int d = 0; d < 6; ++d) {
                const double dist = distance(mid, layout.hexsideMidpoint({0, 0}, d));
                if (dist < best) best = dist, m_sideDir[static_cast<std::size_t>(k)] = d;
            }
        }
    }

    [[nodiscard]] Point point(Corner c) const { return m_layout.corners(c.hex)[static_cast<std::size_t>(c.k)]; }

    // The three hexes that share the corner, sorted: the same whichever hex names it.
    [[nodiscard]] std::array<HexCoord, 3> key(Corner c) const {
        std::array<HexCoord, 3> hexes{c.hex, engine::neighbor(c.hex, sideDir(c.k - 1)),
                                      engine::neighbor(c.hex, sideDir(c.k))};
        std::sort(hexes.begin(), hexes.end());
        return hexes;
    }

    [[nodiscard]] Corner nearest(Point p) const {
        const HexCoord h = m_layout.toHex(p);
        const auto corners = m_layout.corners(h);
        int best = 0;
        for (int k = 1; k < 6; ++k)
            if (distance(p, corners[static_cast<std::size_t>(k)]) <
                distance(p, corners[static_cast<std::size_t>(best)]))
                best = k;
        return {h, best};
    }

    // Walks the edges from `from` toward `to`, each step to the neighbouring corner nearest `to`,
    // adding the hexsides it runs along.
    void walk(Corner from, Corner to, std::vector<HexsideId>& out, std::set<HexsideId>& seen) const {
        const auto goal = key(to);
        const Point target = point(to);
        Corner at = from;
        for (int steps = 0; key(at) != goal && steps < 64; ++steps) {
            Corner best{};
            HexsideId bestSide{};
            double bestDistance = 1e300;
            for (const HexCoord& hex : key(at)) {
                const int k = cornerIndexIn(hex, point(at));
                for (const int step : {-1, 1}) {
                    const Corner next{hex, (k + step + 6) % 6};
                    const double dist = distance(point(next), target);
                    if (dist < bestDistance) {
                        bestDistance = dist;
                        best = next;
                        bestSide = engine::hexsideOf(hex, sideDir(step > 0 ? k : k - 1));
                    }
                }
            }
            if (bestDistance >= distance(point(at), target)) break;  // no edge leads closer
            addOnce(out, seen, bestSide);
            at = best;
        }
    }

private:
    [[nodiscard]] int sideDir(int k) const { return m_sideDir[static_cast<std::size_t>((k + 6) % 6)]; }

    [[nodiscard]] int cornerIndexIn(HexCoord hex, Point p) const {
        const auto corners = m_layout.corners(hex);
        int best = 0;
        for (int k = 1; k < 6; ++k)
            if (distance(p, corners[static_cast<std::size_t>(k)]) <
                distance(p, corners[static_cast<std::size_t>(best)]))
                best = k;
        return best;
    }

    engine::HexLayout m_layout;
    std::array<int, 6> m_sideDir{};
};

}  // namespace

int stitchTracedPieces(Polyline& line) {
    int jumps = 0;
    for (std::size_t i = 1; i + 2 < line.size(); ++i) {
        const bool jump = turnCosine(line[i - 1], line[i], line[i + 1]) < kHairpinCosine &&
                          turnCosine(line[i], line[i + 1], line[i + 2]) < kHairpinCosine;
        if (!jump) continue;
        // The nearest point of the next piece (from i+1 on) to the end of this one (line[i]).
        std::size_t bestSegment = i + 1;
        double bestT = 0, bestDistance = 1e300;
        for (std::size_t s = i + 1; s + 1 < line.size(); ++s) {
            const double t = projectOnSegment(line[i], line[s], line[s + 1]);
            const Point q{line[s].x + (line[s + 1].x - line[s].x) * t, line[s].y + (line[s + 1].y - line[s].y) * t};
            if (distance(q, line[i]) < bestDistance) bestDistance = distance(q, line[i]), bestSegment = s, bestT = t;
        }
        const Point a = line[bestSegment], b = line[bestSegment + 1];
        const Point joint{a.x + (b.x - a.x) * bestT, a.y + (b.y - a.y) * bestT};
        // Drop the next piece's vertices before the joint; the link line[i] -> joint replaces the jump.
        line.erase(line.begin() + static_cast<long>(i) + 1, line.begin() + static_cast<long>(bestSegment) + 1);
        line.insert(line.begin() + static_cast<long>(i) + 1, joint);
        ++jumps;
    }
    return jumps;
}

std::vector<HexsideId> tracePath(const engine::HexLayout& layout, const Polyline& line) {
    std::vector<HexsideId> out;
    std::set<HexsideId> seen;
    if (line.empty()) return out;
    HexCoord at = layout.toHex(line.front());
    for (const Point& p : densify(line, layout.size / 16)) {
        const HexCoord next = layout.toHex(p);
        if (next == at) continue;
        HexsideId side;
        if (engine::hexsideBetween(at, next, side)) {
            addOnce(out, seen, side);
        } else {
            // Skipped past a hex between samples (a corner graze): cross the hexes of the straight line.
            const auto hexes = engine::hexLine(at, next).hexes();
            for (std::size_t i = 0; i + 1 < hexes.size(); ++i)
                if (engine::hexsideBetween(hexes[i], hexes[i + 1], side)) addOnce(out, seen, side);
        }
        at = next;
    }
    return out;
}

std::vector<HexsideId> traceEdges(const engine::HexLayout& layout, const Polyline& line) {
    std::vector<HexsideId> out;
    std::set<HexsideId> seen;
    if (line.size() < 2) return out;
    const CornerGraph graph(layout);
    Corner at = graph.nearest(line.front());
    for (const Point& p : densify(line, layout.circumradius() / 4)) {
        const Corner next = graph.nearest(p);
        if (graph.key(next) == graph.key(at)) continue;
        graph.walk(at, next, out, seen);
        at = next;
    }
    return out;
}

}  // namespace importers
