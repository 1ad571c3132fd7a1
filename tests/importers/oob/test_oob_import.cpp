// Orders of battle from spreadsheets: both tree forms, CSV and TSV, the record fields and the
// ruleset's attributes, every kind of bad row, and merge and replace as one undo step.
#include "oob_test_support.hpp"

#include "engine/io/load_error.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/model/scenario_references.hpp"
#include "importers/oob/oob_import.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace importers;

namespace {

const char* const kParentForm =
    "side,kind,id,name,parent,class,commander,rank,strength,morale,notes\n"
    "csa,division,heth,Heth's Division,,,harry-heth,,,,\n"
    "csa,leader,harry-heth,Henry Heth,heth,,,division,,,\n"
    "csa,brigade,,Archer's Brigade,heth,,,,,,\n"
    "csa,unit,,1st Tennessee,archers-bde,infantry,,,4,6,\"Provisional, Army\"\n"
    "csa,unit,,13th Alabama,Archer's Brigade,infantry,,,3,5,\n"
    "csa,artillery,pegram,Pegram's Battery,heth,,,,2,,\n";

// The same tree in the depth form, as TSV with a byte-order mark and CRLF line ends.
const char* const kDepthForm =
    "\xEF\xBB\xBFSide\tDepth\tKind\tId\tName\tClass\tCommander\tRank\tStrength\tMorale\r\n"
    "csa\t0\tdivision\theth\tHeth's Division\t\tharry-heth\t\t\t\r\n"
    "\t1\tleader\tharry-heth\tHenry Heth\t\t\tdivision\t\t\r\n"
    "\t1\tbrigade\t\tArcher's Brigade\t\t\t\t\t\r\n"
    "\t2\tunit\t\t1st Tennessee\tinfantry\t\t\t4\t6\r\n"
    "\t2\tunit\t\t13th Alabama\tinfantry\t\t\t3\t5\r\n"
    "\t1\tartillery\tpegram\tPegram's Battery\t\t\t\t2\t\r\n";

OobImport read(const std::string& text, const Document& doc,
               OobImportOptions::Mode mode = OobImportOptions::Mode::Merge) {
    return readOob(parseOobSheet(text, "oob.csv"), doc, OobImportOptions{mode});
}

// The message of the LoadError the text throws, "" when it loads.
std::string errorOf(const std::string& text, const Document& doc) {
    try {
        (void)read(text, doc);
    } catch (const LoadError& e) {
        return e.what();
    }
    return {};
}

}  // namespace

TEST_CASE("the parent form: records, ids from names, attributes, unknown columns", "[importers][oob]") {
    const Document doc = oobtest::newDocument();
    const OobImport oob = read(kParentForm, doc);
    REQUIRE(oob.formations.size() == 2);
    REQUIRE(oob.leaders.size() == 1);
    REQUIRE(oob.units.size() == 3);
    CHECK(oob.formations[1].id == "archers-bde");
    CHECK(oob.formations[1].parent == "heth");
    CHECK(oob.formations[1].side == "csa");
    CHECK(oob.formations[0].commander == "harry-heth");
    CHECK(oob.units[0].id == "1-tn");
    CHECK(oob.units[0].attributes == AttributeMap{{"morale", "6"}, {"strength", "4"}});
    CHECK(oob.units[1].formation == "archers-bde");  // the parent given by its name
    CHECK(oob.units[2].unitClass == "artillery");    // the kind given as a class
    CHECK(oob.leaders[0].rank == "division");
    CHECK(oob.generatedIds == 3);
    CHECK(oob.unknownColumns == std::vector<std::string>{"column 11 (notes)"});
    CHECK_FALSE(oob.depthForm);
}

TEST_CASE("the depth form as TSV with BOM and CRLF gives the same tree", "[importers][oob]") {
    const Document doc = oobtest::newDocument();
    const OobImport parent = read(kParentForm, doc), depth = read(kDepthForm, doc);
    CHECK(depth.depthForm);
    CHECK(depth.formations == parent.formations);
    CHECK(depth.leaders == parent.leaders);
    CHECK(depth.units == parent.units);
}

