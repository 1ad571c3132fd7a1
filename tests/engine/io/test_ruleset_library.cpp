// The ruleset library: the standard search path finds the four built-in rulesets, a user's own
// directory ($RIDGELINE_RULESETS) comes first and is listed with the built-ins by name, and a file
// that does not load is listed with why.
#include "engine/io/ruleset_library.hpp"
#include "tests/temp_dir.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>

using namespace engine;

namespace {

std::string text(const std::filesystem::path& file) {
    std::ifstream in(file);
    return {std::istreambuf_iterator<char>(in), {}};
}

const RulesetListing* find(const std::vector<RulesetListing>& list, const std::string& ref) {
    for (const auto& l : list)
        if (l.ref == ref) return &l;
    return nullptr;
}

// Sets an environment variable for one scope.
struct ScopedEnv {
    std::string name;
    std::optional<std::string> old;
    ScopedEnv(std::string n, const std::string& value)
        : name(std::move(n)) {
        if (const char* v = std::getenv(name.c_str())) old = v;
        ::setenv(name.c_str(), value.c_str(), 1);
    }
    ~ScopedEnv() { old ? (void)::setenv(name.c_str(), old->c_str(), 1) : (void)::unsetenv(name.c_str()); }
};

}  // namespace

TEST_CASE("the standard ruleset library lists the four built-in rulesets by name", "[io][rulesets]") {
    RulesetLibrary lib = RulesetLibrary::standard();
    REQUIRE_FALSE(lib.searchDirs().empty());
    CHECK(lib.searchDirs().back() == testpaths::rulesets());
    const auto list = lib.available();
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        INFO(id);
        const RulesetListing* l = find(list, id);
        REQUIRE(l);
        CHECK(l->id == id);
        CHECK(l->error.empty());
        CHECK(l->file == testpaths::rulesets() / (std::string(id) + ".xml"));
    }
    CHECK(find(list, "sss")->name == lib.resolve("sss")->name);
    CHECK_FALSE(find(list, "sss")->name.empty());
}

TEST_CASE("a user's own rulesets in RIDGELINE_RULESETS come first and hide a built-in of that name", "[io][rulesets]") {
    testpaths::TempDir dir;
    std::string own = text(testpaths::rulesets() / "hs.xml");
    own.replace(own.find("id=\"hs\""), 7, "id=\"house\"");
    std::ofstream(dir / "house.xml") << own;
    std::string sss = text(testpaths::rulesets() / "sss.xml");
    const auto name = sss.find("name=\"") + 6;
    sss.replace(name, sss.find('"', name) - name, "Our Summer Storm");
    std::ofstream(dir / "sss.xml") << sss;
    std::ofstream(dir / "broken.xml") << "<ruleset>";
    std::ofstream(dir / "notes.txt") << "not a ruleset";

    const ScopedEnv env("RIDGELINE_RULESETS", "/nonexistent:" + dir.path().string());
    RulesetLibrary lib = RulesetLibrary::standard();
    CHECK(lib.searchDirs().front() == "/nonexistent");
    CHECK(lib.searchDirs()[1] == dir.path());
    const auto list = lib.available();
    REQUIRE(list.size() == 6);  // broken, house, sss (ours), then cwb, hs, lfm
    CHECK(list[0].ref == "broken");
    CHECK_FALSE(list[0].error.empty());
    CHECK(list[1].ref == "house");
    CHECK(list[1].id == "house");
    CHECK(list[2].ref == "sss");
    CHECK(list[2].name == "Our Summer Storm");
    CHECK(lib.resolve("sss")->name == "Our Summer Storm");
    CHECK(find(list, "cwb"));
    CHECK_FALSE(find(list, "notes"));
}

TEST_CASE("rulesets added in memory are listed first", "[io][rulesets]") {
    RulesetLibrary lib;
    auto rs = std::make_shared<Ruleset>();
    rs->id = "memory";
    rs->name = "Made in memory";
    lib.add(rs);
    lib.addSearchDir(testpaths::rulesets());
    const auto list = lib.available();
    REQUIRE(list.size() == 5);
    CHECK(list[0].ref == "memory");
    CHECK(list[0].name == "Made in memory");
    CHECK(list[0].file.empty());
}
