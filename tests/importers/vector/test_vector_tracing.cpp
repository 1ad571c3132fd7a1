// Lines onto hexsides: paths across hexsides, snapping onto hex edges, stitching traced pieces.
#include "importers/vector/hexside_tracing.hpp"
#include "tests/importers/vector_fixture.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using importers::Polyline;
using vectortest::at;
using vectortest::centre;

namespace {

std::vector<HexsideId> southChain(const HexMap& map, int col, int fromRow, int toRow) {
    std::vector<HexsideId> sides;
    for (int r = fromRow; r < toRow; ++r) {
        HexsideId side;
        REQUIRE(hexsideBetween(at(map, col, r), at(map, col, r + 1), side));
        sides.push_back(side);
    }
    return sides;
}

Point lerp(Point a, Point b, double t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

}  // namespace

TEST_CASE("a road down a column crosses exactly the hexsides between its hexes", "[importers][vector]") {
    const HexMap map = vectortest::smallMap();
    const Polyline road{centre(map, 2, 1), centre(map, 2, 5)};
    CHECK(importers::tracePath(map.layout(), road) == southChain(map, 2, 1, 5));
}

TEST_CASE("a road that bends crosses the hexsides in path order", "[importers][vector]") {
    const HexMap map = vectortest::smallMap();
    const HexCoord a = at(map, 3, 3);
    const HexCoord b = neighbor(a, 1), c = neighbor(neighbor(a, 1), 0);
    const Polyline road{map.layout().toPoint(a), map.layout().toPoint(b), map.layout().toPoint(c)};
    const auto sides = importers::tracePath(map.layout(), road);
    REQUIRE(sides.size() == 2);
    CHECK(sides[0] == hexsideOf(a, 1));
    CHECK(sides[1] == hexsideOf(b, 0));
}

TEST_CASE("a road through a hex corner is carried across one of the corner's hexsides", "[importers][vector]") {
    const HexMap map = vectortest::smallMap();
    const HexLayout layout = map.layout();
    const HexCoord h = at(map, 4, 4);
    const Point corner = layout.corners(h)[0];  // east corner: h and its NE and SE neighbours meet there
    const Polyline road{layout.toPoint(h), lerp(layout.toPoint(h), corner, 2.0)};
    const auto sides = importers::tracePath(layout, road);
    REQUIRE(!sides.empty());
    CHECK((hexesOf(sides.front()).first == h || hexesOf(sides.front()).second == h));
}

TEST_CASE("a stream near a hex's edges snaps onto those edges", "[importers][vector]") {
    const HexMap map = vectortest::smallMap();
    const HexLayout layout = map.layout();
    const HexCoord h = at(map, 4, 3);
    const auto c = layout.corners(h);        // flat-top, counter-clockwise from east: 1 NE, 2 NW, 3 W corners
    const double shift = 0.1 * layout.size;  // the trace lies a little inside the hex
    const Polyline stream{{c[1].x, c[1].y - shift}, {c[2].x, c[2].y - shift}, {c[3].x + shift, c[3].y - shift}};
    const auto sides = importers::traceEdges(layout, stream);
    REQUIRE(sides.size() == 2);
    CHECK(sides[0] == hexsideOf(h, 5));  // the north edge
    CHECK(sides[1] == hexsideOf(h, 4));  // then the north-west edge
}

TEST_CASE("a stream across a hex follows a connected run of edges", "[importers][vector]") {
    const HexMap map = vectortest::smallMap();
    const HexLayout layout = map.layout();
    const Polyline stream{centre(map, 1, 2), centre(map, 7, 3)};
    const auto sides = importers::traceEdges(layout, stream);
    REQUIRE(sides.size() >= 6);
    // Consecutive edges share a corner: their hexsides have a hex in common.
    for (std::size_t i = 0; i + 1 < sides.size(); ++i) {
        const auto [a1, b1] = hexesOf(sides[i]);
        const auto [a2, b2] = hexesOf(sides[i + 1]);
        CHECK((a1 == a2 || a1 == b2 || b1 == a2 || b1 == b2));
    }
}

TEST_CASE("a jump back between traced pieces is stitched, not drawn", "[importers][vector]") {
    const HexMap map = vectortest::smallMap();
    const Point wobble{0.05 * vectortest::kHexSize, 0};
    Polyline road{centre(map, 2, 1),
                  centre(map, 2, 4),
                  {centre(map, 2, 2).x + wobble.x, centre(map, 2, 2).y},
                  {centre(map, 2, 6).x + wobble.x, centre(map, 2, 6).y}};
    CHECK(importers::stitchTracedPieces(road) == 1);
    CHECK(importers::tracePath(map.layout(), road) == southChain(map, 2, 1, 6));
}

TEST_CASE("sharp bends that are not jumps are kept", "[importers][vector]") {
    const HexMap map = vectortest::smallMap();
    // The first bend is a hairpin, the second is not: no segment has hairpins at both ends.
    Polyline zigzag{centre(map, 1, 1), centre(map, 4, 2), centre(map, 1, 3), centre(map, 1, 5)};
    CHECK(importers::stitchTracedPieces(zigzag) == 0);
    CHECK(zigzag.size() == 4);
}
