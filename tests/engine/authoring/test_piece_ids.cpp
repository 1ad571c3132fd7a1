#include "engine/authoring/piece_ids.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("ids made from names are short, readable and stable", "[authoring][ids]") {
    CHECK(idFromName("26th North Carolina") == "26-nc");
    CHECK(idFromName("26th North Carolina Infantry") == "26-nc");
    CHECK(idFromName("2nd West Virginia Cavalry") == "2-wv-cav");
    CHECK(idFromName("Archer's Brigade") == "archers-bde");
    CHECK(idFromName("Battery B, 4th U.S. Artillery") == "bty-b-4-us-art");
    CHECK(idFromName("I Corps") == "i-corps");
    CHECK(idFromName("Army of the Potomac") == "army-potomac");
    CHECK(idFromName("1st Division") == "1-div");
    CHECK(idFromName("Infantry") == "infantry");
    CHECK(idFromName("— !") == "");
    CHECK(idFromName(std::string(200, 'a') + " b").size() <= 40);
    CHECK(idFromName("26th North Carolina") == idFromName("26th  north carolina"));
}

TEST_CASE("an allocator makes ids unique within their space", "[authoring][ids]") {
    Scenario s;
    s.units = {{"26-nc", "", "", "", "", {}}};
    s.formations = {{"26-nc-2", "", "", "", "", ""}};
    s.sides = {{"csa", ""}};
    IdAllocator pieces(s, IdSpace::Pieces);
    CHECK(pieces.taken("26-nc"));
    CHECK(pieces.fresh("26-nc") == "26-nc-3");
    CHECK(pieces.fresh("26-nc") == "26-nc-4");
    CHECK(pieces.fresh("") == "x");
    CHECK(pieces.fresh("csa") == "csa");  // sides are another space
    CHECK(IdAllocator(s, IdSpace::Sides).fresh("csa") == "csa-2");
    CHECK(validId("a-b_c.1"));
    CHECK_FALSE(validId("a b"));
    CHECK_FALSE(validId(""));
}
