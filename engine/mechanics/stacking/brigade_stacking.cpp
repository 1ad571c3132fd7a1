#include "engine/mechanics/stacking/brigade_stacking.hpp"

#include "engine/mechanics/stacking/stacking_support.hpp"

#include <algorithm>
#include <set>

namespace engine {

using namespace stacking;

namespace {

bool isArtilleryClass(const std::string& cls) { return cls == "artillery" || cls == "horse-artillery"; }
bool isFootOrHorse(const std::string& cls) { return cls == "infantry" || cls == "cavalry"; }

}  // namespace

StackingResult BrigadeStacking::check(const BoardState& ctx, const StackingQuery& query) const {
    StackingResult r = startResult(query);
    double troops = 0, guns = 0;
    int batteries = 0;
    double largestBattery = 0;
    std::set<std::string> brigades, cavalryModes;
    bool uncounted = false;
    for (const PieceAt& p : query.pieces) {
        const bool artillery = isArtilleryClass(p.unitClass);
        if (isLeader(p) || (!artillery && !isFootOrHorse(p.unitClass))) {
            addUncounted(r, p, isLeader(p) ? "commander: not counted" : p.unitClass + ": not counted");
            uncounted = true;
            continue;
        }
        // R4.2: a battery counts the strength of its current side, limbered or unlimbered.
        const std::string mode = effectiveMode(ctx, p);
        const std::string attr = artillery ? (mode == "unlimbered" ? "unlimbered-sp" : "limbered-sp") : "sp";
        std::string why;
        const auto sp = unitNumber(ctx, p, attr, why);
        if (!sp) {
            addUnreadable(r, ctx, p, cited(m_section, why, r.hex));
            continue;
        }
        addCounted(r, p, *sp, artillery, num(*sp) + " SP" + (artillery ? " (" + mode + ")" : ""));
        if (artillery) {
            guns += *sp;
            ++batteries;
            largestBattery = std::max(largestBattery, *sp);
        } else {
            troops += *sp;
            brigades.insert(p.unit->formation);
            if (p.unitClass == "cavalry") cavalryModes.insert(mode);
        }
    }
    if (uncounted)
        r.reasons.push_back(
            paramReason(m_section, "leaders-count", "commanders, wagons and markers do not count", r.hex));

    r.measures.push_back({"infantry/cavalry SP", troops, m_section.number("infantry-cavalry-sp")});
    r.measures.push_back({"artillery SP", guns, m_section.number("artillery-sp")});
    r.reasons.push_back(paramReason(m_section, "infantry-cavalry-sp", summary(ctx, r), r.hex));

    // A single battery larger than the artillery limit may stand alone, with no other artillery.
    StackMeasure& art = r.measures[1];
    if (batteries == 1 && art.over() && paramIs(m_section, "single-battery-over-limit-alone", "true")) {
        r.reasons.push_back(paramReason(
            m_section, "single-battery-over-limit-alone",
            "a single battery of " + num(largestBattery) + " SP may stand alone over the artillery limit", r.hex));
        art.limit = largestBattery;
    }
    if (brigades.size() > 1 && paramIs(m_section, "infantry-cavalry-same-brigade", "true")) {
        std::string names;
        for (const std::string& b : brigades)
            names += (names.empty() ? "" : ", ") + (b.empty() ? std::string("(no brigade)") : b);
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(paramReason(m_section, "infantry-cavalry-same-brigade",
                                        "infantry/cavalry of " + std::to_string(brigades.size()) + " brigades (" +
                                            names + ") in " + terrainHex(ctx, r.hex) + "; all must be from one brigade",
                                        r.hex));
    }
    if (cavalryModes.size() > 1 && paramIs(m_section, "cavalry-mode-uniform", "true")) {
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(paramReason(m_section, "cavalry-mode-uniform",
                                        "mounted and dismounted cavalry mixed in " + terrainHex(ctx, r.hex), r.hex));
    }
    const double troopCap = m_section.number("combat-sp-infantry-cavalry").value_or(troops);
    const double gunCap = m_section.number("combat-sp-artillery").value_or(guns);
    r.combatValue = std::min(troops, troopCap) + std::min(guns, gunCap);
    if (query.roadMovement && m_section.param("move-through-over-limit"))
        r.reasons.push_back(paramReason(m_section, "move-through-over-limit",
                                        "no road or march-column stacking limit: units move through friends in excess "
                                        "of the limits, which apply at the end of the movement phase",
                                        r.hex));
    settleVerdict(r);
    return r;
}

}  // namespace engine
