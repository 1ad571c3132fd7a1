#pragma once
// Edits of the scenario-wide fields: name and references, ruleset options, turn track, special
// rules, severity overrides and waivers (the records have their own commands).
#include "engine/commands/set_settings_command.hpp"

#include <string_view>

namespace engine {

struct ScenarioSettings {
    std::string id;
    std::string name;
    std::string mapPath;
    std::string rulesetRef;
    std::map<std::string, std::string> options;
    TurnTrack turns;
    std::string specialRules;
    std::map<std::string, std::string> severityOverrides;
    std::vector<Waiver> waivers;

    static ScenarioSettings of(const Document& doc);
    [[nodiscard]] std::string problem() const;  // engine/model/record_rules.hpp settingsProblem
    void applyTo(Document& doc) const;
    static void touch(ChangeSet& c) { c.settings = true; }
    bool operator==(const ScenarioSettings&) const = default;
};

using SetScenarioSettingsCommand = SetSettingsCommand<ScenarioSettings>;
extern template class SetSettingsCommand<ScenarioSettings>;

// Builders; each returns nullptr when nothing would change.
std::unique_ptr<SetScenarioSettingsCommand> setScenarioName(const Document& doc, std::string name);
std::unique_ptr<SetScenarioSettingsCommand> setTurnTrack(const Document& doc, TurnTrack turns);
// "" removes the choice (the ruleset default applies).
std::unique_ptr<SetScenarioSettingsCommand> setOption(const Document& doc, const std::string& option,
                                                      std::string value);
std::unique_ptr<SetScenarioSettingsCommand> setSpecialRules(const Document& doc, std::string text);
// "" removes the override.
std::unique_ptr<SetScenarioSettingsCommand> setSeverityOverride(const Document& doc, const std::string& rule,
                                                                std::string severity);
// Adds a waiver, or updates the comment of the one with the same rule and location.
std::unique_ptr<SetScenarioSettingsCommand> addWaiver(const Document& doc, Waiver waiver);
std::unique_ptr<SetScenarioSettingsCommand> removeWaiver(const Document& doc, std::string_view rule,
                                                         std::string_view location);

}  // namespace engine
