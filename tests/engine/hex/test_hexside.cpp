#include "engine/hex/hexside.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace engine;

TEST_CASE("a hexside has the same id from both of its hexes", "[hex][hexside]") {
    for (const HexCoord h : {HexCoord{0, 0}, HexCoord{5, -3}, HexCoord{-7, 2}})
        for (int d = 0; d < 6; ++d) {
            const HexsideId id = hexsideOf(h, d);
            CHECK(id.dir < 3);
            CHECK(id == hexsideOf(neighbor(h, d), oppositeDirection(d)));
            HexsideId between;
            REQUIRE(hexsideBetween(h, neighbor(h, d), between));
            CHECK(between == id);
            CHECK(hexsidesOf(h)[d] == id);
        }
}

TEST_CASE("the owner is the hex from which the side is direction 0, 1 or 2", "[hex][hexside]") {
    const HexCoord h{2, 2};
    CHECK(hexsideOf(h, 1) == HexsideId{h, 1});
    CHECK(hexsideOf(h, 4) == HexsideId{neighbor(h, 4), 1});
    CHECK(hexsideOf(h, 5) == HexsideId{neighbor(h, 5), 2});
}

TEST_CASE("hexesOf returns the two hexes of a side, owner first", "[hex][hexside]") {
    for (int d = 0; d < 6; ++d) {
        const HexCoord h{-1, 4};
        const auto [a, b] = hexesOf(hexsideOf(h, d));
        CHECK(std::set<HexCoord>{a, b} == std::set<HexCoord>{h, neighbor(h, d)});
        CHECK(a == hexsideOf(h, d).owner);
    }
}

TEST_CASE("hexsideBetween refuses hexes that are not adjacent", "[hex][hexside]") {
    HexsideId out;
    CHECK_FALSE(hexsideBetween({0, 0}, {0, 0}, out));
    CHECK_FALSE(hexsideBetween({0, 0}, {2, 0}, out));
    CHECK_FALSE(hexsideBetween({0, 0}, {1, 1}, out));
}

TEST_CASE("each hex owns exactly three of the hexsides around it", "[hex][hexside]") {
    std::set<HexsideId> all;
    int owned = 0;
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r)
            for (const auto& id : hexsidesOf({q, r})) {
                all.insert(id);
                owned += id.owner == HexCoord{q, r} ? 1 : 0;
            }
    CHECK(owned == 49 * 3);
    std::set<std::size_t> hashes;
    for (const auto& id : all) hashes.insert(HexsideIdHash{}(id));
    CHECK(hashes.size() == all.size());
}
