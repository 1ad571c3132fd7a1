#pragma once
// Stacking, one policy per ruleset behind one interface (SSS 25 counts units, HS 6 and LFM R4 count
// strength points, CWB 12 counts fire levels and gun points). The limits come from the ruleset's
// <policy name="stacking"> section; every answer says which limit applied, why, and which rule.
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/reason.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace engine {

enum class StackVerdict : std::uint8_t { Ok, Over, Unknown };
[[nodiscard]] const char* toString(StackVerdict v);  // "ok" | "over" | "unknown"

// One piece of the stack and what it counts for.
struct StackedPiece {
    std::string id;
    std::string side;
    std::string unitClass;
    bool counts = false;     // toward the hex total
    bool artillery = false;  // toward the artillery sub-limit as well
    double value = 0;        // in the policy's measure: units, SP, C-units or gun points
    std::string shown;       // how the value reads: "4 SP", "C = 0.5 SP", "AB = 6 C-units", "not counted"
};

// One measured quantity of the stack against its limit.
struct StackMeasure {
    std::string what;  // "units", "artillery units", "SP", "artillery SP", "C-units", "gun points"
    double total = 0;
    std::optional<double> limit;  // nullopt: no limit on this quantity here
    [[nodiscard]] bool over() const { return limit && total > *limit; }
};

// One side's stack in one hex.
struct StackingResult {
    HexCoord hex;
    std::string side;
    std::vector<StackedPiece> pieces;
    std::vector<StackMeasure> measures;  // the main total first
    StackVerdict verdict = StackVerdict::Ok;
    std::vector<Reason> reasons;         // the limit applied, what broke it, exceptions used
    std::optional<double> combatValue;   // what the hex may use in combat when the rules cap it (HS 6.2, LFM R4.1)
    [[nodiscard]] bool assumed() const;  // some reason relied on an assumed value
};

struct StackingQuery {
    HexCoord hex;
    std::vector<PieceAt> pieces;  // one side's pieces
    bool roadMovement = false;    // the stack moves at a road / march-column rate
    bool endsMove = true;         // ... and ends its move here (false: passing through, HS 13.5b)
};

class StackingPolicy {
public:
    virtual ~StackingPolicy() = default;
    [[nodiscard]] virtual std::string id() const = 0;  // "count", "sp", "sp-brigade", "fire-level"
    [[nodiscard]] virtual StackingResult check(const BoardState& ctx, const StackingQuery& query) const = 0;
};

// The policy the ruleset's <policy name="stacking" policy="..."> names; nullptr when unknown or absent.
[[nodiscard]] std::unique_ptr<StackingPolicy> makeStackingPolicy(const Ruleset& ruleset);

// Every side's stack in a hex, and whether enemies share it.
struct HexStacking {
    HexCoord hex;
    std::vector<StackingResult> sides;  // one per side present, in the order first met
    std::vector<Reason> reasons;        // hex-wide findings (enemy pieces sharing the hex)
    bool mixedSides = false;
    [[nodiscard]] StackVerdict verdict() const;  // over beats unknown beats ok
};

// The pieces standing in `hex` per ctx.occupancy.
[[nodiscard]] HexStacking checkHexStacking(const BoardState& ctx, const StackingPolicy& policy, HexCoord hex,
                                           bool roadMovement = false);
// An explicit list of pieces (a planned move, a studio probe).
[[nodiscard]] HexStacking checkHexStacking(const BoardState& ctx, const StackingPolicy& policy, HexCoord hex,
                                           const std::vector<PieceAt>& pieces, bool roadMovement = false);

}  // namespace engine
