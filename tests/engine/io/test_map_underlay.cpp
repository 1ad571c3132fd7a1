// The <underlay> element of the map file: source, opacity and ground control points survive a
// save/load round trip; malformed underlays fail with the line.
#include "engine/io/load_error.hpp"
#include "engine/io/map_file.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

HexMap smallMap() {
    HexMap map(HexGrid(GridShape{}, 4, 3, {}, NumberingScheme{}), 182.88);
    map.setRulesetId("sss");
    map.setGeoref({"EPSG:32618", {309000, 4407000}});
    return map;
}

std::string mapWithUnderlay(const std::string& underlay) {
    std::string xml = writeMap(smallMap());
    const auto at = xml.find("</grid>") + std::string("</grid>").size() + 1;
    return xml.insert(at, underlay + "\n");
}

}  // namespace

TEST_CASE("underlays survive save and load", "[io][underlay]") {
    HexMap map = smallMap();
    Underlay plain{"scans/warren-1873.tif", 0.35, {}};
    Underlay placed{"bachelder sheet.png",
                    1.0,
                    {{0, 0, 309000.5, 4408000}, {2000, 0, 311000, 4408000}, {0, 1500.25, 309000, 4406500}}};
    map.setUnderlays({plain, placed});
    const std::string text = writeMap(map);
    CHECK(text.find("<underlay source=\"scans/warren-1873.tif\" opacity=\"0.35\"/>") != std::string::npos);
    const HexMap back = parseMap(text, "u.rlmap");
    REQUIRE(back.underlays().size() == 2);
    CHECK(back.underlays()[0] == plain);
    CHECK(back.underlays()[1] == placed);
    CHECK(writeMap(back) == text);
}

TEST_CASE("a map without underlays writes no underlay element", "[io][underlay]") {
    CHECK(writeMap(smallMap()).find("underlay") == std::string::npos);
    CHECK(parseMap(writeMap(smallMap()), "m.rlmap").underlays().empty());
}

TEST_CASE("malformed underlays are refused with the line", "[io][underlay]") {
    const auto message = [](const std::string& underlay) -> std::string {
        try {
            (void)parseMap(mapWithUnderlay(underlay), "bad.rlmap");
        } catch (const LoadError& e) {
            CHECK(e.line > 0);
            return e.message;
        }
        return "no error";
    };
    CHECK_THAT(message("<underlay opacity=\"0.5\"/>"), Catch::Contains("source"));
    CHECK_THAT(message("<underlay source=\"a.tif\" opacity=\"1.5\"/>"), Catch::Contains("opacity"));
    CHECK_THAT(message("<underlay source=\"a.tif\"><gcp pixel=\"0\" line=\"0\" x=\"1\" y=\"2\"/></underlay>"),
               Catch::Contains("at least 3"));
    CHECK_THAT(message("<underlay source=\"a.tif\"><gcp pixel=\"0\" line=\"0\" x=\"1\"/><gcp/><gcp/></underlay>"),
               Catch::Contains("y"));
    CHECK_THAT(message("<underlay source=\"a.tif\"><pixel/></underlay>"), Catch::Contains("pixel"));
}
