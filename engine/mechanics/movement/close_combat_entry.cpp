#include "engine/mechanics/movement/close_combat_entry.hpp"

#include "engine/util/words.hpp"

#include <sstream>

namespace engine {
namespace {

Reason fromParam(const Param& p, std::string message, HexCoord hex) {
    return {std::move(message), p.cite, p.assumed, {hex}, {}};
}

}  // namespace

StepCost closeCombatEntryCost(const MovementProfile& profile, HexCoord from, HexCoord to) {
    StepCost out = profile.explain(from, to);
    const std::string where = profile.map().grid().label(to);
    const PolicySection* policy = profile.ruleset().section("movement");
    const Param* extra = policy ? policy->param("close-combat-entry-extra-mp") : nullptr;
    if (!extra || !extra->number()) {
        out.reasons.push_back(
            {"ruleset `" + profile.ruleset().id + "` states no close-combat entry cost (close-combat-entry-extra-mp)",
             "",
             false,
             {to},
             {}});
        out.mp = kProhibitedMove;
        out.prohibited = true;
        return out;
    }
    if (const Param* barred = policy->param("close-combat-barred-classes")) {
        for (const std::string& cls : splitWords(barred->value)) {
            if (cls != profile.unitClass()) continue;
            out.reasons.push_back(
                fromParam(*barred, profile.unitClass() + " may not enter " + where + " to close-combat", to));
            out.mp = kProhibitedMove;
            out.prohibited = true;
            return out;
        }
    }
    if (out.prohibited) return out;
    std::ostringstream mp;
    mp << *extra->number();
    out.reasons.push_back(
        fromParam(*extra, "entering " + where + " to close-combat costs the hex's cost + " + mp.str() + " MP", to));
    out.mp += *extra->number();
    out.assumed = out.assumed || extra->assumed;
    return out;
}

}  // namespace engine
