// Random sequences of the order-of-battle, set-up and schedule edits the studio's scenario panes
// make: after each step the incremental report equals a full validation, and undoing every step
// gives back the starting file byte for byte.
#include "tests/engine/commands/command_fixture.hpp"
#include "validation_fixture.hpp"

#include "engine/commands/record_commands.hpp"
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

TEST_CASE("a unit or leader edit re-checks command range only where it was or now is looked at",
          "[validation][incremental][authoring]") {
    Document doc = valtest::sequenceDocument("sss");
    Validator v;
    v.validate(doc);
    const auto ranWhole = [&](const std::string& rule) {
        const auto& runs = v.fullRunsLastUpdate();
        return std::any_of(runs.begin(), runs.end(), [&](const Check* c) { return c->id() == rule; });
    };
    const auto run = [&](std::unique_ptr<Command> cmd) {
        REQUIRE(cmd);
        cmd->apply(doc);
        v.update(doc, cmd->changes());
        CHECK_FALSE(ranWhole("setup.out_of_command"));
        Validator full;
        CHECK(valtest::describe(v.diagnostics()) == valtest::describe(full.validate(doc)));
    };
    Unit moved = *doc.scenario->findUnit("davis");
    moved.formation = "i-1";  // into another division, set up far from Heth
    run(ReplaceUnitCommand::make(doc, "davis", moved));
    Leader heth = *doc.scenario->findLeader("heth");
    heth.ratings["command-rating"] = "1";
    run(ReplaceLeaderCommand::make(doc, "heth", heth));
    run(std::make_unique<AddLeaderCommand>(Leader{"newcomer", "N", "usa", "i-1", "division", {}}));
}
