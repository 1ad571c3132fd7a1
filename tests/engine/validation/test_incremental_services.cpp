// The incremental invariant for the checks that call the game mechanics (movement, command, ZOC):
// random sequences mixing the command fixture's edits with edits aimed at those checks (a hex
// painted with a terrain some class may not enter, leaders and units moved about, pieces moved
// between formations, a unit's class changed) give, after every step, the report a full validation
// gives.
#include "tests/engine/commands/command_fixture.hpp"
#include "validation_fixture.hpp"

#include "engine/commands/oob_commands.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <sstream>
#include <stdexcept>

using namespace engine;

namespace {

constexpr int kSequencesPerRuleset = 100;

// The terrain the ruleset prohibits most often (to the most classes and modes; "" when none).
std::string bannedTerrain(const Ruleset& rs) {
    std::map<std::string, int> rows;
    for (const MoveCost& c : rs.movement)
        if (c.prohibited && c.target == MoveCost::Target::Terrain) ++rows[c.id];
    std::string most;
    for (const auto& [id, n] : rows)
        if (most.empty() || n > rows[most]) most = id;
    return most;
}

// What the mechanics-backed checks read beyond the command fixture: an artillery unit, a division
// commander under the corps commander, the Confederate division commander set up, and hexes of a
// terrain some class may not enter.
void addServiceCases(Document& doc, const std::string& banned) {
    Scenario& s = *doc.scenario;
    for (Unit& u : s.units)
        if (u.id == "cutler") u.unitClass = "artillery";
    s.leaders.push_back({"wadsworth", "Wadsworth", "usa", "i-1", "division", {}});
    for (Formation& f : s.formations)
        if (f.id == "i-1") f.commander = "wadsworth";
    s.setup.push_back({"wadsworth", cmdtest::hexAt(doc, 3, 3), -1, ""});
    s.setup.push_back({"heth", cmdtest::hexAt(doc, 9, 4), -1, ""});
    // A whole division arriving on a hex its artillery may not enter.
    s.schedule.push_back({"r3", 5, "usa", {}, {"i-1"}, cmdtest::hexAt(doc, 6, 3), "", "", "", "", {}});
    if (banned.empty()) return;
    doc.map.internTerrain(banned);
    doc.map.setTerrain(cmdtest::hexAt(doc, 6, 3), banned);
    doc.map.setTerrain(cmdtest::hexAt(doc, 0, 5), banned);  // r1's entry hex
    doc.map.setTerrain(cmdtest::hexAt(doc, 2, 8), banned);  // victory hex vp2
}

// Edits aimed at those checks: a hex painted with the banned terrain, a leader or unit moved, a
// piece moved to another formation, a unit of another class, an order-of-battle edit.
std::unique_ptr<Command> serviceEdit(Document& doc, std::mt19937& rng, const std::string& banned) {
    const auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto any = [&](const std::vector<std::string>& ids) {
        return ids[static_cast<std::size_t>(roll(0, static_cast<int>(ids.size()) - 1))];
    };
    const HexCoord hex = cmdtest::hexAt(doc, roll(0, 11), roll(0, 9));
    static const std::vector<std::string> kPieces{"reynolds", "wadsworth", "heth", "cutler", "archer", "iron"};
    switch (roll(0, 5)) {
    case 0: return cmdtest::randomAuthoringCommand(doc, rng);
    case 1:
        try {
            return reparentPieces(doc, {any({"cutler", "iron", "stone", "davis", "i-1", "wadsworth"})},
                                  {"usa", any({"i", "i-1", "heth"})});
        } catch (const std::invalid_argument&) {
            return nullptr;  // a formation under itself
        }
    case 2:
        for (const Unit& u : doc.scenario->units)
            if (u.id == "cutler" || u.id == "iron") {
                Unit changed = u;
                changed.unitClass = any({"infantry", "artillery", "cavalry"});
                if (changed.unitClass != u.unitClass) return ReplaceUnitCommand::make(doc, u.id, changed);
            }
        return nullptr;
    default: break;
    }
    if (roll(0, 2) == 0 && !banned.empty()) {
        const HexCell before = doc.map.cell(hex);
        HexCell after = before;
        after.terrain = doc.map.internTerrain(banned);
        if (after == before) return nullptr;
        return std::make_unique<SetHexCellsCommand>("Paint",
                                                    std::vector<SetHexCellsCommand::CellEdit>{{hex, before, after}});
    }
    const std::string& piece = kPieces[static_cast<std::size_t>(roll(0, static_cast<int>(kPieces.size()) - 1))];
    return placePiece(doc, Placement{piece, hex, -1, ""});
}

}  // namespace

TEST_CASE("incremental re-validation equals full validation with the mechanics-backed checks",
          "[validation][incremental]") {
    const std::vector<std::string> serviceRules{
        "setup.prohibited_terrain",  "setup.out_of_command", "setup.in_enemy_zoc",  "schedule.entry_not_enterable",
        "schedule.entry_enemy_held", "victory.impassable",   "victory.unreachable", "setup.leader_alone_near_enemy",
        "setup.commander_apart",     "oob.side_mismatch"};
    std::map<std::string, int> fired;  // how often each service rule reported something along the way
    for (const std::string rulesetId : {"sss", "cwb", "hs", "lfm"}) {
        for (int seed = 0; seed < kSequencesPerRuleset; ++seed) {
            INFO("ruleset " << rulesetId << " seed " << seed);
            std::mt19937 rng(
                static_cast<std::mt19937::result_type>(seed * 104729 + static_cast<int>(rulesetId.size())));
            Document doc = cmdtest::makeDocument();
            doc.ruleset = valtest::templateRuleset(rulesetId);
            const std::string banned = bannedTerrain(*doc.ruleset);
            addServiceCases(doc, banned);
            Validator incremental;
            incremental.validate(doc);
            std::vector<std::unique_ptr<Command>> done;
            const int steps = std::uniform_int_distribution<int>(1, 10)(rng);
            for (int i = 0; i < steps; ++i) {
                const std::string step = valtest::stepSequence(doc, incremental, done, rng, 5, [&] {
                    return rng() % 2 == 0 ? serviceEdit(doc, rng, banned) : cmdtest::randomCommand(doc, rng);
                });
                if (step.empty()) continue;
                INFO("step " << i << ": " << step);
                Validator full;
                REQUIRE(valtest::describe(incremental.diagnostics()) == valtest::describe(full.validate(doc)));
                REQUIRE(incremental.diagnostics() == full.diagnostics());
                for (const std::string& rule : serviceRules)
                    fired[rule] += valtest::ofRule(full.diagnostics(), rule).empty() ? 0 : 1;
            }
        }
    }
    // The sequences reach the states these checks are about (victory.impassable needs a terrain
    // every class is barred from, which only CWB's impassable is).
    for (const std::string& rule : serviceRules) {
        INFO("rule " << rule);
        CHECK(fired[rule] > 0);
    }
}
