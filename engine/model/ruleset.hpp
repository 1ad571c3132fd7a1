#pragma once
// A game system as data (templates/rulesets/*.xml): scale, numbering, terrain and hexside types,
// movement costs, unit classes and modes, attribute schemas, options, and the policy sections
// (LOS, stacking, ZOC/ZOI, command, turn track, victory, level/slope derivation) that the rules
// services read by name. Every value may carry its citation and an `assumed` flag for values the
// rulebook does not state. The schema is documented in docs/file-formats.md.
#include "engine/hex/hex_grid.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace engine {

// Where a value comes from: the rule it cites, and whether the rulebook is silent on it.
struct Provenanced {
    Provenanced() = default;
    Provenanced(std::string c, bool a, std::string why = {})
        : cite(std::move(c)),
          assumed(a),
          unapplied(std::move(why)) {}
    std::string cite;      // "SSS 26.26"
    bool assumed = false;  // the rulebook does not state this value; it is a default of ours
    // Why no game mechanic or check applies this value ("" = one does): a rule of play, or a rule
    // that needs data a scenario does not hold (docs/rules-coverage/unapplied.md lists them).
    std::string unapplied;
};

// A named value in a policy section: <param name="open-units" value="3" cite="SSS 25.22"/>.
struct Param : Provenanced {
    std::string name;
    std::string value;
    [[nodiscard]] std::optional<double> number() const;
};

// A record in a policy section: an element name with its attributes, e.g.
// <limit terrain="woods" sp="8" artillery-sp="4" cite="HS 6.1"/>.
struct Record : Provenanced {
    std::string kind;
    std::map<std::string, std::string> attrs;
    [[nodiscard]] std::string get(const std::string& key, const std::string& fallback = {}) const;
    [[nodiscard]] std::optional<double> number(const std::string& key) const;
};

// A policy section (los, stacking, zoc, command, turn-track, victory, derivation...).
struct PolicySection : Provenanced {
    std::string policy;  // algorithm or model name, e.g. "count", "sp", "sss", "lfm"
    std::vector<Param> params;
    std::vector<Record> records;
    [[nodiscard]] const Param* param(std::string_view name) const;
    [[nodiscard]] std::optional<double> number(std::string_view name) const;
};

struct TerrainType : Provenanced {
    std::string id;
    std::string name;
    std::string color;          // "#rrggbb" for drawing
    double losHeight = 0;       // levels this terrain adds to LOS obstruction
    std::string stackingGroup;  // e.g. "open" / "closed" (SSS 25.22)
};

struct HexFeatureType : Provenanced {  // in-hex features: town, sloping, breastworks...
    std::string id;
    std::string name;
    std::string color;
    double losHeight = 0;
};

struct HexsideType : Provenanced {
    std::string id;
    std::string name;
    std::string color;
    std::string kind;   // road | water | slope | obstacle | crossing | other
    int roadClass = 0;  // roads: higher is better (trail < road < pike)
    bool blocksLos = false;
};

struct UnitMode {
    std::string id;
    std::string name;
    std::string cite{};  // as Provenanced; members (not a base) so UnitMode{"line", "Line"} still works
    bool assumed = false;
};

struct UnitClass : Provenanced {
    std::string id;  // infantry, cavalry, artillery, leader...
    std::string name;
    std::vector<UnitMode> modes;  // line, column, mounted, limbered...
    [[nodiscard]] bool hasMode(std::string_view mode) const;
};

// A movement cost: what a class in a mode pays for a target.
struct MoveCost : Provenanced {
    enum class Target : std::uint8_t { Terrain, Feature, Hexside, Road };
    enum class Slope : std::uint8_t { Any, Uphill, Downhill };
    std::string unitClass = "*";  // "*" = every class
    std::string mode = "*";       // "*" = every mode
    Target target = Target::Terrain;
    std::string id;            // terrain, feature or hexside type id
    Slope slope = Slope::Any;  // for slope hexsides: SSS 26.26 uphill / downhill asymmetry
    double mp = 0;
    bool prohibited = false;
};

struct AttributeDef : Provenanced {
    enum class Type : std::uint8_t { Int, Number, Enum, Bool, Text };
    std::string id;
    std::string name;
    Type type = Type::Int;
    std::optional<double> min;
    std::optional<double> max;
    std::vector<std::string> values;                     // Enum: allowed values
    std::vector<std::pair<std::string, double>> tokens;  // special spellings, e.g. HS cadre "C" = 0.5
    bool required = false;
    std::vector<std::string> classes;  // unit classes it applies to (empty = all)
};

struct RulesetOption : Provenanced {
    std::string id;
    std::string description;
    std::vector<std::string> values;
    std::string defaultValue;
};

struct Scale : Provenanced {
    double hexSizeMetres = 0;                 // flat-to-flat
    std::optional<double> levelHeightMetres;  // nullopt = per map (HS, LFM)
};

struct Ruleset {
    std::string id;  // "sss"
    std::string name;
    std::string version;
    std::string source;  // the rulebook it digests
    std::string file;    // the file it was loaded from, absolute and normalised ("" if made in memory)
    Scale scale;
    GridShape gridShape;
    NumberingScheme numbering;
    SectionLayout sections;  // the usual sheet layout for this system's maps
    std::vector<TerrainType> terrain;
    std::vector<HexFeatureType> hexFeatures;
    std::vector<HexsideType> hexsides;
    std::vector<UnitClass> unitClasses;
    std::vector<MoveCost> movement;
    std::vector<AttributeDef> unitAttributes;
    std::vector<AttributeDef> leaderAttributes;
    std::vector<std::string> formationKinds;  // army, wing, corps, division, brigade
    std::vector<RulesetOption> options;
    std::map<std::string, PolicySection, std::less<>> policies;  // "los", "stacking", "zoc", "command", ...
    // cite= / assumed= written on structural elements (grid, numbering, sections, terrain, movement...),
    // keyed by element name, so that writing a ruleset back loses nothing.
    std::map<std::string, Provenanced, std::less<>> elementProvenance;

    [[nodiscard]] const TerrainType* findTerrain(std::string_view id) const;
    [[nodiscard]] const HexFeatureType* findFeature(std::string_view id) const;
    [[nodiscard]] const HexsideType* findHexside(std::string_view id) const;
    [[nodiscard]] const UnitClass* findClass(std::string_view id) const;
    [[nodiscard]] const AttributeDef* findUnitAttribute(std::string_view id) const;
    [[nodiscard]] const AttributeDef* findLeaderAttribute(std::string_view id) const;
    [[nodiscard]] const RulesetOption* findOption(std::string_view id) const;
    [[nodiscard]] const PolicySection* section(std::string_view name) const;
};

}  // namespace engine
