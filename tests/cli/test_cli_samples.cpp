// The bundled samples: they load, validate, and are in canonical form; the SSS sample's map is
// exactly what the CLI builds from its CSV tables.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using clitest::quote;
using clitest::run;
namespace fs = std::filesystem;

namespace {
std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
std::vector<fs::path> sampleFiles() {
    std::vector<fs::path> files;
    for (const auto& e : fs::recursive_directory_iterator(testpaths::source() / "samples"))
        if (e.path().extension() == ".rlmap" || e.path().extension() == ".rlscn") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}
}  // namespace

TEST_CASE("every sample is in canonical form: format changes nothing", "[cli][samples]") {
    const auto files = sampleFiles();
    REQUIRE_FALSE(files.empty());
    for (const auto& f : files) {
        const auto r = run("format " + quote(f.string()));
        INFO(f);
        CHECK(r.exitCode == 0);
        CHECK(r.out == readAll(f));
    }
}

TEST_CASE("every sample scenario validates without errors", "[cli][samples]") {
    for (const auto& f : sampleFiles()) {
        if (f.extension() != ".rlscn") continue;
        const auto r = run("validate " + quote(f.string()));
        INFO(f << "\n" << r.out);
        CHECK(r.exitCode == 0);
        CHECK(r.out.find(" 0 errors") != std::string::npos);
    }
}

TEST_CASE("the SSS sample map is what new + apply build from its tables", "[cli][samples]") {
    const fs::path dir = testpaths::source() / "samples" / "sss-mcpherson-ridge";
    clitest::TempDir tmp;
    const std::string map = tmp.file("map.rlmap");
    REQUIRE(run("new --ruleset sss --grid 20x16 --sections 2x2 --title 'McPherson Ridge' -o " + quote(map)).exitCode == 0);
    const auto t = run("apply " + quote(map) + " " + quote((dir / "terrain.csv").string()));
    INFO(t.out);
    REQUIRE(t.exitCode == 0);
    REQUIRE(run("apply " + quote(map) + " " + quote((dir / "hexsides.csv").string())).exitCode == 0);
    CHECK(readAll(map) == readAll(dir / "map.rlmap"));
}

TEST_CASE("info on the sample scenario reports its order of battle and map", "[cli][samples]") {
    const auto r = run("info " + quote((testpaths::source() / "samples/sss-mcpherson-ridge/scenario.rlscn").string()));
    INFO(r.out);
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("side union (Army of the Potomac): 6 formations, 3 leaders, 8 units, 4 set up") != std::string::npos);
    CHECK(r.out.find("reinforcements: 3 rows") != std::string::npos);
    CHECK(r.out.find("hexside features: major-slope 10, minor-creek 30, minor-slope 62, pike 19") != std::string::npos);
}