TEST_CASE("bad rows name the file, line and column, and nothing is imported", "[importers][oob]") {
    const Document doc = oobtest::newDocument();
    const std::string head = "side,kind,id,name,parent,class,strength\n";
    CHECK(errorOf(head + "rebels,division,d,D,,,\n", doc) ==
          "oob.csv:2: column 1 (side): no side `rebels` in the scenario");
    CHECK(errorOf(head + "csa,division,d,D,,,\ncsa,unit,u,U,d,dragoons,3\n", doc) ==
          "oob.csv:3: column 6 (class): `dragoons` is not a unit class of sss");
    CHECK(errorOf(head + "csa,unit,u,U,nowhere,infantry,3\n", doc) ==
          "oob.csv:2: column 5 (parent): no formation `nowhere`");
    CHECK(errorOf(head + "csa,brigade,a,A,b,,\ncsa,brigade,b,B,a,,\n", doc) ==
          "oob.csv:2: column 5 (parent): the parents make a cycle through `a`");
    CHECK(errorOf(head + "csa,unit,u,U,,infantry,25\n", doc) ==
          "oob.csv:2: column 7 (strength): 25 is above the maximum 20 (SSS 2.42)");
    CHECK(errorOf(head + "csa,unit,u,U,,infantry,3\ncsa,unit,u,V,,infantry,3\n", doc) ==
          "oob.csv:3: column 3 (id): duplicate id `u` (first on line 2)");
    CHECK(
        errorOf(head + "csa,regiment,r,R,,,\n", doc).rfind("oob.csv:2: column 2 (kind): `regiment` is not a kind", 0) ==
        0);
    CHECK(errorOf(head + "csa,brigade,b,B,,,4\n", doc) ==
          "oob.csv:2: column 7 (strength): a formation has no attributes");
    CHECK(errorOf("side,depth,kind,name\ncsa,1,brigade,B\n", doc) ==
          "oob.csv:2: column 2 (depth): no row above with a smaller depth");
    CHECK(errorOf("side,depth,kind,name,class\ncsa,0,unit,U,infantry\ncsa,1,unit,V,infantry\n", doc) ==
          "oob.csv:3: column 2 (depth): the row above at a smaller depth (line 2) is not a formation");
    CHECK(errorOf("side,kind,name\ncsa,brigade,\"B\n", doc) == "oob.csv:2: column 3: a quoted field is never closed");
    CHECK(errorOf("side,kind,side\n", doc) == "oob.csv:1: column 3 (side) appears twice");
    CHECK(errorOf("side,kind\ncsa,brigade,extra\n", doc) == "oob.csv:2: 3 cells, but the header has 2 columns");
    CHECK(errorOf("", doc) == "oob.csv: the table is empty: no header row");
    // Text no scenario file can hold is refused where it is, before anything is imported.
    CHECK_THAT(errorOf(head + "csa,unit,u,U\x01,,infantry,3\n", doc),
               Catch::StartsWith("oob.csv:2: column 4 (name): the text "));
    CHECK_THAT(errorOf("side,kind,na\xC3me\n", doc), Catch::StartsWith("oob.csv:1: column 3: the text "));
}

TEST_CASE("merge updates in place and adds, replace takes the sheet whole, as one undo step", "[importers][oob]") {
    Document doc = oobtest::newDocument();
    auto first = oobImportCommand(doc, read(kParentForm, doc), {});
    REQUIRE(first);
    first->apply(doc);
    doc.scenario->setup.push_back({"pegram", doc.map.grid().at(0), -1, ""});
    const std::string before = writeScenario(*doc.scenario, doc.map.grid());

    SECTION("merge") {
        const OobImport more = read(
            "side,kind,id,name,parent,class,strength\ncsa,unit,pegram,Pegram,heth,artillery,3\n"
            "csa,unit,,55th Virginia,heth,infantry,2\n",
            doc);
        auto cmd = oobImportCommand(doc, more, {});
        REQUIRE(cmd);
        cmd->apply(doc);
        CHECK(doc.scenario->units[2].attributes.at("strength") == "3");  // in place
        CHECK(doc.scenario->units.back().id == "55-va");
        cmd->revert(doc);
        CHECK(writeScenario(*doc.scenario, doc.map.grid()) == before);
    }
    SECTION("replace drops the set-up of pieces that are gone") {
        const OobImport only = read("side,kind,id,name\ncsa,division,d,D\n", doc, OobImportOptions::Mode::Replace);
        auto cmd = oobImportCommand(doc, only, {OobImportOptions::Mode::Replace});
        REQUIRE(cmd);
        cmd->apply(doc);
        CHECK(doc.scenario->formations.size() == 1);
        CHECK(doc.scenario->units.empty());
        CHECK(doc.scenario->setup.empty());
        CHECK(danglingReferences(*doc.scenario).empty());
        cmd->revert(doc);
        CHECK(writeScenario(*doc.scenario, doc.map.grid()) == before);
    }
}

TEST_CASE("a formation's band colour travels in the sheet, malformed or on a piece it is refused",
          "[importers][oob][counters]") {
    Document doc = oobtest::newDocument();
    const std::string head = "side,kind,id,name,parent,class,colour\n";
    const OobImport oob = read(head + "csa,corps,third,Third Corps,,,#e0c020\ncsa,division,heth,Heth,third,,\n", doc,
                               OobImportOptions::Mode::Replace);
    REQUIRE(oob.formations.size() == 2);
    CHECK(oob.formations[0].color == "#e0c020");
    CHECK(oob.formations[1].color.empty());
    CHECK(errorOf(head + "csa,corps,third,Third Corps,,,yellow\n", doc) ==
          "oob.csv:2: column 7 (colour): \"yellow\" is not a colour as #rrggbb");
    CHECK(errorOf(head + "csa,unit,u,U,,infantry,#e0c020\n", doc) ==
          "oob.csv:2: column 7 (colour): only a formation has a colour");

    // Exported only when some formation has one; a merge from a sheet without it keeps them.
    auto cmd = oobImportCommand(doc, oob, OobImportOptions{OobImportOptions::Mode::Replace});
    REQUIRE(cmd);
    cmd->apply(doc);
    const std::string table = writeOob(doc, ',');
    CHECK(table.rfind("side,kind,id,name,parent,class,commander,rank,color", 0) == 0);
    CHECK(table.find(",#e0c020") != std::string::npos);
    const OobImport merged = read("side,kind,id,name\ncsa,corps,third,III Corps\n", doc);
    REQUIRE(merged.formations.size() == 1);
    CHECK(merged.formations[0].color == "#e0c020");
    doc.scenario->formations[0].color.clear();
    CHECK(writeOob(doc, ',').find("color") == std::string::npos);
}
