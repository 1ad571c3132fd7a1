#include "engine/mechanics/stacking/count_stacking.hpp"

#include "engine/mechanics/stacking/stacking_support.hpp"

#include <algorithm>
#include <sstream>

namespace engine {

using namespace stacking;

namespace {

bool isArtilleryClass(const PolicySection& section, const std::string& unitClass) {
    if (unitClass == "artillery") return true;
    return unitClass == "horse-artillery" && paramIs(section, "horse-artillery-counts-as", "artillery");
}

// SSS 25.21: cavalry stacks with at most one artillery unit and never with infantry or more cavalry.
void checkCavalry(const BoardState& ctx, const PolicySection& section, StackingResult& r) {
    const Record* rule = nullptr;
    for (const Record& rec : section.records)
        if (rec.kind == "cavalry") rule = &rec;
    const auto count = [&](const std::string& cls) {
        return std::count_if(r.pieces.begin(), r.pieces.end(),
                             [&](const StackedPiece& p) { return p.counts && p.unitClass == cls; });
    };
    const auto cavalry = count("cavalry");
    if (!rule || cavalry == 0) return;
    const std::string where = terrainHex(ctx, r.hex);
    if (const auto max = rule->number("max-cavalry"); max && static_cast<double>(cavalry) > *max) {
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(cited(*rule,
                                  num(static_cast<double>(cavalry)) + " cavalry units in " + where + ", at most " +
                                      num(*max) + " with cavalry",
                                  r.hex, section.cite));
    }
    std::istringstream excluded(rule->get("excludes"));
    for (std::string cls; excluded >> cls;) {
        if (cls == "cavalry" || count(cls) == 0) continue;
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(
            cited(*rule, "cavalry may not stack with " + cls + " (" + where + ")", r.hex, section.cite));
    }
    const double artillery = r.measures.size() > 1 ? r.measures[1].total : 0;
    if (const auto max = rule->number("max-artillery"); max && artillery > *max) {
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(cited(
            *rule, "cavalry stacks with at most " + num(*max) + " artillery unit, " + num(artillery) + " in " + where,
            r.hex, section.cite));
    }
}

}  // namespace

StackingResult CountStacking::check(const BoardState& ctx, const StackingQuery& query) const {
    StackingResult r = startResult(query);
    bool roadMovement = query.roadMovement;
    for (const PieceAt& p : query.pieces) {
        if (isLeader(p)) {
            addUncounted(r, p, "leader: not counted");
            continue;
        }
        const bool artillery = isArtilleryClass(m_section, p.unitClass);
        addCounted(r, p, 1, artillery, artillery ? "1 artillery unit" : "1 unit");
        roadMovement = roadMovement || effectiveMode(ctx, p) == "march";
    }
    if (std::any_of(r.pieces.begin(), r.pieces.end(), [](const StackedPiece& p) { return !p.counts; }))
        r.reasons.push_back(paramReason(m_section, "leaders-count", "leaders and markers do not count", r.hex));

    double units = 0, artillery = 0;
    for (const StackedPiece& p : r.pieces) {
        units += p.value;
        if (p.artillery) artillery += p.value;
    }
    const TerrainType* terrain = terrainAt(ctx, r.hex);
    const Record* limit = terrain ? findRecord(m_section, "limit", "group", terrain->stackingGroup) : nullptr;
    r.measures.push_back({"units", units, limit ? limit->number("units") : std::nullopt});
    r.measures.push_back({"artillery units", artillery, limit ? limit->number("artillery") : std::nullopt});

    if (roadMovement) {
        const auto roadLimit = m_section.number("road-movement-stacking");
        r.measures[0].limit = roadLimit;
        r.reasons.push_back(paramReason(
            m_section, "road-movement-stacking",
            "units using road movement (March orders) may not stack: limit " + num(roadLimit.value_or(1)), r.hex));
    } else if (!limit) {
        markNoLimit(r, ctx, m_section);
    }
    if (limit && !roadMovement) r.reasons.push_back(cited(*limit, summary(ctx, r), r.hex, m_section.cite));
    else if (roadMovement) r.reasons.push_back(cited(m_section, summary(ctx, r), r.hex));
    checkCavalry(ctx, m_section, r);
    settleVerdict(r);
    return r;
}

}  // namespace engine
