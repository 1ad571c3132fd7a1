// The incremental invariant over long sequences for the checks that keep results across updates
// (victory.unreachable's kept searches, the footprints of setup.out_of_command with its command
// traces through enemy zones, victory.impassable and schedule.entry_not_enterable): a short turn
// track, so that victory hexes flip between reached and not as hexes are repainted, pieces move,
// turn and change mode, and rows change turn; after every step the report equals a full validation's.
#include "tests/engine/commands/command_fixture.hpp"
#include "validation_fixture.hpp"

#include "engine/commands/record_commands.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <string>

using namespace engine;

namespace {

constexpr int kSequencesPerRuleset = 25, kSteps = 40;

// A hex repainted as another hex is (terrain, features, level), a piece moved, or a row's turn changed.
std::unique_ptr<Command> reachEdit(Document& doc, std::mt19937& rng) {
    const auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto randomHex = [&] { return cmdtest::hexAt(doc, roll(0, 11), roll(0, 9)); };
    switch (roll(0, 3)) {
    case 0:
    case 1: {
        const HexCoord hex = randomHex();
        const HexCell before = doc.map.cell(hex), after = doc.map.cell(randomHex());
        if (after == before) return nullptr;
        return std::make_unique<SetHexCellsCommand>("Paint",
                                                    std::vector<SetHexCellsCommand::CellEdit>{{hex, before, after}});
    }
    case 2: {
        // Pieces move, turn and change formation: enemy zones (CWB frontal ZOC by facing and mode, SSS
        // and LFM rings) and friendly units along command traces change with them.
        static const std::vector<std::string> kPieces{"reynolds", "heth", "iron", "cutler", "archer", "davis"};
        static const std::vector<std::string> kModes{"", "line", "column", "tactical", "march"};
        return placePiece(doc, Placement{kPieces[static_cast<std::size_t>(roll(0, 5))], randomHex(), roll(-1, 5),
                                         kModes[static_cast<std::size_t>(roll(0, 4))]});
    }
    default: {
        const auto& rows = doc.scenario->schedule;  // other edits may remove rows
        if (rows.empty()) return nullptr;
        ReinforcementRow row = rows[static_cast<std::size_t>(roll(0, static_cast<int>(rows.size()) - 1))];
        row.turn = roll(1, 3);
        return ReplaceScheduleRowCommand::make(doc, row.id, row);
    }
    }
}

}  // namespace

TEST_CASE("incremental re-validation equals full validation along long sequences of reach edits",
          "[validation][incremental]") {
    std::map<bool, int> unreachableSeen;  // whether victory.unreachable fired, by step
    for (const std::string rulesetId : {"sss", "cwb", "hs", "lfm"}) {
        for (int seed = 0; seed < kSequencesPerRuleset; ++seed) {
            INFO("ruleset " << rulesetId << " seed " << seed);
            std::mt19937 rng = valtest::sequenceRng(rulesetId, seed);
            Document doc = valtest::sequenceDocument(rulesetId);
            doc.scenario->turns.lastTurn = 2;  // little movement: verdicts hinge on single hexes
            Validator incremental;
            incremental.validate(doc);
            std::vector<std::unique_ptr<Command>> done;
            for (int i = 0; i < kSteps; ++i) {
                const std::string step = valtest::stepSequence(doc, incremental, done, rng, 6, [&] {
                    return rng() % 4 == 0 ? cmdtest::randomCommand(doc, rng) : reachEdit(doc, rng);
                });
                if (step.empty()) continue;
                INFO("step " << i << ": " << step);
                Validator full;
                REQUIRE(valtest::describe(incremental.diagnostics()) == valtest::describe(full.validate(doc)));
                REQUIRE(incremental.diagnostics() == full.diagnostics());
                ++unreachableSeen[!valtest::ofRule(full.diagnostics(), "victory.unreachable").empty()];
            }
        }
    }
    // The sequences go through states where the warning fires and where it does not.
    CHECK(unreachableSeen[true] > 0);
    CHECK(unreachableSeen[false] > 0);
}
