// The area the Select Area tool makes: a rectangle of columns and rows from two corner hexes in
// either order, spelt as --area takes it, and outlined by exactly the hex edges between a hex in
// it and one outside (the outline looks only at the rectangle's rim; here every hex is asked).
#include "editor/document/area_selection.hpp"
#include "tests/editor/studio_fixture.hpp"

#include <catch2/catch.hpp>

using namespace editor;

TEST_CASE("an area from two corner hexes: its range, its text, its outline", "[studio][document][area]") {
    studiotest::Studio s("area-selection", "map.rlmap");
    const engine::HexGrid& grid = s.doc().map.grid();
    const exporters::HexRange area = areaBetween(grid, grid.fromOffset({7, 2}), grid.fromOffset({3, 6}));
    CHECK(area.first == engine::OffsetCoord{3, 2});
    CHECK(area.last == engine::OffsetCoord{7, 6});
    CHECK(areaHexCount(area) == 25);
    exporters::HexRange parsed;
    REQUIRE(exporters::parseHexRange(areaText(grid, area), grid, parsed));
    CHECK(parsed.first == area.first);
    CHECK(parsed.last == area.last);
    CHECK(areaSummary(grid, {{4, 4}, {4, 4}}) ==
          grid.label(grid.fromOffset({4, 4})) + ":" + grid.label(grid.fromOffset({4, 4})) + ", 1 hex");

    for (const exporters::HexRange& a :
         {area, exporters::HexRange{{4, 4}, {4, 4}}, exporters::HexRange{{0, 0}, {1, 5}}}) {
        std::size_t expected = 0;
        for (int row = a.first.row; row <= a.last.row; ++row)
            for (int col = a.first.col; col <= a.last.col; ++col)
                for (int dir = 0; dir < 6; ++dir)
                    if (!a.contains(grid.offset(engine::neighbor(grid.fromOffset({col, row}), dir)))) ++expected;
        CHECK(areaOutline(s.doc().map, a).size() == expected);
    }
    CHECK(areaOutline(s.doc().map, {{4, 4}, {4, 4}}).size() == 6);
}
