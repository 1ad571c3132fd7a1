// The canvas editing tools driven through their tool API, as the canvas drives them: flood fill,
// hexside runs dragged along hex edges, roads dragged hex to hex, victory and entry hexes. Each
// gesture must be one undo step that undo takes back byte for byte.
#include "tests/editor/studio_fixture.hpp"

#include "editor/tools/entry_hex_tool.hpp"
#include "editor/tools/flood_fill_tool.hpp"
#include "editor/tools/hex_edge_path.hpp"
#include "editor/tools/hexside_feature_tool.hpp"
#include "editor/tools/road_tool.hpp"
#include "editor/tools/victory_hex_tool.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/model/find_by_id.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace editor;

namespace {

using studiotest::Studio;

// The two corners of a hexside: its owner's corners nearest the hexside's midpoint.
std::pair<engine::Point, engine::Point> cornersOf(const engine::HexLayout& layout, engine::HexsideId s) {
    const engine::Point m = layout.hexsideMidpoint(s.owner, s.dir);
    auto c = layout.corners(s.owner);
    std::sort(c.begin(), c.end(), [m](engine::Point p, engine::Point q) {
        return std::hypot(p.x - m.x, p.y - m.y) < std::hypot(q.x - m.x, q.y - m.y);
    });
    return {c[0], c[1]};
}

bool samePoint(engine::Point a, engine::Point b, double size) { return std::hypot(a.x - b.x, a.y - b.y) < 1e-6 * size; }

}  // namespace

TEST_CASE("flood fill paints exactly the connected same-terrain region, one undo step", "[studio][tools]") {
    Studio s("flood-fill");
    const engine::HexMap before = s.doc().map;
    const engine::HexCoord start = s.hex("A0101");
    const std::string old(before.terrain(start));
    REQUIRE(s.frame->runAction("tools.flood-fill"));
    CHECK(s.frame->currentTool() == "flood-fill");
    s.frame->tool<FloodFillTool>().setTerrain("marsh");
    REQUIRE(old != "marsh");
    s.frame->tool<FloodFillTool>().onMouseDown(s.at(start));
    s.frame->tool<FloodFillTool>().onMouseUp(s.at(start));

    const std::vector<engine::HexCoord> region = sameTerrainRegion(before, start);
    const std::set<engine::HexCoord> inRegion(region.begin(), region.end());
    CHECK(region.size() > 1);
    const engine::HexGrid& grid = before.grid();
    std::size_t painted = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const engine::HexCoord h = grid.at(i);
        if (inRegion.count(h)) {
            CHECK(s.doc().map.terrain(h) == "marsh");
            ++painted;
            // The region stops only at other terrain or the map's edge.
            for (const engine::HexCoord n : engine::neighbors(h))
                if (before.contains(n) && !inRegion.count(n)) CHECK(before.terrain(n) != old);
        } else {
            CHECK(s.doc().map.terrain(h) == before.terrain(h));
        }
    }
    CHECK(painted == region.size());
    CHECK(s.frame->document()->stack().size() == 1);
    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(s.mapText() == engine::writeMap(before));
}

