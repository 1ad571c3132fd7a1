#include "hex_test_grids.hpp"

using namespace engine;

TEST_CASE("index is dense and row-major over offset coordinates", "[hex][grid]") {
    const HexGrid grid({Orientation::FlatTop, Stagger::Even}, 7, 5, {}, hextest::preset("ccrr"));
    CHECK(grid.size() == 35);
    CHECK(grid.index(grid.fromOffset({0, 0})) == 0);
    CHECK(grid.index(grid.fromOffset({6, 0})) == 6);
    CHECK(grid.index(grid.fromOffset({0, 1})) == 7);
    CHECK(grid.index(grid.fromOffset({6, 4})) == 34);
    for (std::size_t i = 0; i < grid.size(); ++i) {
        CHECK(grid.contains(grid.at(i)));
        CHECK(grid.index(grid.at(i)) == i);
    }
    CHECK_FALSE(grid.contains(grid.fromOffset({7, 0})));
    CHECK_FALSE(grid.contains(grid.fromOffset({0, -1})));
}

TEST_CASE("onEdge marks the outermost columns and rows of the whole map", "[hex][grid]") {
    const HexGrid grid = hextest::sssGrid();
    CHECK(grid.onEdge(grid.fromOffset({0, 30})));
    CHECK(grid.onEdge(grid.fromOffset({103, 30})));
    CHECK(grid.onEdge(grid.fromOffset({40, 111})));
    CHECK_FALSE(grid.onEdge(grid.fromOffset({51, 55})));  // a sheet corner, not the map edge
    std::size_t edges = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) edges += grid.onEdge(grid.at(i)) ? 1 : 0;
    CHECK(edges == 2 * 104 + 2 * 112 - 4);
}

TEST_CASE("sheets are named row-major: SSS A and C on top, B and D below", "[hex][grid]") {
    const HexGrid grid = hextest::sssGrid();
    CHECK(grid.sheetColumns() == 52);
    CHECK(grid.sheetRows() == 56);
    CHECK(grid.label(grid.fromOffset({0, 0})) == "A0101");
    CHECK(grid.label(grid.fromOffset({52, 0})) == "C0101");
    CHECK(grid.label(grid.fromOffset({0, 56})) == "B0101");
    CHECK(grid.label(grid.fromOffset({103, 111})) == "D5256");
    const HexLocation loc = grid.locate(grid.fromOffset({60, 70}));
    CHECK(loc.section == 3);
    CHECK(loc.column == 9);
    CHECK(loc.row == 15);
}

TEST_CASE("rows counted up restart at the bottom of every sheet", "[hex][grid]") {
    const HexGrid grid({}, 20, 20, {1, 2, {"A", "B"}}, hextest::preset("cwb"));
    REQUIRE(grid.checkConsistency().empty());
    CHECK(grid.label(grid.fromOffset({0, 9})) == "A01.01");
    CHECK(grid.label(grid.fromOffset({0, 0})) == "A01.10");
    CHECK(grid.label(grid.fromOffset({4, 19})) == "B05.01");
    CHECK(grid.label(grid.fromOffset({4, 10})) == "B05.10");
}

TEST_CASE("checkConsistency explains bad parameters", "[hex][grid]") {
    const auto check = [](const HexGrid& grid, const std::string& expected) {
        const std::string why = grid.checkConsistency();
        INFO(why);
        CHECK(why.find(expected) != std::string::npos);
    };
    CHECK(hextest::sssGrid().checkConsistency().empty());
    CHECK(hextest::cwbGrid().checkConsistency().empty());
    CHECK(hextest::ccrrGrid().checkConsistency().empty());
    check(HexGrid(), "at least one column and one row");
    check(HexGrid({}, 105, 112, {2, 2, {"A", "C", "B", "D"}}, hextest::preset("sss")),
          "do not divide the 105 x 112 grid");
    check(HexGrid({}, 104, 112, {2, 2, {"A", "C", "B"}}, hextest::preset("sss")), "4 sheet(s) need 4 name(s), 3 given");
    check(HexGrid({}, 104, 112, {2, 2, {"A", "C", "B", "D"}}, hextest::preset("ccrr")), "need a sheet-name prefix");
    check(HexGrid({}, 10, 10, {0, 1, {}}, hextest::preset("ccrr")), "at least 1");
    check(HexGrid({}, 10, 200, {}, hextest::preset("ccrr")), "row 200 does not fit in 2 row digit(s)");
    check(HexGrid({}, 10, 10, {2, 1, {"A", "a"}}, hextest::preset("sss")), "used twice");
    check(HexGrid({}, 10, 10, {2, 1, {"A", "B2"}}, hextest::preset("sss")), "without digits");
    NumberingScheme n = hextest::preset("ccrr");
    n.rowDigits = 0;
    check(HexGrid({}, 10, 10, {}, n), "rowDigits must be at least 1");
    n = hextest::preset("cwb");
    n.separator = "5";
    check(HexGrid({}, 10, 10, {1, 1, {"A"}}, n), "must not contain digits");
    n = hextest::preset("cwb");
    n.firstRow = -1;
    check(HexGrid({}, 10, 10, {1, 1, {"A"}}, n), "must not be negative");
    // Rows up to 100 fit a separator scheme but not 2-digit CCRR.
    CHECK(HexGrid({}, 10, 100, {1, 1, {"A"}}, hextest::preset("cwb")).checkConsistency().empty());
}

TEST_CASE("labels of hexes off the map show axial coordinates", "[hex][grid]") {
    const HexGrid grid = hextest::ccrrGrid();
    CHECK(grid.label({-1, 0}) == "(-1,0)");
    std::string error;
    CHECK_FALSE(HexGrid().parseLabel("0101", &error));
    CHECK(error.find("inconsistent") != std::string::npos);
}
