#include "engine/hex/hexside.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/render/counters.hpp"
#include "engine/render/draw_index.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/level_style.hpp"
#include "engine/render/side_colors.hpp"

#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

using namespace engine;

namespace {

// 6 x 5 hexes of 100 m, all clear but one woods hex; a road, a creek and a slope; two levels.
Document smallDocument() {
    Document doc;
    doc.ruleset = std::make_shared<Ruleset>(loadRuleset(testpaths::rulesets() / "sss.xml"));
    doc.map = HexMap(HexGrid(GridShape{}, 6, 5), 100.0);
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
        const HexCoord h = doc.map.grid().at(i);
        doc.map.setTerrain(h, "clear");
        doc.map.setLevel(h, doc.map.grid().offset(h).col < 3 ? 1 : 2);
        doc.map.setElevation(h, 100.0 + static_cast<double>(i));
    }
    const HexGrid& g = doc.map.grid();
    doc.map.setTerrain(g.fromOffset({1, 1}), "woods");
    HexsideId side;
    REQUIRE(hexsideBetween(g.fromOffset({0, 2}), g.fromOffset({1, 2}), side));
    doc.map.setHexsideFeature(side, "pike", true);
    doc.map.setHexsideFeature(hexsideOf(g.fromOffset({4, 4}), 5), "minor-creek", true);
    REQUIRE(hexsideBetween(g.fromOffset({2, 0}), g.fromOffset({3, 0}), side));
    doc.map.setHexsideFeature(side, "minor-slope", true);
    return doc;
}

DrawOptions wholeMap(const Document& doc) {
    DrawOptions o;
    o.visible = mapBounds(doc.map);
    return o;
}

}  // namespace

TEST_CASE("draw list of a small map counts one polygon per hex and layer", "[render]") {
    const Document doc = smallDocument();
    const DrawList list = buildDrawList(doc, wholeMap(doc));
    CHECK(list.hexesVisible == 30);
    CHECK(list.count(Layer::Terrain) == 30);
    CHECK(list.count(Layer::Elevation) == 0);  // every hex has a level: the levels show the ground
    // SSS prints contour lines between levels (SSS 30.21) over a plain ground: lines between
    // columns 2 and 3, no shading.
    CHECK(std::count_if(list.polygons.begin(), list.polygons.end(),
                        [](const HexPolygon& p) { return p.layer == Layer::Levels; }) == 0);
    const auto boundaries = std::count_if(list.polylines.begin(), list.polylines.end(),
                                          [](const Polyline& l) { return l.layer == Layer::Levels; });
    CHECK(boundaries >= 5);
    CHECK(boundaries <= 10);
    // pike (1 line) + creek (1 line) + slope (1 line and 3 hachures)
    CHECK(list.count(Layer::Hexsides) == 6);
    CHECK(list.count(Layer::Labels) == 30);
    CHECK(list.count(Layer::Units) == 0);
}

TEST_CASE("draw list takes terrain and hexside colours from the ruleset", "[render]") {
    const Document doc = smallDocument();
    const DrawList list = buildDrawList(doc, wholeMap(doc));
    const HexCoord woods = doc.map.grid().fromOffset({1, 1});
    const auto it = std::find_if(list.polygons.begin(), list.polygons.end(),
                                 [&](const HexPolygon& p) { return p.layer == Layer::Terrain && p.hex == woods; });
    REQUIRE(it != list.polygons.end());
    CHECK(it->fill == parseColor(doc.ruleset->findTerrain("woods")->color, {}));
    CHECK(it->fill == Rgba{0x4f, 0x8a, 0x3c, 255});
    const Rgba pike = parseColor(doc.ruleset->findHexside("pike")->color, {});
    const auto road =
        std::find_if(list.polylines.begin(), list.polylines.end(), [&](const Polyline& l) { return l.color == pike; });
    REQUIRE(road != list.polylines.end());
    // Roads run hex centre to hex centre.
    CHECK(road->points.front().x == Approx(doc.map.layout().toPoint(doc.map.grid().fromOffset({0, 2})).x));
    CHECK(road->points.back().x == Approx(doc.map.layout().toPoint(doc.map.grid().fromOffset({1, 2})).x));
}

