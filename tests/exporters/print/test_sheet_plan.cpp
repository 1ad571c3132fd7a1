#include "engine/render/draw_list_builder.hpp"
#include "exporters/print/sheet_plan.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <catch2/catch.hpp>

using namespace exporters;

namespace {

PageSetup letter() {
    PageSetup p;
    p.widthMm = 215.9;
    p.heightMm = 279.4;
    return p;
}

}  // namespace

TEST_CASE("paper sizes are the standard ones, in millimetres, portrait", "[export][print]") {
    CHECK(paperSize("a4")->widthMm == 210);
    CHECK(paperSize("a1")->heightMm == 841);
    CHECK(paperSize("tabloid")->heightMm == Approx(431.8));
    CHECK(paperSize("11x17")->widthMm == Approx(279.4));
    CHECK(paperSize("legal")->heightMm == Approx(355.6));
    CHECK_FALSE(paperSize("a5"));
    CHECK(paperSizeNames().back() == "custom");
}

TEST_CASE("a map larger than a page is tiled with the overlap shared by neighbours", "[export][print]") {
    const engine::Document doc = exporttest::sample("hs-devils-den", true);
    const SheetPlan plan = planSheets(doc.map, letter(), 16, std::nullopt, true);
    CHECK(plan.mmPerUnit == Approx(16 / doc.map.hexSizeMetres()));
    REQUIRE(plan.sets.size() == 1);
    const SheetSet& set = plan.sets[0];
    CHECK(set.columns == 3);
    CHECK(set.rows == 2);
    REQUIRE(plan.sheets.size() == 6);
    const double overlap = 10 / plan.mmPerUnit;
    for (const Sheet& s : plan.sheets) {
        CHECK((s.plane.maxX - s.plane.minX) * plan.mmPerUnit == Approx(letter().contentWidthMm()));
        CHECK((s.plane.maxY - s.plane.minY) * plan.mmPerUnit == Approx(letter().contentHeightMm()));
    }
    // Neighbours share exactly the overlap, across and down.
    CHECK(plan.sheets[0].plane.maxX - plan.sheets[1].plane.minX == Approx(overlap));
    CHECK(plan.sheets[0].plane.minY - plan.sheets[3].plane.maxY == Approx(-overlap));
    // Together they cover the map.
    const engine::PlaneRect map = engine::mapBounds(doc.map);
    CHECK(plan.sheets.front().plane.minX <= map.minX);
    CHECK(plan.sheets.front().plane.maxY >= map.maxY);
    CHECK(plan.sheets.back().plane.maxX >= map.maxX);
    CHECK(plan.sheets.back().plane.minY <= map.minY);
    CHECK(sheetLabel(plan.sheets[4]) == "Row 2, column 2");
}

TEST_CASE("landscape paper or a bigger sheet needs fewer pages", "[export][print]") {
    const engine::Document doc = exporttest::sample("hs-devils-den", true);
    PageSetup tabloid;
    tabloid.widthMm = 431.8;
    tabloid.heightMm = 279.4;
    CHECK(planSheets(doc.map, tabloid, 16, std::nullopt, true).sheets.size() == 4);
    PageSetup a1;
    a1.widthMm = 841;
    a1.heightMm = 594;
    CHECK(planSheets(doc.map, a1, 16, std::nullopt, true).sheets.size() == 1);
    CHECK(planSheets(doc.map, letter(), 8, std::nullopt, true).sheets.size() == 2);
}

TEST_CASE("a map with sections gets one page set per section, one page each when it fits", "[export][print]") {
    const engine::Document doc = exporttest::sample("sss-mcpherson-ridge", true);
    const SheetPlan plan = planSheets(doc.map, letter(), 16, std::nullopt, true);
    REQUIRE(plan.sets.size() == 4);
    REQUIRE(plan.sheets.size() == 4);
    CHECK(plan.sheets[0].section == "A");
    CHECK(plan.sheets[1].section == "C");
    CHECK(plan.sheets[2].section == "B");
    CHECK(plan.sheets[3].section == "D");
    CHECK(sheetLabel(plan.sheets[1]) == "Section C, row 1, column 1");
    // Section C lies east of A.
    CHECK(plan.sets[1].area.minX > plan.sets[0].area.minX);
    // A sheet prints its section only, not the neighbours its paper would reach.
    for (const Sheet& s : plan.sheets) {
        const engine::PlaneRect& area = plan.sets[static_cast<std::size_t>(s.set)].area;
        CHECK(s.printed.minX == Approx(area.minX));
        CHECK(s.printed.maxY == Approx(area.maxY));
        CHECK(s.plane.minX < area.minX);
    }
    // Larger hexes: each section is tiled on its own.
    const SheetPlan big = planSheets(doc.map, letter(), 30, std::nullopt, true);
    CHECK(big.sets.size() == 4);
    CHECK(big.sheets.size() > 4);
    for (const Sheet& s : big.sheets) CHECK_FALSE(s.section.empty());
    // Without sections the whole map is one set.
    const SheetPlan whole = planSheets(doc.map, letter(), 16, std::nullopt, false);
    CHECK(whole.sets.size() == 1);
    CHECK(whole.sheets[0].section.empty());
}

TEST_CASE("an area prints only its rectangle of hexes", "[export][print]") {
    const engine::Document doc = exporttest::sample("lfm-cornfield", true);
    HexRange range;
    REQUIRE(parseHexRange("0302:0605", doc.map.grid(), range));
    const SheetPlan plan = planSheets(doc.map, letter(), 16, range, true);
    REQUIRE(plan.sheets.size() == 1);
    const engine::HexLayout layout = doc.map.layout();
    const auto inside = [&](const char* label) {
        const engine::Point c = layout.toPoint(*doc.map.grid().parseLabel(label));
        return plan.area.contains(c);
    };
    CHECK(inside("0302"));
    CHECK(inside("0605"));
    CHECK_FALSE(inside("0202"));
    CHECK_FALSE(inside("0606"));
    CHECK((plan.area.maxX - plan.area.minX) * plan.mmPerUnit < 70);
}
