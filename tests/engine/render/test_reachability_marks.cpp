// The Reachability layer: each side's earliest turn at each hex of the table, over its classes, as
// a badge in the side's colour ("-" when it does not arrive), and the chosen arrival's path.
#include "engine/render/draw_list_builder.hpp"
#include "engine/render/legend.hpp"
#include "engine/render/reachability_marks.hpp"
#include "engine/render/side_colors.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace engine;

namespace {

Document twoSides() {
    Document doc;
    doc.map = HexMap(HexGrid(GridShape{}, 6, 5), 100.0);
    doc.scenario.emplace();
    doc.scenario->sides = {{"union", "Union", ""}, {"csa", "Confederate", ""}};
    return doc;
}

ClassArrival arrival(const std::string& side, const std::string& cls, bool reached, int turn) {
    ClassArrival a;
    a.side = side;
    a.unitClass = cls;
    a.reached = reached;
    a.turn = turn;
    return a;
}

}  // namespace

TEST_CASE("reachability marks: the earliest turn per side over its classes, badges and the path drawn",
          "[render][reachability]") {
    Document doc = twoSides();
    const HexGrid& g = doc.map.grid();
    ReachabilityTable table;
    ObjectiveReach objective{g.fromOffset({2, 2}), "v1", "", {}};
    objective.arrivals = {arrival("union", "cavalry", true, 3), arrival("union", "infantry", true, 2),
                          arrival("union", "artillery", false, 0), arrival("csa", "infantry", false, 0)};
    table.objectives.push_back(objective);
    ReachMarks marks = reachMarks(table, *doc.scenario);
    REQUIRE(marks.objectives.size() == 1);
    REQUIRE(marks.objectives[0].sides.size() == 2);
    CHECK(marks.objectives[0].sides[0].side == "union");
    CHECK(marks.objectives[0].sides[0].turn == 2);
    CHECK(marks.objectives[0].sides[1].side == "csa");
    CHECK_FALSE(marks.objectives[0].sides[1].turn);

    marks.path = {g.fromOffset({0, 2}), g.fromOffset({1, 2}), g.fromOffset({2, 2})};
    marks.pathSide = "union";
    DrawOptions o;
    o.visible = mapBounds(doc.map);
    o.reachability = &marks;
    const DrawList list = buildDrawList(doc, o);
    CHECK(list.count(Layer::Reachability) == 5);  // two badges and their texts, one path
    std::vector<std::string> texts;
    for (const TextLabel& t : list.texts)
        if (t.layer == Layer::Reachability) {
            texts.push_back(t.text);
            CHECK(t.color == sideColor(*doc.scenario, t.text == "2" ? "union" : "csa"));
        }
    CHECK(texts == std::vector<std::string>{"2", "-"});
    const auto path = std::find_if(list.polylines.begin(), list.polylines.end(),
                                   [](const Polyline& p) { return p.layer == Layer::Reachability; });
    REQUIRE(path != list.polylines.end());
    CHECK(path->points.size() == 3);
    CHECK(path->color == sideColor(*doc.scenario, "union"));

    o.layers.set(Layer::Reachability, false);
    CHECK(buildDrawList(doc, o).count(Layer::Reachability) == 0);
    o.layers.set(Layer::Reachability, true);
    o.visible = hexBounds(doc.map.layout(), g.fromOffset({5, 0}));  // far from the objective and the path
    CHECK(buildDrawList(doc, o).count(Layer::Reachability) == 0);

    const auto legend = buildLegend(doc, {false, true});
    CHECK(std::count_if(legend.begin(), legend.end(),
                        [](const LegendEntry& e) { return e.section == "Reachability"; }) == 2);
}