TEST_CASE("slope hachures point to the downhill hex", "[render]") {
    const Document doc = smallDocument();
    const DrawList list = buildDrawList(doc, wholeMap(doc));
    const Rgba slope = parseColor(doc.ruleset->findHexside("minor-slope")->color, {});
    const Point low = doc.map.layout().toPoint(doc.map.grid().fromOffset({2, 0}));  // level 1
    int hachures = 0;
    for (const Polyline& l : list.polylines) {
        if (l.color != slope || l.width >= 0.06 * 100) continue;
        ++hachures;
        const auto dist = [&](Point p) { return std::hypot(p.x - low.x, p.y - low.y); };
        CHECK(dist(l.points.back()) < dist(l.points.front()));
    }
    CHECK(hachures == 3);
}

TEST_CASE("draw list culls hexes outside the visible rectangle", "[render]") {
    const Document doc = smallDocument();
    const Point c = doc.map.layout().toPoint(doc.map.grid().fromOffset({2, 2}));
    DrawOptions o;
    o.visible = {c.x - 1, c.y - 1, c.x + 1, c.y + 1};
    const DrawList one = buildDrawList(doc, o);
    CHECK(one.hexesVisible == 1);
    CHECK(one.count(Layer::Terrain) == 1);
    o.visible = {c.x + 1e6, c.y, c.x + 2e6, c.y + 1};
    CHECK(buildDrawList(doc, o).hexesVisible == 0);
    const PlaneRect all = mapBounds(doc.map);
    o.visible = {all.minX, all.minY, (all.minX + all.maxX) / 2, all.maxY};
    const DrawList half = buildDrawList(doc, o);
    CHECK(half.hexesVisible > 12);
    CHECK(half.hexesVisible < 30);
}

TEST_CASE("hidden layers emit nothing", "[render]") {
    const Document doc = smallDocument();
    DrawOptions o = wholeMap(doc);
    o.layers.set(Layer::Terrain, false);
    o.layers.set(Layer::Hexsides, false);
    const DrawList list = buildDrawList(doc, o);
    CHECK(list.count(Layer::Terrain) == 0);
    CHECK(list.count(Layer::Hexsides) == 0);
    CHECK(list.count(Layer::Labels) == 30);
    o.hexLabels = false;
    CHECK(buildDrawList(doc, o).count(Layer::Labels) == 0);
}

TEST_CASE("units, victory hexes and findings become counters and markers", "[render]") {
    Document doc = smallDocument();
    Scenario s;
    s.sides = {{"usa", "Union", {}}, {"csa", "Confederate", {}}};
    s.units = {{"u1", "Unit 1", "usa", "", "infantry", {{"strength", "5"}}},
               {"u2", "Unit 2", "csa", "", "infantry", {}}};
    const HexCoord h = doc.map.grid().fromOffset({3, 3});
    s.setup = {{"u1", h, -1, ""}, {"u2", h, -1, ""}};
    s.victoryHexes = {{"v1", doc.map.grid().fromOffset({0, 0}), "", 5, 0, 0}};
    doc.scenario = s;
    Diagnostic d;
    d.rule = "test.rule";
    d.locations = {{"unit", "u2"}, {"side", "usa"}};
    const DiagnosticList diagnostics(std::vector<Diagnostic>{d});
    DrawOptions o = wholeMap(doc);
    o.diagnostics = &diagnostics;
    const DrawList list = buildDrawList(doc, o);
    REQUIRE(list.counters.size() == 2);
    CHECK(list.counters[0].fill != list.counters[1].fill);  // sides differ
    CHECK(list.counters[0].values.find('5') != std::string::npos);
    CHECK(list.count(Layer::Victory) == 1);
    REQUIRE(list.count(Layer::Validation) == 1);  // the side has no place on the map
    CHECK(list.markers.back().centre.x == Approx(doc.map.layout().toPoint(h).x));

    // The same markers resolved beforehand draw the same, and the diagnostics are then not read.
    const std::vector<FindingMarker> resolved = findingMarkers(doc, diagnostics);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].hex == h);
    const DiagnosticList none;
    o.diagnostics = &none;
    o.findingMarkers = &resolved;
    const DrawList fromResolved = buildDrawList(doc, o);
    REQUIRE(fromResolved.count(Layer::Validation) == 1);
    CHECK(fromResolved.markers.back().centre.x == list.markers.back().centre.x);
    CHECK(fromResolved.markers.back().text == list.markers.back().text);
    CHECK(fromResolved.markers.back().shape == list.markers.back().shape);
}

