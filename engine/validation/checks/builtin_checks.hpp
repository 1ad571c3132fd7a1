#pragma once
// Every built-in check, one per file in this directory, each named after the rule it enforces;
// registerBuiltinChecks (check_registry.hpp) adds them in this order. The helpers only some
// checks need live in support/.
#include "engine/validation/check.hpp"

#include <algorithm>
#include <memory>

namespace engine {

[[nodiscard]] std::unique_ptr<Check> makeLevelElevationCheck();
[[nodiscard]] std::unique_ptr<Check> makeNoTerrainCheck();
[[nodiscard]] std::unique_ptr<Check> makeRoadDeadEndCheck();
[[nodiscard]] std::unique_ptr<Check> makeRulesetMismatchCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnsupportedValueCheck();
[[nodiscard]] std::unique_ptr<Check> makeSlopeLevelsCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnknownFeatureCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnknownHexsideFeatureCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnknownTerrainCheck();
[[nodiscard]] std::unique_ptr<Check> makeAttributeRangeCheck();
[[nodiscard]] std::unique_ptr<Check> makeDuplicateIdCheck();
[[nodiscard]] std::unique_ptr<Check> makeEmptyFormationCheck();
[[nodiscard]] std::unique_ptr<Check> makeLeaderRatingsCheck();
[[nodiscard]] std::unique_ptr<Check> makeMissingCommanderCheck();
[[nodiscard]] std::unique_ptr<Check> makeNoFormationCheck();
[[nodiscard]] std::unique_ptr<Check> makeReducedStrongerCheck();
[[nodiscard]] std::unique_ptr<Check> makeSideMismatchCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnknownAttributeCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnknownClassCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnknownParentCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnknownSideCheck();
[[nodiscard]] std::unique_ptr<Check> makeBadOptionCheck();
[[nodiscard]] std::unique_ptr<Check> makeBeforeCommanderCheck();
[[nodiscard]] std::unique_ptr<Check> makeEntryNotOnEdgeCheck();
[[nodiscard]] std::unique_ptr<Check> makeEntryOffMapCheck();
[[nodiscard]] std::unique_ptr<Check> makeNightArrivalCheck();
[[nodiscard]] std::unique_ptr<Check> makeScheduledTwiceCheck();
[[nodiscard]] std::unique_ptr<Check> makeTurnOutsideTrackCheck();
[[nodiscard]] std::unique_ptr<Check> makeUndefinedEntryCheck();
[[nodiscard]] std::unique_ptr<Check> makeEntryNotEnterableCheck();
[[nodiscard]] std::unique_ptr<Check> makeEntryEnemyHeldCheck();
[[nodiscard]] std::unique_ptr<Check> makeAlsoScheduledCheck();
[[nodiscard]] std::unique_ptr<Check> makeBothSidesCheck();
[[nodiscard]] std::unique_ptr<Check> makeNeverEntersCheck();
[[nodiscard]] std::unique_ptr<Check> makeSetupOffMapCheck();
[[nodiscard]] std::unique_ptr<Check> makePlacedTwiceCheck();
[[nodiscard]] std::unique_ptr<Check> makeUnknownModeCheck();
[[nodiscard]] std::unique_ptr<Check> makeProhibitedTerrainCheck();
[[nodiscard]] std::unique_ptr<Check> makeOutOfCommandCheck();
[[nodiscard]] std::unique_ptr<Check> makeInEnemyZocCheck();
[[nodiscard]] std::unique_ptr<Check> makeMixedModesCheck();
[[nodiscard]] std::unique_ptr<Check> makeMixedFacingCheck();
[[nodiscard]] std::unique_ptr<Check> makeLeaderAloneNearEnemyCheck();
[[nodiscard]] std::unique_ptr<Check> makeCommanderApartCheck();
[[nodiscard]] std::unique_ptr<Check> makeNightOutsideCheck();
[[nodiscard]] std::unique_ptr<Check> makeTurnOrderCheck();
[[nodiscard]] std::unique_ptr<Check> makeStackingOverLimitCheck();
[[nodiscard]] std::unique_ptr<Check> makeStaleWaiverCheck();
[[nodiscard]] std::unique_ptr<Check> makeDuplicateVictoryHexCheck();
[[nodiscard]] std::unique_ptr<Check> makeVictoryOffMapCheck();
[[nodiscard]] std::unique_ptr<Check> makeVictoryTotalsCheck();
[[nodiscard]] std::unique_ptr<Check> makeVictoryImpassableCheck();
[[nodiscard]] std::unique_ptr<Check> makeVictoryUnreachableCheck();

}  // namespace engine
