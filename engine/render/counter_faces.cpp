#include "engine/render/counter_faces.hpp"

#include "engine/model/number_text.hpp"
#include "engine/util/words.hpp"

#include <algorithm>

namespace engine {

CounterLayout counterLayout(const Ruleset& ruleset) {
    CounterLayout out;
    const PolicySection* section = ruleset.section("counters");
    if (!section) return out;
    if (const Param* band = section->param("band")) out.bandKinds = splitWords(band->value);
    for (const Record& r : section->records) {
        if (r.kind != "face") continue;
        CounterFace face;
        face.state = r.get("state");
        face.leader = r.get("piece") == "leader";
        face.classes = splitWords(r.get("classes"));
        face.mode = r.get("mode");
        face.whenAttr = r.get("when-attr");
        face.whenValue = r.get("when-value");
        face.whenAtLeast = r.get("when-at-least");
        face.values = splitWords(r.get("values"));
        face.numbers = r.get("numbers");
        face.mark = r.get("mark");
        out.faces.push_back(std::move(face));
    }
    return out;
}

namespace {

bool stateHolds(const CounterFace& face, const AttributeMap& values) {
    if (face.whenAttr.empty()) return true;
    const auto it = values.find(face.whenAttr);
    if (it == values.end()) return false;
    if (!face.whenAtLeast.empty()) {
        const auto threshold = values.find(face.whenAtLeast);
        if (threshold == values.end()) return false;
        const auto have = parseDouble(it->second), need = parseDouble(threshold->second);
        return have && need && *have >= *need;
    }
    return it->second == face.whenValue;
}

}  // namespace

const CounterFace* faceFor(const CounterLayout& layout, const Unit* unit, const Leader* leader, std::string_view mode) {
    for (const CounterFace& face : layout.faces) {
        if (leader) {
            if (face.leader && stateHolds(face, leader->ratings)) return &face;
            continue;
        }
        if (!unit || face.leader) continue;
        if (!face.classes.empty() &&
            std::find(face.classes.begin(), face.classes.end(), unit->unitClass) == face.classes.end())
            continue;
        if (!face.mode.empty() && face.mode != mode) continue;
        if (stateHolds(face, unit->attributes)) return &face;
    }
    return nullptr;
}

}  // namespace engine
