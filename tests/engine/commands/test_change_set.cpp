#include "engine/commands/change_set.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("ChangeSet: empty, merge and normalize", "[commands]") {
    ChangeSet a;
    CHECK(a.empty());

    SECTION("a flag alone is not empty") {
        a.settings = true;
        CHECK_FALSE(a.empty());
        ChangeSet b;
        b.mapSettings = true;
        CHECK_FALSE(b.empty());
    }
    SECTION("normalize sorts and drops duplicates") {
        a.hexes = {{3, 1}, {0, 0}, {3, 1}};
        a.units = {"b", "a", "b"};
        a.hexsides = {{{1, 1}, 2}, {{1, 1}, 0}, {{1, 1}, 2}};
        a.normalize();
        CHECK(a.hexes == std::vector<HexCoord>{{0, 0}, {3, 1}});
        CHECK(a.units == std::vector<std::string>{"a", "b"});
        CHECK(a.hexsides == std::vector<HexsideId>{{{1, 1}, 0}, {{1, 1}, 2}});
    }
    SECTION("merge unions every list and ors the flags") {
        a.hexes = {{1, 1}};
        a.units = {"u1"};
        a.placements = {"u1"};
        ChangeSet b;
        b.hexes = {{1, 1}, {0, 2}};
        b.leaders = {"l1"};
        b.scheduleRows = {"r1"};
        b.victoryHexes = {"v1"};
        b.entryAreas = {"e1"};
        b.formations = {"f1"};
        b.sides = {"usa"};
        b.settings = true;
        a.merge(b);
        CHECK(a.hexes == std::vector<HexCoord>{{0, 2}, {1, 1}});
        CHECK(a.units == std::vector<std::string>{"u1"});
        CHECK(a.leaders == std::vector<std::string>{"l1"});
        CHECK(a.placements == std::vector<std::string>{"u1"});
        CHECK(a.scheduleRows == std::vector<std::string>{"r1"});
        CHECK(a.victoryHexes == std::vector<std::string>{"v1"});
        CHECK(a.entryAreas == std::vector<std::string>{"e1"});
        CHECK(a.formations == std::vector<std::string>{"f1"});
        CHECK(a.sides == std::vector<std::string>{"usa"});
        CHECK(a.settings);
        CHECK_FALSE(a.mapSettings);
    }
}
