// The incremental invariant: after any sequence of commands, re-validating only what each
// command's ChangeSet touched gives exactly the report a full validation gives. Besides the
// generic random commands, the sequences rewire the order of battle (units and leaders moving
// between formations, formations between parents, ids renamed onto other ids or emptied, rows
// naming random pieces and formations, records of unknown sides) and bundle two edits into one
// compound command, so that per-record keys, derived schedule pieces and index refreshes are all
// exercised.
#include "tests/engine/commands/command_fixture.hpp"
#include "validation_fixture.hpp"

#include "engine/commands/compound_command.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <sstream>

using namespace engine;

namespace {

constexpr int kSequencesPerRuleset = 250;  // x 4 rulesets = 1,000 sequences

std::string describe(const DiagnosticList& ds) {
    std::ostringstream s;
    for (const auto& d : ds) {
        s << toString(d.severity) << " " << d.rule << " " << (d.waived ? "[waived] " : "") << d.message << "\n";
    }
    return s.str();
}

int roll(std::mt19937& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

template <typename T>
const T& pick(const std::vector<T>& v, std::mt19937& rng) {
    return v[static_cast<std::size_t>(roll(rng, 0, static_cast<int>(v.size()) - 1))];
}

// An id the scenario already uses for some kind (so renames create duplicates), an empty one,
// or an unknown one.
std::string someId(const Scenario& s, std::mt19937& rng) {
    switch (roll(rng, 0, 5)) {
    case 0: return s.units.empty() ? "" : pick(s.units, rng).id;
    case 1: return s.leaders.empty() ? "" : pick(s.leaders, rng).id;
    case 2: return s.formations.empty() ? "" : pick(s.formations, rng).id;
    case 3: return "";
    default: return "n" + std::to_string(roll(rng, 0, 9));
    }
}

std::string someSide(const Scenario& s, std::mt19937& rng) {
    return roll(rng, 0, 6) == 0 || s.sides.empty() ? "nowhere" : pick(s.sides, rng).id;
}

// One edit of the order-of-battle wiring, against the document as it is now.
std::unique_ptr<Command> rewire(const Document& doc, std::mt19937& rng) {
    const Scenario& s = *doc.scenario;
    const auto newId = [&](const std::string& id) { return roll(rng, 0, 3) == 0 ? someId(s, rng) : id; };
    switch (roll(rng, 0, 4)) {
    case 0: {
        if (s.units.empty()) return nullptr;
        Unit u = pick(s.units, rng);
        const std::string id = u.id;
        u.id = newId(id);
        u.formation = someId(s, rng);
        if (roll(rng, 0, 2) == 0) u.side = someSide(s, rng);
        return ReplaceUnitCommand::make(doc, id, u);
    }
    case 1: {
        if (s.leaders.empty()) return nullptr;
        Leader l = pick(s.leaders, rng);
        const std::string id = l.id;
        l.id = newId(id);
        l.formation = someId(s, rng);
        if (roll(rng, 0, 2) == 0) l.side = someSide(s, rng);
        return ReplaceLeaderCommand::make(doc, id, l);
    }
    case 2: {
        if (s.formations.empty()) return nullptr;
        Formation f = pick(s.formations, rng);
        const std::string id = f.id;
        f.id = newId(id);
        f.parent = roll(rng, 0, 1) ? someId(s, rng) : "";
        f.commander = s.leaders.empty() ? "" : pick(s.leaders, rng).id;
        return ReplaceFormationCommand::make(doc, id, f);
    }
    case 3: {
        if (s.schedule.empty()) return nullptr;
        ReinforcementRow r = pick(s.schedule, rng);
        const std::string id = r.id;
        r.turn = roll(rng, 0, 14);
        r.units.clear();
        r.formations.clear();
        // An empty id cannot be a list entry (it would not be written); unknown ones can.
        for (int i = roll(rng, 0, 3); i > 0; --i)
            if (std::string id = someId(s, rng); !id.empty()) r.units.push_back(id);
        for (int i = roll(rng, 0, 1); i > 0; --i)
            if (std::string id = someId(s, rng); !id.empty()) r.formations.push_back(id);
        if (roll(rng, 0, 3) == 0) r.side = someSide(s, rng);
        return ReplaceScheduleRowCommand::make(doc, id, r);
    }
    default: {
        const std::string piece = someId(s, rng);
        if (piece.empty()) return nullptr;
        return placePiece(doc, Placement{piece, cmdtest::hexAt(doc, roll(rng, 0, 11), roll(rng, 0, 9)), -1, ""});
    }
    }
}

// Two edits of different record kinds as one command (both built against the same state).
std::unique_ptr<Command> compound(const Document& doc, std::mt19937& rng) {
    std::vector<std::unique_ptr<Command>> parts;
    for (int i = 0; i < 8 && parts.size() < 2; ++i) {
        auto part = rewire(doc, rng);
        if (!part) continue;
        if (!parts.empty()) {
            const ChangeSet a = parts.front()->changes(), b = part->changes();
            const bool sameKind = (!a.units.empty() && !b.units.empty()) ||
                                  (!a.leaders.empty() && !b.leaders.empty()) ||
                                  (!a.formations.empty() && !b.formations.empty()) ||
                                  (!a.scheduleRows.empty() && !b.scheduleRows.empty()) ||
                                  (!a.placements.empty() && !b.placements.empty());
            if (sameKind) continue;
        }
        parts.push_back(std::move(part));
    }
    if (parts.size() < 2) return nullptr;
    return std::make_unique<CompoundCommand>("Two edits", std::move(parts));
}

std::unique_ptr<Command> anyCommand(Document& doc, std::mt19937& rng) {
    switch (roll(rng, 0, 5)) {
    case 0:
    case 1: return rewire(doc, rng);
    case 2: return compound(doc, rng);
    default: return cmdtest::randomCommand(doc, rng);
    }
}

}  // namespace

TEST_CASE("incremental re-validation equals full validation after random command sequences",
          "[validation][incremental]") {
    std::size_t incrementalChecks = 0, fullChecks = 0;
    int commands = 0;
    for (const std::string rulesetId : {"sss", "cwb", "hs", "lfm"}) {
        for (int seed = 0; seed < kSequencesPerRuleset; ++seed) {
            INFO("ruleset " << rulesetId << " seed " << seed);
            std::mt19937 rng = valtest::sequenceRng(rulesetId, seed);
            Document doc = valtest::sequenceDocument(rulesetId);
            Validator incremental;
            incremental.validate(doc);
            std::vector<std::unique_ptr<Command>> done;
            std::string history;  // labels of the edits so far, for the failure message
            const int steps = std::uniform_int_distribution<int>(1, 12)(rng);
            for (int i = 0; i < steps; ++i) {
                if (!done.empty() && rng() % 5 == 0) {  // undo the last edit now and then
                    done.back()->revert(doc);
                    history += "undo; ";
                    incremental.update(doc, done.back()->changes());
                    done.pop_back();
                    continue;
                }
                auto cmd = anyCommand(doc, rng);
                if (!cmd) continue;
                history += cmd->label() + "; ";
                cmd->apply(doc);
                const DiagnosticList before = incremental.diagnostics();
                const auto generation = incremental.reportGeneration();
                incremental.update(doc, cmd->changes());
                // Views skip their work while the generation stays: it must move with the report.
                if (incremental.reportGeneration() == generation) REQUIRE(incremental.diagnostics() == before);
                incrementalChecks += incremental.checksLastRun();
                done.push_back(std::move(cmd));
                ++commands;
                if (i % 4 == 3) {  // compare along the way too, not only at the end
                    INFO("edits: " << history);
                    Validator full;
                    REQUIRE(describe(incremental.diagnostics()) == describe(full.validate(doc)));
                }
            }
            INFO("edits: " << history);
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

TEST_CASE("a move, a repaint or a row edit re-checks only the keys it touched in the per-record rules",
          "[validation][incremental]") {
    Document doc = cmdtest::makeDocument();
    doc.ruleset = valtest::templateRuleset("sss");
    Validator v;
    v.validate(doc);
    // Rules that used to re-run over everything after these edits.
    const std::vector<std::string> keyed{"oob.duplicate_id",   "oob.unknown_side",     "schedule.scheduled_twice",
                                         "setup.never_enters", "setup.also_scheduled", "stacking.over_limit",
                                         "setup.both_sides"};
    const auto wholeScopeRuns = [&] {
        std::string names;
        for (const Check* r : v.fullRunsLastUpdate())
            if (std::find(keyed.begin(), keyed.end(), r->id()) != keyed.end()) names += r->id() + " ";
        return names;
    };
    const auto run = [&](std::unique_ptr<Command> cmd) {
        REQUIRE(cmd);
        cmd->apply(doc);
        v.update(doc, cmd->changes());
    };
    run(movePiece(doc, "iron", cmdtest::hexAt(doc, 8, 3)));  // onto the Confederate archer
    CHECK(wholeScopeRuns().empty());
    CHECK(!valtest::ofRule(v.diagnostics(), "setup.both_sides").empty());

    const std::vector<HexCoord> hexes{cmdtest::hexAt(doc, 2, 2)};
    run(setTerrain(doc, hexes, "woods"));
    CHECK(wholeScopeRuns().empty());

    ReinforcementRow row = doc.scenario->schedule.front();
    row.turn += 1;
    row.units.push_back("iron");  // set up and now also scheduled
    run(ReplaceScheduleRowCommand::make(doc, row.id, row));
    CHECK(wholeScopeRuns().empty());
    CHECK(!valtest::ofRule(v.diagnostics(), "setup.also_scheduled").empty());

    Unit renamed = doc.scenario->units.front();
    renamed.id = doc.scenario->units.back().id;  // a duplicate id
    run(ReplaceUnitCommand::make(doc, doc.scenario->units.front().id, renamed));
    CHECK(wholeScopeRuns().empty());
    CHECK(!valtest::ofRule(v.diagnostics(), "oob.duplicate_id").empty());

    Validator full;
    CHECK(describe(v.diagnostics()) == describe(full.validate(doc)));
}
