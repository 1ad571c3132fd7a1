#pragma once
// What a ruleset says about authoring an order of battle, read from its schema and its
// <policy name="oob"> section: the sides a new scenario starts with, the formation kinds and unit
// classes to offer, the unit attributes the order-of-battle tree shows (SSS strength and morale,
// CWB fire level and morale, HS SP and cohesion, LFM SP and quality), the attributes a formation's
// strength totals add up, and spreadsheet column names that stand for an attribute.
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace engine {

struct OobSchema {
    std::vector<Side> sides;                         // <side id name/> records, in file order
    std::vector<std::string> formationKinds;         // top of the tree first
    std::vector<const UnitClass*> unitClasses;       // every class but "leader"
    std::vector<const AttributeDef*> keyAttributes;  // the tree's columns, in the policy's order
    std::vector<const AttributeDef*> strengthAttributes;
    std::map<std::string, std::string, std::less<>> columnAliases;  // column name -> unit attribute id

    // Pointers into `ruleset`, which must outlive the schema.
    [[nodiscard]] static OobSchema of(const Ruleset& ruleset);
    // The key attributes that apply to a class (CWB artillery has gun points, not a fire level).
    [[nodiscard]] std::vector<const AttributeDef*> keyAttributesFor(const std::string& unitClass) const;
    // The unit's strength: its value of the first strength attribute that applies to its class and
    // holds a number (tokens resolved, HS cadre "C" = 0.5); nullopt when none does.
    [[nodiscard]] std::optional<std::pair<const AttributeDef*, double>> strengthOf(const Unit& unit) const;
};

// The class id leaders carry in the stacking and movement rules.
inline constexpr const char* kLeaderClass = "leader";

}  // namespace engine
