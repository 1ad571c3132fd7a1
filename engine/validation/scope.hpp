#pragma once
// What a validation rule checks one item at a time (its scope) and which parts of a ChangeSet
// can change its answers (its triggers).
#include <cstdint>

namespace engine {

// Piece: the id namespace formations, leaders and units share (set-up and schedule rows name any
// of them). Records: the ids of several record kinds, listed by Check::recordKinds().
enum class ScopeKind : std::uint8_t {
    Hex,
    Hexside,
    Unit,
    Leader,
    Formation,
    Placement,
    ScheduleRow,
    VictoryHex,
    EntryArea,
    Global,
    Piece,
    Side,
    Records
};
[[nodiscard]] const char* toString(ScopeKind kind);  // "hex", "hexside", "unit", ... "global"

struct CheckScope {
    ScopeKind kind = ScopeKind::Global;
    int radius = 0;  // Hex scope: the answer for a hex also depends on hexes this far away
};

// The parts of a ChangeSet a rule's answers depend on (bit set).
enum Trigger : std::uint32_t {
    kOnHexes = 1u << 0,
    kOnHexsides = 1u << 1,
    kOnSides = 1u << 2,
    kOnUnits = 1u << 3,
    kOnLeaders = 1u << 4,
    kOnFormations = 1u << 5,
    kOnPlacements = 1u << 6,
    kOnSchedule = 1u << 7,
    kOnVictory = 1u << 8,
    kOnEntryAreas = 1u << 9,
    kOnSettings = 1u << 10,
    kOnMapSettings = 1u << 11,
    kOnRecords =
        kOnSides | kOnUnits | kOnLeaders | kOnFormations | kOnPlacements | kOnSchedule | kOnVictory | kOnEntryAreas,
    kOnAnything = 0xFFFu,
};

}  // namespace engine
