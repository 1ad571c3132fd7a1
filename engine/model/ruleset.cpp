#include "engine/model/ruleset.hpp"

#include "engine/model/find_by_id.hpp"

#include "engine/model/number_text.hpp"

#include <algorithm>

namespace engine {

std::optional<double> Param::number() const { return parseDouble(value); }

std::string Record::get(const std::string& key, const std::string& fallback) const {
    const auto it = attrs.find(key);
    return it == attrs.end() ? fallback : it->second;
}

std::optional<double> Record::number(const std::string& key) const {
    const auto it = attrs.find(key);
    if (it == attrs.end()) return std::nullopt;
    return parseDouble(it->second);
}

const Param* PolicySection::param(std::string_view name) const {
    const auto it = std::find_if(params.begin(), params.end(), [&](const Param& p) { return p.name == name; });
    return it == params.end() ? nullptr : &*it;
}

std::optional<double> PolicySection::number(std::string_view name) const {
    const Param* p = param(name);
    return p ? p->number() : std::nullopt;
}

bool UnitClass::hasMode(std::string_view mode) const {
    return std::any_of(modes.begin(), modes.end(), [&](const UnitMode& m) { return m.id == mode; });
}

const TerrainType* Ruleset::findTerrain(std::string_view id) const { return findById(terrain, id); }
const HexFeatureType* Ruleset::findFeature(std::string_view id) const { return findById(hexFeatures, id); }
const HexsideType* Ruleset::findHexside(std::string_view id) const { return findById(hexsides, id); }
const UnitClass* Ruleset::findClass(std::string_view id) const { return findById(unitClasses, id); }
const AttributeDef* Ruleset::findUnitAttribute(std::string_view id) const { return findById(unitAttributes, id); }
const AttributeDef* Ruleset::findLeaderAttribute(std::string_view id) const { return findById(leaderAttributes, id); }
const RulesetOption* Ruleset::findOption(std::string_view id) const { return findById(options, id); }

const PolicySection* Ruleset::section(std::string_view name) const {
    const auto it = policies.find(name);
    return it == policies.end() ? nullptr : &it->second;
}

}  // namespace engine
