#pragma once
// How a ruleset's counters print a piece, read from its "counters" policy section: the formation
// kinds whose colours band the counter's top, left to right, and its faces in order, the first
// whose conditions hold being the one shown (a reduced or battleworn side before the full one).
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace engine {

struct CounterFace {
    std::string state;                 // the face's name: full, reduced, battleworn, wrecked, leader...
    bool leader = false;               // a leader's face (piece="leader"), else a unit's
    std::vector<std::string> classes;  // unit classes it is for; empty: every class
    std::string mode;                  // only in this mode ("" any)
    std::string whenAttr;              // only when this attribute...
    std::string whenValue;             // ...has this value,
    std::string whenAtLeast;           // ...or is at least the value of this other attribute
    std::vector<std::string> values;   // attribute ids printed left to right
    std::string numbers;               // the figures' colour: light, dark, or "" (whichever reads on the fill)
    std::string mark;                  // a short mark of the face ("BW"), "" none
};

struct CounterLayout {
    std::vector<std::string> bandKinds;  // formation kinds, left to right; empty: no band
    std::vector<CounterFace> faces;
};

// The layout `ruleset` states; empty when it has no "counters" section.
[[nodiscard]] CounterLayout counterLayout(const Ruleset& ruleset);
// The face a unit (or a leader) in `mode` shows; null when none applies.
[[nodiscard]] const CounterFace* faceFor(const CounterLayout& layout, const Unit* unit, const Leader* leader,
                                         std::string_view mode);

}  // namespace engine
