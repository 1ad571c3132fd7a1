#pragma once
// What the studio edits and commands act on: a map, optionally a scenario on it, and the ruleset
// both follow. The ruleset is shared and never edited through a document.
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"

#include <memory>
#include <optional>

namespace engine {

struct Document {
    HexMap map;
    std::optional<Scenario> scenario;
    std::shared_ptr<const Ruleset> ruleset;
};

}  // namespace engine
