#include "editor/document/property_edits.hpp"

#include "engine/commands/record_commands.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_hexside_features_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/model/find_by_id.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/record_rules.hpp"
#include "engine/model/value_rules.hpp"
#include "engine/validation/attribute_checks.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace editor {

namespace {

template <class T>
PropertyEdit commandOf(std::unique_ptr<T> cmd) {
    return {std::move(cmd), {}};
}

bool contains(const std::vector<std::string>& ids, const std::string& id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

std::string joined(const std::vector<std::string>& ids) {
    std::string s;
    for (const std::string& id : ids) s += (s.empty() ? "" : " ") + id;
    return s;
}

// The new mask of a hex or hexside: the ruleset's ids set exactly as `on`, other bits kept.
template <class Types, class Intern>
engine::FeatureMask maskWith(engine::FeatureMask mask, const Types& rulesetTypes, const std::vector<std::string>& on,
                             Intern intern) {
    for (const auto& t : rulesetTypes) {
        const engine::FeatureMask bit = intern(t.id);
        mask = contains(on, t.id) ? (mask | bit) : (mask & ~bit);
    }
    return mask;
}

const engine::Unit* unitOf(const engine::Document& doc, const std::string& id) {
    return doc.scenario ? doc.scenario->findUnit(id) : nullptr;
}

const engine::Placement* placementOf(const engine::Document& doc, const std::string& id) {
    if (!doc.scenario) return nullptr;
    for (const engine::Placement& p : doc.scenario->setup)
        if (p.piece == id) return &p;
    return nullptr;
}

const engine::VictoryHex* victoryOf(const engine::Document& doc, const std::string& id) {
    if (!doc.scenario) return nullptr;
    for (const engine::VictoryHex& v : doc.scenario->victoryHexes)
        if (v.id == id) return &v;
    return nullptr;
}

PropertyEdit replaceUnit(const engine::Document& doc, const engine::Unit& after, const std::string& what) {
    // What the scenario file could not hold is refused here, as the command would refuse it.
    if (const std::string problem = engine::recordProblem(after); !problem.empty())
        return PropertyEdit::refused(what + " of " + after.name + ": " + problem);
    return commandOf(engine::ReplaceUnitCommand::make(doc, after.id, after, "Set " + what + " of " + after.name));
}

PropertyEdit noSuch(const std::string& kind, const std::string& id) {
    return PropertyEdit::refused("there is no " + kind + " `" + id + "` in the scenario");
}

}  // namespace

std::string describeRange(const engine::AttributeDef& def) {
    using Type = engine::AttributeDef::Type;
    std::string range;
    switch (def.type) {
    case Type::Text: return "any text";
    case Type::Bool: return "true or false";
    case Type::Enum: return "one of " + joined(def.values);
    case Type::Int: range = "a whole number"; break;
    case Type::Number: range = "a number"; break;
    }
    if (def.min && def.max) range = engine::formatNumber(*def.min) + ".." + engine::formatNumber(*def.max);
    else if (def.min) range += " from " + engine::formatNumber(*def.min);
    else if (def.max) range += " up to " + engine::formatNumber(*def.max);
    for (const auto& [token, value] : def.tokens) range += " or " + token;
    return range;
}

PropertyEdit editTerrain(engine::Document& doc, engine::HexCoord hex, const std::string& terrainId) {
    const engine::HexCoord hexes[] = {hex};
    return commandOf(engine::setTerrain(doc, hexes, terrainId));
}

PropertyEdit editLevel(const engine::Document& doc, engine::HexCoord hex, long level) {
    constexpr long lowest = engine::kNoLevel + 1, highest = std::numeric_limits<std::int16_t>::max();
    if (level < lowest || level > highest)
        return PropertyEdit::refused("Level: " + std::to_string(level) + " is outside " + std::to_string(lowest) +
                                     ".." + std::to_string(highest));
    const engine::HexCoord hexes[] = {hex};
    return commandOf(engine::setLevel(doc, hexes, static_cast<int>(level)));
}

PropertyEdit editElevation(const engine::Document& doc, engine::HexCoord hex, const std::string& text) {
    double metres = std::numeric_limits<double>::quiet_NaN();
    if (!text.empty()) {
        const auto value = engine::parseDouble(text);
        if (!value)
            return PropertyEdit::refused("Elevation: `" + text + "` is not a number of metres (empty for no data)");
        metres = *value;
        if (const std::string problem = engine::elevationProblem(metres); !problem.empty())
            return PropertyEdit::refused("Elevation: " + problem);
    }
    const engine::HexCoord hexes[] = {hex};
    return commandOf(engine::setElevation(doc, hexes, metres));
}

PropertyEdit editHexFeatures(engine::Document& doc, engine::HexCoord hex, const std::vector<std::string>& on) {
    if (!doc.ruleset) return {};
    engine::HexMap& map = doc.map;
    const engine::FeatureMask mask =
        maskWith(map.cell(hex).features, doc.ruleset->hexFeatures, on,
                 [&](const std::string& id) { return contains(on, id) ? map.internFeature(id) : map.featureBit(id); });
    const engine::HexCoord hexes[] = {hex};
    return commandOf(
        engine::editCells(doc, hexes, "Set Hex Features", [mask](engine::HexCell& c) { c.features = mask; }));
}

PropertyEdit editHexsideFeatures(engine::Document& doc, engine::HexsideId side, const std::vector<std::string>& on) {
    if (!doc.ruleset) return {};
    engine::HexMap& map = doc.map;
    const engine::FeatureMask mask = maskWith(
        map.hexsideMask(side), doc.ruleset->hexsides, on,
        [&](const std::string& id) { return contains(on, id) ? map.internHexsideFeature(id) : map.hexsideBit(id); });
    const std::pair<engine::HexsideId, engine::FeatureMask> masks[] = {{side, mask}};
    return commandOf(engine::setHexsideMasks(doc, masks, "Set Hexside Features"));
}

PropertyEdit editUnitField(const engine::Document& doc, const std::string& unitId, UnitField field,
                           const std::string& value) {
    const engine::Unit* unit = unitOf(doc, unitId);
    if (!unit) return noSuch("unit", unitId);
    engine::Unit after = *unit;
    switch (field) {
    case UnitField::Name:
        if (value.empty()) return PropertyEdit::refused("Name of unit `" + unitId + "`: a unit needs a name");
        after.name = value;
        return replaceUnit(doc, after, "Name");
    case UnitField::Side:
        if (!doc.scenario->findSide(value))
            return PropertyEdit::refused("Side of " + unit->name + ": `" + value + "` is not a side of the scenario");
        after.side = value;
        return replaceUnit(doc, after, "Side");
    case UnitField::Formation:
        if (!doc.scenario->findFormation(value))
            return PropertyEdit::refused("Formation of " + unit->name + ": `" + value +
                                         "` is not a formation of the scenario");
        after.formation = value;
        return replaceUnit(doc, after, "Formation");
    case UnitField::Class:
        if (doc.ruleset && !engine::findById(doc.ruleset->unitClasses, value))
            return PropertyEdit::refused("Class of " + unit->name + ": `" + value + "` is not a unit class of " +
                                         doc.ruleset->name);
        after.unitClass = value;
        return replaceUnit(doc, after, "Class");
    }
    return {};
}

PropertyEdit editUnitAttribute(const engine::Document& doc, const std::string& unitId, const std::string& attributeId,
                               const std::string& value) {
    const engine::Unit* unit = unitOf(doc, unitId);
    if (!unit) return noSuch("unit", unitId);
    const engine::AttributeDef* def = doc.ruleset ? doc.ruleset->findUnitAttribute(attributeId) : nullptr;
    if (!def) return PropertyEdit::refused("`" + attributeId + "` is not a unit attribute of this ruleset");
    const std::string what = (def->name.empty() ? def->id : def->name) + " (" + def->id + ") of " + unit->name;
    engine::Unit after = *unit;
    if (value.empty()) {
        if (def->required) return PropertyEdit::refused(what + " is required: " + describeRange(*def));
        after.attributes.erase(attributeId);
    } else {
        if (const std::string problem = engine::attributeProblem(*def, value); !problem.empty())
            return PropertyEdit::refused(what + " must be " + describeRange(*def) + ": " + problem);
        after.attributes[attributeId] = value;
    }
    return replaceUnit(doc, after, def->name.empty() ? def->id : def->name);
}

PropertyEdit editUnitMode(const engine::Document& doc, const std::string& unitId, const std::string& mode) {
    const engine::Unit* unit = unitOf(doc, unitId);
    const engine::Placement* placed = placementOf(doc, unitId);
    if (!unit || !placed) return noSuch("placed unit", unitId);
    const engine::UnitClass* cls = doc.ruleset ? engine::findById(doc.ruleset->unitClasses, unit->unitClass) : nullptr;
    if (!mode.empty() && cls && !cls->hasMode(mode)) {
        std::vector<std::string> modes;
        for (const engine::UnitMode& m : cls->modes) modes.push_back(m.id);
        return PropertyEdit::refused("Mode of " + unit->name + ": `" + mode + "` is not a mode of class " + cls->id +
                                     " (one of " + joined(modes) + ")");
    }
    engine::Placement after = *placed;
    after.mode = mode;
    return commandOf(engine::placePiece(doc, after));
}

PropertyEdit editUnitHex(const engine::Document& doc, const std::string& unitId, const std::string& label) {
    const engine::Unit* unit = unitOf(doc, unitId);
    if (!unit || !placementOf(doc, unitId)) return noSuch("placed unit", unitId);
    std::string why;
    const auto hex = doc.map.grid().parseLabel(label, &why);
    if (!hex || !doc.map.contains(*hex))
        return PropertyEdit::refused("Set-up hex of " + unit->name + ": `" + label + "` is not a hex of this map" +
                                     (why.empty() ? std::string() : " (" + why + ")"));
    return commandOf(engine::movePiece(doc, unitId, *hex));
}

PropertyEdit editVictoryNumber(const engine::Document& doc, const std::string& victoryId, VictoryField field,
                               long value) {
    const engine::VictoryHex* v = victoryOf(doc, victoryId);
    if (!v) return noSuch("victory hex", victoryId);
    engine::VictoryHex after = *v;
    const engine::TurnTrack& track = doc.scenario->turns;
    const auto turnRefusal = [&](const char* name) {
        return PropertyEdit::refused(std::string(name) + " of victory hex `" + victoryId +
                                     "`: " + std::to_string(value) + " is outside the turn track " +
                                     std::to_string(track.firstTurn) + ".." + std::to_string(track.lastTurn) +
                                     " (0 for no limit)");
    };
    const bool inTrack = value == 0 || (value >= track.firstTurn && value <= track.lastTurn);
    switch (field) {
    case VictoryField::Points:
        if (value < 0 || value > engine::kVictoryPointsRange.max)
            return PropertyEdit::refused(
                "Points of victory hex `" + victoryId + "`: " + std::to_string(value) +
                (value < 0 ? " is below 0"
                           : " is more than a file holds (" + std::to_string(engine::kVictoryPointsRange.max) + ")"));
        after.vp = static_cast<int>(value);
        break;
    case VictoryField::FromTurn:
        if (!inTrack) return turnRefusal("From turn");
        after.fromTurn = static_cast<int>(value);
        break;
    case VictoryField::ToTurn:
        if (!inTrack) return turnRefusal("To turn");
        after.toTurn = static_cast<int>(value);
        break;
    }
    if (const std::string problem = engine::recordProblem(after); !problem.empty())
        return PropertyEdit::refused("Victory hex `" + victoryId + "`: " + problem);
    return commandOf(engine::ReplaceVictoryHexCommand::make(doc, victoryId, after, "Edit Victory Hex"));
}

PropertyEdit editVictorySide(const engine::Document& doc, const std::string& victoryId, const std::string& side) {
    const engine::VictoryHex* v = victoryOf(doc, victoryId);
    if (!v) return noSuch("victory hex", victoryId);
    if (!side.empty() && !doc.scenario->findSide(side))
        return PropertyEdit::refused("Side of victory hex `" + victoryId + "`: `" + side +
                                     "` is not a side of the scenario");
    engine::VictoryHex after = *v;
    after.side = side;
    return commandOf(engine::ReplaceVictoryHexCommand::make(doc, victoryId, after, "Edit Victory Hex"));
}

}  // namespace editor
