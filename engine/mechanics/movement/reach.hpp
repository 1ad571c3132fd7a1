#pragma once
// Least-cost movement over a whole map: Dijkstra from one hex over dense arrays indexed by
// HexGrid::index (no allocation per hex; a binary heap with lazy deletion), so a 1,000,000-hex
// map costs a few arrays and one heap. Gives every hex reachable within a budget with its cost,
// and the path to any of them with per-step costs.
//
// Options the rules add (read from the ruleset by ReachOptions::fromRuleset):
//   - the final-hex allowance: with MP left but not enough, a unit may still enter one last hex if
//     its remaining MP is at least half the cost rounded up (SSS 26.23); such hexes end the move;
//   - the minimum move: a unit may always move one hex if the hex is not prohibited (SSS 26.23,
//     CWB 16.1e, HS 13.3);
//   - enemy-occupied hexes may be treated as impassable (SSS 26.23), from BoardState occupancy;
//   - the enemy's presence (EnemyPresence): held hexes, ZOC / ZOI entry costs, must-stop, no road
//     rate into or out of a zone (SSS 24.22, 24.33, 26.23; CWB 14.1; LFM R2.2, R5.2);
//   - the moving stack's strength (RoadStackLimit): no road rate over the limit (HS 13.5b, SSS 25.24);
//   - the mover's orders, the move so far, the turn, friendly stacks and enemy screens (MoveRules:
//     SSS 9.1x, 24.24, 25.31; CWB 12.2, 14.1; LFM R2.2, R5.5, R23.2, R23.5; HS 11.4, 18.2).
// With rules (StepRules) the search is over (hex, state) where the state is one bit, "has used the road rate"
// (StepRules::states()); without them, over hexes alone, as before. Answers are per hex: the cheapest
// state in which the move may end there.
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/movement/enemy_presence.hpp"
#include "engine/mechanics/movement/move_rules.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"
#include "engine/mechanics/movement/road_stack_limit.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace engine {

// Budgets are compared with this slack so that sums of thirds (SSS 9.171: 1/3 MP a pike hex) that
// come to exactly the budget on paper are not refused for a rounding error.
inline constexpr double kMpTolerance = 1e-9;

struct ReachOptions {
    double budget = kProhibitedMove;  // MP available; kProhibitedMove = unlimited
    bool finalHexAllowance = false;   // SSS 26.23
    bool minimumMove = false;         // SSS 26.23, CWB 16.1e, HS 13.3
    std::string blockedByEnemiesOf;   // a side: hexes holding pieces of other sides are impassable
    const Occupancy* occupancy = nullptr;
    const EnemyPresence* enemies = nullptr;     // the enemy's pieces and zones for the moving side
    const RoadStackLimit* roadStack = nullptr;  // the moving stack, for the road-rate stacking limit
    const StepRules* rules = nullptr;           // MoveRules (orders, the move so far, the turn, friendly
                                                // stacks) or a command trace's rules
    // Dense hex indices: the search stops once all of them are settled (or the budget runs out).
    // Then only the costs of settled hexes are final; a hex reached but not settled holds an upper
    // bound, and hexes further out are not reached.
    const std::vector<std::uint32_t>* until = nullptr;

    // The allowances the ruleset's movement policy states (final-hex-rule, minimum-move-hexes).
    [[nodiscard]] static ReachOptions fromRuleset(const Ruleset& ruleset, double budget);
};

struct ReachedHex {
    HexCoord hex;
    double cost = 0;
    bool finalOnly = false;  // entered by the final-hex allowance or the minimum move; the move ends here
    bool passOnly = false;   // the move may pass through but not end here (SSS 25.31, CWB 12.2)
};

struct PathStep {
    HexCoord hex;
    double stepCost = 0;     // MP to enter this hex from the previous one (0 for the start)
    double cumulative = 0;   // MP spent on arrival
    std::uint8_t state = 0;  // the search state on arrival (MoveState bits)
    bool roadRate = false;   // the step was paid at a road rate (with rules, a unit may decline it)
};

class ReachResult {
public:
    ReachResult() = default;
    [[nodiscard]] HexCoord start() const { return m_start; }
    [[nodiscard]] bool reached(HexCoord h) const;
    [[nodiscard]] double cost(HexCoord h) const;  // kProhibitedMove when not reached
    [[nodiscard]] bool finalOnly(HexCoord h) const;
    // Reached, but only to pass through: the move may not end there.
    [[nodiscard]] bool passOnly(HexCoord h) const;
    // Every reached hex (the start included, at 0), sorted by cost then by dense index.
    [[nodiscard]] std::vector<ReachedHex> hexes() const;
    // Start to `to` inclusive, in the state cost() answers for; empty when `to` was not reached.
    [[nodiscard]] std::vector<PathStep> pathTo(HexCoord to) const;
    [[nodiscard]] std::size_t settledCount() const { return m_settled; }
    // Dense indices of every hex reached, in the order first reached: cheaper than hexes() when
    // only the set matters.
    [[nodiscard]] const std::vector<std::uint32_t>& touched() const { return m_touched; }

private:
    friend void computeReach(const MovementProfile&, HexCoord, const ReachOptions&, ReachResult&);
    // The node (state * hexes + dense index) cost() answers for; -1 when not reached.
    [[nodiscard]] std::int64_t bestNode(HexCoord h) const;
    const HexGrid* m_grid = nullptr;
    HexCoord m_start{};
    std::size_t m_states = 1;
    // By node: state * grid size + dense index.
    std::vector<double> m_cost;
    std::vector<double> m_step;
    std::vector<std::int32_t> m_parent;  // the previous node, -1 for none
    enum NodeFlag : std::uint8_t { kFinal = 1, kPassOnly = 2, kRoadRate = 4 };
    std::vector<std::uint8_t> m_flags;     // NodeFlag bits
    std::vector<std::uint32_t> m_touched;  // dense indices given a cost, in first-touch order
    std::size_t m_settled = 0;
};

// Where in a move a step is made: the search state before it, and whether it leaves the start hex.
struct StepAt {
    std::uint8_t state = 0;
    bool firstStep = false;
    bool declineRoad = false;  // the unit moves along the road without its rate (to keep a rule's option open)
};

// One step as the search prices it under `options` (enemies, road stack, rules), with every reason;
// `endsMove` is set when the step stops the move (an enemy ZOC). The final-hex allowance and the
// minimum move are the search's, not the step's.
[[nodiscard]] StepCost explainStep(const MovementProfile& profile, HexCoord from, HexCoord to,
                                   const ReachOptions& options, bool* endsMove = nullptr, StepAt at = {});
// Every step of reach.pathTo(to) explained in the state the search made it in.
[[nodiscard]] std::vector<StepCost> explainPath(const MovementProfile& profile, const ReachOptions& options,
                                                const ReachResult& reach, HexCoord to);

// Throws std::invalid_argument when `from` is off the map.
[[nodiscard]] ReachResult computeReach(const MovementProfile& profile, HexCoord from, const ReachOptions& options);
// The same into `into`, reusing its arrays when it last searched the same grid: only the hexes that
// search touched are reset, so repeated small searches on a large map cost no O(map) work.
void computeReach(const MovementProfile& profile, HexCoord from, const ReachOptions& options, ReachResult& into);

}  // namespace engine
