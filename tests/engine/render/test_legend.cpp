#include "engine/io/document_file.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/render/legend.hpp"
#include "engine/render/side_colors.hpp"

#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace engine;

namespace {

std::size_t countIn(const std::vector<LegendEntry>& legend, const std::string& section) {
    return static_cast<std::size_t>(
        std::count_if(legend.begin(), legend.end(), [&](const LegendEntry& e) { return e.section == section; }));
}

}  // namespace

TEST_CASE("the legend names every terrain, hexside feature, marker and side, drawn as the map draws them",
          "[render][legend]") {
    RulesetLibrary rulesets;
    rulesets.addSearchDir(testpaths::rulesets());
    const Document doc = loadDocument(testpaths::source() / "samples" / "hs-devils-den" / "scenario.rlscn", rulesets);
    const std::vector<LegendEntry> legend = buildLegend(doc);
    CHECK(countIn(legend, "Terrain") == doc.ruleset->terrain.size());
    CHECK(countIn(legend, "Hexsides") == doc.ruleset->hexsides.size());
    CHECK(countIn(legend, "Markers") == 5);
    CHECK(countIn(legend, "Elevation") == 1);
    REQUIRE(countIn(legend, "Sides") == doc.scenario->sides.size());
    // HS shades its levels (HS 3.2a): the first level entry is the lowest, the last the highest.
    const auto firstLevel = std::find_if(legend.begin(), legend.end(), [](auto& e) { return e.section == "Levels"; });
    REQUIRE(firstLevel != legend.end());
    CHECK(firstLevel->cite == "HS 3.2a");
    CHECK(firstLevel->label.find("lowest") != std::string::npos);
    for (const LegendEntry& e : legend) {
        INFO(e.section << ": " << e.label);
        CHECK_FALSE(e.label.empty());
        CHECK(e.sample.polygons.size() + e.sample.polylines.size() + e.sample.markers.size() +
                  e.sample.counters.size() >
              0);
        if (e.section != "Sides") continue;
        CHECK(e.sample.counters.front().fill == sideColor(*doc.scenario, e.sideId));
    }
}

TEST_CASE("an SSS legend shows contour lines for its levels", "[render][legend]") {
    RulesetLibrary rulesets;
    rulesets.addSearchDir(testpaths::rulesets());
    const Document doc =
        loadDocument(testpaths::source() / "samples" / "sss-mcpherson-ridge" / "scenario.rlscn", rulesets);
    const std::vector<LegendEntry> legend = buildLegend(doc);
    REQUIRE(countIn(legend, "Levels") == 1);
    const auto level = std::find_if(legend.begin(), legend.end(), [](auto& e) { return e.section == "Levels"; });
    CHECK(level->sample.polylines.size() == 1);
    CHECK(level->cite == "SSS 30.21");
}
