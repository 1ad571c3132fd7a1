// new-scenario, import-oob and export-oob end to end.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using clitest::quote;
using clitest::run;

namespace {

void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace

TEST_CASE("new-scenario, then an order of battle imported, exported and imported again", "[cli][oob]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap"), scenario = dir.file("s.rlscn"), table = dir.file("oob.csv");
    REQUIRE(run("new --ruleset sss --grid 20x16 -o " + quote(map)).exitCode == 0);
    const auto made = run("new-scenario --map " + quote(map) + " --name \"McPherson Ridge\" -o " + quote(scenario));
    INFO(made.out);
    REQUIRE(made.exitCode == 0);
    CHECK(made.out.find("scenario `mcpherson-ridge` on m.rlmap, ruleset sss, sides csa union") != std::string::npos);

    write(table,
          "side,kind,id,name,parent,class,strength,morale,notes\n"
          "union,division,wadsworth,1st Division,,,,,\n"
          "union,brigade,,Iron Brigade,wadsworth,,,,\n"
          "union,unit,,2nd Wisconsin,iron-bde,infantry,4,7,first in\n");
    const auto imported = run("import-oob " + quote(scenario) + " " + quote(table) + " --replace");
    INFO(imported.out);
    REQUIRE(imported.exitCode == 0);
    CHECK(imported.out.find("column 9 (notes) is not a field or attribute of sss; ignored") != std::string::npos);
    CHECK(imported.out.find("imported 3 rows (2 formations, 0 leaders, 1 units; 2 ids made from names)") !=
          std::string::npos);
    CHECK(clitest::slurp(scenario).find("id=\"2-wi\"") != std::string::npos);

    const std::string exported = dir.file("out.csv"), again = dir.file("again.rlscn");
    REQUIRE(run("export-oob " + quote(scenario) + " -o " + quote(exported)).exitCode == 0);
    CHECK(clitest::slurp(exported).rfind("side,kind,id,name,parent,class,commander,rank,strength,morale\n", 0) == 0);
    REQUIRE(run("import-oob " + quote(scenario) + " " + quote(exported) + " --replace -o " + quote(again)).exitCode ==
            0);
    CHECK(clitest::slurp(again) == clitest::slurp(scenario));
    const auto stdoutTable = run("export-oob " + quote(scenario) + " --tsv");
    CHECK(stdoutTable.out.find("union\tunit\t2-wi\t2nd Wisconsin\tiron-bde\tinfantry\t\t\t4\t7") != std::string::npos);
}

TEST_CASE("a bad row is reported with file, line and column, nothing is written", "[cli][oob]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap"), scenario = dir.file("s.rlscn"), table = dir.file("bad.csv");
    REQUIRE(run("new --ruleset sss --grid 20x16 -o " + quote(map)).exitCode == 0);
    REQUIRE(run("new-scenario --map " + quote(map) + " -o " + quote(scenario)).exitCode == 0);
    const std::string before = clitest::slurp(scenario);
    write(table, "side,kind,name,parent,class,morale\nunion,division,D,,,\nunion,unit,U,D,infantry,99\n");
    const auto r = run("import-oob " + quote(scenario) + " " + quote(table));
    CHECK(r.exitCode == 2);
    CHECK(r.out.find("bad.csv:3: column 6 (morale): 99 is above the maximum 20") != std::string::npos);
    CHECK(clitest::slurp(scenario) == before);
    CHECK(run("import-oob " + quote(map) + " " + quote(table)).exitCode == 2);  // a map, not a scenario
    CHECK(run("import-oob " + quote(scenario) + " " + quote(table) + " --replace --merge").exitCode == 2);
}
