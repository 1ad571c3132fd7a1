// import-dem and make-terrain through the real binary: a synthetic battlefield made, imported,
// and bad input refused with exit 2 and no output file.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

using clitest::quote;
using clitest::run;
using clitest::slurp;

TEST_CASE("make-terrain is deterministic for a seed", "[cli][import-dem]") {
    clitest::TempDir dir;
    const auto a = dir.file("a.tif"), b = dir.file("b.tif"), c = dir.file("c.tif");
    REQUIRE(run("make-terrain --seed 3 --size 300x200 --pixel 10m -o " + quote(a)).exitCode == 0);
    REQUIRE(run("make-terrain --seed 3 --size 300x200 --pixel 10m -o " + quote(b)).exitCode == 0);
    REQUIRE(run("make-terrain --seed 4 --size 300x200 --pixel 10m -o " + quote(c)).exitCode == 0);
    CHECK(slurp(a) == slurp(b));
    CHECK(slurp(a) != slurp(c));
    CHECK(run("make-terrain --size 0x3 -o " + quote(dir.file("x.tif"))).exitCode == 2);
    CHECK_FALSE(std::filesystem::exists(dir.file("x.tif")));
}

TEST_CASE("import-dem turns the battlefield into a map with levels and slope hexsides", "[cli][import-dem]") {
    clitest::TempDir dir;
    const auto dem = dir.file("field.tif"), map = dir.file("field.rlmap");
    REQUIRE(run("make-terrain --seed 1 --size 600x600 --pixel 10m -o " + quote(dem)).exitCode == 0);
    const auto r = run("import-dem " + quote(dem) + " --ruleset sss -o " + quote(map));
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("grid CRS EPSG:32618") != std::string::npos);
    CHECK(r.out.find("minor-slope") != std::string::npos);
    // SSS marks brows Minor Slopes by default, saying where that came from.
    CHECK_THAT(r.out, Catch::Contains("slopes brows: ") && Catch::Contains("derivation brow-slope"));
    CHECK(r.out.find("[") == r.out.find("[SSS"));  // no progress bar when not on a terminal
    const auto info = run("info " + quote(map));
    INFO(info.out);
    CHECK(info.exitCode == 0);
    const auto dump = run("dump " + quote(map) + " --what hexsides");
    CHECK(dump.out.find("slope") != std::string::npos);

    const auto hs = run("import-dem " + quote(dem) +
                        " --ruleset hs --hex-size 150yd --interval 10ft --sampling mean -q -o " + quote(map));
    INFO(hs.out);
    CHECK(hs.exitCode == 0);
    CHECK(hs.out.empty());
    const auto lfm = run("import-dem " + quote(dem) + " --ruleset lfm --slopes gradient -o " + quote(map));
    INFO(lfm.out);
    CHECK(lfm.exitCode == 0);
    CHECK_THAT(lfm.out, Catch::Contains("ridges brows: ") && Catch::Contains("derivation ridge-levels") &&
                            Catch::Contains("slopes gradient: 0 brow hexsides marked (slopes gradient given"));
}