TEST_CASE("findings alike at one hex draw one marker, the last of them, on top as before", "[render]") {
    Document doc = smallDocument();
    Scenario s;
    s.sides = {{"usa", "Union", {}}};
    s.units = {{"u1", "Unit 1", "usa", "", "infantry", {}}, {"u2", "Unit 2", "usa", "", "infantry", {}}};
    s.leaders = {{"meade", "Meade", "usa", "", "", {}}};
    const HexCoord leaderAt = doc.map.grid().fromOffset({3, 3});
    s.setup = {{"u1", doc.map.grid().fromOffset({0, 0}), -1, ""},
               {"u2", doc.map.grid().fromOffset({5, 4}), -1, ""},
               {"meade", leaderAt, -1, ""}};
    doc.scenario = s;
    // Two units out of the leader's command and an error at his hex between them: the leader's hex
    // has warning, error, warning; drawn as error then warning (the warning last, on top).
    const auto finding = [](Severity severity, const std::string& unit) {
        Diagnostic d;
        d.severity = severity;
        d.rule = "test.command";
        d.locations = {{"unit", unit}, {"leader", "meade"}};
        return d;
    };
    Diagnostic error;
    error.rule = "test.stack";
    error.locations = {{"leader", "meade"}};
    const DiagnosticList diagnostics(
        std::vector<Diagnostic>{finding(Severity::Warning, "u1"), error, finding(Severity::Warning, "u2")});
    DrawOptions o = wholeMap(doc);
    o.diagnostics = &diagnostics;
    const DrawList list = buildDrawList(doc, o);
    const Point at = doc.map.layout().toPoint(leaderAt);
    std::vector<MarkerShape> atLeader;
    for (const Marker& m : list.markers)
        if (m.layer == Layer::Validation && m.centre.x == Approx(at.x) && m.centre.y == Approx(at.y))
            atLeader.push_back(m.shape);
    CHECK(atLeader == std::vector<MarkerShape>{MarkerShape::Error, MarkerShape::Warning});
    CHECK(list.count(Layer::Validation) == 4);  // and one at each unit
}

TEST_CASE("colours parse from #rrggbb and fall back otherwise", "[render]") {
    CHECK(parseColor("#ff8000", {}) == Rgba{255, 128, 0, 255});
    CHECK(parseColor("#ff800080", {}) == Rgba{255, 128, 0, 128});
    CHECK(parseColor("red", Rgba{1, 2, 3, 4}) == Rgba{1, 2, 3, 4});
    CHECK(parseColor("#ff80zz", Rgba{1, 2, 3, 4}) == Rgba{1, 2, 3, 4});
}

TEST_CASE("place names and slope hachures can be left out on their own", "[render]") {
    Document doc = smallDocument();
    doc.map.setPlaceName(doc.map.grid().fromOffset({2, 2}), "Seminary");
    DrawOptions o = wholeMap(doc);
    const DrawList all = buildDrawList(doc, o);
    CHECK(all.count(Layer::Labels) == 31);
    CHECK(all.count(Layer::Hexsides) == 6);
    o.placeNames = false;
    o.slopeHachures = false;
    const DrawList fewer = buildDrawList(doc, o);
    CHECK(fewer.count(Layer::Labels) == 30);
    CHECK(fewer.count(Layer::Hexsides) == 3);  // pike, creek and the slope's own line
    o.hexLabels = false;
    o.placeNames = true;
    CHECK(buildDrawList(doc, o).count(Layer::Labels) == 1);
}

