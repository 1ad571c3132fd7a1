#include "engine/model/scenario.hpp"

#include <algorithm>

namespace engine {

namespace {

template <typename T>
const T* findById(const std::vector<T>& items, std::string_view id) {
    const auto it = std::find_if(items.begin(), items.end(), [&](const T& item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}

}  // namespace

const Unit* Scenario::findUnit(std::string_view id) const { return findById(units, id); }
const Leader* Scenario::findLeader(std::string_view id) const { return findById(leaders, id); }
const Formation* Scenario::findFormation(std::string_view id) const { return findById(formations, id); }
const Side* Scenario::findSide(std::string_view id) const { return findById(sides, id); }

}  // namespace engine
