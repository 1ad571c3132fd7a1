// registerBuiltinRules: the explicit list of built-in rules, grouped by area.
#include "engine/validation/rule_registry.hpp"
#include "engine/validation/rules/builtin_rules.hpp"

namespace engine {

void registerBuiltinRules(RuleRegistry& registry) {
    registry.add(makeLevelElevationRule());
    registry.add(makeNoTerrainRule());
    registry.add(makeRoadDeadEndRule());
    registry.add(makeRulesetMismatchRule());
    registry.add(makeSlopeLevelsRule());
    registry.add(makeUnknownFeatureRule());
    registry.add(makeUnknownHexsideFeatureRule());
    registry.add(makeUnknownTerrainRule());
    registry.add(makeAttributeRangeRule());
    registry.add(makeDuplicateIdRule());
    registry.add(makeEmptyFormationRule());
    registry.add(makeLeaderRatingsRule());
    registry.add(makeMissingCommanderRule());
    registry.add(makeNoFormationRule());
    registry.add(makeReducedStrongerRule());
    registry.add(makeSideMismatchRule());
    registry.add(makeUnknownAttributeRule());
    registry.add(makeUnknownClassRule());
    registry.add(makeUnknownParentRule());
    registry.add(makeUnknownSideRule());
    registry.add(makeBadOptionRule());
    registry.add(makeBeforeCommanderRule());
    registry.add(makeEntryNotOnEdgeRule());
    registry.add(makeEntryOffMapRule());
    registry.add(makeNightArrivalRule());
    registry.add(makeScheduledTwiceRule());
    registry.add(makeTurnOutsideTrackRule());
    registry.add(makeUndefinedEntryRule());
    registry.add(makeEntryNotEnterableRule());
    registry.add(makeEntryEnemyHeldRule());
    registry.add(makeAlsoScheduledRule());
    registry.add(makeBothSidesRule());
    registry.add(makeNeverEntersRule());
    registry.add(makeSetupOffMapRule());
    registry.add(makePlacedTwiceRule());
    registry.add(makeUnknownModeRule());
    registry.add(makeProhibitedTerrainRule());
    registry.add(makeOutOfCommandRule());
    registry.add(makeInEnemyZocRule());
    registry.add(makeMixedModesRule());
    registry.add(makeMixedFacingRule());
    registry.add(makeLeaderAloneNearEnemyRule());
    registry.add(makeCommanderApartRule());
    registry.add(makeNightOutsideRule());
    registry.add(makeTurnOrderRule());
    registry.add(makeStackingOverLimitRule());
    registry.add(makeStaleWaiverRule());
    registry.add(makeDuplicateVictoryHexRule());
    registry.add(makeVictoryOffMapRule());
    registry.add(makeVictoryTotalsRule());
    registry.add(makeVictoryImpassableRule());
    registry.add(makeVictoryUnreachableRule());
}

}  // namespace engine
