// Files a map names (underlay images, a ruleset given by path) are relative to the map's folder on
// disk and absolute in memory, so a map saved into another folder still finds them.
#include "engine/io/document_file.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/validation/validator.hpp"
#include "io_test_support.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

using namespace engine;
namespace fs = std::filesystem;

namespace {

std::string normal(const fs::path& p) { return fs::absolute(p).lexically_normal().generic_string(); }

HexMap mapNaming(const std::string& ruleset, const std::string& image) {
    HexMap map(HexGrid(GridShape{}, 3, 3, {}, NumberingScheme{}), 182.88);
    map.setRulesetId(ruleset);
    map.setUnderlays({{image, 0.5, {}}});
    return map;
}

}  // namespace

TEST_CASE("references resolve against the naming file's folder and are written relative to it", "[io][references]") {
    CHECK(resolveReference("scans/a.tif", "/lib/maps/m.rlmap") == "/lib/maps/scans/a.tif");
    CHECK(resolveReference("../rulesets/x.xml", "/lib/maps/m.rlmap") == "/lib/rulesets/x.xml");
    CHECK(resolveReference("/data/a.tif", "/lib/maps/m.rlmap") == "/data/a.tif");
    CHECK(relativeReference("/lib/maps/scans/a.tif", "/lib/maps/m.rlmap") == "scans/a.tif");
    CHECK(relativeReference("/lib/rulesets/x.xml", "/lib/maps/deep/m.rlmap") == "../../rulesets/x.xml");
    CHECK(relativeReference("/lib/maps/./scans/../a.tif", "/lib/maps/m.rlmap") == "a.tif");
}

TEST_CASE("a map saved into another folder still names the same files", "[io][references]") {
    iotest::TempDir dir;
    fs::create_directories(dir / "lib" / "maps" / "scans");
    fs::create_directories(dir / "lib" / "rulesets");
    fs::copy_file(testpaths::data() / "rulesets" / "mini.xml", dir / "lib" / "rulesets" / "mini.xml");
    iotest::writeText(dir / "lib" / "maps" / "scans" / "a.tif", "not read here");
    const fs::path first = dir / "lib" / "maps" / "m.rlmap";
    iotest::writeText(first, writeMap(mapNaming("../rulesets/mini.xml", "scans/a.tif")));

    HexMap map = loadMap(first);
    CHECK(map.rulesetId() == normal(dir / "lib" / "rulesets" / "mini.xml"));
    CHECK(map.underlays().front().source == normal(dir / "lib" / "maps" / "scans" / "a.tif"));
    CHECK(writeMap(map, first) == iotest::readText(first));  // unchanged where it was

    const fs::path moved = dir / "elsewhere" / "deeper" / "m.rlmap";
    fs::create_directories(moved.parent_path());
    saveMap(map, moved);
    const std::string text = iotest::readText(moved);
    CHECK(text.find("ruleset=\"../../lib/rulesets/mini.xml\"") != std::string::npos);
    CHECK(text.find("source=\"../../lib/maps/scans/a.tif\"") != std::string::npos);
    const HexMap back = loadMap(moved);
    CHECK(back.rulesetId() == map.rulesetId());
    CHECK(back.underlays() == map.underlays());

    // Opened as a document, the ruleset named by path resolves from the new place.
    RulesetLibrary library;
    const Document doc = loadDocument(moved, library);
    REQUIRE(doc.ruleset);
    CHECK(doc.ruleset->id == loadRuleset(dir / "lib" / "rulesets" / "mini.xml").id);
    CHECK(doc.ruleset->file == map.rulesetId());
    // Made for the ruleset it is used with: no map.ruleset_mismatch.
    Validator validator;
    for (const Diagnostic& d : validator.validate(doc)) CHECK(d.rule != "map.ruleset_mismatch");
}

TEST_CASE("a ruleset named by id and an absolute image of an unsaved map", "[io][references]") {
    iotest::TempDir dir;
    const std::string image = normal(dir / "scans" / "b.png");
    const fs::path file = dir / "maps" / "new.rlmap";
    fs::create_directories(file.parent_path());
    saveMap(mapNaming("sss", image), file);
    const std::string text = iotest::readText(file);
    CHECK(text.find("ruleset=\"sss\"") != std::string::npos);  // an id is not a path
    CHECK(text.find("source=\"../scans/b.png\"") != std::string::npos);
    CHECK(loadMap(file).underlays().front().source == image);
}

TEST_CASE("a reference moved to a file elsewhere names the same file", "[io][references]") {
    CHECK(movedReference("small.rlmap", "/lib/scn/a.rlscn", "/lib/scn/b.rlscn") == "small.rlmap");
    CHECK(movedReference("small.rlmap", "/lib/scn/a.rlscn", "/lib/other/deep/a.rlscn") == "../../scn/small.rlmap");
    CHECK(movedReference("../rulesets/x.xml", "/lib/scn/a.rlscn", "/lib/a.rlscn") == "rulesets/x.xml");
}

TEST_CASE("a path given relative to the working directory is held absolute", "[io][references]") {
    CHECK(absoluteReference("/lib/./maps/../scans/a.tif") == "/lib/scans/a.tif");
    CHECK(absoluteReference("scans/a.tif") ==
          (fs::current_path() / "scans" / "a.tif").lexically_normal().generic_string());
}

TEST_CASE("a ruleset reference moves only when it is a path", "[io][references]") {
    CHECK(movedRulesetReference("sss", "/lib/scn/a.rlscn", "/lib/other/a.rlscn") == "sss");
    CHECK(movedRulesetReference("rules/x.xml", "/lib/scn/a.rlscn", "/lib/other/a.rlscn") == "../scn/rules/x.xml");
    CHECK(movedRulesetReference("rules/x.xml", "/lib/scn/a.rlscn", {}) == "/lib/scn/rules/x.xml");  // the recovery copy
    CHECK(movedRulesetReference("rules/x.xml", {}, "/lib/other/a.rlscn") == "rules/x.xml");  // an unsaved document
}
