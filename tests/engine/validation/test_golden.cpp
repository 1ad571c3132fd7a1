// Golden cases, one directory per rule under tests/data/validation/<rule-id>/: case.rlscn
// triggers the rule with exactly the diagnostics in expected.txt; fixed.rlscn does not trigger it.
#include "engine/validation/validator.hpp"
#include "tests/test_paths.hpp"
#include "validation_fixture.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

using namespace engine;
namespace fs = std::filesystem;

namespace {

const fs::path kGolden = testpaths::data() / "validation";

std::string linesOf(const fs::path& scenario, const std::string& rule) {
    const Document doc = valtest::loadGoldenDocument(fs::relative(scenario, kGolden).string());
    Validator v;
    return valtest::reportLines(v.validate(doc), rule);
}

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("every golden case triggers its rule exactly as expected, and its fixed twin does not",
          "[validation][golden]") {
    int cases = 0;
    for (const auto& entry : fs::directory_iterator(kGolden)) {
        if (!fs::exists(entry.path() / "case.rlscn")) continue;
        const std::string rule = entry.path().filename().string();
        INFO("rule " << rule);
        REQUIRE(builtinChecks().find(rule) != nullptr);
        const std::string expected = readAll(entry.path() / "expected.txt");
        CHECK_FALSE(expected.empty());
        CHECK(linesOf(entry.path() / "case.rlscn", rule) == expected);
        CHECK(linesOf(entry.path() / "fixed.rlscn", rule).empty());
        ++cases;
    }
    CHECK(cases >= 45);
}

// Rules whose broken state the scenario reader rejects or no template enables, and the ruleset rules
// (every template has unapplied values): their cases are
// built in memory in test_in_memory_cases.cpp (and oob.unknown_side, turns.order in test_validator.cpp).
TEST_CASE("every built-in rule has a golden case", "[validation][golden]") {
    const std::vector<std::string> inMemory{
        "oob.unknown_side",         "turns.order",         "setup.off_map",          "schedule.entry_off_map",
        "victory.off_map",          "scenario.bad_option", "schedule.night_arrival",
        "ruleset.unsupported_value"};
    for (const auto& rule : builtinChecks().checks()) {
        INFO("rule " << rule->id());
        const bool hasDir = fs::exists(kGolden / rule->id() / "case.rlscn");
        const bool elsewhere = std::find(inMemory.begin(), inMemory.end(), rule->id()) != inMemory.end();
        CHECK(hasDir != elsewhere);
    }
}
