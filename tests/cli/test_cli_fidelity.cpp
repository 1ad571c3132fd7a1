// fidelity through the real binary: a synthetic battlefield imported, then measured against its
// own raster, as text and JSON; bad options and files refused with exit 2.
#include "cli_runner.hpp"

#include <catch2/catch.hpp>

using clitest::quote;
using clitest::run;

TEST_CASE("fidelity measures a map against its raster", "[cli][fidelity]") {
    clitest::TempDir dir;
    const auto dem = dir.file("field.tif"), map = dir.file("field.rlmap");
    REQUIRE(run("make-terrain --seed 1 --size 500x500 --pixel 10m -o " + quote(dem)).exitCode == 0);
    REQUIRE(run("import-dem " + quote(dem) + " --ruleset sss -q -o " + quote(map)).exitCode == 0);

    const auto text = run("fidelity " + quote(map) + " " + quote(dem) + " --pairs 200 --range 2-8 --top 3");
    INFO(text.out);
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find("sss: ") == 0);
    CHECK(text.out.find("of 200 pairs agree with the ground (2-8 hexes, eye 2m, seed 1, clear terrain)") !=
          std::string::npos);
    CHECK(text.out.find("ground hidden") != std::string::npos);
    CHECK(text.out.find("by distance:  2-3: ") != std::string::npos);
    // The same seed gives the same report, byte for byte.
    CHECK(run("fidelity " + quote(map) + " " + quote(dem) + " --pairs 200 --range 2-8 --top 3").out == text.out);

    const auto json = run("fidelity " + quote(map) + " " + quote(dem) + " --pairs 100 --eye 6ft --format json");
    INFO(json.out);
    REQUIRE(json.exitCode == 0);
    CHECK(json.out.find("\"pairs\": 100") != std::string::npos);
    CHECK(json.out.find("\"ground_hidden\"") != std::string::npos);
    CHECK(json.out.find("\"eye_metres\": 1.8288") != std::string::npos);
}

TEST_CASE("fidelity refuses bad options and files with exit 2", "[cli][fidelity]") {
    clitest::TempDir dir;
    const auto dem = dir.file("field.tif"), map = dir.file("field.rlmap");
    REQUIRE(run("make-terrain --seed 1 --size 300x300 --pixel 10m -o " + quote(dem)).exitCode == 0);
    REQUIRE(run("import-dem " + quote(dem) + " --ruleset hs --interval 20ft -q -o " + quote(map)).exitCode == 0);
    for (const char* bad : {" --range 5-2", " --range x", " --pairs 0", " --eye tall", " --format xml"}) {
        const auto r = run("fidelity " + quote(map) + " " + quote(dem) + bad);
        INFO(bad << ": " << r.out);
        CHECK(r.exitCode == 2);
    }
    const auto missing = run("fidelity " + quote(map) + " " + quote(dir.file("none.tif")));
    INFO(missing.out);
    CHECK(missing.exitCode == 2);
    CHECK(missing.out.find("none.tif") != std::string::npos);
}

TEST_CASE("import-dem --report-fidelity prints the figure after the import", "[cli][fidelity][import-dem]") {
    clitest::TempDir dir;
    const auto dem = dir.file("field.tif"), map = dir.file("field.rlmap");
    REQUIRE(run("make-terrain --seed 1 --size 400x400 --pixel 10m -o " + quote(dem)).exitCode == 0);
    const auto r = run("import-dem " + quote(dem) + " --ruleset lfm -q --report-fidelity -o " + quote(map));
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("fidelity lfm: ") == 0);
    CHECK(r.out.find(" of 2000 pairs agree with the ground (2-15 hexes") != std::string::npos);
    // The figure is the one 'fidelity' gives with its defaults.
    const auto measured = run("fidelity " + quote(map) + " " + quote(dem));
    CHECK(r.out.substr(9, r.out.find('\n') - 9) == measured.out.substr(0, measured.out.find('\n')));
}