TEST_CASE("hexside tool: a drag draws the feature along a connected run of hex edges, one undo step",
          "[studio][tools]") {
    Studio s("hexside-run", "map.rlmap");
    const std::string before = s.mapText();
    const engine::HexLayout layout = s.doc().map.layout();
    const double size = s.doc().map.hexSizeMetres();
    REQUIRE(s.frame->runAction("tools.hexside-feature"));
    s.frame->tool<HexsideFeatureTool>().setFeature("major-creek");
    // From a corner of C0205 to a corner of C0608: a long diagonal drag, sampled coarsely.
    const engine::Point from = layout.corners(s.hex("C0205"))[2];
    const engine::Point to = layout.corners(s.hex("C0608"))[5];
    s.frame->tool<HexsideFeatureTool>().onMouseDown(s.at(from));
    for (int i = 1; i <= 4; ++i) {
        const double t = i / 4.0;
        s.frame->tool<HexsideFeatureTool>().onMouseMove(
            s.at(engine::Point{from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t}));
    }
    s.frame->tool<HexsideFeatureTool>().onMouseUp(s.at(to));
    CHECK(s.frame->document()->stack().size() == 1);
    CHECK(s.frame->document()->stack().undoLabel() == "Draw Major Creek");

    // The creek hexsides drawn: a chain of hex edges joining the start corner to the end corner,
    // no longer than a walk that gets closer at every edge, and no creek anywhere else.
    std::vector<engine::HexsideId> drawn;
    const engine::HexGrid& grid = s.doc().map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i)
        for (const engine::HexsideId& side : engine::hexsidesOf(grid.at(i)))
            if ((side.owner == grid.at(i) || !s.doc().map.contains(side.owner)) &&
                s.doc().map.hasHexsideFeature(side, "major-creek"))
                drawn.push_back(side);
    const double length = std::hypot(to.x - from.x, to.y - from.y);
    CHECK(drawn.size() >= static_cast<std::size_t>(length / layout.circumradius()));
    CHECK(static_cast<double>(drawn.size()) <= 2 * length / layout.circumradius() + 4);
    std::vector<engine::Point> reached{from};
    std::vector<bool> used(drawn.size(), false);
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t i = 0; i < drawn.size(); ++i) {
            if (used[i]) continue;
            const auto [a, b] = cornersOf(layout, drawn[i]);
            for (const engine::Point p : std::vector<engine::Point>(reached)) {
                if (!samePoint(p, a, size) && !samePoint(p, b, size)) continue;
                reached.push_back(samePoint(p, a, size) ? b : a);
                used[i] = grew = true;
                break;
            }
        }
    }
    CHECK(std::all_of(used.begin(), used.end(), [](bool u) { return u; }));  // one connected run
    CHECK(std::any_of(reached.begin(), reached.end(), [&](engine::Point p) { return samePoint(p, to, size); }));
    // edgePath is what the tool walks between two mouse samples: corner to corner.
    const std::vector<engine::HexsideId> direct = edgePath(layout, from, to);
    engine::Point at = from;
    for (const engine::HexsideId& side : direct) {
        const auto [a, b] = cornersOf(layout, side);
        REQUIRE((samePoint(a, at, size) || samePoint(b, at, size)));
        at = samePoint(a, at, size) ? b : a;
    }
    CHECK(samePoint(at, to, size));

    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(s.mapText() == before);
}

TEST_CASE("hexside tool: a small wobble on a click is a click, not a run", "[studio][tools]") {
    Studio s("hexside-click", "map.rlmap");
    const engine::HexMap& map = s.doc().map;
    const engine::HexCoord h = s.hex("A0404");
    const engine::HexsideId side = engine::hexsideOf(h, 0);
    const engine::Point mid = map.layout().hexsideMidpoint(h, 0);
    s.frame->setTool("hexside-feature");
    s.frame->tool<HexsideFeatureTool>().setFeature("minor-creek");
    const bool before = map.hasHexsideFeature(side, "minor-creek");
    s.frame->tool<HexsideFeatureTool>().onMouseDown(s.at(mid));
    s.frame->tool<HexsideFeatureTool>().onMouseMove(s.at(engine::Point{mid.x + 0.05 * map.hexSizeMetres(), mid.y}));
    s.frame->tool<HexsideFeatureTool>().onMouseUp(s.at(engine::Point{mid.x + 0.05 * map.hexSizeMetres(), mid.y}));
    CHECK(map.hasHexsideFeature(side, "minor-creek") != before);
    CHECK(s.frame->document()->stack().size() == 1);
    CHECK(s.frame->document()->stack().undoLabel() == "Toggle Minor Creek");
}

