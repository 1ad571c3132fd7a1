#include "engine/commands/set_scenario_settings_command.hpp"

#include "engine/model/record_rules.hpp"

#include <algorithm>

namespace engine {

template class SetSettingsCommand<ScenarioSettings>;

ScenarioSettings ScenarioSettings::of(const Document& doc) {
    const Scenario& s = scenarioOf(doc);
    return {s.id, s.name, s.mapPath, s.rulesetRef, s.options, s.turns, s.specialRules, s.severityOverrides, s.waivers};
}

namespace {

// The settings' fields in a scenario (the document's, or a scratch one to check).
void copyInto(const ScenarioSettings& from, Scenario& s) {
    s.id = from.id;
    s.name = from.name;
    s.mapPath = from.mapPath;
    s.rulesetRef = from.rulesetRef;
    s.options = from.options;
    s.turns = from.turns;
    s.specialRules = from.specialRules;
    s.severityOverrides = from.severityOverrides;
    s.waivers = from.waivers;
}

}  // namespace

std::string ScenarioSettings::problem() const {
    Scenario s;
    copyInto(*this, s);
    return settingsProblem(s);
}

void ScenarioSettings::applyTo(Document& doc) const { copyInto(*this, scenarioOf(doc)); }

namespace {

using Edit = std::function<void(ScenarioSettings&)>;

// Sets or, for "", erases one entry of a string map.
void setEntry(std::map<std::string, std::string>& m, const std::string& key, std::string value) {
    if (value.empty()) m.erase(key);
    else m[key] = std::move(value);
}

}  // namespace

std::unique_ptr<SetScenarioSettingsCommand> setScenarioName(const Document& doc, std::string name) {
    return editSettings<ScenarioSettings>(doc, "Rename Scenario", Edit([&](ScenarioSettings& s) { s.name = name; }),
                                          "name");
}

std::unique_ptr<SetScenarioSettingsCommand> setTurnTrack(const Document& doc, TurnTrack turns) {
    return editSettings<ScenarioSettings>(doc, "Edit Turn Track", Edit([&](ScenarioSettings& s) { s.turns = turns; }),
                                          "turns");
}

std::unique_ptr<SetScenarioSettingsCommand> setOption(const Document& doc, const std::string& option,
                                                      std::string value) {
    return editSettings<ScenarioSettings>(
        doc, "Set Option", Edit([&](ScenarioSettings& s) { setEntry(s.options, option, std::move(value)); }));
}

std::unique_ptr<SetScenarioSettingsCommand> setSpecialRules(const Document& doc, std::string text) {
    return editSettings<ScenarioSettings>(doc, "Edit Special Rules",
                                          Edit([&](ScenarioSettings& s) { s.specialRules = text; }), "specialRules");
}

std::unique_ptr<SetScenarioSettingsCommand> setSeverityOverride(const Document& doc, const std::string& rule,
                                                                std::string severity) {
    return editSettings<ScenarioSettings>(doc, "Set Rule Severity", Edit([&](ScenarioSettings& s) {
                                              setEntry(s.severityOverrides, rule, std::move(severity));
                                          }));
}

std::unique_ptr<SetScenarioSettingsCommand> addWaiver(const Document& doc, Waiver waiver) {
    return editSettings<ScenarioSettings>(doc, "Waive Diagnostic", Edit([&](ScenarioSettings& s) {
                                              auto it = std::find_if(
                                                  s.waivers.begin(), s.waivers.end(), [&](const Waiver& w) {
                                                      return w.rule == waiver.rule && w.location == waiver.location;
                                                  });
                                              if (it != s.waivers.end()) it->comment = waiver.comment;
                                              else s.waivers.push_back(waiver);
                                          }));
}

std::unique_ptr<SetScenarioSettingsCommand> removeWaiver(const Document& doc, std::string_view rule,
                                                         std::string_view location) {
    return editSettings<ScenarioSettings>(
        doc, "Remove Waiver", Edit([&](ScenarioSettings& s) {
            std::erase_if(s.waivers, [&](const Waiver& w) { return w.rule == rule && w.location == location; });
        }));
}

}  // namespace engine
