#include "engine/render/counters.hpp"

#include "engine/render/side_colors.hpp"

namespace engine {

Point stackPosition(Point hexCentre, int depth, double hexSize) {
    return {hexCentre.x + depth * kStackStep * hexSize, hexCentre.y + depth * kStackStep * hexSize};
}

std::string ratingsText(const AttributeMap& values, const std::vector<AttributeDef>& schema) {
    std::string text;
    for (const AttributeDef& def : schema)
        if (const auto it = values.find(def.id); it != values.end()) text += (text.empty() ? "" : "-") + it->second;
    return text;
}

Counter pieceCounter(const Scenario& scenario, const Ruleset* ruleset, const std::string& piece, const Unit* unit,
                     const Leader* leader, Point at, double hexSize) {
    Counter counter;
    counter.layer = Layer::Units;
    counter.centre = at;
    counter.size = kCounterSize * hexSize;
    counter.name = piece;
    counter.nameHeight = kCounterNameHeight * counter.size;
    counter.valuesHeight = kCounterValuesHeight * counter.size;
    counter.fill = sideColor(scenario, "");
    if (unit) {
        counter.fill = sideColor(scenario, unit->side);
        if (ruleset) counter.values = ratingsText(unit->attributes, ruleset->unitAttributes);
    } else if (leader) {
        counter.fill = sideColor(scenario, leader->side);
        if (ruleset) counter.values = ratingsText(leader->ratings, ruleset->leaderAttributes);
    }
    counter.text = textColorOn(counter.fill);
    return counter;
}

}  // namespace engine
