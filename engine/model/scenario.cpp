#include "engine/model/scenario.hpp"

#include "engine/model/find_by_id.hpp"

#include <algorithm>

namespace engine {

const Unit* Scenario::findUnit(std::string_view id) const { return findById(units, id); }
const Leader* Scenario::findLeader(std::string_view id) const { return findById(leaders, id); }
const Formation* Scenario::findFormation(std::string_view id) const { return findById(formations, id); }
const Side* Scenario::findSide(std::string_view id) const { return findById(sides, id); }

}  // namespace engine
