#pragma once
// A scenario: references a map file and a ruleset; sides; order of battle as a tree of formations
// (army -> wing -> corps -> division -> brigade) holding units and leaders; set-up; reinforcement
// schedule; entry areas; victory hexes and conditions; turn track; special rules; validation
// overrides and waivers. Hexes are axial coordinates here and printed labels in the file.
#include "engine/hex/hex_coord.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace engine {

// Ruleset-typed attribute values are kept as written ("5", "C", "A"), checked against the schema.
using AttributeMap = std::map<std::string, std::string>;

struct Side {
    std::string id;
    std::string name;
    std::string color{};  // "#rrggbb" for its counters; "" for the usual one of its name (engine/render/side_colors)
    bool operator==(const Side&) const = default;
};

struct Formation {
    std::string id;
    std::string name;
    std::string kind;  // army, wing, corps, division, brigade (ruleset's formationKinds)
    std::string side;
    std::string parent;     // "" at the top of the tree
    std::string commander;  // leader id, "" when none
    std::string color{};    // "#rrggbb", its counters' band; "" for one by its place (render/formation_colors)
    bool operator==(const Formation&) const = default;
};

struct Leader {
    std::string id;
    std::string name;
    std::string side;
    std::string formation;  // the formation he belongs to (usually the one he commands)
    std::string rank;       // army, corps, division, brigade... (free text, ruleset's kinds)
    AttributeMap ratings;   // typed by Ruleset::leaderAttributes
    bool operator==(const Leader&) const = default;
};

struct Unit {
    std::string id;
    std::string name;
    std::string side;
    std::string formation;    // parent formation id
    std::string unitClass;    // Ruleset::unitClasses
    AttributeMap attributes;  // typed by Ruleset::unitAttributes
    bool operator==(const Unit&) const = default;
};

// A unit or leader placed at the start.
struct Placement {
    std::string piece;  // unit or leader id
    HexCoord hex;
    int facing = -1;   // direction index (hex_coord.hpp), -1 = none
    std::string mode;  // unit mode (line, column, limbered...), "" = ruleset default
    bool operator==(const Placement&) const = default;
};

struct EntryArea {
    std::string id;
    std::string name;
    std::vector<HexCoord> hexes;
    bool operator==(const EntryArea&) const = default;
};

struct ReinforcementRow {
    std::string id;
    int turn = 0;
    std::string side;
    std::vector<std::string> units;       // unit / leader ids
    std::vector<std::string> formations;  // whole formations
    std::optional<HexCoord> entryHex;
    std::string entryArea;              // EntryArea id, when no hex
    std::string mode;                   // arrival mode (march column...)
    std::string condition;              // free text
    std::string roll;                   // variable arrival, e.g. "1d6>=4"
    std::optional<int> movementPoints;  // MP left on the turn of arrival (LFM R26.2); nullopt = full
    bool operator==(const ReinforcementRow&) const = default;
};

struct VictoryHex {
    std::string id;
    HexCoord hex;
    std::string side;  // who scores it ("" = either)
    int vp = 0;
    int fromTurn = 0;  // 0 = from the start
    int toTurn = 0;    // 0 = to the end
    bool operator==(const VictoryHex&) const = default;
};

struct VictoryCondition {
    std::string id;
    std::string side;
    std::string text;
    bool operator==(const VictoryCondition&) const = default;
};

struct TurnTrack {
    std::string date;       // ISO date of the first turn
    std::string startTime;  // "HH:MM"
    int turnMinutes = 0;
    int firstTurn = 1;
    int lastTurn = 1;
    std::vector<int> nightTurns;
    bool operator==(const TurnTrack&) const = default;
};

struct Waiver {
    std::string rule;      // rule id, e.g. "stacking.over_limit"
    std::string location;  // location key, e.g. "hex:A1053" or "unit:1-26NC"
    std::string comment;
    bool operator==(const Waiver&) const = default;
};

struct Scenario {
    std::string id;
    std::string name;
    std::string mapPath;                         // relative to the scenario file
    std::string rulesetRef;                      // a built-in ruleset id, or a path to a ruleset file
    std::map<std::string, std::string> options;  // ruleset option id -> chosen value
    TurnTrack turns;
    std::vector<Side> sides;
    std::vector<Formation> formations;
    std::vector<Leader> leaders;
    std::vector<Unit> units;
    std::vector<Placement> setup;
    std::vector<EntryArea> entryAreas;
    std::vector<ReinforcementRow> schedule;
    std::vector<VictoryHex> victoryHexes;
    std::vector<VictoryCondition> victoryConditions;
    std::string specialRules;
    std::map<std::string, std::string> severityOverrides;  // rule id -> error | warning | info | ignore
    std::vector<Waiver> waivers;

    [[nodiscard]] const Unit* findUnit(std::string_view id) const;
    [[nodiscard]] const Leader* findLeader(std::string_view id) const;
    [[nodiscard]] const Formation* findFormation(std::string_view id) const;
    [[nodiscard]] const Side* findSide(std::string_view id) const;
    bool operator==(const Scenario&) const = default;
};

// "#rrggbb": the form a side's colour is written in.
[[nodiscard]] bool isRgbColor(std::string_view text);

}  // namespace engine
