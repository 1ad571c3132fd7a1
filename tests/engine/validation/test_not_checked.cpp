// The rules validation names as not checked are exactly the values each ruleset template marks
// unapplied="why", with their citations and reasons.
#include "engine/io/ruleset_file.hpp"
#include "engine/validation/not_checked.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <sstream>

TEST_CASE("every value a template marks unapplied is named as not checked, with its citation and reason",
          "[validation][rulesets]") {
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        INFO(id);
        const auto path = testpaths::rulesets() / (std::string(id) + ".xml");
        std::ifstream in(path);
        std::ostringstream text;
        text << in.rdbuf();
        const std::string xml = text.str();
        const std::regex marked(R"re(\sunapplied="[^"]+")re");
        const auto inTemplate = static_cast<std::size_t>(
            std::distance(std::sregex_iterator(xml.begin(), xml.end(), marked), std::sregex_iterator()));
        const std::vector<engine::NotChecked> named = engine::notCheckedValues(engine::loadRuleset(path.string()));
        CHECK(named.size() == inTemplate);
        for (const engine::NotChecked& n : named) {
            CHECK_FALSE(n.what.empty());
            CHECK_FALSE(n.why.empty());
        }
    }
    const std::vector<engine::NotChecked> sss =
        engine::notCheckedValues(engine::loadRuleset((testpaths::rulesets() / "sss.xml").string()));
    const auto weather = std::find_if(sss.begin(), sss.end(), [](const auto& n) { return n.what == "option weather"; });
    REQUIRE(weather != sss.end());
    CHECK(weather->cite == "SSS 18.11");
    CHECK(weather->why.find("the basic game is always clear") == 0);
}