TEST_CASE("elevation shading spans the given range when one is passed", "[render]") {
    Document doc = smallDocument();
    // The shading shows the hexes without a level (a hex with one shows its level).
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) doc.map.setLevel(doc.map.grid().at(i), kNoLevel);
    const auto span = elevationSpan(doc.map);
    REQUIRE(span);
    CHECK(span->first == Approx(100));
    CHECK(span->second == Approx(129));
    DrawOptions o = wholeMap(doc);
    const DrawList own = buildDrawList(doc, o);
    o.elevationSpan = span;
    const DrawList given = buildDrawList(doc, o);
    const auto shade = [](const DrawList& l) {
        std::vector<std::uint8_t> alphas;
        for (const HexPolygon& p : l.polygons)
            if (p.layer == Layer::Elevation) alphas.push_back(p.fill.a);
        return alphas;
    };
    CHECK(shade(own) == shade(given));
    o.elevationSpan = std::make_pair(0.0f, 1000.0f);
    CHECK(shade(buildDrawList(doc, o)) != shade(own));
    CHECK_FALSE(elevationSpan(HexMap(HexGrid(GridShape{}, 2, 2), 100.0)));
}

TEST_CASE("a level ramp spans the given levels when they are passed", "[render][levels]") {
    Document doc = smallDocument();
    doc.ruleset = std::make_shared<Ruleset>(loadRuleset(testpaths::rulesets() / "hs.xml"));
    const auto span = levelSpan(doc.map);
    REQUIRE(span);
    CHECK(*span == std::make_pair(1, 2));
    DrawOptions o = wholeMap(doc);
    const auto ramp = [](const DrawList& l) {
        std::vector<Rgba> fills;
        for (const HexPolygon& p : l.polygons)
            if (p.layer == Layer::Levels) fills.push_back(p.fill);
        return fills;
    };
    const auto own = ramp(buildDrawList(doc, o));
    REQUIRE_FALSE(own.empty());
    o.levelSpan = span;
    CHECK(ramp(buildDrawList(doc, o)) == own);
    o.levelSpan = std::make_pair(0, 10);  // a piece of a larger map: its levels lie low on the ramp
    CHECK(ramp(buildDrawList(doc, o)) != own);
    CHECK_FALSE(levelSpan(HexMap(HexGrid(GridShape{}, 2, 2), 100.0)));
}

TEST_CASE("HS shades levels from the darkest green (lowest) to yellow (highest), HS 3.2a", "[render][levels]") {
    Document doc = smallDocument();
    doc.ruleset = std::make_shared<Ruleset>(loadRuleset(testpaths::rulesets() / "hs.xml"));
    const HexGrid& g = doc.map.grid();
    for (std::size_t i = 0; i < g.size(); ++i) doc.map.setLevel(g.at(i), g.offset(g.at(i)).col);  // 0..5 west to east
    const LevelStyle style = levelStyle(doc.ruleset.get());
    REQUIRE(style.kind == LevelStyle::Kind::ColorRamp);
    CHECK(style.cite == "HS 3.2a");
    const DrawList list = buildDrawList(doc, wholeMap(doc));
    const auto fillOf = [&](int col) {
        const HexCoord h = g.fromOffset({col, 2});
        const auto it = std::find_if(list.polygons.begin(), list.polygons.end(),
                                     [&](const HexPolygon& p) { return p.layer == Layer::Levels && p.hex == h; });
        REQUIRE(it != list.polygons.end());
        return it->fill;
    };
    const Rgba lowest = fillOf(0), highest = fillOf(5), middle = fillOf(3);
    CHECK(lowest.g > lowest.r);                   // green
    CHECK(lowest.r + lowest.g + lowest.b < 200);  // dark
    CHECK(highest.r > 200);                       // yellow: red and green high, blue low
    CHECK(highest.g > 200);
    CHECK(highest.b < 120);
    CHECK(middle.g > lowest.g);  // lighter as the ground rises
    // No contour lines with a ramp.
    CHECK(std::none_of(list.polylines.begin(), list.polylines.end(),
                       [](const Polyline& l) { return l.layer == Layer::Levels; }));
}

