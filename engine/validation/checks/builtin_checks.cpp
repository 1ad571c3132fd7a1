// registerBuiltinChecks: the explicit list of built-in rules, grouped by area.
#include "engine/validation/checks/builtin_checks.hpp"
#include "engine/validation/check_registry.hpp"

namespace engine {

void registerBuiltinChecks(CheckRegistry& registry) {
    registry.add(makeLevelElevationCheck());
    registry.add(makeNoTerrainCheck());
    registry.add(makeRoadDeadEndCheck());
    registry.add(makeRulesetMismatchCheck());
    registry.add(makeUnsupportedValueCheck());
    registry.add(makeSlopeLevelsCheck());
    registry.add(makeUnknownFeatureCheck());
    registry.add(makeUnknownHexsideFeatureCheck());
    registry.add(makeUnknownTerrainCheck());
    registry.add(makeAttributeRangeCheck());
    registry.add(makeDuplicateIdCheck());
    registry.add(makeEmptyFormationCheck());
    registry.add(makeLeaderRatingsCheck());
    registry.add(makeMissingCommanderCheck());
    registry.add(makeNoFormationCheck());
    registry.add(makeReducedStrongerCheck());
    registry.add(makeSideMismatchCheck());
    registry.add(makeUnknownAttributeCheck());
    registry.add(makeUnknownClassCheck());
    registry.add(makeUnknownParentCheck());
    registry.add(makeUnknownSideCheck());
    registry.add(makeBadOptionCheck());
    registry.add(makeBeforeCommanderCheck());
    registry.add(makeEntryNotOnEdgeCheck());
    registry.add(makeEntryOffMapCheck());
    registry.add(makeNightArrivalCheck());
    registry.add(makeScheduledTwiceCheck());
    registry.add(makeTurnOutsideTrackCheck());
    registry.add(makeUndefinedEntryCheck());
    registry.add(makeEntryNotEnterableCheck());
    registry.add(makeEntryEnemyHeldCheck());
    registry.add(makeAlsoScheduledCheck());
    registry.add(makeBothSidesCheck());
    registry.add(makeNeverEntersCheck());
    registry.add(makeSetupOffMapCheck());
    registry.add(makePlacedTwiceCheck());
    registry.add(makeUnknownModeCheck());
    registry.add(makeProhibitedTerrainCheck());
    registry.add(makeOutOfCommandCheck());
    registry.add(makeInEnemyZocCheck());
    registry.add(makeMixedModesCheck());
    registry.add(makeMixedFacingCheck());
    registry.add(makeLeaderAloneNearEnemyCheck());
    registry.add(makeCommanderApartCheck());
    registry.add(makeNightOutsideCheck());
    registry.add(makeTurnOrderCheck());
    registry.add(makeStackingOverLimitCheck());
    registry.add(makeStaleWaiverCheck());
    registry.add(makeDuplicateVictoryHexCheck());
    registry.add(makeVictoryOffMapCheck());
    registry.add(makeVictoryTotalsCheck());
    registry.add(makeVictoryImpassableCheck());
    registry.add(makeVictoryUnreachableCheck());
}

}  // namespace engine
