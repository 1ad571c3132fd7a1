// `ridgeline new`, `ridgeline import-dem` and the studio's File > New build a ruleset's grid with
// one builder (engine::rulesetGrid): the same shape, numbering and sheet names for every ruleset.
#include "editor/document/studio_document.hpp"
#include "engine/io/map_file.hpp"
#include "tests/cli/cli_runner.hpp"
#include "tests/editor/studio_fixture.hpp"

#include <catch2/catch.hpp>

using clitest::quote;
using clitest::run;

TEST_CASE("new, import-dem and the studio's New build the same grid for each ruleset", "[studio][document][grid]") {
    clitest::TempDir dir;
    const std::string dem = dir.file("field.tif");
    const auto terrain = run("make-terrain --seed 3 --size 600x600 --pixel 10m -o " + quote(dem));
    INFO(terrain.out);
    REQUIRE(terrain.exitCode == 0);
    // 20 x 16 hexes: SSS's 2 x 2 sheets divide it; the grid's top-left hex well inside the raster
    // (which covers 305000-311000 E, 4409000-4415000 N).
    const std::string grid = " --grid 20x16";
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        INFO(id);
        const std::string made = dir.file(std::string(id) + "-new.rlmap");
        const std::string imported = dir.file(std::string(id) + "-dem.rlmap");
        const auto n = run("new --ruleset " + std::string(id) + grid + " -o " + quote(made));
        INFO(n.out);
        REQUIRE(n.exitCode == 0);
        const auto d = run("import-dem " + quote(dem) + " -q --ruleset " + id + grid +
                           " --grid-origin 305500,4414500 --interval 20ft -o " + quote(imported));
        INFO(d.out);
        REQUIRE(d.exitCode == 0);
        const auto studio = editor::StudioDocument::create(studiotest::rulesets().resolve(id), 20, 16);

        const engine::HexGrid& fromStudio = studio->doc().map.grid();
        const engine::HexGrid fromNew = engine::loadMap(made).grid();
        const engine::HexGrid fromImport = engine::loadMap(imported).grid();
        CHECK(fromNew == fromStudio);
        CHECK(fromImport == fromStudio);
        CHECK(fromNew.sections().names == fromStudio.sections().names);
        CHECK(fromImport.sections().names == fromStudio.sections().names);
        for (const engine::HexGrid* g : {&fromNew, &fromImport})
            CHECK(g->label(g->at(g->size() - 1)) == fromStudio.label(fromStudio.at(fromStudio.size() - 1)));
    }
}

TEST_CASE("new and import-dem letter other sheet layouts alike", "[studio][document][grid]") {
    clitest::TempDir dir;
    const std::string dem = dir.file("field.tif");
    REQUIRE(run("make-terrain --seed 3 --size 600x600 --pixel 10m -o " + quote(dem)).exitCode == 0);
    const std::string options = " --ruleset cwb --grid 20x16 --sections 2x2";
    REQUIRE(run("new" + options + " -o " + quote(dir.file("new.rlmap"))).exitCode == 0);
    REQUIRE(run("import-dem " + quote(dem) + " -q" + options + " --grid-origin 305500,4414500 --interval 20ft -o " +
                quote(dir.file("dem.rlmap")))
                .exitCode == 0);
    const engine::HexGrid fromNew = engine::loadMap(dir.file("new.rlmap")).grid();
    CHECK(fromNew.sections().names == std::vector<std::string>{"A", "C", "B", "D"});  // down each column
    CHECK(engine::loadMap(dir.file("dem.rlmap")).grid() == fromNew);
}
