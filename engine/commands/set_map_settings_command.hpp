#pragma once
// Edits of the map-wide fields: title, ruleset id and georeference. The grid itself is not
// editable by command (a resize is a new map).
#include "engine/commands/set_settings_command.hpp"

namespace engine {

struct MapSettings {
    std::string title;
    std::string rulesetId;
    Georef georef;

    static MapSettings of(const Document& doc);
    [[nodiscard]] std::string problem() const;  // text and numbers a map file can hold
    void applyTo(Document& doc) const;
    static void touch(ChangeSet& c) { c.mapSettings = true; }
    bool operator==(const MapSettings&) const = default;
};

using SetMapSettingsCommand = SetSettingsCommand<MapSettings>;
extern template class SetSettingsCommand<MapSettings>;

// Builders; each returns nullptr when nothing would change.
std::unique_ptr<SetMapSettingsCommand> setMapTitle(const Document& doc, std::string title);
std::unique_ptr<SetMapSettingsCommand> setGeoref(const Document& doc, Georef georef);

}  // namespace engine
