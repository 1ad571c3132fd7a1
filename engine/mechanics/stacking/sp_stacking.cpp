#include "engine/mechanics/stacking/sp_stacking.hpp"

#include "engine/mechanics/stacking/stacking_support.hpp"

#include <algorithm>

namespace engine {

using namespace stacking;

namespace {

// HS 6.1 counts the printed SP of the counter's current face (fresh or battleworn).
std::string faceAttribute(const PieceAt& p) {
    if (!p.unit) return "sp";
    const auto it = p.unit->attributes.find("counter-side");
    return it != p.unit->attributes.end() && it->second == "battleworn" ? "bw-sp" : "sp";
}

std::string shownSp(const PieceAt& p, const std::string& attr, double value) {
    const std::string written = p.unit ? p.unit->attributes.at(attr) : std::string();
    return written == num(value) ? num(value) + " SP" : written + " = " + num(value) + " SP";
}

}  // namespace

StackingResult SpStacking::check(const BoardState& ctx, const StackingQuery& query) const {
    StackingResult r = startResult(query);
    bool roadMovement = query.roadMovement;
    double total = 0, artillery = 0;
    for (const PieceAt& p : query.pieces) {
        if (isLeader(p)) {
            addUncounted(r, p, "leader: not counted");
            continue;
        }
        const std::string attr = faceAttribute(p);
        std::string why;
        const auto sp = unitNumber(ctx, p, attr, why);
        if (!sp) {
            addUnreadable(r, ctx, p, paramReason(m_section, "counts", why, r.hex));
            continue;
        }
        const bool isArtillery = p.unitClass == "artillery";
        addCounted(r, p, *sp, isArtillery, shownSp(p, attr, *sp));
        if (p.unit->attributes.at(attr) == "C")
            r.reasons.push_back(paramReason(m_section, "cadre-sp",
                                            "unit " + p.id + " is a cadre: C counts " + num(*sp) + " SP", r.hex));
        total += *sp;
        if (isArtillery) artillery += *sp;
        roadMovement = roadMovement || effectiveMode(ctx, p) == "march-column";
    }

    const TerrainType* terrain = terrainAt(ctx, r.hex);
    const Record* limit = terrain ? findRecord(m_section, "limit", "group", terrain->stackingGroup) : nullptr;
    r.measures.push_back({"SP", total, limit ? limit->number("sp") : std::nullopt});
    r.measures.push_back({"artillery SP", artillery, limit ? limit->number("artillery-sp") : std::nullopt});
    if (limit)
        r.reasons.push_back(
            cited(*limit,
                  terrainHex(ctx, r.hex) + ": limit " + num(limit->number("sp").value_or(0)) + " SP" +
                      (limit->number("artillery-sp") ? ", artillery " + num(*limit->number("artillery-sp")) : ""),
                  r.hex, m_section.cite));

    // The 8-SP road limit: always while moving at the road / March Column rate (HS 13.5b); at set-up only
    // when the road-hex-static-limit option says so (digest A-3).
    const bool staticRoad = !roadMovement && ctx.option("road-hex-static-limit") == "road-8" && hasRoad(ctx, r.hex);
    // Passing through a hex: the road limit holds there too when the rule says "at all times" (HS 13.5b).
    const Param* always = m_section.param("road-limit-applies");
    const bool passingFree = !query.endsMove && always && always->value != "at-all-times-including-passing";
    if (roadMovement && !query.endsMove && always && !passingFree)
        r.reasons.push_back(cited(*always, "the road limit applies at all times, passing through included", r.hex));
    if ((roadMovement && !passingFree) || staticRoad) {
        const auto road = m_section.number("road-limit-sp");
        auto& main = r.measures.front();
        if (road && (!main.limit || *road < *main.limit)) main.limit = road;
        if (roadMovement)
            r.reasons.push_back(
                paramReason(m_section, "road-limit-sp",
                            "moving at the road / March Column rate: limit " + num(road.value_or(0)) + " SP", r.hex));
        else
            r.reasons.push_back(cited(
                *ctx.ruleset.findOption("road-hex-static-limit"),
                "road hex at set-up: option road-hex-static-limit = road-8, limit " + num(road.value_or(0)) + " SP",
                r.hex));
    } else if (!limit && r.verdict == StackVerdict::Ok) {
        markNoLimit(r, ctx, m_section);
    }

    const auto counted =
        std::count_if(r.pieces.begin(), r.pieces.end(), [](const StackedPiece& p) { return p.counts; });
    const StackMeasure& main = r.measures.front();
    const bool anyOver =
        std::any_of(r.measures.begin(), r.measures.end(), [](const StackMeasure& m) { return m.over(); });
    const bool loneException = counted == 1 && paramIs(m_section, "single-unit-exception", "true") &&
                               (!roadMovement || paramIs(m_section, "road-limit-single-unit-exception", "true"));
    if (anyOver && loneException) {
        r.reasons.push_back(paramReason(m_section, "single-unit-exception",
                                        summary(ctx, r) + "; a single unit may always stand alone", r.hex));
    } else {
        r.reasons.push_back(
            cited(limit ? static_cast<const Provenanced&>(*limit) : m_section, summary(ctx, r), r.hex, m_section.cite));
        settleVerdict(r);
    }
    if (main.limit && paramIs(m_section, "combat-sp-capped-at-limit", "true")) {
        double cap = std::min(main.total, *main.limit);
        const StackMeasure& art = r.measures[1];
        if (loneException && art.total > 0 && art.limit &&
            ctx.option("lone-unit-artillery-cap") == "with-artillery-sub-limit")
            cap = std::min(cap, *art.limit);
        r.combatValue = cap;
        if (cap < main.total)
            r.reasons.push_back(paramReason(m_section, "combat-sp-capped-at-limit",
                                            "uses only " + num(cap) + " SP in Fire and Close Combat", r.hex));
    }
    return r;
}

}  // namespace engine
