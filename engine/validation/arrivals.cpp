#include "engine/validation/arrivals.hpp"

#include <algorithm>

namespace engine {

std::vector<HexCoord> entryHexesOf(const RuleContext& ctx, const ReinforcementRow& row) {
    if (row.entryHex) return {*row.entryHex};
    if (const EntryArea* area = ctx.entryArea(row.entryArea)) return area->hexes;
    return {};
}

std::vector<ArrivingClass> arrivingClasses(const RuleContext& ctx, const ReinforcementRow& row) {
    std::vector<ArrivingClass> out;
    const auto add = [&](const std::string& cls, const std::string& piece) {
        if (std::any_of(out.begin(), out.end(), [&](const ArrivingClass& a) { return a.unitClass == cls; })) return;
        const UnitClass* known = ctx.ruleset().findClass(cls);
        out.push_back(ArrivingClass{cls, known && known->hasMode(row.mode) ? row.mode : std::string(), piece});
    };
    for (const std::string& id : row.units) {
        if (const Unit* u = ctx.unit(id)) add(u->unitClass, u->id);
        else if (ctx.leader(id)) add("leader", id);
    }
    std::vector<std::string_view> open(row.formations.begin(), row.formations.end());
    std::vector<std::string_view> seen;
    while (!open.empty()) {
        const std::string_view f = open.back();
        open.pop_back();
        if (std::find(seen.begin(), seen.end(), f) != seen.end()) continue;
        seen.push_back(f);
        for (const Unit* u : ctx.unitsIn(f)) add(u->unitClass, u->id);
        for (const Leader* l : ctx.leadersIn(f)) add("leader", l->id);
        for (const Formation* c : ctx.childrenOf(f)) open.push_back(c->id);
    }
    return out;
}

}  // namespace engine
