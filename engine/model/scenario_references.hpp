#pragma once
// References between scenario records that name nothing: what the scenario reader refuses to load
// (a side, formation, leader, piece or entry area the scenario does not define), and waivers keyed
// on a record that is gone. Edits that delete or rename records must leave none of either.
#include "engine/model/scenario.hpp"

#include <string>
#include <vector>

namespace engine {

// One line per dangling reference: "unit `26-nc` formation= names formation `pettigrew`, which ...".
[[nodiscard]] std::vector<std::string> danglingReferences(const Scenario& s);
// Waivers whose location is "unit:", "leader:", "formation:", "side:", "row:", "entry-area:" or
// "victory-hex:" followed by an id no such record has.
[[nodiscard]] std::vector<std::string> danglingWaivers(const Scenario& s);

}  // namespace engine
