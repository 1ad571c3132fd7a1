// Vector import end to end on small GeoJSON fixtures written by the tests: terrain by majority and
// by centre with priorities, in-hex features, road and stream hexsides, reprojection, real-data
// quirks (open rings, features off the map) and the errors.
#include "importers/lonlat_transform.hpp"
#include "importers/vector/vector_import.hpp"
#include "tests/importers/vector_fixture.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace engine;
using namespace vectortest;
using importers::MappingKind;
using importers::MappingRule;

namespace {

MappingRule rule(MappingKind kind, const std::string& layer, const std::string& where, const std::string& to) {
    MappingRule r;
    r.kind = kind;
    r.layer = layer;
    r.where = where;
    r.label = layer + ": " + where;
    r.defaultTarget = to;
    return r;
}

importers::VectorImportResult run(const HexMap& map, const std::string& source, std::vector<MappingRule> rules) {
    importers::VectorImportOptions options;
    options.source = source;
    options.mapping.file = "test-mapping.xml";
    options.mapping.idField = "id";
    options.mapping.rules = std::move(rules);
    return importers::importVector(map, options);
}

// The hex's corners pushed out by `scale` around its centre.
std::vector<Point> hexRing(const HexMap& map, HexCoord h, double scale) {
    const Point c = map.layout().toPoint(h);
    std::vector<Point> ring;
    for (const Point& p : map.layout().corners(h))
        ring.push_back({c.x + (p.x - c.x) * scale, c.y + (p.y - c.y) * scale});
    ring.push_back(ring.front());
    return ring;
}

std::vector<Point> rectangle(Point centre, double halfWidth, double halfHeight) {
    return {{centre.x - halfWidth, centre.y - halfHeight},
            {centre.x + halfWidth, centre.y - halfHeight},
            {centre.x + halfWidth, centre.y + halfHeight},
            {centre.x - halfWidth, centre.y + halfHeight},
            {centre.x - halfWidth, centre.y - halfHeight}};
}

std::vector<HexsideId> sidesOf(const importers::VectorImportResult& result, const std::string& id) {
    std::vector<HexsideId> sides;
    for (const auto& [side, feature] : result.hexsideFeatures)
        if (feature == id) sides.push_back(side);
    return sides;
}

bool mentions(const std::vector<std::string>& notes, const std::string& fragment) {
    return std::any_of(notes.begin(), notes.end(),
                       [&](const std::string& n) { return n.find(fragment) != std::string::npos; });
}

std::string firstError(const importers::VectorImportResult& result) {
    for (const auto& d : result.diagnostics)
        if (d.severity == Severity::Error) return d.message;
    return "";
}

}  // namespace

TEST_CASE("polygons give terrain by majority of the hex's area, with priorities", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    const HexCoord wood = at(map, 3, 3), both = at(map, 6, 2);
    writeGeoJson(dir.file("cover.geojson"), {{"w1", "wood", polygon(hexRing(map, wood, 1.03))},
                                             {"w2", "wood", polygon(hexRing(map, both, 1.0))},
                                             {"o1", "orchard", polygon(hexRing(map, both, 0.9))}});
    auto woods = rule(MappingKind::Terrain, "cover", "cls = 'wood'", "woods");
    auto orchard = rule(MappingKind::Terrain, "cover", "cls = 'orchard'", "orchard");
    SECTION("the higher priority wins where polygons overlap") {
        orchard.priority = 5;
        const auto result = run(map, dir.file("cover.geojson"), {woods, orchard});
        REQUIRE_FALSE(result.hasErrors());
        CHECK(result.terrain == std::vector<std::pair<HexCoord, std::string>>{{wood, "woods"}, {both, "orchard"}});
        CHECK(result.featuresRead == 3);
    }
    SECTION("at equal priority the larger share wins") {
        const auto result = run(map, dir.file("cover.geojson"), {woods, orchard});
        CHECK(result.terrain == std::vector<std::pair<HexCoord, std::string>>{{wood, "woods"}, {both, "woods"}});
    }
}

