#pragma once
// Edits of the map's underlay records (source, opacity, ground control points): adding one from
// the studio's Add Underlay dialog, dragging the layer pane's opacity slider. The map file keeps
// them, so they are document edits like any other: undoable, and they make the document dirty.
#include "engine/commands/set_settings_command.hpp"

#include <vector>

namespace engine {

struct MapUnderlays {
    std::vector<Underlay> list;

    static MapUnderlays of(const Document& doc);
    [[nodiscard]] std::string problem() const;  // the first underlayProblem
    void applyTo(Document& doc) const;
    static void touch(ChangeSet& c) { c.mapSettings = true; }
    bool operator==(const MapUnderlays&) const = default;
};

using SetUnderlaysCommand = SetSettingsCommand<MapUnderlays>;
extern template class SetSettingsCommand<MapUnderlays>;

// Builders; each returns nullptr when nothing would change.
// Adds `underlay`, replacing one with the same source (as `ridgeline underlay` does).
std::unique_ptr<SetUnderlaysCommand> addUnderlay(const Document& doc, Underlay underlay);
// Sets every underlay's opacity (clamped to 0..1); consecutive calls merge into one undo step.
std::unique_ptr<SetUnderlaysCommand> setUnderlayOpacity(const Document& doc, double opacity);

}  // namespace engine
