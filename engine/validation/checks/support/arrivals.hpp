#pragma once
// What a reinforcement row brings and where: its entry hexes (its hex, else its entry area's) and
// the unit classes arriving (units named, and every unit and leader of the formations named, at
// any depth), each with the mode it arrives in.
#include "engine/validation/check.hpp"
#include "engine/validation/check_context.hpp"

#include <string>
#include <vector>

namespace engine {

[[nodiscard]] std::vector<HexCoord> entryHexesOf(const CheckContext& ctx, const ReinforcementRow& row);

struct ArrivingClass {
    std::string unitClass;  // "leader" for leaders
    std::string mode;       // the row's mode when the class has it, else "" (the class's first)
    std::string example;    // the first piece of the class in the row
};
// With `footprint`, notes every piece looked at: the pieces named, each formation walked, each
// member found (a rule re-checks the row when one of them is edited).
[[nodiscard]] std::vector<ArrivingClass> arrivingClasses(const CheckContext& ctx, const ReinforcementRow& row,
                                                         Emitter* footprint = nullptr);

}  // namespace engine
