// A blank map with a base terrain: every hex has it, so the map does not start with every hex in
// error (map.no_terrain); a terrain the ruleset does not know is refused by name.
#include "engine/authoring/new_scenario.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/validation/validator.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

namespace {

engine::RulesetLibrary library() {
    engine::RulesetLibrary rulesets;
    rulesets.addSearchDir(testpaths::source() / "templates" / "rulesets");
    return rulesets;
}

}  // namespace

TEST_CASE("blank map: a base terrain fills every hex and leaves no hex without terrain", "[authoring][new]") {
    engine::RulesetLibrary rulesets = library();
    engine::Document doc;
    doc.ruleset = rulesets.resolve("hs");
    engine::BlankMapSpec spec;
    spec.columns = 12;
    spec.rows = 9;
    spec.baseTerrain = "clear";
    doc.map = engine::blankMap(*doc.ruleset, spec);
    const engine::HexGrid& grid = doc.map.grid();
    REQUIRE(grid.size() == 12u * 9u);
    for (std::size_t i = 0; i < grid.size(); ++i) CHECK(doc.map.terrain(grid.at(i)) == "clear");
    engine::Validator validator;
    validator.validate(doc);
    const auto& found = validator.diagnostics();
    CHECK(std::none_of(found.begin(), found.end(),
                       [](const engine::Diagnostic& d) { return d.rule == "map.no_terrain"; }));

    spec.baseTerrain.clear();
    const engine::HexMap bare = engine::blankMap(*doc.ruleset, spec);
    CHECK(bare.terrain(grid.at(0)).empty());  // without one, as before: the designer paints it
}

TEST_CASE("blank map: a base terrain the ruleset lacks is refused, naming it and the ruleset", "[authoring][new]") {
    engine::RulesetLibrary rulesets = library();
    const auto ruleset = rulesets.resolve("sss");
    engine::BlankMapSpec spec;
    spec.columns = 4;
    spec.rows = 4;
    spec.baseTerrain = "lava";
    CHECK_THROWS_WITH(engine::blankMap(*ruleset, spec), Catch::Contains("lava") && Catch::Contains("sss"));
}
