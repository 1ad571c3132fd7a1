// The incremental invariant: after any sequence of commands, re-validating only what each
// command's ChangeSet touched gives exactly the report a full validation gives.
#include "../commands/command_fixture.hpp"
#include "validation_fixture.hpp"

#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <sstream>

using namespace engine;

namespace {

constexpr int kSequencesPerRuleset = 250;  // x 4 rulesets = 1,000 sequences

std::string describe(const std::vector<Diagnostic>& ds) {
    std::ostringstream s;
    for (const auto& d : ds) {
        s << toString(d.severity) << " " << d.rule << " " << (d.waived ? "[waived] " : "") << d.message << "\n";
    }
    return s.str();
}

}  // namespace

TEST_CASE("incremental re-validation equals full validation after random command sequences", "[validation][incremental]") {
    std::size_t incrementalChecks = 0, fullChecks = 0;
    int commands = 0;
    for (const std::string rulesetId : {"sss", "cwb", "hs", "lfm"}) {
        for (int seed = 0; seed < kSequencesPerRuleset; ++seed) {
            INFO("ruleset " << rulesetId << " seed " << seed);
            std::mt19937 rng(static_cast<std::mt19937::result_type>(seed * 7919 + static_cast<int>(rulesetId.size())));
            Document doc = cmdtest::makeDocument();
            doc.ruleset = valtest::templateRuleset(rulesetId);
            Validator incremental;
            incremental.validate(doc);
            std::vector<std::unique_ptr<Command>> done;
            const int steps = std::uniform_int_distribution<int>(1, 12)(rng);
            for (int i = 0; i < steps; ++i) {
                if (!done.empty() && rng() % 5 == 0) {  // undo the last edit now and then
                    done.back()->revert(doc);
                    incremental.update(doc, done.back()->changes());
                    done.pop_back();
                    continue;
                }
                auto cmd = cmdtest::randomCommand(doc, rng);
                if (!cmd) continue;
                cmd->apply(doc);
                incremental.update(doc, cmd->changes());
                incrementalChecks += incremental.checksLastRun();
                done.push_back(std::move(cmd));
                ++commands;
            }
            Validator full;
            full.validate(doc);
            fullChecks += full.checksLastRun();
            REQUIRE(describe(incremental.diagnostics()) == describe(full.diagnostics()));
            REQUIRE(incremental.diagnostics() == full.diagnostics());
        }
    }
    CHECK(commands > 4 * kSequencesPerRuleset * 3);
    // Incremental runs check far fewer scope items per edit than a full pass.
    CHECK(incrementalChecks / static_cast<std::size_t>(commands) < fullChecks / (4 * kSequencesPerRuleset) / 2);
}
