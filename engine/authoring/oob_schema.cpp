#include "engine/authoring/oob_schema.hpp"

#include "engine/util/words.hpp"
#include "engine/validation/attribute_checks.hpp"

namespace engine {
namespace {

std::vector<const AttributeDef*> attributesNamed(const Ruleset& ruleset, const PolicySection* policy,
                                                 std::string_view param) {
    std::vector<const AttributeDef*> out;
    const Param* p = policy ? policy->param(param) : nullptr;
    if (!p) return out;
    for (const std::string& id : splitWords(p->value))
        if (const AttributeDef* def = ruleset.findUnitAttribute(id)) out.push_back(def);
    return out;
}

}  // namespace

OobSchema OobSchema::of(const Ruleset& ruleset) {
    OobSchema schema;
    const PolicySection* policy = ruleset.section("oob");
    if (policy) {
        for (const Record& r : policy->records) {
            if (r.kind == "side") schema.sides.push_back({r.get("id"), r.get("name")});
            if (r.kind == "alias" && ruleset.findUnitAttribute(r.get("attribute")))
                schema.columnAliases.emplace(r.get("column"), r.get("attribute"));
        }
    }
    schema.formationKinds = ruleset.formationKinds;
    for (const UnitClass& c : ruleset.unitClasses)
        if (c.id != kLeaderClass) schema.unitClasses.push_back(&c);
    schema.keyAttributes = attributesNamed(ruleset, policy, "key-attributes");
    schema.strengthAttributes = attributesNamed(ruleset, policy, "strength-attributes");
    return schema;
}

std::vector<const AttributeDef*> OobSchema::keyAttributesFor(const std::string& unitClass) const {
    std::vector<const AttributeDef*> out;
    for (const AttributeDef* def : keyAttributes)
        if (attributeAppliesTo(*def, unitClass)) out.push_back(def);
    return out;
}

std::optional<std::pair<const AttributeDef*, double>> OobSchema::strengthOf(const Unit& unit) const {
    for (const AttributeDef* def : strengthAttributes) {
        if (!attributeAppliesTo(*def, unit.unitClass)) continue;
        const auto value = unit.attributes.find(def->id);
        if (value == unit.attributes.end()) continue;
        if (const auto number = attributeNumber(*def, value->second)) return std::make_pair(def, *number);
    }
    return std::nullopt;
}

}  // namespace engine