TEST_CASE("a thin polygon gives terrain by centre, not by majority", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    const Point middle{(centre(map, 5, 2).x + centre(map, 5, 3).x) / 2,
                       (centre(map, 5, 2).y + centre(map, 5, 3).y) / 2};
    writeGeoJson(dir.file("strip.geojson"), {{"s", "orchard", polygon(rectangle(middle, 15, 70))}});
    auto byMajority = rule(MappingKind::Terrain, "strip", "", "orchard");
    auto byCentre = byMajority;
    byCentre.method = importers::AreaMethod::Centre;
    const auto majority = run(map, dir.file("strip.geojson"), {byMajority});
    CHECK(majority.terrain.empty());
    CHECK(mentions(majority.skipped, "strip s: covers no hex enough"));
    const auto centres = run(map, dir.file("strip.geojson"), {byCentre});
    CHECK(centres.terrain ==
          std::vector<std::pair<HexCoord, std::string>>{{at(map, 5, 2), "orchard"}, {at(map, 5, 3), "orchard"}});
}

TEST_CASE("points and polygons give in-hex features", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    writeGeoJson(dir.file("marks.geojson"),
                 {{"p", "build", point(centre(map, 1, 1))}, {"q", "build", polygon(hexRing(map, at(map, 8, 6), 0.8))}});
    const auto result =
        run(map, dir.file("marks.geojson"), {rule(MappingKind::HexFeature, "marks", "", "breastworks")});
    CHECK(result.hexFeatures == std::vector<std::pair<HexCoord, std::string>>{{at(map, 1, 1), "breastworks"},
                                                                              {at(map, 8, 6), "breastworks"}});
    CHECK(result.hexCount() == 2);
}

TEST_CASE("roads become hexside features along their path, streams along the edges", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    writeGeoJson(
        dir.file("lines.geojson"),
        {{"r", "road", line({centre(map, 2, 1), centre(map, 2, 5)})},
         {"s", "stream", line({map.layout().corners(at(map, 6, 4))[1], map.layout().corners(at(map, 6, 4))[2]})}});
    auto roads = rule(MappingKind::Hexside, "lines", "cls = 'road'", "road");
    auto streams = rule(MappingKind::Hexside, "lines", "cls = 'stream'", "minor-creek");
    streams.trace = importers::HexsideTrace::Edges;
    const auto result = run(map, dir.file("lines.geojson"), {roads, streams});
    REQUIRE_FALSE(result.hasErrors());
    std::vector<HexsideId> expected;
    for (int r = 1; r < 5; ++r) {
        HexsideId side;
        REQUIRE(hexsideBetween(at(map, 2, r), at(map, 2, r + 1), side));
        expected.push_back(side);
    }
    CHECK(sidesOf(result, "road") == expected);
    CHECK(sidesOf(result, "minor-creek") == std::vector<HexsideId>{hexsideOf(at(map, 6, 4), 5)});
    CHECK(result.hexsideCount() == 5);

    HexMap applied = map;
    importers::applyVectorImport(applied, result);
    CHECK(applied.hasHexsideFeature(expected[0], "road"));
    CHECK(applied.featuredHexsides().size() == 5);
}

TEST_CASE("sources in another CRS are reprojected to the map's", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    std::string why;
    const auto toLonLat = importers::makeToLonLat("EPSG:32618", why);
    REQUIRE(toLonLat);
    std::vector<Point> lonLat;
    for (int r : {1, 5}) {
        Point g;
        REQUIRE(toLonLat(centre(map, 4, r), g.x, g.y));
        lonLat.push_back(g);
    }
    writeGeoJson(dir.file("wgs84.geojson"), {{"r", "road", line(lonLat)}}, 0);
    const auto result = run(map, dir.file("wgs84.geojson"), {rule(MappingKind::Hexside, "wgs84", "", "road")});
    REQUIRE_FALSE(result.hasErrors());
    CHECK(result.hexsideCount() == 4);
    HexsideId first;
    REQUIRE(hexsideBetween(at(map, 4, 1), at(map, 4, 2), first));
    CHECK(sidesOf(result, "road").front() == first);
}

