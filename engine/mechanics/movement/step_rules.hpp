#pragma once
// Rules a least-cost search applies on top of a MovementProfile's costs, step by step, with a small
// search state (a few bits: "has used the road rate"...). MoveRules is the mover's (orders, the move
// so far, the turn, friendly stacks); CommandTraceRules a command range trace's (zones that block
// unless a friendly unit is there). ReachOptions::rules takes either.
#include "engine/hex/hexside.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"

#include <cstdint>

namespace engine {

// The search state bits the rules read.
enum MoveState : std::uint8_t { kUsedRoad = 1 };

// One step as the rules see it, on top of the profile's and the enemy's cost.
struct RuledStep {
    bool prohibited = false;
    double extraMp = 0;
    bool mayEnd = true;      // the move may end in the hex entered
    bool stops = false;      // ... and goes no further from it
    std::uint8_t state = 0;  // the search state after the step
};

class StepRules {
public:
    virtual ~StepRules() = default;
    // How many search states the rules need (1: the hex alone decides).
    [[nodiscard]] virtual int states() const = 0;
    // The step from `from` to its neighbour in `dir`, made in search state `state`; `roadRate` is
    // whether the step is paid at a road rate; `firstStep` whether `from` is the start hex.
    [[nodiscard]] virtual RuledStep step(HexCoord from, int dir, std::uint8_t state, bool roadRate,
                                         bool firstStep) const = 0;
    // The same, adding every rule that applied to `out.reasons` and applying the prohibition and
    // the extra MP to `out`.
    virtual RuledStep explain(HexCoord from, HexCoord to, std::uint8_t state, bool roadRate, bool firstStep,
                              StepCost& out) const = 0;
};

// Applies a RuledStep's prohibition and extra MP to an explained step.
void applyRuled(const RuledStep& ruled, StepCost& out);

}  // namespace engine