TEST_CASE("import-dem refuses bad input with exit 2 and writes nothing", "[cli][import-dem]") {
    clitest::TempDir dir;
    const auto dem = dir.file("field.tif"), out = dir.file("out.rlmap");
    REQUIRE(run("make-terrain --seed 2 --size 300x300 -o " + quote(dem)).exitCode == 0);

    std::filesystem::copy_file(dem, dir.file("cut.tif"));
    std::filesystem::resize_file(dir.file("cut.tif"), std::filesystem::file_size(dem) / 3);
    std::ofstream(dir.file("junk.tif")) << "not a raster";
    for (const std::string& args :
         {quote(dir.file("cut.tif")) + " --ruleset sss", quote(dir.file("junk.tif")) + " --ruleset sss",
          quote(dir.file("missing.tif")) + " --ruleset sss", quote(dem) + " --ruleset sss --bbox 0,0,10,10",
          quote(dem) + " --ruleset sss --crs EPSG:4326", quote(dem) + " --ruleset sss --sampling mode",
          quote(dem) + " --ruleset sss --bbox 1,2,3", quote(dem) + " --ruleset sss --terrain jungle",
          quote(dem) + " --ruleset sss --datum sea-level --base 100m", quote(dem) + " --ruleset sss --datum sea",
          quote(dem) + " --ruleset sss --ridges on", quote(dem) + " --ruleset sss --slopes steep"}) {
        const auto r = run("import-dem " + args + " -o " + quote(out));
        INFO(args << "\n" << r.out);
        CHECK(r.exitCode == 2);
        CHECK_FALSE(r.out.empty());
        CHECK_FALSE(std::filesystem::exists(out));
    }
    const auto named = run("import-dem " + quote(dir.file("junk.tif")) + " --ruleset sss -o " + quote(out));
    CHECK(named.out.find("junk.tif") != std::string::npos);
}

TEST_CASE("import-dem: no georeference, all no-data, and a hex smaller than a cell", "[cli][import-dem]") {
    clitest::TempDir dir;
    const auto out = dir.file("out.rlmap");
    // A binary PGM carries no georeference at all.
    {
        std::ofstream pgm(dir.file("bare.pgm"), std::ios::binary);
        pgm << "P5\n64 64\n255\n" << std::string(64 * 64, '\x64');
    }
    const auto bare = run("import-dem " + quote(dir.file("bare.pgm")) + " --ruleset sss -o " + quote(out));
    INFO(bare.out);
    CHECK(bare.exitCode == 2);
    CHECK_THAT(bare.out, Catch::Contains("bare.pgm") && Catch::Contains("--pixel-size"));
    CHECK_FALSE(std::filesystem::exists(out));
    const auto placed = run("import-dem " + quote(dir.file("bare.pgm")) +
                            " --ruleset sss --sections 1x1 --pixel-size 10 --origin 0,640 -o " + quote(out));
    INFO(placed.out);
    CHECK(placed.exitCode == 0);
    CHECK(std::filesystem::exists(out));
    std::filesystem::remove(out);

    // ESRI ASCII grids: one all no-data, one of 500 m cells (bigger than a 200 yd hex).
    const auto grid = [&](const std::string& name, double cell, const std::string& value) {
        std::ofstream asc(dir.file(name));
        asc << "ncols 20\nnrows 20\nxllcorner 300000\nyllcorner 4400000\ncellsize " << cell << "\nNODATA_value -9999\n";
        for (int j = 0; j < 20; ++j) {
            for (int i = 0; i < 20; ++i) asc << value << ' ';
            asc << '\n';
        }
        return dir.file(name);
    };
    const auto empty = run("import-dem " + quote(grid("void.asc", 10, "-9999")) + " --ruleset sss -o " + quote(out));
    INFO(empty.out);
    CHECK(empty.exitCode == 2);
    CHECK_THAT(empty.out, Catch::Contains("void.asc") && Catch::Contains("no-data"));
    CHECK_FALSE(std::filesystem::exists(out));

    const auto coarse = run("import-dem " + quote(grid("coarse.asc", 500, "120")) + " --ruleset sss -o " + quote(out));
    INFO(coarse.out);
    CHECK(coarse.exitCode == 0);
    CHECK_THAT(coarse.out, Catch::Contains("coarse.asc") && Catch::Contains("smaller than a raster cell"));
}

