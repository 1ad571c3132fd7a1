#include "engine/io/load_error.hpp"
#include "engine/io/map_file.hpp"
#include "io_test_support.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

const char* kSmallMap = R"(<?xml version="1.0" encoding="UTF-8"?>
<ridgeline-map format="1" ruleset="sss" title="Devil's Den">
  <grid orientation="flat" stagger="odd" columns="20" rows="16" hex-size="200yd">
    <sections across="2" down="2" names="A C B D"/>
    <numbering section-prefix="true" section-separator="" separator="" column-digits="2" row-digits="2" first-column="1" first-row="1" rows="down"/>
    <georef crs="EPSG:32618" origin-x="309000.5" origin-y="4407000"/>
  </grid>
  <palette terrain="clear woods" features="town sloping" hexsides="pike creek"/>
  <hexes>
    <hex at="A0101" terrain="woods" elevation="152.3" level="3" features="town sloping" provenance="raster" name="Devil's Den"/>
    <hex at="A0102" terrain="clear"/>
  </hexes>
  <hexsides>
    <hexside a="A0101" dir="N" features="creek"/>
    <hexside a="A0101" b="A0102" features="pike creek"/>
  </hexsides>
</ridgeline-map>
)";

// The line a LoadError reports for `xml`, with its message checked for `fragment`.
int errorLine(const std::string& xml, const std::string& fragment) {
    try {
        (void)parseMap(xml, "bad.rlmap");
    } catch (const LoadError& e) {
        INFO(e.what());
        CHECK(e.file == "bad.rlmap");
        CHECK(e.message.find(fragment) != std::string::npos);
        CHECK(std::string(e.what()).starts_with("bad.rlmap:"));
        return e.line;
    }
    FAIL("no LoadError for fragment " << fragment);
    return -1;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("a small map file reads into the model", "[io]") {
    const HexMap map = parseMap(kSmallMap, "small.rlmap");
    const HexGrid& grid = map.grid();
    CHECK(map.rulesetId() == "sss");
    CHECK(map.title() == "Devil's Den");
    CHECK(grid.columns() == 20);
    CHECK(grid.rows() == 16);
    CHECK(map.hexSizeMetres() == Approx(182.88));
    CHECK(map.georef().crs == "EPSG:32618");
    CHECK(map.georef().origin.x == 309000.5);
    const HexCoord a = *grid.parseLabel("A0101");
    const HexCoord b = *grid.parseLabel("A0102");
    CHECK(map.terrain(a) == "woods");
    CHECK(map.elevation(a) == Approx(152.3));
    CHECK(map.level(a) == 3);
    CHECK(map.features(a) == std::vector<std::string>{"town", "sloping"});
    CHECK(map.provenance(a) == Provenance::Raster);
    CHECK(map.placeName(a) == "Devil's Den");
    CHECK(map.terrain(b) == "clear");
    HexsideId side;
    REQUIRE(hexsideBetween(a, b, side));
    CHECK(map.hexsideFeatures(side) == std::vector<std::string>{"pike", "creek"});
    const HexsideId north = hexsideOf(a, directionFromCompass(Orientation::FlatTop, "N"));
    CHECK_FALSE(grid.contains(north.owner));
    CHECK(map.hexsideFeatures(north) == std::vector<std::string>{"creek"});
    CHECK(map.featuredHexsides().size() == 2);
}

TEST_CASE("writing the small map reproduces it byte for byte", "[io]") {
    const HexMap map = parseMap(kSmallMap, "small.rlmap");
    const std::string written = writeMap(map);
    CHECK(written == kSmallMap);
}

TEST_CASE("random maps survive save, load, save byte-identically", "[io]") {
    std::mt19937 rng(1863);
    for (const GridShape shape : iotest::allShapes()) {
        for (int round = 0; round < 6; ++round) {
            const HexGrid grid = round % 2 ? iotest::sssGrid(shape) : iotest::ccrrGrid(shape, 7 + round, 5 + round);
            const HexMap map = iotest::randomMap(rng, grid);
            const std::string first = writeMap(map);
            const HexMap loaded = parseMap(first, "random.rlmap");
            const std::string second = writeMap(loaded);
            REQUIRE(first == second);
            // The loaded model equals the saved one.
            CHECK(loaded.grid() == map.grid());
            CHECK(loaded.hexSizeMetres() == map.hexSizeMetres());
            CHECK(loaded.georef() == map.georef());
            CHECK(loaded.title() == map.title());
            CHECK(loaded.placeNames() == map.placeNames());
            CHECK(loaded.terrainPalette().ids() == map.terrainPalette().ids());
            for (std::size_t i = 0; i < grid.size(); ++i) REQUIRE(loaded.cell(grid.at(i)) == map.cell(grid.at(i)));
            const auto sides = map.featuredHexsides();
            REQUIRE(loaded.featuredHexsides() == sides);
            for (const HexsideId& s : sides) REQUIRE(loaded.hexsideMask(s) == map.hexsideMask(s));
        }
    }
}

TEST_CASE("save and load of a map through files", "[io]") {
    iotest::TempDir dir;
    std::mt19937 rng(3);
    const HexMap map = iotest::randomMap(rng, iotest::sssGrid());
    const auto path = dir / "a.rlmap";
    saveMap(map, path);
    CHECK(writeMap(loadMap(path)) == writeMap(map));
    CHECK_THROWS_AS(loadMap(dir / "missing.rlmap"), LoadError);
}

TEST_CASE("map ids that cannot be written are refused", "[io]") {
    HexMap map(iotest::ccrrGrid(), 100);
    CHECK_THROWS_AS(map.setTerrain(map.grid().at(0), "open ground"), std::invalid_argument);
    CHECK_THROWS_AS(map.setFeature(map.grid().at(0), "", true), std::invalid_argument);
    CHECK_THROWS_AS(map.setElevation(map.grid().at(0), 1e39), std::out_of_range);
    CHECK_THROWS_AS(map.setLevel(map.grid().at(0), 40000), std::out_of_range);
}

TEST_CASE("malformed map files give LoadErrors with lines", "[io]") {
    const std::string good = kSmallMap;
    SECTION("truncated XML") {
        const int line = errorLine(good.substr(0, good.find("<hexsides>")), "malformed XML");
        CHECK(line > 0);
    }
    SECTION("wrong root") {
        CHECK(errorLine(replaced(replaced(good, "<ridgeline-map", "<map"), "</ridgeline-map>", "</map>"),
                        "expected <ridgeline-map>") == 2);
    }
    SECTION("unknown format") { CHECK(errorLine(replaced(good, "format=\"1\"", "format=\"2\""), "format=\"2\"") == 2); }
    SECTION("level not an integer") {
        CHECK(errorLine(replaced(good, "level=\"3\"", "level=\"abc\""), "level=\"abc\" is not an integer") == 10);
    }
    SECTION("level outside int16") {
        CHECK(errorLine(replaced(good, "level=\"3\"", "level=\"40000\""), "out of range") == 10);
    }
    SECTION("elevation not a number") {
        CHECK(errorLine(replaced(good, "152.3", "high"), "elevation=\"high\" is not a number") == 10);
        CHECK(errorLine(replaced(good, "152.3", "inf"), "elevation=\"inf\" is not a number") == 10);
    }
    SECTION("elevation beyond single precision") {
        CHECK(errorLine(replaced(good, "152.3", "1e39"),
                        "elevation=\"1e39\" is out of range (a hex's elevation is at "
                        "most 3.4e38 either way)") == 10);
    }
    SECTION("negative columns") {
        CHECK(errorLine(replaced(good, "columns=\"20\"", "columns=\"-4\""), "columns=\"-4\" is out of range") == 3);
    }
    SECTION("absurd size") {
        CHECK(
            errorLine(replaced(replaced(good, "columns=\"20\"", "columns=\"20000\""), "rows=\"16\"", "rows=\"20000\""),
                      "more than") == 3);
    }
    SECTION("bad hex size") { CHECK(errorLine(replaced(good, "200yd", "200 parsecs"), "hex-size") == 3); }
    SECTION("bad orientation") {
        CHECK(errorLine(replaced(good, "\"flat\"", "\"round\""), "orientation=\"round\"") == 3);
    }
    SECTION("inconsistent sheets") {
        CHECK(errorLine(replaced(good, "columns=\"20\"", "columns=\"21\""), "inconsistent grid") == 3);
    }
    SECTION("label that does not parse") {
        CHECK(errorLine(replaced(good, "at=\"A0102\"", "at=\"Q99\""), "at=\"Q99\"") == 11);
    }
    SECTION("label off the map") {
        CHECK(errorLine(replaced(good, "at=\"A0102\"", "at=\"A0109\""), "at=\"A0109\"") == 11);
    }
    SECTION("hex listed twice") {
        CHECK(errorLine(replaced(good, "at=\"A0102\"", "at=\"A0101\""), "listed twice") == 11);
    }
    SECTION("hexside of hexes that are not neighbours") {
        CHECK(errorLine(replaced(good, "b=\"A0102\"", "b=\"A0105\""), "not adjacent") == 15);
    }
    SECTION("compass direction of the wrong orientation") {
        CHECK(errorLine(replaced(good, "dir=\"N\"", "dir=\"E\""), "dir=\"E\"") == 14);
    }
    SECTION("hexside without features") {
        CHECK(errorLine(replaced(good, "features=\"creek\"", "features=\"\""), "no features") == 14);
    }
    SECTION("unknown provenance") {
        CHECK(errorLine(replaced(good, "\"raster\"", "\"guess\""), "provenance=\"guess\"") == 10);
    }
    SECTION("unknown attribute") {
        CHECK(errorLine(replaced(good, "terrain=\"clear\"", "terain=\"clear\""), "unknown attribute terain=") == 11);
    }
    SECTION("unknown element") {
        CHECK(errorLine(replaced(good, "<hexes>", "<hexes><tree/>"), "unexpected <tree>") == 9);
    }
    SECTION("missing numbering") {
        std::string text = good;
        const auto start = text.find("    <numbering");
        text.erase(start, text.find('\n', start) - start + 1);
        CHECK(errorLine(text, "no <numbering>") == 3);
    }
}
