#pragma once
// File ▸ New Scenario, as a library function: a ruleset and a map (an existing .rlmap, or a new
// blank one laid out the way the ruleset's maps are) become a scenario that references the map,
// with the ruleset's sides (its oob policy) and its turn length and date where the ruleset states
// them. The caller saves what it is given (the blank map, when new, and the scenario).
#include "engine/model/document.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace engine {

// A blank map; everything not given is the ruleset's (orientation, stagger, sheets, numbering,
// hex size). More than one sheet prefixes labels with the sheet name.
struct BlankMapSpec {
    int columns = 0;  // over the whole map
    int rows = 0;
    int sheetsAcross = 0;  // the ruleset's layout unless both are given (engine::rulesetGrid)
    int sheetsDown = 0;
    std::optional<Orientation> orientation;
    std::optional<Stagger> stagger;
    std::optional<double> hexSizeMetres;
    std::string title;
    std::string baseTerrain{};  // every hex's terrain (a terrain id of the ruleset); "" leaves hexes bare
};
// Throws std::invalid_argument when the dimensions or layout cannot make a grid, or the ruleset
// has no terrain `baseTerrain`.
[[nodiscard]] HexMap blankMap(const Ruleset& ruleset, const BlankMapSpec& spec);
// Gives every hex of `map` terrain `terrainId` (std::invalid_argument, naming it and the ruleset,
// when the ruleset has no such terrain): a new map then starts with no hex in error.
void fillTerrain(HexMap& map, const Ruleset& ruleset, std::string_view terrainId);

struct NewScenarioSpec {
    std::shared_ptr<const Ruleset> ruleset;
    std::string rulesetRef;    // as given: a built-in ruleset id, or a ruleset file path
    std::string mapFile;       // the .rlmap the scenario names (absolute, or relative to the working directory)
    std::string scenarioFile;  // where the scenario will be saved (same)
    std::string name;          // the id is made from it ("scenario" when it has none)
};
// The document: `map` (loaded from mapFile, or a blankMap to be saved there), and a scenario that
// names the map and the ruleset relative to scenarioFile, with the ruleset's sides, and a turn
// track of one turn (the ruleset's turn length and first date when it states them).
[[nodiscard]] Document newScenario(const NewScenarioSpec& spec, HexMap map);

}  // namespace engine