TEST_CASE("a map made with a ruleset file names the file, relative to the map, and opens again", "[cli][import-dem]") {
    clitest::TempDir dir;
    std::filesystem::create_directories(dir / "rules");
    std::filesystem::create_directories(dir / "maps");
    // A ruleset whose id no search directory knows: only its file can find it again.
    std::string rules = slurp((testpaths::source() / "templates" / "rulesets" / "sss.xml").string());
    rules.replace(rules.find("id=\"sss\""), 8, "id=\"house-sss\"");
    std::ofstream(dir / "rules" / "house.xml") << rules;
    const std::string ruleset = (dir / "rules" / "house.xml").string(), dem = dir.file("field.tif");
    REQUIRE(run("make-terrain --seed 2 --size 300x300 --pixel 10m -o " + quote(dem)).exitCode == 0);
    for (const std::string& made :
         {"new --grid 10x8 --ruleset " + quote(ruleset) + " -o " + quote(dir.file("maps/new.rlmap")),
          "import-dem " + quote(dem) + " -q --ruleset " + quote(ruleset) + " -o " +
              quote(dir.file("maps/dem.rlmap"))}) {
        const auto r = run(made);
        INFO(made << "\n" << r.out);
        REQUIRE(r.exitCode == 0);
    }
    for (const char* map : {"maps/new.rlmap", "maps/dem.rlmap"}) {
        CHECK(slurp(dir.file(map)).find("ruleset=\"../rules/house.xml\"") != std::string::npos);
        const auto info = run("info " + quote(dir.file(map)));
        INFO(map << ": " << info.out);
        CHECK(info.exitCode == 0);
    }
}

TEST_CASE("import-dem: options that cannot work are refused before the raster is read, naming their flags",
          "[cli][import-dem]") {
    clitest::TempDir dir;
    const auto out = dir.file("out.rlmap");
    const std::string missing = quote(dir.file("missing.tif"));  // never opened: the options fail first
    const std::pair<std::string, std::string> cases[] = {
        {" --interval 0ft", "(--interval)"},
        {" --grid 10x8", "(--grid, --grid-origin)"},
        {" --pixel-size 10", "(--pixel-size, --origin)"},
        {" --bbox 10,0,5,10", "(--bbox)"},
        {" --crs 'EPSG:326 18'", "(--crs)"},
        {" --threads -2", "(--threads)"},
        {" --threads 100000000000", "(--threads)"},
        {" --grid 30000x10 --grid-origin 0,0", "(--grid, --max-hexes)"},
        {" --grid 100x100 --grid-origin 0,0 --max-hexes 5000", "(--grid, --max-hexes)"},
        {" --max-hexes -4", "(--max-hexes)"},
    };
    for (const auto& [options, flags] : cases) {
        const auto r = run("import-dem " + missing + " --ruleset sss" + options + " -o " + quote(out));
        INFO(options << "\n" << r.out);
        CHECK(r.exitCode == 2);
        CHECK_THAT(r.out, Catch::Contains("[import.options] " + flags));
        CHECK_THAT(r.out, !Catch::Contains("missing.tif"));
        CHECK_FALSE(std::filesystem::exists(out));
    }
    // Levels cannot be fitted to a line of sight that reads slope hexsides (SSS).
    const auto fit = run("import-dem " + missing + " --ruleset sss --fit-levels -o " + quote(out));
    CHECK(fit.exitCode == 2);
    CHECK_THAT(fit.out, Catch::Contains("[import.options] (--fit-levels)"));
    // Brow slope hexsides want a ruleset that names a slope type for them: HS names none.
    const auto brows = run("import-dem " + missing + " --ruleset hs --slopes brows -o " + quote(out));
    CHECK(brows.exitCode == 2);
    CHECK_THAT(brows.out, Catch::Contains("no slope type for brows") && Catch::Contains("[import.options] (--slopes)"));
    CHECK_FALSE(std::filesystem::exists(out));
}

