#pragma once
// What each scenario record must be for the scenario file to hold it and read it back as it is:
// text a file can hold, numbers in range, list entries that are ids. The record commands refuse a
// record that breaks these rules, the writer will not write one and the reader refuses a file that
// holds one. Ids that are empty or name nothing are referenceProblem's (below). "" when the record fits, else what is wrong with it
// ("name holds the control character U+0001"). Built on engine/model/value_rules.hpp; a new field
// gets its rule here, once.
#include "engine/model/scenario.hpp"

#include <string>

namespace engine {

[[nodiscard]] std::string recordProblem(const Side& side);
[[nodiscard]] std::string recordProblem(const Formation& formation);
[[nodiscard]] std::string recordProblem(const Leader& leader);
[[nodiscard]] std::string recordProblem(const Unit& unit);
[[nodiscard]] std::string recordProblem(const Placement& placement);
[[nodiscard]] std::string recordProblem(const EntryArea& area);
[[nodiscard]] std::string recordProblem(const ReinforcementRow& row);
[[nodiscard]] std::string recordProblem(const VictoryHex& victoryHex);
[[nodiscard]] std::string recordProblem(const VictoryCondition& condition);
[[nodiscard]] std::string recordProblem(const Waiver& waiver);
[[nodiscard]] std::string recordProblem(const TurnTrack& turns);

// A ruleset option choice and a severity override as the scenario holds them.
[[nodiscard]] std::string optionProblem(const std::string& id, const std::string& value);
[[nodiscard]] std::string severityProblem(const std::string& rule, const std::string& level);
// The scenario-wide fields: id, name, map and ruleset references, options, turn track, special
// rules, severity overrides and waivers (not the records).
[[nodiscard]] std::string settingsProblem(const Scenario& scenario);

// What the scenario file must hold beyond each record's own values, which the reader checks and
// so the writer too: every side, formation, leader, unit and entry area has an id, every waiver a
// rule, and every reference (a side, parent formation, commander, formation, placed piece,
// scheduled unit or formation, entry area) names something the scenario defines. The commands
// may leave a reference dangling for a while (the validator reports it as an error); the scenario
// is saved once it is resolved. "" when there is no such problem.
[[nodiscard]] std::string referenceProblem(const Scenario& scenario);

// The attribute names a leader or unit element reserves for its own fields; the ruleset-typed
// attributes (ratings, attributes) may use any other XML name.
[[nodiscard]] bool reservedPieceAttribute(std::string_view name, bool leader);

}  // namespace engine