TEST_CASE("every ruleset names its level convention, rampColor spans the map's levels", "[render][levels]") {
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        INFO(id);
        const Ruleset r = loadRuleset(testpaths::rulesets() / (std::string(id) + ".xml"));
        const LevelStyle style = levelStyle(&r);
        CHECK_FALSE(style.cite.empty());
        CHECK(style.kind == (std::string(id) == "hs" || std::string(id) == "cwb" ? LevelStyle::Kind::ColorRamp
                                                                                 : LevelStyle::Kind::Contours));
    }
    LevelStyle ramp;
    ramp.kind = LevelStyle::Kind::ColorRamp;
    ramp.ramp = {Rgba{0, 0, 0, 255}, Rgba{200, 100, 0, 255}};
    CHECK(rampColor(ramp, 2, 2, 6) == Rgba{0, 0, 0, 255});
    CHECK(rampColor(ramp, 6, 2, 6) == Rgba{200, 100, 0, 255});
    CHECK(rampColor(ramp, 4, 2, 6) == Rgba{100, 50, 0, 255});
    CHECK(rampColor(ramp, 3, 3, 3) == Rgba{0, 0, 0, 255});  // one level: the low end
}

TEST_CASE("side colours come from the side, not its place in the file", "[render][sides]") {
    const Side potomac{"union", "Army of the Potomac", ""}, anv{"csa", "Army of Northern Virginia", ""};
    CHECK(sideIdentity(potomac) == SideIdentity::Union);
    CHECK(sideIdentity(anv) == SideIdentity::Confederate);
    CHECK(sideIdentity(Side{"usa", "", ""}) == SideIdentity::Union);
    CHECK(sideIdentity(Side{"reb", "Confederate States", ""}) == SideIdentity::Confederate);
    CHECK(sideIdentity(Side{"red", "Red Team", ""}) == SideIdentity::Other);
    // Listed Confederates first, the Confederates are still grey and the Union blue.
    Scenario s;
    s.sides = {anv, potomac};
    CHECK(sideColor(s, "csa") == kConfederateGrey);
    CHECK(sideColor(s, "union") == kUnionBlue);
    // A colour in the file wins.
    s.sides[0].color = "#a08050";
    CHECK(sideColor(s, "csa") == Rgba{0xa0, 0x80, 0x50, 255});
    CHECK(toHex(Rgba{0xa0, 0x80, 0x50, 255}) == "#a08050");
    CHECK(textColorOn(kUnionBlue) == Rgba{255, 255, 255, 255});
    CHECK(textColorOn(kConfederateGrey) == Rgba{0, 0, 0, 255});
}

TEST_CASE("counters are two thirds of the hex, values large, stacks stepped", "[render][counters]") {
    Document doc = smallDocument();
    Scenario s;
    s.sides = {{"csa", "Confederate", ""}, {"usa", "Union", ""}};
    s.units = {{"u1", "Unit 1", "usa", "", "infantry", {{"strength", "5"}}},
               {"u2", "Unit 2", "csa", "", "infantry", {}}};
    const HexCoord h = doc.map.grid().fromOffset({3, 3});
    s.setup = {{"u1", h, -1, ""}, {"u2", h, -1, ""}};
    doc.scenario = s;
    const DrawList list = buildDrawList(doc, wholeMap(doc));
    REQUIRE(list.counters.size() == 2);
    const double hex = doc.map.hexSizeMetres();
    CHECK(list.counters[0].size == Approx(kCounterSize * hex));
    CHECK(list.counters[0].size >= 0.6 * hex);
    CHECK(list.counters[0].valuesHeight > list.counters[0].nameHeight);
    CHECK(list.counters[0].fill == kUnionBlue);  // by side, though listed second
    CHECK(list.counters[1].fill == kConfederateGrey);
    const Point c = doc.map.layout().toPoint(h);
    CHECK(list.counters[0].centre.x == Approx(c.x));
    CHECK(list.counters[1].centre.x == Approx(stackPosition(c, 1, hex).x));
    CHECK(list.counters[1].centre.x > c.x);  // the upper piece steps right and up, the lower still shows
    CHECK(list.counters[1].centre.y > c.y);
}

