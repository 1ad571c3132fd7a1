#include "engine/validation/checks/support/arrivals.hpp"

#include <algorithm>

namespace engine {

std::vector<HexCoord> entryHexesOf(const CheckContext& ctx, const ReinforcementRow& row) {
    if (row.entryHex) return {*row.entryHex};
    if (const EntryArea* area = ctx.entryArea(row.entryArea)) return area->hexes;
    return {};
}

std::vector<ArrivingClass> arrivingClasses(const CheckContext& ctx, const ReinforcementRow& row, Emitter* footprint) {
    std::vector<ArrivingClass> out;
    const auto looked = [&](std::string_view piece) {
        if (footprint) footprint->dependsOnPiece(piece);
    };
    const auto add = [&](const std::string& cls, const std::string& piece) {
        if (std::any_of(out.begin(), out.end(), [&](const ArrivingClass& a) { return a.unitClass == cls; })) return;
        const UnitClass* known = ctx.ruleset().findClass(cls);
        out.push_back(ArrivingClass{cls, known && known->hasMode(row.mode) ? row.mode : std::string(), piece});
    };
    for (const std::string& id : row.units) {
        looked(id);  // a piece of that id may come
        if (const Unit* u = ctx.unit(id)) add(u->unitClass, u->id);
        else if (ctx.leader(id)) add("leader", id);
    }
    // Each formation walked (a named one too, while none has its id) and each member found.
    ctx.forEachMemberBelow(
        row.formations,
        [&](const Unit& u) {
            looked(u.id);
            add(u.unitClass, u.id);
        },
        [&](const Leader& l) {
            looked(l.id);
            add("leader", l.id);
        },
        looked);
    return out;
}

}  // namespace engine
