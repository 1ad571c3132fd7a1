#include "engine/hex/hex_layout.hpp"
#include "engine/hex/offset_coord.hpp"

#include "hex_test_grids.hpp"

using namespace engine;

TEST_CASE("offset and axial convert both ways, negative offsets included", "[hex][offset]") {
    for (const GridShape shape : hextest::allShapes()) {
        INFO(hextest::describe(shape));
        CHECK(offsetToAxial({0, 0}, shape) == HexCoord{0, 0});
        for (int col = -9; col <= 9; ++col)
            for (int row = -9; row <= 9; ++row) {
                const OffsetCoord o{col, row};
                CHECK(axialToOffset(offsetToAxial(o, shape), shape) == o);
            }
        for (int q = -9; q <= 9; ++q)
            for (int r = -9; r <= 9; ++r) CHECK(offsetToAxial(axialToOffset({q, r}, shape), shape) == HexCoord{q, r});
    }
}

TEST_CASE("Red Blob conventions: odd-q, even-q, odd-r, even-r", "[hex][offset]") {
    // Values from redblobgames.com/grids/hexagons (offset coordinates section).
    CHECK(offsetToAxial({1, 0}, {Orientation::FlatTop, Stagger::Odd}) == HexCoord{1, 0});
    CHECK(offsetToAxial({1, 0}, {Orientation::FlatTop, Stagger::Even}) == HexCoord{1, -1});
    CHECK(offsetToAxial({3, 4}, {Orientation::FlatTop, Stagger::Odd}) == HexCoord{3, 3});
    CHECK(offsetToAxial({3, 4}, {Orientation::FlatTop, Stagger::Even}) == HexCoord{3, 2});
    CHECK(offsetToAxial({0, 1}, {Orientation::PointyTop, Stagger::Odd}) == HexCoord{0, 1});
    CHECK(offsetToAxial({0, 1}, {Orientation::PointyTop, Stagger::Even}) == HexCoord{-1, 1});
    CHECK(offsetToAxial({4, 3}, {Orientation::PointyTop, Stagger::Odd}) == HexCoord{3, 3});
    CHECK(offsetToAxial({4, 3}, {Orientation::PointyTop, Stagger::Even}) == HexCoord{2, 3});
}

TEST_CASE("the staggered columns (rows) sit half a hex south (east) on the y-north plane", "[hex][offset]") {
    const HexLayout flat{Orientation::FlatTop, 1.0, {}};
    const HexLayout pointy{Orientation::PointyTop, 1.0, {}};
    for (const Stagger st : {Stagger::Odd, Stagger::Even}) {
        const GridShape fs{Orientation::FlatTop, st};
        const GridShape ps{Orientation::PointyTop, st};
        // The stagger names which 0-based column / row is shoved: column 1 is odd, column 2 even.
        const int shoved = st == Stagger::Odd ? 1 : 2;
        const int other = st == Stagger::Odd ? 2 : 1;
        const double yShoved = flat.toPoint(offsetToAxial({shoved, 5}, fs)).y;
        const double yOther = flat.toPoint(offsetToAxial({other, 5}, fs)).y;
        CHECK(yShoved == Approx(yOther - 0.5));
        const double xShoved = pointy.toPoint(offsetToAxial({3, shoved}, ps)).x;
        const double xOther = pointy.toPoint(offsetToAxial({3, other}, ps)).x;
        CHECK(xShoved == Approx(xOther + 0.5));
        // Rows grow southward, columns eastward.
        CHECK(flat.toPoint(offsetToAxial({0, 1}, fs)).y < flat.toPoint(offsetToAxial({0, 0}, fs)).y);
        CHECK(pointy.toPoint(offsetToAxial({1, 0}, ps)).x > pointy.toPoint(offsetToAxial({0, 0}, ps)).x);
    }
}

TEST_CASE("orientation and stagger names parse back", "[hex][offset]") {
    for (const Orientation o : {Orientation::FlatTop, Orientation::PointyTop}) {
        Orientation back{};
        REQUIRE(parseOrientation(toString(o), back));
        CHECK(back == o);
    }
    for (const Stagger s : {Stagger::Odd, Stagger::Even}) {
        Stagger back{};
        REQUIRE(parseStagger(toString(s), back));
        CHECK(back == s);
    }
    Orientation o{};
    Stagger s{};
    CHECK_FALSE(parseOrientation("hexagonal", o));
    CHECK_FALSE(parseStagger("", s));
}
