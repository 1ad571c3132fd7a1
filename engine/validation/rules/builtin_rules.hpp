#pragma once
// Every built-in validation rule, one per file in this directory; registerBuiltinRules
// (rule_registry.hpp) adds them in this order.
#include "engine/validation/rule.hpp"

#include <algorithm>
#include <memory>

namespace engine {

[[nodiscard]] std::unique_ptr<Rule> makeLevelElevationRule();
[[nodiscard]] std::unique_ptr<Rule> makeNoTerrainRule();
[[nodiscard]] std::unique_ptr<Rule> makeRoadDeadEndRule();
[[nodiscard]] std::unique_ptr<Rule> makeRulesetMismatchRule();
[[nodiscard]] std::unique_ptr<Rule> makeSlopeLevelsRule();
[[nodiscard]] std::unique_ptr<Rule> makeUnknownFeatureRule();
[[nodiscard]] std::unique_ptr<Rule> makeUnknownHexsideFeatureRule();
[[nodiscard]] std::unique_ptr<Rule> makeUnknownTerrainRule();
[[nodiscard]] std::unique_ptr<Rule> makeAttributeRangeRule();
[[nodiscard]] std::unique_ptr<Rule> makeDuplicateIdRule();
[[nodiscard]] std::unique_ptr<Rule> makeEmptyFormationRule();
[[nodiscard]] std::unique_ptr<Rule> makeLeaderRatingsRule();
[[nodiscard]] std::unique_ptr<Rule> makeMissingCommanderRule();
[[nodiscard]] std::unique_ptr<Rule> makeNoFormationRule();
[[nodiscard]] std::unique_ptr<Rule> makeReducedStrongerRule();
[[nodiscard]] std::unique_ptr<Rule> makeSideMismatchRule();
[[nodiscard]] std::unique_ptr<Rule> makeUnknownAttributeRule();
[[nodiscard]] std::unique_ptr<Rule> makeUnknownClassRule();
[[nodiscard]] std::unique_ptr<Rule> makeUnknownParentRule();
[[nodiscard]] std::unique_ptr<Rule> makeUnknownSideRule();
[[nodiscard]] std::unique_ptr<Rule> makeBadOptionRule();
[[nodiscard]] std::unique_ptr<Rule> makeBeforeCommanderRule();
[[nodiscard]] std::unique_ptr<Rule> makeEntryNotOnEdgeRule();
[[nodiscard]] std::unique_ptr<Rule> makeEntryOffMapRule();
[[nodiscard]] std::unique_ptr<Rule> makeNightArrivalRule();
[[nodiscard]] std::unique_ptr<Rule> makeScheduledTwiceRule();
[[nodiscard]] std::unique_ptr<Rule> makeTurnOutsideTrackRule();
[[nodiscard]] std::unique_ptr<Rule> makeUndefinedEntryRule();
[[nodiscard]] std::unique_ptr<Rule> makeEntryNotEnterableRule();
[[nodiscard]] std::unique_ptr<Rule> makeEntryEnemyHeldRule();
[[nodiscard]] std::unique_ptr<Rule> makeAlsoScheduledRule();
[[nodiscard]] std::unique_ptr<Rule> makeBothSidesRule();
[[nodiscard]] std::unique_ptr<Rule> makeNeverEntersRule();
[[nodiscard]] std::unique_ptr<Rule> makeSetupOffMapRule();
[[nodiscard]] std::unique_ptr<Rule> makePlacedTwiceRule();
[[nodiscard]] std::unique_ptr<Rule> makeUnknownModeRule();
[[nodiscard]] std::unique_ptr<Rule> makeProhibitedTerrainRule();
[[nodiscard]] std::unique_ptr<Rule> makeOutOfCommandRule();
[[nodiscard]] std::unique_ptr<Rule> makeInEnemyZocRule();
[[nodiscard]] std::unique_ptr<Rule> makeMixedModesRule();
[[nodiscard]] std::unique_ptr<Rule> makeMixedFacingRule();
[[nodiscard]] std::unique_ptr<Rule> makeLeaderAloneNearEnemyRule();
[[nodiscard]] std::unique_ptr<Rule> makeCommanderApartRule();
[[nodiscard]] std::unique_ptr<Rule> makeNightOutsideRule();
[[nodiscard]] std::unique_ptr<Rule> makeTurnOrderRule();
[[nodiscard]] std::unique_ptr<Rule> makeStackingOverLimitRule();
[[nodiscard]] std::unique_ptr<Rule> makeStaleWaiverRule();
[[nodiscard]] std::unique_ptr<Rule> makeDuplicateVictoryHexRule();
[[nodiscard]] std::unique_ptr<Rule> makeVictoryOffMapRule();
[[nodiscard]] std::unique_ptr<Rule> makeVictoryTotalsRule();
[[nodiscard]] std::unique_ptr<Rule> makeVictoryImpassableRule();
[[nodiscard]] std::unique_ptr<Rule> makeVictoryUnreachableRule();

}  // namespace engine
