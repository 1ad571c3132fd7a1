#pragma once
// What an edit in the property pane turns into: one engine command, or a refusal that names the
// attribute and its allowed range. Free of wx, so the rules for each field are tested without a
// grid. A result with neither a command nor a refusal means the value is unchanged.
#include "engine/commands/command.hpp"
#include "engine/model/document.hpp"

#include <memory>
#include <string>
#include <vector>

namespace editor {

struct PropertyEdit {
    std::unique_ptr<engine::Command> command;
    std::string refusal;

    static PropertyEdit refused(std::string why) { return {nullptr, std::move(why)}; }
};

// The hex.
PropertyEdit editTerrain(engine::Document& doc, engine::HexCoord hex, const std::string& terrainId);
PropertyEdit editLevel(const engine::Document& doc, engine::HexCoord hex, long level);
// `text` in metres; "" clears the elevation (no data).
PropertyEdit editElevation(const engine::Document& doc, engine::HexCoord hex, const std::string& text);
// Sets exactly `on` among the ruleset's hex features; features the ruleset does not know stay.
PropertyEdit editHexFeatures(engine::Document& doc, engine::HexCoord hex, const std::vector<std::string>& on);
// Sets exactly `on` among the ruleset's hexside types on one hexside; unknown ids stay.
PropertyEdit editHexsideFeatures(engine::Document& doc, engine::HexsideId side, const std::vector<std::string>& on);

// A unit of the scenario.
enum class UnitField : std::uint8_t { Name, Side, Formation, Class };
PropertyEdit editUnitField(const engine::Document& doc, const std::string& unitId, UnitField field,
                           const std::string& value);
// Checked against the ruleset's attribute schema (type, range, enum values); "" removes an
// optional attribute.
PropertyEdit editUnitAttribute(const engine::Document& doc, const std::string& unitId, const std::string& attributeId,
                               const std::string& value);
// "" is the ruleset's default mode; otherwise one of the unit class's modes.
PropertyEdit editUnitMode(const engine::Document& doc, const std::string& unitId, const std::string& mode);
// `label` is a hex label of the map ("A1006").
PropertyEdit editUnitHex(const engine::Document& doc, const std::string& unitId, const std::string& label);

// A victory hex of the scenario.
enum class VictoryField : std::uint8_t { Points, FromTurn, ToTurn };
PropertyEdit editVictoryNumber(const engine::Document& doc, const std::string& victoryId, VictoryField field,
                               long value);
// "" = either side scores it.
PropertyEdit editVictorySide(const engine::Document& doc, const std::string& victoryId, const std::string& side);

// Text for a schema's range, e.g. "1..20", "one of A B C D", "a whole number".
[[nodiscard]] std::string describeRange(const engine::AttributeDef& def);

}  // namespace editor
