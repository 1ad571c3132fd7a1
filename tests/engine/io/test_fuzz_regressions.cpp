// Every input a fuzz target once failed on (tests/data/fuzz/TARGET/) is replayed through the
// target's body (fuzz/fuzz_bodies.cpp): it must be refused with a LoadError or read, written and
// read back to the same bytes. The seeds every fuzz run starts from are replayed too.
#include "engine/io/atomic_file.hpp"
#include "engine/model/value_rules.hpp"
#include "fuzz/fuzz_bodies.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

namespace fs = std::filesystem;

namespace {

struct RestoreCap {
    ~RestoreCap() { engine::setMaxHexes(engine::kDefaultMaxHexes); }
};

int replay(const fuzzbody::Target& target, const fs::path& dir) {
    int n = 0;
    if (!fs::is_directory(dir)) return n;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (!entry.is_regular_file()) continue;
        INFO(target.name << ": " << entry.path().string());
        target.body(engine::readTextFile(entry.path()));
        ++n;
    }
    return n;
}

}  // namespace

TEST_CASE("inputs the fuzz targets once failed on are refused or round-trip", "[io][fuzz]") {
    const RestoreCap restore;
    fuzzbody::initialise();
    for (const fuzzbody::Target& target : fuzzbody::targets())
        (void)replay(target, testpaths::data() / "fuzz" / target.name);
    SUCCEED();
}

TEST_CASE("the fuzz targets' seeds read, write and read back", "[io][fuzz]") {
    const RestoreCap restore;
    fuzzbody::initialise();
    const fs::path src = testpaths::source();
    const auto body = [](const char* name) { return fuzzbody::find(name); };
    for (const auto& entry : fs::directory_iterator(src / "samples")) {
        if (!entry.is_directory()) continue;
        body("fuzz_map")(engine::readTextFile(entry.path() / "map.rlmap"));
        body("fuzz_scenario")(engine::readTextFile(entry.path() / "scenario.rlscn"));
        for (const char* table : {"terrain.csv", "hexsides.csv"})
            if (fs::exists(entry.path() / table)) body("fuzz_apply_csv")(engine::readTextFile(entry.path() / table));
    }
    for (const auto& entry : fs::directory_iterator(src / "templates" / "rulesets"))
        body("fuzz_ruleset")(engine::readTextFile(entry.path()));
    for (const auto& entry : fs::directory_iterator(src / "templates" / "mappings"))
        body("fuzz_mapping")(engine::readTextFile(entry.path()));
    for (const char* target : {"fuzz_hex_label", "fuzz_oob"})
        for (const auto& entry : fs::directory_iterator(src / "fuzz" / "seeds" / target))
            body(target)(engine::readTextFile(entry.path()));
    SUCCEED();
}