TEST_CASE("a counter style made once for many areas draws the counters the builder makes itself",
          "[render][counters]") {
    Document doc = smallDocument();
    Scenario s;
    s.sides = {{"csa", "Confederate", ""}, {"usa", "Union", ""}};
    s.formations = {{"d1", "1st Division", "division", "usa", "", ""},
                    {"b1", "1st Brigade", "brigade", "usa", "d1", ""}};
    s.units = {{"u1", "Unit 1", "usa", "b1", "infantry", {{"strength", "5"}}},
               {"u2", "Unit 2", "csa", "", "infantry", {}}};
    const HexGrid& g = doc.map.grid();
    s.setup = {{"u1", g.fromOffset({1, 1}), -1, ""}, {"u2", g.fromOffset({4, 3}), -1, ""}};
    doc.scenario = s;
    const CounterStyle style(*doc.scenario, doc.ruleset.get());
    DrawOptions shared = wholeMap(doc);
    shared.counterStyle = &style;
    const DrawList own = buildDrawList(doc, wholeMap(doc)), withShared = buildDrawList(doc, shared);
    REQUIRE(own.counters.size() == 2);
    REQUIRE(withShared.counters.size() == own.counters.size());
    for (std::size_t i = 0; i < own.counters.size(); ++i) {
        CHECK(withShared.counters[i].name == own.counters[i].name);
        CHECK(withShared.counters[i].fill == own.counters[i].fill);
        CHECK(withShared.counters[i].bands == own.counters[i].bands);
        CHECK(withShared.counters[i].values == own.counters[i].values);
        CHECK(withShared.counters[i].centre.x == own.counters[i].centre.x);
    }
}

TEST_CASE(
    "a counter style finds each placed piece's record, by its index or else by a search, and knows when its "
    "scenario's lists have changed",
    "[render][counters]") {
    Document doc = smallDocument();
    Scenario s;
    s.sides = {{"csa", "Confederate", ""}, {"usa", "Union", ""}};
    s.units = {{"u1", "Unit 1", "usa", "", "infantry", {{"strength", "5"}}}};
    s.leaders = {{"l1", "Leader 1", "csa", "", "", {}}};
    doc.scenario = s;
    Scenario& scenario = *doc.scenario;
    const HexCoord hex = doc.map.grid().fromOffset({1, 1});
    const CounterStyle style(scenario, doc.ruleset.get());
    CHECK(style.counter(Placement{"u1", hex, -1, ""}, {0, 0}, 100).fill == sideColor(scenario, "usa"));
    CHECK(style.counter(Placement{"l1", hex, -1, ""}, {0, 0}, 100).fill == sideColor(scenario, "csa"));
    CHECK(style.counter(Placement{"nobody", hex, -1, ""}, {0, 0}, 100).fill == sideColor(scenario, ""));
    CHECK(style.knows("u1"));
    CHECK(style.knows("l1"));
    CHECK_FALSE(style.knows("nobody"));
    // An id changed since the style was made: the index no longer answers for it, a search does.
    scenario.units.front().id = "u1-renamed";
    CHECK_FALSE(style.knows("u1"));
    CHECK_FALSE(style.knows("u1-renamed"));
    CHECK(style.counter(Placement{"u1-renamed", hex, -1, ""}, {0, 0}, 100).fill == sideColor(scenario, "usa"));
    CHECK(style.counter(Placement{"u1", hex, -1, ""}, {0, 0}, 100).fill == sideColor(scenario, ""));
    CHECK(style.describes(scenario, doc.ruleset.get()));
    CHECK_FALSE(style.describes(scenario, nullptr));
    const Scenario copy = scenario;
    CHECK_FALSE(style.describes(copy, doc.ruleset.get()));
    scenario.units.push_back({"u2", "Unit 2", "usa", "", "infantry", {}});
    CHECK_FALSE(style.describes(scenario, doc.ruleset.get()));
}

