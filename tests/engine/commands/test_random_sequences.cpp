// Property tests over random edit histories: whatever the sequence of pushes, transactions, undos
// and redos, every state the history can reach saves to the same bytes each time it is reached.
#include "command_fixture.hpp"

#include "engine/commands/command_stack.hpp"
#include "engine/commands/transaction.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace engine;
using namespace cmdtest;

namespace {

constexpr int kSequences = 300;

// Saved text of the document at each stack index still reachable.
using States = std::map<std::size_t, std::string>;

void record(States& states, const CommandStack& stack, const Document& doc) {
    states.erase(states.upper_bound(stack.index()), states.end());  // redo history is gone
    states[stack.index()] = fileText(doc);
}

}  // namespace

TEST_CASE("Random command sequences undo to the start and redo to the end", "[commands]") {
    int commands = 0;
    for (int seed = 0; seed < kSequences; ++seed) {
        INFO("seed " << seed);
        std::mt19937 rng(static_cast<std::mt19937::result_type>(seed));
        Document doc = makeDocument();
        REQUIRE(fileText(doc).find("<ridgeline-scenario") != std::string::npos);  // both files compared
        const Scenario startScenario = *doc.scenario;
        CommandStack stack;
        States states;
        record(states, stack, doc);
        const int steps = std::uniform_int_distribution<int>(5, 40)(rng);
        for (int i = 0; i < steps; ++i) {
            const int action = std::uniform_int_distribution<int>(0, 9)(rng);
            if (action == 0 && stack.canUndo()) {
                stack.undo(doc);
                REQUIRE(fileText(doc) == states.at(stack.index()));
            } else if (action == 1 && stack.canRedo()) {
                stack.redo(doc);
                REQUIRE(fileText(doc) == states.at(stack.index()));
            } else if (action == 2) {
                Transaction tx(doc, stack);
                for (int k = std::uniform_int_distribution<int>(0, 4)(rng); k > 0; --k) {
                    tx.add(randomCommand(doc, rng));
                    ++commands;
                }
                if (rng() % 4 == 0) {
                    tx.rollback();
                    REQUIRE(fileText(doc) == states.at(stack.index()));
                } else if (!tx.commit("Edit").empty()) {  // an empty commit keeps the redo history
                    record(states, stack, doc);
                }
            } else {
                if (stack.push(randomCommand(doc, rng), doc).empty()) continue;
                ++commands;
                record(states, stack, doc);
            }
        }
        const std::string end = fileText(doc);
        const std::size_t top = stack.index();
        while (stack.canUndo()) {
            stack.undo(doc);
            REQUIRE(fileText(doc) == states.at(stack.index()));
        }
        REQUIRE(fileText(doc) == states.at(0));
        REQUIRE(*doc.scenario == startScenario);
        while (stack.index() < top) stack.redo(doc);
        REQUIRE(fileText(doc) == end);
    }
    CHECK(commands > kSequences * 10);
}

TEST_CASE("Random commands each round-trip on their own", "[commands]") {
    std::mt19937 rng(1863);
    Document doc = makeDocument();
    int checked = 0;
    for (int i = 0; i < 600; ++i) {
        auto cmd = randomCommand(doc, rng);
        if (!cmd) continue;
        checkRoundTrip(doc, *cmd);
        cmd->apply(doc);  // walk on, so later commands see a varied document
        ++checked;
    }
    CHECK(checked > 300);
}
