// The `ridgeline` command end to end: exit codes, help, new / info / format / hex.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <sstream>

using clitest::quote;
using clitest::run;

namespace {
std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
const char* kSubcommands[] = {"new", "info", "format", "hex", "dump", "apply", "validate"};
}  // namespace

TEST_CASE("every subcommand has --help and exits 0 with it", "[cli]") {
    for (const char* sub : kSubcommands) {
        const auto r = run(std::string(sub) + " --help");
        INFO(sub << ": " << r.out);
        CHECK(r.exitCode == 0);
        CHECK(r.out.find("usage: ridgeline " + std::string(sub)) != std::string::npos);
        CHECK(r.out.find("example") != std::string::npos);
    }
}

TEST_CASE("usage errors exit 2 and say what is wrong", "[cli]") {
    CHECK(run("").exitCode == 2);
    CHECK(run("frobnicate").exitCode == 2);
    const auto r = run("new --ruleset sss --grid 40 -o x.rlmap");
    CHECK(r.exitCode == 2);
    CHECK(r.out.find("--grid wants two positive numbers like 40x30") != std::string::npos);
    CHECK(run("info --bogus x").exitCode == 2);
    CHECK(run("info /nonexistent/file.rlmap").exitCode == 2);
}

TEST_CASE("new makes a map that info describes and format leaves unchanged", "[cli]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    const auto made = run("new --ruleset sss --grid 20x16 --sections 2x2 -o " + quote(map));
    INFO(made.out);
    REQUIRE(made.exitCode == 0);
    const auto info = run("info " + quote(map));
    INFO(info.out);
    CHECK(info.exitCode == 0);
    CHECK(info.out.find("20 x 16 hexes (320)") != std::string::npos);
    CHECK(info.out.find("sheets: 2 x 2 A C B D") != std::string::npos);
    CHECK(info.out.find("first hex A0101") != std::string::npos);
    const auto fmt = run("format " + quote(map));
    CHECK(fmt.exitCode == 0);
    CHECK(fmt.out == readAll(map));
}

TEST_CASE("new rejects a grid that the sheets do not divide", "[cli]") {
    clitest::TempDir dir;
    const auto r = run("new --ruleset sss --grid 21x16 --sections 2x2 -o " + quote(dir.file("m.rlmap")));
    CHECK(r.exitCode == 2);
    CHECK_FALSE(std::filesystem::exists(dir.file("m.rlmap")));
}

TEST_CASE("hex explains SSS, CWB and CCRR labels with their neighbours", "[cli]") {
    const auto sss = run("hex --ruleset sss A1053 A/4814 B4911");
    INFO(sss.out);
    CHECK(sss.exitCode == 0);
    CHECK(sss.out.find("A1053: sheet A, column 10, row 53") != std::string::npos);
    CHECK(sss.out.find("B4911: sheet B, column 49, row 11") != std::string::npos);
    const auto cwb = run("hex --ruleset cwb A29.17 --format json");
    INFO(cwb.out);
    CHECK(cwb.exitCode == 0);
    CHECK(cwb.out.find("\"column\": 29") != std::string::npos);
    CHECK(cwb.out.find("\"row\": 17") != std::string::npos);
    const auto hs = run("hex --ruleset hs 2719");
    CHECK(hs.exitCode == 0);
    CHECK(hs.out.find("2719: sheet -, column 27, row 19") != std::string::npos);
    const auto bad = run("hex --ruleset lfm 27x9");
    CHECK(bad.exitCode == 2);
}

TEST_CASE("a truncated map file gives exit 2 and a message with its line number", "[cli]") {
    clitest::TempDir dir;
    const std::string map = dir.file("m.rlmap");
    REQUIRE(run("new --ruleset hs --grid 8x6 -o " + quote(map)).exitCode == 0);
    const std::string text = readAll(map);
    const std::string cut = dir.file("cut.rlmap");
    std::ofstream(cut, std::ios::binary) << text.substr(0, text.size() * 2 / 3);
    for (const char* sub : {"info", "format", "validate"}) {
        const auto r = run(std::string(sub) + " " + quote(cut));
        INFO(sub << ": " << r.out);
        CHECK(r.exitCode == 2);
        CHECK(std::regex_search(r.out, std::regex("cut\\.rlmap:[0-9]+: ")));
    }
}
