// The one grid builder: the ruleset's shape, numbering and sheets; sheet names down each column of
// sheets when the ruleset's own layout does not apply; label digits that grow with the sheet.
#include "engine/io/ruleset_file.hpp"
#include "engine/model/ruleset_grid.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace {

Ruleset bundled(const std::string& id) { return loadRuleset(testpaths::rulesets() / (id + ".xml")); }

}  // namespace

TEST_CASE("ruleset grid: the ruleset's own sheets and numbering", "[model][grid]") {
    const Ruleset sss = bundled("sss");
    const HexGrid grid = rulesetGrid(sss, 20, 16);
    CHECK(grid.checkConsistency().empty());
    CHECK(grid.shape() == sss.gridShape);
    CHECK(grid.sections() == SectionLayout{2, 2, {"A", "C", "B", "D"}});
    CHECK(grid.numbering() == sss.numbering);
    CHECK(grid.label(grid.at(0)) == "A0101");
    CHECK(grid.label(grid.at(grid.size() - 1)) == "D1008");

    for (const char* id : {"cwb", "hs", "lfm"}) {
        const Ruleset rs = bundled(id);
        const HexGrid g = rulesetGrid(rs, 12, 10);
        INFO(id);
        CHECK(g.checkConsistency().empty());
        CHECK(g.sections() == SectionLayout{1, 1, {"A"}});
        CHECK(g.numbering() == rs.numbering);
    }
}

TEST_CASE("ruleset grid: other sheet layouts are lettered down each column of sheets", "[model][grid]") {
    const Ruleset cwb = bundled("cwb");
    CHECK(sheetNames(cwb, 2, 2) == std::vector<std::string>{"A", "C", "B", "D"});
    CHECK(sheetNames(cwb, 3, 1) == std::vector<std::string>{"A", "B", "C"});
    CHECK(sheetNames(cwb, 1, 3) == std::vector<std::string>{"A", "B", "C"});
    CHECK(sheetNames(cwb, 2, 3) == std::vector<std::string>{"A", "D", "B", "E", "C", "F"});
    const auto many = sheetNames(cwb, 9, 3);
    CHECK(many[2] == "G");
    CHECK(many.back() == "S27");

    const HexGrid grid = rulesetGrid(cwb, 20, 16, {.sheetsAcross = 2, .sheetsDown = 2});
    CHECK(grid.checkConsistency().empty());
    CHECK(grid.sections().names == std::vector<std::string>{"A", "C", "B", "D"});
    CHECK(grid.numbering().sectionPrefix);

    const Ruleset hs = bundled("hs");  // no sheet prefix of its own: several sheets need one
    const HexGrid two = rulesetGrid(hs, 20, 10, {.sheetsAcross = 2, .sheetsDown = 1});
    CHECK(two.checkConsistency().empty());
    CHECK(two.numbering().sectionPrefix);
    CHECK(two.label(two.at(10)) == "B0101");
}

TEST_CASE("ruleset grid: one of the sheet counts alone leaves the ruleset's sheets", "[model][grid]") {
    const Ruleset sss = bundled("sss");
    CHECK(sheetCounts(sss) == std::pair{2, 2});
    CHECK(sheetCounts(sss, {.sheetsAcross = 3}) == std::pair{2, 2});
    CHECK(sheetCounts(sss, {.sheetsAcross = 1, .sheetsDown = 1}) == std::pair{1, 1});
    CHECK(rulesetGrid(sss, 20, 16, {.sheetsAcross = 1, .sheetsDown = 1}).sections() == SectionLayout{1, 1, {"A"}});
}

TEST_CASE("ruleset grid: numbering digits grow to hold the sheet's columns and rows", "[model][grid]") {
    Ruleset plain;  // default numbering: CCRR, two digits each
    plain.sections = {2, 1, {}};
    const HexGrid grid = rulesetGrid(plain, 240, 150);
    CHECK(grid.sections().names == std::vector<std::string>{"A", "B"});
    CHECK(grid.numbering().sectionPrefix);
    CHECK(grid.numbering().columnDigits == 3);
    CHECK(grid.numbering().rowDigits == 3);
    CHECK(grid.checkConsistency().empty());
}

TEST_CASE("ruleset grid: a shape given overrides the ruleset's", "[model][grid]") {
    const Ruleset sss = bundled("sss");
    const GridShape pointy{Orientation::PointyTop, Stagger::Even};
    CHECK(rulesetGrid(sss, 20, 16, {.shape = pointy}).shape() == pointy);
    CHECK_FALSE(rulesetGrid(sss, 21, 16).checkConsistency().empty());  // 2 x 2 sheets do not divide 21 columns
}