TEST_CASE("features partly or wholly off the map, open rings and unmatched rules are reported", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    const Point north{centre(map, 2, 0).x, centre(map, 2, 0).y + 600};
    std::vector<Point> openRing = hexRing(map, at(map, 5, 5), 1.05);
    openRing.pop_back();
    writeGeoJson(dir.file("edge.geojson"), {{"long-road", "road", line({north, centre(map, 2, 2)})},
                                            {"far-road", "road", line({{250000, 4300000}, {250500, 4300000}})},
                                            {"open-wood", "wood", polygon(openRing)}});
    const auto result = run(map, dir.file("edge.geojson"),
                            {rule(MappingKind::Hexside, "edge", "cls = 'road'", "road"),
                             rule(MappingKind::Terrain, "edge", "cls = 'wood'", "woods"),
                             rule(MappingKind::Terrain, "edge", "cls = 'marsh'", "marsh")});
    REQUIRE_FALSE(result.hasErrors());
    CHECK(mentions(result.clipped, "edge long-road: partly off the map"));
    CHECK(mentions(result.skipped, "edge far-road: off the map"));
    CHECK(mentions(result.clipped, "edge open-wood: 1 open ring(s) closed"));
    CHECK(mentions(result.skipped, "cls = 'marsh': no feature matches"));
    CHECK(result.terrain == std::vector<std::pair<HexCoord, std::string>>{{at(map, 5, 5), "woods"}});
    // The road's hexsides on the map edge count (one hex on the map), those wholly off it do not.
    for (const HexsideId& side : sidesOf(result, "road")) CHECK(map.hasHexside(side));
    CHECK(sidesOf(result, "road").size() == 3);  // the northmost has one hex on the map
}

TEST_CASE("rules without a target for the ruleset are skipped, not errors", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    writeGeoJson(dir.file("walls.geojson"), {{"w", "wall", line({centre(map, 1, 1), centre(map, 3, 1)})}});
    auto walls = rule(MappingKind::Hexside, "walls", "", "");
    walls.targets["lfm"] = "stone-wall";
    const auto result = run(map, dir.file("walls.geojson"), {walls});
    CHECK_FALSE(result.hasErrors());
    CHECK(result.hexsideFeatures.empty());
    CHECK(mentions(result.skipped, "no target for ruleset `sss`"));
}

TEST_CASE("bad sources, layers, filters and maps are clear errors with no changes", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    writeGeoJson(dir.file("roads.geojson"), {{"r", "road", line({centre(map, 2, 1), centre(map, 2, 5)})}});
    const auto roads = rule(MappingKind::Hexside, "roads", "", "road");

    const auto missingLayer =
        run(map, dir.file("roads.geojson"), {roads, rule(MappingKind::Hexside, "rivers", "", "major-creek")});
    CHECK(missingLayer.hasErrors());
    CHECK_THAT(firstError(missingLayer), Catch::Contains("has no layer `rivers`") && Catch::Contains("it has: roads"));
    CHECK(missingLayer.hexsideFeatures.empty());

    const auto unreadable = run(map, dir.file("nothing.gpkg"), {roads});
    CHECK_THAT(firstError(unreadable), Catch::Contains("nothing.gpkg") && Catch::Contains("not a vector source"));

    const auto badFilter =
        run(map, dir.file("roads.geojson"), {rule(MappingKind::Hexside, "roads", "cls === 'road'", "road")});
    CHECK_THAT(firstError(badFilter), Catch::Contains("not valid OGR SQL"));

    const auto noGeoref = run(smallMap(""), dir.file("roads.geojson"), {roads});
    CHECK_THAT(firstError(noGeoref), Catch::Contains("no georeference"));

    const auto badCrs = run(smallMap("EPSG:999999"), dir.file("roads.geojson"), {roads});
    CHECK_THAT(firstError(badCrs), Catch::Contains("EPSG:999999"));
}

TEST_CASE("a progress callback can cancel the import", "[importers][vector]") {
    TempDir dir;
    const HexMap map = smallMap();
    writeGeoJson(dir.file("roads.geojson"), {{"r", "road", line({centre(map, 2, 1), centre(map, 2, 5)})}});
    importers::VectorImportOptions options;
    options.source = dir.file("roads.geojson");
    options.mapping.rules = {rule(MappingKind::Hexside, "roads", "", "road")};
    options.progress = [](double, std::string_view) { return false; };
    const auto result = importers::importVector(map, options);
    CHECK(result.cancelled);
    CHECK(result.hexsideFeatures.empty());
}
