#include "engine/commands/set_map_settings_command.hpp"

#include "engine/model/value_rules.hpp"

#include <utility>

namespace engine {

template class SetSettingsCommand<MapSettings>;

MapSettings MapSettings::of(const Document& doc) { return {doc.map.title(), doc.map.rulesetId(), doc.map.georef()}; }

std::string MapSettings::problem() const {
    for (const auto& [name, text] : {std::pair{"title", &title}, {"ruleset", &rulesetId}})
        if (const std::string problem = textProblem(*text); !problem.empty()) return std::string(name) + " " + problem;
    return georefProblem(georef);
}

void MapSettings::applyTo(Document& doc) const {
    doc.map.setTitle(title);
    doc.map.setRulesetId(rulesetId);
    doc.map.setGeoref(georef);
}

namespace {
using Edit = std::function<void(MapSettings&)>;
}

std::unique_ptr<SetMapSettingsCommand> setMapTitle(const Document& doc, std::string title) {
    return editSettings<MapSettings>(doc, "Rename Map", Edit([&](MapSettings& m) { m.title = title; }), "title");
}

std::unique_ptr<SetMapSettingsCommand> setGeoref(const Document& doc, Georef georef) {
    return editSettings<MapSettings>(doc, "Set Georeference", Edit([&](MapSettings& m) { m.georef = georef; }));
}

}  // namespace engine
