// The Map Fidelity layer: only the hexes a measured line crossed are shaded, on a ramp from green
// (every line through the hex agrees with the ground) through yellow to red (none does); a shading
// measured on another grid is not drawn.
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/fidelity_shading.hpp"
#include "engine/render/legend.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace engine;

namespace {

Document plainDocument() {
    Document doc;
    doc.map = HexMap(HexGrid(GridShape{}, 5, 4), 100.0);
    return doc;
}

}  // namespace

TEST_CASE("fidelity shading: a polygon per hex a line crossed, coloured by its share of lies", "[render][fidelity]") {
    const Document doc = plainDocument();
    FidelityShading shading;
    shading.share.assign(doc.map.grid().size(), std::nanf(""));
    const HexGrid& g = doc.map.grid();
    shading.share[g.index(g.fromOffset({0, 0}))] = 0;
    shading.share[g.index(g.fromOffset({2, 1}))] = 0.5F;
    shading.share[g.index(g.fromOffset({4, 3}))] = 1;
    DrawOptions o;
    o.visible = mapBounds(doc.map);
    o.fidelity = &shading;
    const DrawList list = buildDrawList(doc, o);
    REQUIRE(list.count(Layer::Fidelity) == 3);
    for (const HexPolygon& p : list.polygons) {
        if (p.layer != Layer::Fidelity) continue;
        const double share = shading.share[g.index(p.hex)];
        CHECK(p.fill == fidelityColor(share));
        const auto corners = doc.map.layout().corners(p.hex);
        for (std::size_t k = 0; k < corners.size(); ++k) {
            CHECK(p.corners[k].x == corners[k].x);
            CHECK(p.corners[k].y == corners[k].y);
        }
    }
    // The ramp: green where the rules always agree, red where they never do, yellow between.
    CHECK(fidelityColor(0).g > fidelityColor(0).r);
    CHECK(fidelityColor(1).r > 2 * fidelityColor(1).g);
    CHECK(fidelityColor(0.5).r > 200);
    CHECK(fidelityColor(0.5).g > 200);
    CHECK(fidelityColor(0.25).r > fidelityColor(0).r);
    CHECK(fidelityColor(0.75).g < fidelityColor(0.5).g);

    o.layers.set(Layer::Fidelity, false);
    CHECK(buildDrawList(doc, o).count(Layer::Fidelity) == 0);
    o.layers.set(Layer::Fidelity, true);
    o.fidelity = nullptr;
    CHECK(buildDrawList(doc, o).count(Layer::Fidelity) == 0);
    FidelityShading otherGrid;
    otherGrid.share.assign(doc.map.grid().size() + 1, 0.5F);
    o.fidelity = &otherGrid;
    CHECK(buildDrawList(doc, o).count(Layer::Fidelity) == 0);
}

TEST_CASE("fidelity shading: the legend keys the ramp only when a measurement is shown", "[render][fidelity]") {
    const Document doc = plainDocument();
    const auto fidelityEntries = [](const std::vector<LegendEntry>& legend) {
        return std::count_if(legend.begin(), legend.end(),
                             [](const LegendEntry& e) { return e.section == "Fidelity"; });
    };
    CHECK(fidelityEntries(buildLegend(doc)) == 0);
    const auto legend = buildLegend(doc, {true});
    REQUIRE(fidelityEntries(legend) == 3);
    CHECK(legend.back().sample.count(Layer::Fidelity) == 1);
    CHECK(legend.back().sample.polygons.back().fill == fidelityColor(1));
}
