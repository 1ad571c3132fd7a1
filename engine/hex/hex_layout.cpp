#include "engine/hex/hex_layout.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <numbers>

namespace engine {

namespace {

constexpr double kSqrt3 = std::numbers::sqrt3;

// Compass names per orientation, indexed by direction. Checked against the geometry (y north) in
// test_layout.cpp: each name is the 8-point compass bearing nearest the neighbour's bearing.
constexpr std::array<std::string_view, 6> kFlatNames{"NE", "SE", "S", "SW", "NW", "N"};
constexpr std::array<std::string_view, 6> kPointyNames{"NE", "E", "SE", "SW", "W", "NW"};

}  // namespace

double HexLayout::circumradius() const { return size / kSqrt3; }

// y is north, so the southward axial r (and row) axis points toward decreasing y.
Point HexLayout::toPoint(HexCoord h) const {
    const double q = h.q;
    const double r = h.r;
    if (orientation == Orientation::FlatTop)
        return {origin.x + 1.5 * circumradius() * q, origin.y - size * (r + 0.5 * q)};
    return {origin.x + size * (q + 0.5 * r), origin.y - 1.5 * circumradius() * r};
}

FractionalHex HexLayout::toFractional(Point p) const {
    const double dx = p.x - origin.x;
    const double dy = p.y - origin.y;
    if (orientation == Orientation::FlatTop) {
        const double q = dx / (1.5 * circumradius());
        return {q, -dy / size - 0.5 * q};
    }
    const double r = -dy / (1.5 * circumradius());
    return {dx / size - 0.5 * r, r};
}

HexCoord HexLayout::toHex(Point p) const { return roundHex(toFractional(p)); }

std::array<Point, 6> HexLayout::corners(HexCoord h) const {
    const Point c = toPoint(h);
    const double radius = circumradius();
    const double start = orientation == Orientation::FlatTop ? 0.0 : 30.0;
    std::array<Point, 6> out{};
    for (int i = 0; i < 6; ++i) {
        const double a = (start + 60.0 * i) * std::numbers::pi / 180.0;
        out[static_cast<std::size_t>(i)] = {c.x + radius * std::cos(a), c.y + radius * std::sin(a)};
    }
    return out;
}

Point HexLayout::hexsideMidpoint(HexCoord h, int dir) const {
    const Point a = toPoint(h);
    const Point b = toPoint(neighbor(h, ((dir % 6) + 6) % 6));
    return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

std::pair<Point, Point> HexLayout::hexsideCorners(HexCoord h, int dir) const {
    // The two corners nearest the hexside's midpoint.
    const Point mid = hexsideMidpoint(h, dir);
    auto cs = corners(h);
    const auto dist = [mid](Point p) { return std::hypot(p.x - mid.x, p.y - mid.y); };
    std::sort(cs.begin(), cs.end(), [&](Point p, Point q) { return dist(p) < dist(q); });
    return {cs[0], cs[1]};
}

HexCoord roundHex(FractionalHex f) {
    const double s = -f.q - f.r;
    double q = std::round(f.q);
    double r = std::round(f.r);
    const double rs = std::round(s);
    const double dq = std::abs(q - f.q);
    const double dr = std::abs(r - f.r);
    const double ds = std::abs(rs - s);
    // Fix the component that rounded worst so that q + r + s stays 0.
    if (dq > dr && dq > ds) q = -r - rs;
    else if (dr > ds) r = -q - rs;
    return {static_cast<int>(q), static_cast<int>(r)};
}

std::string_view compassName(Orientation o, int dir) {
    if (dir < 0 || dir > 5) return {};
    const auto& names = o == Orientation::FlatTop ? kFlatNames : kPointyNames;
    return names[static_cast<std::size_t>(dir)];
}

int directionFromCompass(Orientation o, std::string_view name) {
    const auto& names = o == Orientation::FlatTop ? kFlatNames : kPointyNames;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string_view n = names[i];
        if (n.size() != name.size()) continue;
        bool same = true;
        for (std::size_t k = 0; k < n.size(); ++k)
            same = same && std::toupper(static_cast<unsigned char>(name[k])) == n[k];
        if (same) return static_cast<int>(i);
    }
    return -1;
}

}  // namespace engine
