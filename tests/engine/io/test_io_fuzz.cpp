// Truncated and mutated files must either load or throw LoadError: never crash, never throw
// anything else.
#include "engine/io/atomic_file.hpp"
#include "engine/io/load_error.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "io_test_support.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <functional>

using namespace engine;

namespace {

// Returns how many variants loaded; REQUIREs that every other one threw LoadError.
int fuzz(const std::string& text, const std::function<void(const std::string&)>& parse, std::mt19937& rng) {
    int loaded = 0;
    const auto attempt = [&](const std::string& variant) {
        try {
            parse(variant);
            ++loaded;
        } catch (const LoadError& e) {
            REQUIRE(e.line >= 0);
            REQUIRE_FALSE(e.message.empty());
        }
    };
    const std::size_t step = std::max<std::size_t>(1, text.size() / 300);
    for (std::size_t cut = 0; cut < text.size(); cut += step) attempt(text.substr(0, cut));
    static const std::string kBytes = "<>/=\"'&;#x- 0123456789abzAZ\n\t\x80\xff";
    std::uniform_int_distribution<std::size_t> pos(0, text.size() - 1), byte(0, kBytes.size() - 1);
    for (int i = 0; i < 600; ++i) {
        std::string variant = text;
        for (int n = 1 + i % 3; n > 0; --n) {
            const std::size_t at = pos(rng);
            switch (i % 3) {
            case 0: variant[at] = kBytes[byte(rng)]; break;
            case 1: variant.erase(at, 1 + at % 7); break;
            default: variant.insert(at, 1, kBytes[byte(rng)]); break;
            }
            if (variant.empty()) break;
        }
        attempt(variant);
    }
    return loaded;
}

}  // namespace

TEST_CASE("truncated and mutated map files load or throw LoadError", "[io][fuzz]") {
    std::mt19937 rng(11);
    const std::string text = writeMap(iotest::randomMap(rng, iotest::sssGrid()));
    CHECK(fuzz(
              text, [](const std::string& t) { (void)parseMap(t, "fuzz.rlmap"); }, rng) > 0);
}

TEST_CASE("truncated and mutated scenario files load or throw LoadError", "[io][fuzz]") {
    std::mt19937 rng(12);
    const HexGrid grid = iotest::sssGrid();
    Scenario s;
    while (s.units.size() < 3 || s.schedule.empty()) s = iotest::randomScenario(rng, grid);
    const std::string text = writeScenario(s, grid);
    CHECK(fuzz(
              text, [&](const std::string& t) { (void)parseScenario(t, "fuzz.rlscn", grid); }, rng) > 0);
}

TEST_CASE("truncated and mutated ruleset files load or throw LoadError", "[io][fuzz]") {
    std::mt19937 rng(13);
    const std::string text = readTextFile(testpaths::data() / "rulesets" / "mini.xml");
    CHECK(fuzz(
              text, [](const std::string& t) { (void)parseRuleset(t, "fuzz.xml"); }, rng) > 0);
}
