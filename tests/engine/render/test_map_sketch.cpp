// The report's map picture: an SVG as wide as asked, the hexes drawn, and each located diagnostic's
// marker inside the hex it names (read back from the SVG and through the layout).
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/map_sketch.hpp"

#include <catch2/catch.hpp>

#include <regex>

using namespace engine;

namespace {

Diagnostic at(const std::string& kind, const std::string& id) {
    Diagnostic d;
    d.rule = "map.test";
    d.message = "here <&>";
    d.locations = {{kind, id}};
    return d;
}

}  // namespace

TEST_CASE("a map sketch marks each located diagnostic in its hex, numbered as listed", "[render][report]") {
    for (const Orientation o : {Orientation::FlatTop, Orientation::PointyTop}) {
        Document doc;
        doc.map = HexMap(HexGrid(GridShape{o, Stagger::Odd}, 9, 7), 100.0);
        const HexGrid& grid = doc.map.grid();
        const std::vector<std::string> labels{grid.label(grid.fromOffset({0, 0})), grid.label(grid.fromOffset({4, 3})),
                                              grid.label(grid.fromOffset({8, 6}))};
        std::vector<Diagnostic> ds;
        for (const auto& l : labels) ds.push_back(at("hex", l));
        ds.push_back(at("side", "usa"));  // not on the map: listed, not drawn
        const std::string svg = mapSketchSvg(doc, ds, 300);
        CHECK(svg.find("width=\"300.0\"") != std::string::npos);
        CHECK(svg.find("here &lt;&amp;&gt;") != std::string::npos);

        const PlaneRect b = mapBounds(doc.map);
        const double scale = 300 / (b.maxX - b.minX);
        const std::regex marker("<title>(\\d+)\\. [^<]*</title><circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\"");
        int found = 0;
        for (auto it = std::sregex_iterator(svg.begin(), svg.end(), marker); it != std::sregex_iterator(); ++it) {
            const std::size_t n = std::stoul((*it)[1]);
            REQUIRE(n >= 1);
            REQUIRE(n <= labels.size());
            const Point plane{b.minX + std::stod((*it)[2]) / scale, b.maxY - std::stod((*it)[3]) / scale};
            CHECK(grid.label(doc.map.layout().toHex(plane)) == labels[n - 1]);
            ++found;
        }
        CHECK(found == 3);
    }
}

TEST_CASE("a map too large to draw hex by hex is sketched as its outline", "[render][report]") {
    Document doc;
    NumberingScheme numbering;  // three digits each way, so every label of the large grid reads back
    numbering.columnDigits = 3;
    numbering.rowDigits = 3;
    doc.map = HexMap(HexGrid(GridShape{}, 200, 101, {}, numbering), 100.0);
    REQUIRE(doc.map.grid().size() > kSketchHexLimit);
    const std::string svg = mapSketchSvg(doc, {at("hex", doc.map.grid().label(doc.map.grid().at(5)))});
    CHECK(svg.find("<path") == std::string::npos);
    CHECK(svg.find("<rect") != std::string::npos);
    CHECK(svg.find("<circle") != std::string::npos);
    CHECK(svg.size() < 2000);
}