TEST_CASE("road tool: a fast drag leaves a road with no gaps between consecutive hexes", "[studio][tools]") {
    Studio s("road", "map.rlmap");
    const std::string before = s.mapText();
    REQUIRE(s.frame->runAction("tools.road"));
    CHECK(s.frame->tool<RoadTool>().feature() == "pike");  // the first road kind of SSS
    s.frame->tool<RoadTool>().setFeature("trail");
    const engine::HexCoord a = s.hex("A0202"), b = s.hex("A0907"), c = s.hex("C0303");
    // Two mouse samples only: the tool must fill the gaps along the hex line.
    s.frame->tool<RoadTool>().onMouseDown(s.at(a));
    s.frame->tool<RoadTool>().onMouseMove(s.at(b));
    s.frame->tool<RoadTool>().onMouseUp(s.at(c));
    CHECK(s.frame->document()->stack().size() == 1);

    // Walking the trail from a reaches b and then c.
    std::set<engine::HexCoord> reached{a};
    std::vector<engine::HexCoord> frontier{a};
    while (!frontier.empty()) {
        const engine::HexCoord h = frontier.back();
        frontier.pop_back();
        for (int dir = 0; dir < 6; ++dir)
            if (s.doc().map.hasHexsideFeature(engine::hexsideOf(h, dir), "trail") &&
                reached.insert(engine::neighbor(h, dir)).second)
                frontier.push_back(engine::neighbor(h, dir));
    }
    CHECK(reached.count(b) == 1);
    CHECK(reached.count(c) == 1);
    for (const auto& [p, q] : {std::pair{a, b}, std::pair{b, c}}) {
        const std::vector<engine::HexCoord> chain = hexChain(p, q);
        CHECK(chain.size() == static_cast<std::size_t>(engine::hexDistance(p, q)) + 1);
        for (std::size_t i = 1; i < chain.size(); ++i) CHECK(engine::hexDistance(chain[i - 1], chain[i]) == 1);
    }
    // The shortest way: one trail hexside per hex step.
    const std::size_t steps = static_cast<std::size_t>(engine::hexDistance(a, b) + engine::hexDistance(b, c));
    CHECK(reached.size() == steps + 1);

    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(s.mapText() == before);
}

TEST_CASE("victory hex tool: a click adds a victory hex with the scenario's defaults, a second removes it",
          "[studio][tools]") {
    Studio s("victory");
    REQUIRE(s.frame->runAction("tools.victory-hex"));
    const engine::HexCoord h = s.hex("B0504"), g = s.hex("B0606");
    s.frame->tool<VictoryHexTool>().onMouseDown(s.at(h));
    REQUIRE(s.doc().scenario->victoryHexes.size() == 1);
    CHECK(s.doc().scenario->victoryHexes.front().hex == h);
    CHECK(s.doc().scenario->victoryHexes.front().vp == 1);
    // Later ones take the points and side of the last one.
    engine::VictoryHex edited = s.doc().scenario->victoryHexes.front();
    edited.vp = 3;
    edited.side = "union";
    s.frame->document()->apply(engine::ReplaceVictoryHexCommand::make(s.doc(), edited.id, edited));
    s.frame->tool<VictoryHexTool>().onMouseDown(s.at(g));
    REQUIRE(s.doc().scenario->victoryHexes.size() == 2);
    CHECK(s.doc().scenario->victoryHexes.back().vp == 3);
    CHECK(s.doc().scenario->victoryHexes.back().side == "union");
    CHECK(s.doc().scenario->victoryHexes.back().id != s.doc().scenario->victoryHexes.front().id);
    s.frame->tool<VictoryHexTool>().onMouseDown(s.at(h));
    REQUIRE(s.doc().scenario->victoryHexes.size() == 1);
    CHECK(s.doc().scenario->victoryHexes.front().hex == g);
    CHECK(s.frame->document()->stack().size() == 4);
    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(s.doc().scenario->victoryHexes.size() == 2);
}

TEST_CASE("entry hex tool: a click adds the hex to the selected entry area or removes it", "[studio][tools]") {
    Studio s("entry");
    REQUIRE(s.frame->runAction("tools.entry-hex"));
    CHECK(s.frame->tool<EntryHexTool>().area() == "chambersburg-pike-west");
    const auto area = [&]() -> const std::vector<engine::HexCoord>& {
        return engine::findById(s.doc().scenario->entryAreas, "chambersburg-pike-west")->hexes;
    };
    const std::vector<engine::HexCoord> before = area();
    s.frame->tool<EntryHexTool>().onMouseDown(s.at(s.hex("A0109")));
    CHECK(area().size() == before.size() + 1);
    CHECK(std::count(area().begin(), area().end(), s.hex("A0109")) == 1);
    s.frame->tool<EntryHexTool>().onMouseDown(s.at(s.hex("A0107")));
    CHECK(std::count(area().begin(), area().end(), s.hex("A0107")) == 0);
    CHECK(s.frame->document()->stack().size() == 2);
    REQUIRE(s.frame->runAction("edit.undo"));
    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(area() == before);
}
