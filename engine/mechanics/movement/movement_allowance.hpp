#pragma once
// Movement allowances from the ruleset's <policy name="movement"> records:
//   <ma class=".." [mode=".."] [order=".."] mp=".."/>            (CWB 16.1c, HS 13.2, LFM C-MA)
//   <fixed-ma order=".." infantry=".." cavalry=".." leader=".."/>  (SSS 9.x: orders that fix the MA)
//   <movement-table-point roll=".." infantry=".." .../>            (SSS 13.25: Movement Table results)
// SSS gives MAs in columns (infantry + foot artillery / cavalry + horse artillery / leaders); the
// param ma-columns maps each class to its column ("artillery:infantry ...").
#include "engine/mechanics/reason.hpp"
#include "engine/model/ruleset.hpp"

#include <optional>
#include <string_view>

namespace engine {

struct MovementAllowance {
    double mp = 0;
    Reason reason;  // which record, its cite and assumed flag
};

// The MA of a class in a mode under an order ("" = no order). Records that name a mode or an
// order must match it; the most specific matching record wins. nullopt when none applies.
[[nodiscard]] std::optional<MovementAllowance> movementAllowance(const Ruleset& ruleset, std::string_view unitClass,
                                                                 std::string_view mode = {},
                                                                 std::string_view order = {});

// The MA a Movement Table roll gives a class (SSS 13.25); nullopt when the table has no such row.
[[nodiscard]] std::optional<MovementAllowance> movementTableAllowance(const Ruleset& ruleset, int roll,
                                                                      std::string_view unitClass);

// MP left after a formation change under the proportional rule (param formation-change-ma =
// proportional, CWB 16.1b): the fraction of the old MA spent (change cost included) is spent of
// the new MA, rounded half up. nullopt when the ruleset has no such rule.
struct FormationChange {
    double usedOfNew = 0;
    double remaining = 0;
    Reason reason;
};
[[nodiscard]] std::optional<FormationChange> proportionalFormationChange(const Ruleset& ruleset, double spent,
                                                                         double oldMa, double newMa);

// Road movement points of the n-th stack (0-based) entering by one road in one turn (LFM R26.4):
// MA x road-movement-points-per-mp, less reinforcement-column-rmp-step per stack ahead of it.
[[nodiscard]] std::optional<MovementAllowance> reinforcementRoadMovementPoints(const Ruleset& ruleset, double ma,
                                                                               int stackIndex);

}  // namespace engine
