// Random sequences of the order-of-battle, set-up and schedule edits the studio's scenario panes
// make: after each step the incremental report equals a full validation, and undoing every step
// gives back the starting file byte for byte.
#include "tests/engine/commands/command_fixture.hpp"
#include "validation_fixture.hpp"

#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("authoring edits: incremental equals full after each step, and all undo to the start",
          "[validation][incremental][authoring]") {
    int steps = 0;
    for (const std::string rulesetId : {"sss", "cwb", "hs", "lfm"}) {
        for (int seed = 0; seed < 40; ++seed) {
            INFO("ruleset " << rulesetId << " seed " << seed);
            std::mt19937 rng = valtest::sequenceRng(rulesetId, seed + 5000);
            Document doc = valtest::sequenceDocument(rulesetId);
            const std::string start = cmdtest::fileText(doc);
            Validator incremental;
            incremental.validate(doc);
            std::vector<std::unique_ptr<Command>> done;
            std::string history;
            for (int i = 0; i < 15; ++i) {
                const std::string label = valtest::stepSequence(
                    doc, incremental, done, rng, 6, [&] { return cmdtest::randomAuthoringCommand(doc, rng); });
                if (label.empty()) continue;
                history += label + "; ";
                ++steps;
                INFO("edits: " << history);
                Validator full;
                REQUIRE(valtest::describe(incremental.diagnostics()) == valtest::describe(full.validate(doc)));
            }
            while (!done.empty()) {
                done.back()->revert(doc);
                incremental.update(doc, done.back()->changes());
                done.pop_back();
            }
            REQUIRE(cmdtest::fileText(doc) == start);
            Validator full;
            REQUIRE(valtest::describe(incremental.diagnostics()) == valtest::describe(full.validate(doc)));
        }
    }
    CHECK(steps > 4 * 40 * 5);
}