TEST_CASE("import-dem --into lays a new raster into a map: elevation and slopes new, terrain kept",
          "[cli][import-dem]") {
    clitest::TempDir dir;
    const auto first = dir.file("first.tif"), second = dir.file("second.tif"), map = dir.file("field.rlmap");
    REQUIRE(run("make-terrain --seed 1 --size 400x400 --pixel 10m -o " + quote(first)).exitCode == 0);
    REQUIRE(run("make-terrain --seed 5 --size 400x400 --pixel 10m -o " + quote(second)).exitCode == 0);
    REQUIRE(run("import-dem " + quote(first) + " --ruleset sss --terrain clear -q -o " + quote(map)).exitCode == 0);
    std::ofstream(dir.file("woods.csv")) << "label,terrain\nA0303,woods\n";
    REQUIRE(run("apply " + quote(map) + " " + quote(dir.file("woods.csv"))).exitCode == 0);
    const std::string before = run("dump " + quote(map)).out;

    const auto r =
        run("import-dem " + quote(second) + " --into " + quote(map) + " -q -o " + quote(dir.file("out.rlmap")));
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    const std::string after = run("dump " + quote(dir.file("out.rlmap"))).out;
    CHECK(after != before);  // the elevation is the second raster's
    CHECK(after.find("A0303") != std::string::npos);
    const auto row = [](const std::string& dump, const std::string& label) {
        const auto at = dump.find("\n" + label + ",");
        return at == std::string::npos ? std::string() : dump.substr(at + 1, dump.find('\n', at + 1) - at - 1);
    };
    CHECK(row(after, "A0303").find("woods") != std::string::npos);
    CHECK(row(after, "A0101").find("clear") != std::string::npos);
    // The grid is the map's: no grid options beside --into.
    CHECK(run("import-dem " + quote(second) + " --into " + quote(map) + " --hex-size 100m -o " +
              quote(dir.file("x.rlmap")))
              .exitCode == 2);
    CHECK(
        run("import-dem " + quote(second) + " --into " + quote(map) + " --ruleset sss -o " + quote(dir.file("x.rlmap")))
            .exitCode == 2);
    // Nor the hex cap, which only a new grid is checked against.
    const auto capped = run("import-dem " + quote(second) + " --into " + quote(map) + " --max-hexes 5000000 -o " +
                            quote(dir.file("x.rlmap")));
    CHECK(capped.exitCode == 2);
    CHECK(capped.out.find("--max-hexes does not go with --into") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dir.file("x.rlmap")));
}

TEST_CASE("import-dem checks the hex count against the cap before it samples", "[cli][import-dem]") {
    clitest::TempDir dir;
    const auto dem = dir.file("field.tif"), out = dir.file("out.rlmap");
    REQUIRE(run("make-terrain --seed 2 --size 300x300 -o " + quote(dem)).exitCode == 0);
    // 3 km of data in 0.5 m hexes: about 6,900 x 6,000 hexes.
    const auto tiny = run("import-dem " + quote(dem) + " --ruleset sss --hex-size 0.5m -o " + quote(out));
    INFO(tiny.out);
    CHECK(tiny.exitCode == 2);
    CHECK(tiny.out.find("hexes of 0.5m, more than a map may hold (16000000 hexes") != std::string::npos);
    CHECK(tiny.out.find("(--hex-size, --bbox, --max-hexes)") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(out));
    // The cap is the user's to set: lowered here, so a normal import is refused too.
    const auto capped = run("import-dem " + quote(dem) + " --ruleset sss --max-hexes 100 -o " + quote(out));
    INFO(capped.out);
    CHECK(capped.exitCode == 2);
    CHECK(capped.out.find("more than a map may hold (100 hexes") != std::string::npos);
    CHECK(run("import-dem " + quote(dem) + " --ruleset sss --max-hexes lots -o " + quote(out)).exitCode == 2);
    CHECK(run("import-dem " + quote(dem) + " --ruleset sss --max-hexes 0 -o " + quote(out)).exitCode == 2);
    CHECK(run("import-dem " + quote(dem) + " --ruleset sss --threads 2.5 -o " + quote(out)).exitCode == 2);
    CHECK_FALSE(std::filesystem::exists(out));
}
