#include "engine/authoring/new_scenario.hpp"

#include "engine/authoring/oob_schema.hpp"
#include "engine/authoring/piece_ids.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/ruleset_grid.hpp"
#include "engine/model/value_rules.hpp"
#include "engine/util/words.hpp"

#include <stdexcept>

namespace engine {
namespace {

// "60min" -> 60, from the first of the turn-track params that states a length.
int turnMinutes(const Ruleset& rs) {
    const PolicySection* track = rs.section("turn-track");
    if (!track) return 0;
    for (const char* name : {"day-turn-length", "turn-length"}) {
        const Param* p = track->param(name);
        if (!p || p->value.size() <= 3 || p->value.substr(p->value.size() - 3) != "min") continue;
        if (const auto n = parseInteger(p->value.substr(0, p->value.size() - 3))) return static_cast<int>(*n);
    }
    return 0;
}

std::string firstDate(const Ruleset& rs) {
    const PolicySection* track = rs.section("turn-track");
    if (!track) return {};
    for (const char* name : {"dates", "date"})
        if (const Param* p = track->param(name); p && !splitWords(p->value).empty())
            return splitWords(p->value).front();
    return {};
}

}  // namespace

HexMap blankMap(const Ruleset& ruleset, const BlankMapSpec& spec) {
    if (const std::string problem = gridSizeProblem(spec.columns, spec.rows); !problem.empty())
        throw std::invalid_argument("the grid's " + problem);
    if (spec.hexSizeMetres)
        if (const std::string problem = lengthProblem(*spec.hexSizeMetres); !problem.empty())
            throw std::invalid_argument("the hex size " + problem);
    if (const std::string problem = textProblem(spec.title); !problem.empty())
        throw std::invalid_argument("the title " + problem);
    GridShape shape = ruleset.gridShape;
    if (spec.orientation) shape.orientation = *spec.orientation;
    if (spec.stagger) shape.stagger = *spec.stagger;
    const HexGrid grid = rulesetGrid(ruleset, spec.columns, spec.rows, {shape, spec.sheetsAcross, spec.sheetsDown});
    if (const std::string why = grid.checkConsistency(); !why.empty()) throw std::invalid_argument(why);
    HexMap map(grid, spec.hexSizeMetres.value_or(ruleset.scale.hexSizeMetres));
    map.setTitle(spec.title);
    if (!spec.baseTerrain.empty()) fillTerrain(map, ruleset, spec.baseTerrain);
    return map;
}

void fillTerrain(HexMap& map, const Ruleset& ruleset, std::string_view terrainId) {
    if (!ruleset.findTerrain(terrainId))
        throw std::invalid_argument("`" + std::string(terrainId) + "` is not a terrain type of ruleset " + ruleset.id);
    const HexGrid& grid = map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) map.setTerrain(grid.at(i), terrainId);
}

Document newScenario(const NewScenarioSpec& spec, HexMap map) {
    if (!spec.ruleset) throw std::invalid_argument("a new scenario needs a ruleset");
    const Ruleset& rs = *spec.ruleset;
    Document doc;
    doc.ruleset = spec.ruleset;
    const bool byPath = RulesetLibrary::isPathReference(spec.rulesetRef);
    if (map.rulesetId().empty()) map.setRulesetId(byPath ? absoluteReference(spec.rulesetRef) : rs.id);
    doc.map = std::move(map);
    Scenario s;
    s.name = spec.name;
    s.id = idFromName(spec.name).empty() ? "scenario" : idFromName(spec.name);
    s.mapPath = relativeReference(absoluteReference(spec.mapFile), absoluteReference(spec.scenarioFile));
    s.rulesetRef =
        byPath ? relativeReference(absoluteReference(spec.rulesetRef), absoluteReference(spec.scenarioFile)) : rs.id;
    s.sides = OobSchema::of(rs).sides;
    s.turns.turnMinutes = turnMinutes(rs);
    s.turns.date = firstDate(rs);
    doc.scenario = std::move(s);
    return doc;
}

}  // namespace engine
