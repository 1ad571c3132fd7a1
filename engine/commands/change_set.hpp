#pragma once
// What one edit touched, by stable id. The studio redraws from it and the validator re-checks
// only what it names, so a command must report everything it changed (over-reporting is safe,
// under-reporting is a bug).
#include "engine/hex/hex_coord.hpp"
#include "engine/hex/hexside.hpp"

#include <string>
#include <vector>

namespace engine {

struct ChangeSet {
    std::vector<HexCoord> hexes;
    std::vector<HexsideId> hexsides;
    std::vector<std::string> sides;
    std::vector<std::string> units;
    std::vector<std::string> leaders;
    std::vector<std::string> formations;
    std::vector<std::string> placements;  // piece ids whose set-up entry changed
    std::vector<std::string> scheduleRows;
    std::vector<std::string> victoryHexes;
    std::vector<std::string> entryAreas;
    bool settings = false;     // scenario-wide fields: name, turn track, options, rules, waivers...
    bool mapSettings = false;  // map-wide fields: title, georeference, ruleset id

    // Adds everything `other` names, then normalizes.
    ChangeSet& merge(const ChangeSet& other);
    // Adds everything `other` names without normalizing: for merging many change sets, call
    // normalize() once after the last.
    ChangeSet& append(const ChangeSet& other);
    // Sorts every list and drops duplicates, so change sets compare and merge cheaply.
    ChangeSet& normalize();
    [[nodiscard]] bool empty() const;
    bool operator==(const ChangeSet&) const = default;
};

}  // namespace engine
