// Export then import --replace gives back the scenario file byte for byte, for each bundled
// sample; and the real Gettysburg register (gettysburg-oob-battle-atlas in the real data,
// tests/test_paths.hpp), turned into a spreadsheet by samples/gettysburg_oob_table.py, lands every
// corps, division, brigade, battery and regiment in its place on both sides.
#include "oob_test_support.hpp"

#include "engine/io/atomic_file.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/model/scenario_references.hpp"
#include "importers/oob/oob_import.hpp"
#include "tests/temp_dir.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <map>
#include <regex>

using namespace engine;
using namespace importers;

namespace {

const OobImportOptions kReplace{OobImportOptions::Mode::Replace};

Document sample(const std::string& name) {
    RulesetLibrary library;
    library.addSearchDir(testpaths::rulesets());
    return loadDocument(testpaths::source() / "samples" / name / "scenario.rlscn", library);
}

}  // namespace

TEST_CASE("export then import --replace round-trips each sample scenario byte for byte", "[importers][oob]") {
    for (const char* name : {"sss-mcpherson-ridge", "cwb-oak-ridge", "hs-devils-den", "lfm-cornfield"}) {
        INFO(name);
        Document doc = sample(name);
        const std::string before = writeScenario(*doc.scenario, doc.map.grid());
        for (const char delimiter : {',', '\t'}) {
            const std::string table = writeOob(doc, delimiter);
            const OobImport oob = readOob(parseOobSheet(table, "oob.csv"), doc, kReplace);
            CHECK(oob.generatedIds == 0);
            CHECK(oob.unknownColumns.empty());
            CHECK(oobImportCommand(doc, oob, kReplace) == nullptr);  // nothing changes
            Document blank = doc;
            blank.scenario->formations.clear();
            blank.scenario->leaders.clear();
            blank.scenario->units.clear();
            auto cmd = oobImportCommand(blank, readOob(parseOobSheet(table, "oob.csv"), doc, kReplace), kReplace);
            REQUIRE(cmd);
            cmd->apply(blank);
            CHECK(writeScenario(*blank.scenario, blank.map.grid()) == before);
            CHECK(writeOob(blank, delimiter) == table);
        }
    }
}

TEST_CASE("the Gettysburg register lands every formation and piece in its place", "[importers][oob][real]") {
    const auto registerFile = testpaths::realData() / "gettysburg-oob-battle-atlas" / "oob-register.json";
    if (!std::filesystem::exists(registerFile)) {
        if (testpaths::sharedDataRequired()) FAIL(registerFile << " is absent and RIDGELINE_REQUIRE_SHARED_DATA=1");
        WARN("skipped: " << registerFile << " is absent");
        return;
    }
    testpaths::TempDir dir;
    const auto table = dir.path() / "gettysburg-oob.csv";
    const std::string command = "python3 '" + (testpaths::source() / "samples" / "gettysburg_oob_table.py").string() +
                                "' '" + registerFile.string() + "' '" + table.string() + "' > /dev/null";
    REQUIRE(std::system(command.c_str()) == 0);

    Document doc = oobtest::newDocument();
    const OobImport oob = readOob(parseOobSheet(readTextFile(table), table.string()), doc, kReplace);
    CHECK(oob.depthForm);
    CHECK(oob.unknownColumns == std::vector<std::string>{"column 9 (days)"});
    auto cmd = oobImportCommand(doc, oob, kReplace);
    REQUIRE(cmd);
    cmd->apply(doc);
    const Scenario& s = *doc.scenario;
    CHECK(danglingReferences(s).empty());

    // The names from the top of the tree down to a record's parent.
    const auto chainOf = [&](std::string parent) {
        std::vector<std::string> names;
        for (const Formation* f = s.findFormation(parent); f; f = s.findFormation(f->parent))
            names.insert(names.begin(), f->name);
        return names;
    };
    // The register, read with the same eyes: "id", "name", "side", "echelon", "parentChain", "regiments".
    const std::string json = readTextFile(registerFile);
    const std::regex entryPattern(
        R"re("id": "([^"]+)",\s*"castStatus": "[^"]*",\s*"name": "((?:[^"\\]|\\.)*)",\s*"side": "(\w+)",\s*"arm": "(\w+)",\s*"echelon": "([\w-]+)",\s*"parentChain": \[([^\]]*)\])re");
    const std::regex quoted(R"re("((?:[^"\\]|\\.)*)")re");
    int entries = 0, batteries = 0, brigades = 0, commands = 0;
    std::map<std::string, int> bySide;
    for (std::sregex_iterator it(json.begin(), json.end(), entryPattern), end; it != end; ++it) {
        const std::smatch& m = *it;
        const std::string id = m[1], side = m[3] == "union" ? "union" : "csa", echelon = m[5];
        std::vector<std::string> chain;
        const std::string chainText = m[6];
        for (std::sregex_iterator q(chainText.begin(), chainText.end(), quoted), qend; q != qend; ++q)
            chain.push_back((*q)[1]);
        INFO(id);
        ++entries;
        ++bySide[side];
        if (echelon == "command") {
            const Leader* leader = s.findLeader(id);
            REQUIRE(leader);
            CHECK(leader->side == side);
            CHECK(chainOf(leader->formation) == chain);  // with the formation he heads
            ++commands;
        } else if (echelon == "battery") {
            const Unit* battery = s.findUnit(id);
            REQUIRE(battery);
            CHECK(battery->unitClass == "artillery");
            CHECK(battery->side == side);
            CHECK(chainOf(battery->formation) == chain);
            ++batteries;
        } else {
            const Formation* brigade = s.findFormation(id);
            REQUIRE(brigade);
            CHECK(brigade->kind == "brigade");
            CHECK(brigade->side == side);
            CHECK(chainOf(brigade->parent) == chain);
            CHECK(s.findLeader(brigade->commander));
            ++brigades;
        }
    }
    CHECK(entries == 288);
    CHECK(bySide["union"] == 153);
    CHECK(bySide["csa"] == 135);
    CHECK(batteries == 136);
    CHECK(brigades == 103 + 14 + 16);
    CHECK(commands == 19);
    int regiments = 0;
    for (const Unit& u : s.units) {
        if (u.unitClass == "artillery") continue;
        ++regiments;
        const Formation* brigade = s.findFormation(u.formation);
        REQUIRE(brigade);
        CHECK(brigade->kind == "brigade");
    }
    CHECK(regiments == 478);
    for (const std::string armyName : {"Army of the Potomac", "Army of Northern Virginia"}) {
        const auto army = std::find_if(s.formations.begin(), s.formations.end(),
                                       [&](const Formation& f) { return f.name == armyName; });
        REQUIRE(army != s.formations.end());
        CHECK(army->kind == "army");
        CHECK(army->parent.empty());
    }
}
