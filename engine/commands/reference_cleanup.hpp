#pragma once
// What deleting pieces must also take out so that no reference dangles: their set-up places,
// their mentions in schedule rows (rows left with nothing go; rows of a deleted side go whole),
// the formations' commanders among them, and the waivers keyed on them. Shared by the deletions
// of the order-of-battle pane and by an order of battle replaced on import.
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/scenario_edit.hpp"

#include <string>
#include <unordered_set>

namespace engine {

using IdSet = std::unordered_set<std::string>;

// Plans the removals into `e` and adds what they take to `count`. `pieces` holds every removed
// formation, leader and unit id; `formations` the removed formations; `sides` the removed sides.
void dropReferences(ScenarioEdit& e, const IdSet& pieces, const IdSet& formations, const IdSet& sides,
                    DeletionCount& count);

}  // namespace engine
