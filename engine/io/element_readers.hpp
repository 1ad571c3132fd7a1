#pragma once
// Internal to engine/io: the root-element readers behind parse*/load*, so loadDocument parses a
// file once and can read a scenario's references before its body.
#include "engine/io/xml_reader.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"

namespace engine {

[[nodiscard]] HexMap readMapElement(const XmlElement& root, const XmlReader& reader);
[[nodiscard]] Ruleset readRulesetElement(const XmlElement& root, const XmlReader& reader);

struct ScenarioRefs {
    std::string mapHref;
    int mapLine = 0;
    std::string rulesetRef;  // "" when the scenario names none (the map's ruleset applies)
    int rulesetLine = 0;
};
[[nodiscard]] ScenarioRefs readScenarioRefs(const XmlElement& root, const XmlReader& reader);
// `ruleset` may be null; when given, option ids and values are checked against it.
[[nodiscard]] Scenario readScenarioElement(const XmlElement& root, const XmlReader& reader, const HexGrid& grid,
                                           const Ruleset* ruleset);

inline constexpr const char* kMapRoot = "ridgeline-map";
inline constexpr const char* kScenarioRoot = "ridgeline-scenario";
inline constexpr const char* kRulesetRoot = "ridgeline-ruleset";

}  // namespace engine
