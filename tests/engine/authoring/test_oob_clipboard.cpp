// Copy and paste in the order-of-battle tree: a scenario XML fragment, ids made unique on paste.
#include "tests/engine/commands/command_fixture.hpp"

#include "engine/authoring/oob_clipboard.hpp"
#include "engine/io/load_error.hpp"
#include "engine/model/scenario_references.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("copy makes a scenario fragment of the pieces with everything below them", "[authoring][clipboard]") {
    const Document doc = cmdtest::makeDocument();
    const std::string xml = copyPieces(doc, {"i-1", "stone"});
    CHECK(xml.find("<ridgeline-scenario") != std::string::npos);
    CHECK(xml.find("id=\"i-1\"") != std::string::npos);
    CHECK(xml.find("id=\"iron\"") != std::string::npos);
    CHECK(xml.find("id=\"stone\"") != std::string::npos);
    CHECK(xml.find("id=\"reynolds\"") == std::string::npos);  // above the copied division
    CHECK(xml.find("<setup") == std::string::npos);
    CHECK(xml.find("parent=") == std::string::npos);  // the division is a root of the fragment
    CHECK(copyPieces(doc, {"i-1", "stone"}) == xml);  // deterministic
}

TEST_CASE("paste gives fresh ids where taken, under the target, as one undo step", "[authoring][clipboard]") {
    Document doc = cmdtest::makeDocument();
    const std::string xml = copyPieces(doc, {"i-1", "stone"});
    std::vector<std::string> roots;
    auto cmd = pastePieces(doc, xml, {"", "heth"}, &roots);
    REQUIRE(cmd);
    CHECK(roots == std::vector<std::string>{"i-1-2", "stone-2"});
    cmdtest::checkRoundTrip(doc, *cmd);
    cmd->apply(doc);
    const Scenario& s = *doc.scenario;
    CHECK(s.findFormation("i-1-2")->parent == "heth");
    CHECK(s.findFormation("i-1-2")->side == "csa");
    CHECK(s.findUnit("iron-2")->formation == "i-1-2");
    CHECK(s.findUnit("iron-2")->side == "csa");
    CHECK(s.findUnit("stone-2")->formation == "heth");
    CHECK(danglingReferences(s).empty());

    SECTION("into another scenario, keeping free ids") {
        Document other = cmdtest::makeDocument();
        other.scenario->formations.clear();
        other.scenario->leaders.clear();
        other.scenario->units.clear();
        other.scenario->setup.clear();
        other.scenario->schedule.clear();
        auto into = pastePieces(other, xml, {"usa", ""});
        REQUIRE(into);
        into->apply(other);
        CHECK(other.scenario->findFormation("i-1")->parent.empty());
        CHECK(other.scenario->findUnit("stone")->formation.empty());
    }
    SECTION("bad text and bad targets") {
        CHECK_THROWS_AS(pastePieces(doc, "<oob>", {"usa", ""}), LoadError);
        CHECK_THROWS_AS(pastePieces(doc, xml, {"", "nowhere"}), std::invalid_argument);
        CHECK(pastePieces(doc, copyPieces(doc, {"nobody"}), {"usa", ""}) == nullptr);
    }
}
