#pragma once
// A new SSS scenario on a small blank map (its sides union and csa), for the spreadsheet tests.
#include "engine/authoring/new_scenario.hpp"
#include "engine/io/ruleset_file.hpp"
#include "tests/test_paths.hpp"

#include <memory>

namespace oobtest {

inline std::shared_ptr<const engine::Ruleset> ruleset(const std::string& id = "sss") {
    return std::make_shared<const engine::Ruleset>(engine::loadRuleset(testpaths::rulesets() / (id + ".xml")));
}

inline engine::Document newDocument(const std::string& rulesetId = "sss") {
    engine::NewScenarioSpec spec;
    spec.ruleset = ruleset(rulesetId);
    spec.rulesetRef = rulesetId;
    spec.mapFile = "map.rlmap";
    spec.scenarioFile = "scenario.rlscn";
    spec.name = "Test";
    engine::BlankMapSpec blank;
    blank.columns = 20;
    blank.rows = 16;
    return engine::newScenario(spec, engine::blankMap(*spec.ruleset, blank));
}

}  // namespace oobtest
