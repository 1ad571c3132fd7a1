#include "engine/io/atomic_file.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/load_error.hpp"
#include "engine/io/ruleset_file.hpp"
#include "io_test_support.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

using namespace engine;
namespace fs = std::filesystem;

namespace {

fs::path ioData() { return testpaths::data() / "io"; }

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("fileKind looks at the root element, then the extension", "[io]") {
    iotest::TempDir dir;
    CHECK(fileKind(ioData() / "small.rlmap") == FileKind::Map);
    CHECK(fileKind(ioData() / "small.rlscn") == FileKind::Scenario);
    CHECK(fileKind(testpaths::data() / "rulesets" / "mini.xml") == FileKind::Ruleset);
    iotest::writeText(dir / "other.xml", "<svg/>");
    CHECK(fileKind(dir / "other.xml") == FileKind::Unknown);
    iotest::writeText(dir / "broken.rlscn", "<ridgeline-scen");
    CHECK(fileKind(dir / "broken.rlscn") == FileKind::Scenario);
    CHECK(fileKind(dir / "missing.txt") == FileKind::Unknown);
    CHECK(std::string(toString(FileKind::Map)) == "map");
}

TEST_CASE("a map file opens as a document with its ruleset", "[io]") {
    RulesetLibrary library;
    const Document doc = loadDocument(ioData() / "small.rlmap", library);
    REQUIRE(doc.ruleset);
    CHECK(doc.ruleset->id == "mini");
    CHECK_FALSE(doc.scenario);
    CHECK(doc.map.title() == "Small test map");
    CHECK(doc.map.terrain(*doc.map.grid().parseLabel("A0101")) == "woods");
}

TEST_CASE("a scenario file opens with its map and ruleset", "[io]") {
    RulesetLibrary library;
    const Document doc = loadDocument(ioData() / "small.rlscn", library);
    REQUIRE(doc.scenario);
    REQUIRE(doc.ruleset);
    CHECK(doc.scenario->findUnit("u1")->attributes.at("strength") == "5");
    CHECK(doc.scenario->setup[0].hex == *doc.map.grid().parseLabel("A0102"));
    CHECK(doc.map.grid().columns() == 20);
    // The ruleset is cached: a second document shares it.
    const Document again = loadDocument(ioData() / "small.rlmap", library);
    CHECK(again.ruleset == doc.ruleset);
}

TEST_CASE("the ruleset library resolves ids through search dirs and paths", "[io]") {
    RulesetLibrary library;
    CHECK(RulesetLibrary::isPathReference("../rulesets/mini.xml"));
    CHECK(RulesetLibrary::isPathReference("mini.xml"));
    CHECK_FALSE(RulesetLibrary::isPathReference("sss"));
    try {
        (void)library.resolve("mini", "/somewhere/x.rlmap", 2);
        FAIL("no error");
    } catch (const LoadError& e) {
        CHECK(e.file == "/somewhere/x.rlmap");
        CHECK(e.line == 2);
        CHECK(e.message.find("\"mini\" not found") != std::string::npos);
    }
    library.addSearchDir(testpaths::data() / "rulesets");
    const auto byId = library.resolve("mini");
    CHECK(byId->id == "mini");
    CHECK(library.resolve("../rulesets/mini.xml", ioData() / "small.rlmap") == byId);
    auto custom = std::make_shared<Ruleset>();
    custom->id = "custom";
    library.add(custom);
    CHECK(library.resolve("custom") == custom);
    if (fs::exists(testpaths::rulesets() / "sss.xml")) {
        library.addSearchDir(testpaths::rulesets());
        CHECK(library.resolve("sss")->id == "sss");
    }
}

TEST_CASE("missing maps and rulesets are errors of the referring file", "[io]") {
    iotest::TempDir dir;
    const std::string scenario = readTextFile(ioData() / "small.rlscn");
    const std::string map = readTextFile(ioData() / "small.rlmap");
    fs::copy_file(testpaths::data() / "rulesets" / "mini.xml", dir / "mini.xml");
    RulesetLibrary library;

    SECTION("missing map") {
        iotest::writeText(dir / "s.rlscn", replaced(scenario, "small.rlmap", "nowhere.rlmap"));
        try {
            (void)loadDocument(dir / "s.rlscn", library);
            FAIL("no error");
        } catch (const LoadError& e) {
            CHECK(e.file == (dir / "s.rlscn").string());
            CHECK(e.line == 3);
            CHECK(e.message.find("nowhere.rlmap") != std::string::npos);
        }
    }
    SECTION("missing ruleset of a scenario") {
        iotest::writeText(dir / "small.rlmap", replaced(map, "../rulesets/mini.xml", "mini.xml"));
        iotest::writeText(dir / "s.rlscn", replaced(scenario, "../rulesets/mini.xml", "gone.xml"));
        try {
            (void)loadDocument(dir / "s.rlscn", library);
            FAIL("no error");
        } catch (const LoadError& e) {
            CHECK(e.file == (dir / "s.rlscn").string());
            CHECK(e.line == 4);
        }
    }
    SECTION("missing ruleset of a map") {
        iotest::writeText(dir / "m.rlmap", replaced(map, "../rulesets/mini.xml", "hs"));
        try {
            (void)loadDocument(dir / "m.rlmap", library);
            FAIL("no error");
        } catch (const LoadError& e) {
            CHECK(e.file == (dir / "m.rlmap").string());
            CHECK(e.line == 2);
            CHECK(e.message.find("no ruleset search directories") != std::string::npos);
        }
    }
    SECTION("a scenario without its own ruleset uses the map's") {
        iotest::writeText(dir / "small.rlmap", replaced(map, "../rulesets/mini.xml", "mini.xml"));
        iotest::writeText(dir / "s.rlscn", replaced(scenario, "  <ruleset ref=\"../rulesets/mini.xml\"/>\n", ""));
        const Document doc = loadDocument(dir / "s.rlscn", library);
        CHECK(doc.ruleset->id == "mini");
    }
    SECTION("an option the ruleset does not define") {
        iotest::writeText(dir / "small.rlmap", map);
        iotest::writeText(dir / "s.rlscn",
                          replaced(replaced(scenario, "spine-rule", "fog-of-war"), "../rulesets/mini.xml", "mini.xml"));
        try {
            (void)loadDocument(dir / "s.rlscn", library);
            FAIL("no error");
        } catch (const LoadError& e) {
            // The map names ../rulesets/mini.xml, missing from the temp dir, but the scenario's own ruleset wins.
            CHECK(e.line == 6);
            CHECK(e.message.find("fog-of-war") != std::string::npos);
        }
    }
    SECTION("an error inside the map names the map") {
        iotest::writeText(dir / "small.rlmap", replaced(map, "level=\"3\"", "level=\"x\""));
        iotest::writeText(dir / "s.rlscn", replaced(scenario, "../rulesets/mini.xml", "mini.xml"));
        try {
            (void)loadDocument(dir / "s.rlscn", library);
            FAIL("no error");
        } catch (const LoadError& e) {
            CHECK(e.file == (dir / "small.rlmap").string());
            CHECK(e.line == 9);
        }
    }
    SECTION("a ruleset is not a document") { CHECK_THROWS_AS(loadDocument(dir / "mini.xml", library), LoadError); }
    SECTION("a missing file") { CHECK_THROWS_AS(loadDocument(dir / "nothing.rlscn", library), LoadError); }
}
