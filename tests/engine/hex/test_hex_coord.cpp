#include "engine/hex/hex_coord.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace engine;

TEST_CASE("opposite directions cancel and neighbours follow kHexDirections", "[hex][coord]") {
    const HexCoord h{3, -2};
    for (int d = 0; d < 6; ++d) {
        CHECK(kHexDirections[d] + kHexDirections[oppositeDirection(d)] == HexCoord{0, 0});
        CHECK(neighbors(h)[d] == neighbor(h, d));
        CHECK(directionTo(h, neighbor(h, d)) == d);
        CHECK(hexDistance(h, neighbor(h, d)) == 1);
    }
    CHECK(directionTo(h, h) == -1);
    CHECK(directionTo(h, h + HexCoord{2, -1}) == -1);
}

TEST_CASE("hex distance is the cube distance", "[hex][coord]") {
    CHECK(hexDistance({0, 0}, {0, 0}) == 0);
    CHECK(hexDistance({0, 0}, {3, 0}) == 3);
    CHECK(hexDistance({0, 0}, {3, -3}) == 3);
    CHECK(hexDistance({0, 0}, {2, 1}) == 3);
    CHECK(hexDistance({-2, 5}, {4, -1}) == 6);
    CHECK(hexDistance({1, 1}, {-3, 2}) == hexDistance({-3, 2}, {1, 1}));
}

TEST_CASE("rings have 6r hexes at distance r, start in direction 4 and walk clockwise", "[hex][coord]") {
    const HexCoord c{2, -7};
    CHECK(hexRing(c, 0) == std::vector<HexCoord>{c});
    CHECK(hexRing(c, -1).empty());
    for (int r = 1; r <= 6; ++r) {
        const auto ring = hexRing(c, r);
        REQUIRE(ring.size() == static_cast<std::size_t>(6 * r));
        CHECK(ring.front() == c + kHexDirections[4] * r);
        CHECK(std::set<HexCoord>(ring.begin(), ring.end()).size() == ring.size());
        for (std::size_t i = 0; i < ring.size(); ++i) {
            CHECK(hexDistance(c, ring[i]) == r);
            CHECK(hexDistance(ring[i], ring[(i + 1) % ring.size()]) == 1);  // a closed walk
        }
    }
    // Direction indices run clockwise (0 NE, 1 SE/E, ...), so after the corner in direction 4 the
    // walk heads for the corner in direction 5.
    const auto ring = hexRing({0, 0}, 1);
    CHECK(ring == std::vector<HexCoord>{kHexDirections[4], kHexDirections[5], kHexDirections[0], kHexDirections[1],
                                        kHexDirections[2], kHexDirections[3]});
}

TEST_CASE("spirals hold every hex within the radius once, ring by ring", "[hex][coord]") {
    const HexCoord c{-4, 1};
    for (int r = 0; r <= 7; ++r) {
        const auto spiral = hexSpiral(c, r);
        REQUIRE(spiral.size() == static_cast<std::size_t>(3 * r * (r + 1) + 1));
        CHECK(spiral.front() == c);
        CHECK(std::set<HexCoord>(spiral.begin(), spiral.end()).size() == spiral.size());
        for (std::size_t i = 1; i < spiral.size(); ++i)
            CHECK(hexDistance(c, spiral[i - 1]) <= hexDistance(c, spiral[i]));
    }
    int inside = 0;
    for (int q = -10; q <= 10; ++q)
        for (int r = -10; r <= 10; ++r) inside += hexDistance(c, c + HexCoord{q, r}) <= 5 ? 1 : 0;
    CHECK(hexSpiral(c, 5).size() == static_cast<std::size_t>(inside));
    CHECK(hexSpiral(c, -1).empty());
}

TEST_CASE("the hash tells nearby hexes apart", "[hex][coord]") {
    std::set<std::size_t> hashes;
    for (int q = -20; q <= 20; ++q)
        for (int r = -20; r <= 20; ++r) hashes.insert(HexCoordHash{}({q, r}));
    CHECK(hashes.size() == 41u * 41u);
}