TEST_CASE(
    "location hexes place a piece's finding at its hex, follow a move they are told of and know when the "
    "lists they index have moved",
    "[render]") {
    Document doc = smallDocument();
    Scenario s;
    s.sides = {{"usa", "Union", ""}};
    s.units = {{"u1", "Unit 1", "usa", "", "infantry", {}}};
    const HexCoord hex = doc.map.grid().fromOffset({2, 3});
    s.setup = {{"u1", hex, -1, ""}};
    doc.scenario = s;
    LocationHexes hexOf(doc);
    Diagnostic finding;
    finding.locations = {{"unit", "u1"}, {"side", "usa"}};
    CHECK(hexOf.markersOf(finding) == std::vector<HexCoord>{hex});
    CHECK(hexOf.indexes(doc));
    // A move, told: followed without indexing the set-up again.
    const HexCoord to = doc.map.grid().fromOffset({4, 1});
    doc.scenario->setup.front().hex = to;
    CHECK(hexOf.markersOf(finding) == std::vector<HexCoord>{hex});
    hexOf.placed({"u1"});
    CHECK(hexOf.markersOf(finding) == std::vector<HexCoord>{to});
    doc.scenario->setup.clear();  // taken off the map
    hexOf.placed({"u1"});
    CHECK(hexOf.markersOf(finding).empty());
    CHECK(hexOf.indexes(doc));
    const Document other = doc;
    CHECK_FALSE(hexOf.indexes(other));
    doc.scenario->victoryHexes.push_back({"v1", hex, "", 1, 0, 0});
    CHECK_FALSE(hexOf.indexes(doc));
}

TEST_CASE("pieces and findings filed by hex draw the same counters and markers, in the same order, in any area",
          "[render][counters]") {
    Document doc;
    doc.ruleset = std::make_shared<Ruleset>(loadRuleset(testpaths::rulesets() / "sss.xml"));
    doc.map = HexMap(HexGrid(GridShape{}, 24, 18), 100.0);
    const HexGrid& g = doc.map.grid();
    std::mt19937 rng(1863);
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    // Some hexes off the map: a set-up may name one (the validator says so); it is never drawn.
    const auto anyHex = [&] { return g.fromOffset({pick(26) - 1, pick(20) - 1}); };
    Scenario s;
    s.sides = {{"usa", "Union", ""}, {"csa", "Confederate", ""}};
    std::vector<FindingMarker> markers;
    const Severity severities[] = {Severity::Error, Severity::Warning, Severity::Info};
    for (int i = 0; i < 300; ++i) {
        const std::string id = "u" + std::to_string(i);
        s.units.push_back({id, id, i % 2 ? "usa" : "csa", "", "infantry", {}});
        // Stacks: often onto a hex already taken.
        const HexCoord at = i > 0 && pick(3) == 0 ? s.setup[static_cast<std::size_t>(pick(i))].hex : anyHex();
        s.setup.push_back({id, at, -1, ""});
        markers.push_back({pick(2) ? at : anyHex(), severities[pick(3)], "test.rule"});
    }
    doc.scenario = s;
    const DrawIndex index = makeDrawIndex(doc, &markers);
    const PlaneRect whole = mapBounds(doc.map);
    int drawn = 0;
    for (int area = 0; area < 200; ++area) {
        DrawOptions o;
        const double w = whole.maxX - whole.minX, h = whole.maxY - whole.minY;
        const double x = whole.minX - 50 + std::uniform_real_distribution<double>(0, w)(rng);
        const double y = whole.minY - 50 + std::uniform_real_distribution<double>(0, h)(rng);
        const double size = std::uniform_real_distribution<double>(10, area % 10 == 0 ? 3 * w : w / 4)(rng);
        o.visible = {x, y, x + size, y + size * 0.7};
        o.findingMarkers = &markers;
        const DrawList scanned = buildDrawList(doc, o);
        o.index = &index;
        const DrawList filed = buildDrawList(doc, o);
        INFO("area " << area);
        REQUIRE(filed.counters.size() == scanned.counters.size());
        for (std::size_t i = 0; i < scanned.counters.size(); ++i) {
            CHECK(filed.counters[i].name == scanned.counters[i].name);
            CHECK(filed.counters[i].centre.x == scanned.counters[i].centre.x);
            CHECK(filed.counters[i].centre.y == scanned.counters[i].centre.y);
        }
        REQUIRE(filed.markers.size() == scanned.markers.size());
        for (std::size_t i = 0; i < scanned.markers.size(); ++i) {
            CHECK(filed.markers[i].shape == scanned.markers[i].shape);
            CHECK(filed.markers[i].centre.x == scanned.markers[i].centre.x);
            CHECK(filed.markers[i].centre.y == scanned.markers[i].centre.y);
        }
        drawn += !scanned.counters.empty() && !scanned.markers.empty();
    }
    CHECK(drawn > 100);
}
