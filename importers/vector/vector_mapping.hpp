#pragma once
// A vector mapping template (templates/mappings/*.xml, docs/import.md): which features of which
// OGR layer become which terrain type, in-hex feature or hexside feature, per ruleset.
#include "engine/model/ruleset.hpp"

#include <map>
#include <string>
#include <vector>

namespace importers {

enum class MappingKind { Terrain, HexFeature, Hexside };
// Polygons: by majority of the hex's area or by the hex centre.
enum class AreaMethod { Majority, Centre };
// Lines onto hexsides: across the hexsides between consecutive hexes the line passes through
// (roads, railroads), or along the hex edges nearest the line (streams, walls, fences).
enum class HexsideTrace { Path, Edges };

struct MappingRule {
    MappingKind kind = MappingKind::Terrain;
    std::string layer;
    std::string where;  // OGR SQL WHERE, "" = every feature of the layer
    std::string label;  // what reports call the rule: "landcover_polygons: cls = 'woodlot'"
    AreaMethod method = AreaMethod::Majority;
    double minShare = 0.5;  // Majority: the part of the hex's area the polygons must cover
    int priority = 0;       // where rules overlap in a hex, the higher priority wins
    HexsideTrace trace = HexsideTrace::Path;
    std::string defaultTarget;                   // to="...", for any ruleset
    std::map<std::string, std::string> targets;  // ruleset id -> id in that ruleset
    int line = 0;                                // in the mapping file
    // The id for a ruleset; "" when the rule does not apply to it.
    [[nodiscard]] std::string targetFor(const std::string& rulesetId) const;
};

struct VectorMapping {
    std::string name;
    std::string file;
    std::string idField;             // attribute that names a feature in reports ("" = the OGR FID)
    std::vector<MappingRule> rules;  // in file order
};

// Targets the ruleset does not define (a terrain type, hex feature or hexside type of the rule's
// kind), as "file:line: ..." messages; empty when every target for this ruleset exists.
[[nodiscard]] std::vector<std::string> unknownTargets(const VectorMapping& mapping, const engine::Ruleset& ruleset);

// Turns "key=value", "key=v1|v2", "key=*" into an OGR SQL WHERE; other text is returned as is.
[[nodiscard]] std::string whereFromMatch(const std::string& match);

// Reads a mapping file; throws std::runtime_error naming the file, line and problem.
[[nodiscard]] VectorMapping loadVectorMapping(const std::string& path);
[[nodiscard]] VectorMapping parseVectorMapping(const std::string& xml, const std::string& fileName);

}  // namespace importers
