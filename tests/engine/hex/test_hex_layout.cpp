#include "engine/hex/hex_layout.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <numbers>

using namespace engine;

namespace {

double dist(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

// Nearest 8-point compass name of a bearing measured clockwise from north (y north, x east).
std::string_view nearestCompass(double dx, double dy) {
    static constexpr std::string_view names[8] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    double bearing = std::atan2(dx, dy) * 180.0 / std::numbers::pi;
    if (bearing < 0) bearing += 360.0;
    return names[static_cast<int>(std::lround(bearing / 45.0)) % 8];
}

const HexLayout kLayouts[] = {{Orientation::FlatTop, 200.0, {1000.0, -500.0}},
                              {Orientation::PointyTop, 150.0, {-20.0, 7.5}}};

}  // namespace

TEST_CASE("size is the flat-to-flat width: neighbour centres are `size` apart", "[hex][layout]") {
    for (const auto& layout : kLayouts) {
        CHECK(layout.circumradius() == Approx(layout.size / std::sqrt(3.0)));
        CHECK(layout.toPoint({0, 0}).x == Approx(layout.origin.x));
        CHECK(layout.toPoint({0, 0}).y == Approx(layout.origin.y));
        for (int d = 0; d < 6; ++d)
            CHECK(dist(layout.toPoint({2, 3}), layout.toPoint(neighbor({2, 3}, d))) == Approx(layout.size));
    }
}

TEST_CASE("compass names match the geometry with y pointing north", "[hex][layout]") {
    for (const auto& layout : kLayouts)
        for (int d = 0; d < 6; ++d) {
            const Point a = layout.toPoint({0, 0});
            const Point b = layout.toPoint(kHexDirections[d]);
            INFO("orientation " << toString(layout.orientation) << " dir " << d);
            CHECK(compassName(layout.orientation, d) == nearestCompass(b.x - a.x, b.y - a.y));
            CHECK(directionFromCompass(layout.orientation, compassName(layout.orientation, d)) == d);
        }
    CHECK(compassName(Orientation::FlatTop, 5) == "N");
    CHECK(compassName(Orientation::PointyTop, 1) == "E");
    CHECK(directionFromCompass(Orientation::FlatTop, "E") == -1);  // a corner, not a hexside, of flat hexes
    CHECK(directionFromCompass(Orientation::PointyTop, "N") == -1);
    CHECK(directionFromCompass(Orientation::FlatTop, "sw") == 3);
    CHECK(compassName(Orientation::FlatTop, 6).empty());
}

TEST_CASE("points round trip through hexes, and every point of a hex maps to it", "[hex][layout]") {
    for (const auto& layout : kLayouts)
        for (int q = -8; q <= 8; ++q)
            for (int r = -8; r <= 8; ++r) {
                const HexCoord h{q, r};
                const Point c = layout.toPoint(h);
                CHECK(layout.toHex(c) == h);
                const FractionalHex f = layout.toFractional(c);
                CHECK(f.q == Approx(q).margin(1e-9));
                CHECK(f.r == Approx(r).margin(1e-9));
                // Just inside each corner and each hexside midpoint still belongs to h.
                for (const Point& corner : layout.corners(h))
                    CHECK(layout.toHex({c.x + 0.98 * (corner.x - c.x), c.y + 0.98 * (corner.y - c.y)}) == h);
                for (int d = 0; d < 6; ++d) {
                    const Point m = layout.hexsideMidpoint(h, d);
                    CHECK(layout.toHex({c.x + 0.98 * (m.x - c.x), c.y + 0.98 * (m.y - c.y)}) == h);
                    CHECK(layout.toHex({c.x + 1.02 * (m.x - c.x), c.y + 1.02 * (m.y - c.y)}) == neighbor(h, d));
                }
            }
}

TEST_CASE("corners go counter-clockwise from east and bound the hexsides", "[hex][layout]") {
    for (const auto& layout : kLayouts) {
        const HexCoord h{-3, 4};
        const Point c = layout.toPoint(h);
        const auto corners = layout.corners(h);
        const double startDeg = layout.orientation == Orientation::FlatTop ? 0.0 : 30.0;
        for (int i = 0; i < 6; ++i) {
            const Point p = corners[i];
            CHECK(dist(p, c) == Approx(layout.circumradius()));
            double deg = std::atan2(p.y - c.y, p.x - c.x) * 180.0 / std::numbers::pi;
            if (deg < -1e-9) deg += 360.0;
            CHECK(deg == Approx(startDeg + 60.0 * i));
        }
        // Each hexside midpoint lies half a size from the centre, between two consecutive corners.
        for (int d = 0; d < 6; ++d) {
            const Point m = layout.hexsideMidpoint(h, d);
            CHECK(dist(m, c) == Approx(layout.size / 2));
            int matches = 0;
            for (int i = 0; i < 6; ++i) {
                const Point a = corners[i];
                const Point b = corners[(i + 1) % 6];
                matches += dist(m, {(a.x + b.x) / 2, (a.y + b.y) / 2}) < 1e-6 ? 1 : 0;
            }
            CHECK(matches == 1);
        }
    }
}

TEST_CASE("roundHex keeps q + r + s = 0", "[hex][layout]") {
    CHECK(roundHex({0.0, 0.0}) == HexCoord{0, 0});
    CHECK(roundHex({0.3, 0.4}) == HexCoord{0, 1});  // r rounds worst, so r is rebuilt from q and s
    CHECK(roundHex({2.1, -0.9}) == HexCoord{2, -1});
    CHECK(roundHex({-1.45, 0.55}) == HexCoord{-1, 0});
    for (double q = -3; q <= 3; q += 0.173)
        for (double r = -3; r <= 3; r += 0.191) {
            const HexCoord h = roundHex({q, r});
            const double dq = q - h.q, dr = r - h.r, ds = -dq - dr;
            // Inside the Voronoi cell in cube coordinates.
            CHECK(std::abs(dq - dr) <= 1.0 + 1e-9);
            CHECK(std::abs(dr - ds) <= 1.0 + 1e-9);
            CHECK(std::abs(ds - dq) <= 1.0 + 1e-9);
        }
}

TEST_CASE("hexsideCorners are the two corners both neighbours share, one side length apart", "[hex][layout]") {
    for (const Orientation o : {Orientation::FlatTop, Orientation::PointyTop}) {
        const HexLayout layout{o, 200.0, {1000, 2000}};
        const HexCoord h{2, -1};
        const double side = layout.circumradius();  // a regular hexagon's side equals its circumradius
        for (int dir = 0; dir < 6; ++dir) {
            const auto [p, q] = layout.hexsideCorners(h, dir);
            const auto [p2, q2] = layout.hexsideCorners(neighbor(h, dir), oppositeDirection(dir));
            CHECK(std::hypot(p.x - q.x, p.y - q.y) == Approx(side));
            const bool same = std::hypot(p.x - p2.x, p.y - p2.y) < 1e-6 && std::hypot(q.x - q2.x, q.y - q2.y) < 1e-6;
            const bool swapped = std::hypot(p.x - q2.x, p.y - q2.y) < 1e-6 && std::hypot(q.x - p2.x, q.y - p2.y) < 1e-6;
            CHECK((same || swapped));
            const Point mid = layout.hexsideMidpoint(h, dir);
            CHECK((p.x + q.x) / 2 == Approx(mid.x));
            CHECK((p.y + q.y) / 2 == Approx(mid.y));
        }
    }
}
