#include "importers/grid_placement.hpp"

#include <catch2/catch.hpp>

using namespace importers;

TEST_CASE("UTM zone of a place, north and south", "[importers][grid]") {
    CHECK(utmCrsFor(-77.23, 39.8) == "EPSG:32618");  // Gettysburg
    CHECK(utmCrsFor(151.2, -33.9) == "EPSG:32756");  // Sydney
    CHECK(utmCrsFor(-180, 0) == "EPSG:32601");
    CHECK(utmCrsFor(179.99, -1) == "EPSG:32760");
}

TEST_CASE("the fitted grid is the largest that lies inside the rectangle", "[importers][grid]") {
    const PlaneRect rect{1000, 2000, 4000, 4500};
    for (auto shape : {engine::GridShape{engine::Orientation::FlatTop, engine::Stagger::Odd},
                       engine::GridShape{engine::Orientation::FlatTop, engine::Stagger::Even},
                       engine::GridShape{engine::Orientation::PointyTop, engine::Stagger::Odd}}) {
        const GridFit fit = fitGrid(shape, 182.88, rect, 2, 2);
        REQUIRE(fit.columns > 0);
        CHECK(fit.columns % 2 == 0);
        CHECK(fit.rows % 2 == 0);
        const PlaneRect b = gridBounds(shape, 182.88, fit.columns, fit.rows, fit.origin);
        CHECK(b.xmin >= rect.xmin - 1e-6);
        CHECK(b.xmax <= rect.xmax + 1e-6);
        CHECK(b.ymin >= rect.ymin - 1e-6);
        CHECK(b.ymax <= rect.ymax + 1e-6);
        // Two more columns or rows do not fit.
        CHECK(gridBounds(shape, 182.88, fit.columns + 2, fit.rows, {}).width() > rect.width());
        CHECK(gridBounds(shape, 182.88, fit.columns, fit.rows + 2, {}).height() > rect.height());
    }
    CHECK(fitGrid({}, 500, {0, 0, 400, 400}).columns == 0);
}
