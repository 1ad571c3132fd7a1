#pragma once
// Hex <-> plane geometry. The plane is the map's projected CRS in metres (x east, y north), or any
// plane with that handedness: offset row 0 lies to the north, so rows run toward decreasing y.
// `origin` is the centre of axial hex (0,0); `size` is the flat-to-flat width of a hex.
#include "engine/hex/offset_coord.hpp"

#include <array>
#include <string_view>
#include <utility>

namespace engine {

struct Point {
    double x = 0;
    double y = 0;
};

struct FractionalHex {
    double q = 0;
    double r = 0;
};

struct HexLayout {
    Orientation orientation = Orientation::FlatTop;
    double size = 1.0;  // flat-to-flat distance between opposite hexsides
    Point origin{};

    [[nodiscard]] double circumradius() const;  // centre to corner
    [[nodiscard]] Point toPoint(HexCoord h) const;
    [[nodiscard]] FractionalHex toFractional(Point p) const;
    [[nodiscard]] HexCoord toHex(Point p) const;  // the hex containing p
    // Corners in counter-clockwise order starting east (flat-top: corner at 0 deg; pointy: 30 deg).
    [[nodiscard]] std::array<Point, 6> corners(HexCoord h) const;
    // Midpoint of the hexside of h in direction dir.
    [[nodiscard]] Point hexsideMidpoint(HexCoord h, int dir) const;
    // The two corners that end the hexside of h in direction dir.
    [[nodiscard]] std::pair<Point, Point> hexsideCorners(HexCoord h, int dir) const;
};

[[nodiscard]] HexCoord roundHex(FractionalHex f);
// Compass name of a direction index for an orientation ("N", "NE", ...), see hex_coord.hpp.
[[nodiscard]] std::string_view compassName(Orientation o, int dir);
// Direction index for a compass name, -1 when the name is not a hexside direction of o.
[[nodiscard]] int directionFromCompass(Orientation o, std::string_view name);

}  // namespace engine
