#include "engine/model/scenario.hpp"

#include "engine/model/find_by_id.hpp"

#include <algorithm>
#include <cctype>

namespace engine {

bool isRgbColor(std::string_view text) {
    return text.size() == 7 && text[0] == '#' && std::all_of(text.begin() + 1, text.end(), [](char c) {
               return std::isxdigit(static_cast<unsigned char>(c));
           });
}

const Unit* Scenario::findUnit(std::string_view id) const { return findById(units, id); }
const Leader* Scenario::findLeader(std::string_view id) const { return findById(leaders, id); }
const Formation* Scenario::findFormation(std::string_view id) const { return findById(formations, id); }
const Side* Scenario::findSide(std::string_view id) const { return findById(sides, id); }

}  // namespace engine
