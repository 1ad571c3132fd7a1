// Golden cases, one directory per rule under tests/data/validation/<rule-id>/: case.rlscn
// triggers the rule with exactly the diagnostics in expected.txt; fixed.rlscn does not trigger it.
#include "engine/io/document_file.hpp"
#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace engine;
namespace fs = std::filesystem;

namespace {

const fs::path kGolden = fs::path(RIDGELINE_TEST_DATA_DIR) / "validation";

// The rule's diagnostics as `ridgeline validate` prints them, without the file name.
std::string linesOf(const fs::path& scenario, const std::string& rule) {
    RulesetLibrary library;
    library.addSearchDir(fs::path(RIDGELINE_SOURCE_DIR) / "templates" / "rulesets");
    const Document doc = loadDocument(scenario, library);
    Validator v;
    std::ostringstream out;
    for (const Diagnostic& d : v.validate(doc)) {
        if (d.rule != rule) continue;
        out << (d.locations.empty() ? "file" : d.locations.front().key()) << ": " << toString(d.severity) << " " << d.rule << ": "
            << d.message;
        if (!d.citation.empty()) out << " [" << d.citation << "]";
        out << "\n";
    }
    return out.str();
}

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("every golden case triggers its rule exactly as expected, and its fixed twin does not", "[validation][golden]") {
    int cases = 0;
    for (const auto& entry : fs::directory_iterator(kGolden)) {
        if (!fs::exists(entry.path() / "case.rlscn")) continue;
        const std::string rule = entry.path().filename().string();
        INFO("rule " << rule);
        REQUIRE(builtinRules().find(rule) != nullptr);
        const std::string expected = readAll(entry.path() / "expected.txt");
        CHECK_FALSE(expected.empty());
        CHECK(linesOf(entry.path() / "case.rlscn", rule) == expected);
        CHECK(linesOf(entry.path() / "fixed.rlscn", rule).empty());
        ++cases;
    }
    CHECK(cases >= 25);
}
